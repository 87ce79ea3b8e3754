import { describe, expect, it } from 'vitest';
import { indexForArrowKey } from './arrow-key-index.ts';

describe('indexForArrowKey', () => {
  it('moves to the neighbour with the arrow keys, wrapping at both ends', () => {
    expect(indexForArrowKey('ArrowRight', 0, 4)).toBe(1);
    expect(indexForArrowKey('ArrowRight', 3, 4)).toBe(0);
    expect(indexForArrowKey('ArrowLeft', 2, 4)).toBe(1);
    expect(indexForArrowKey('ArrowLeft', 0, 4)).toBe(3);
  });

  it('goes to the first and last with Home and End', () => {
    expect(indexForArrowKey('Home', 2, 4)).toBe(0);
    expect(indexForArrowKey('End', 1, 4)).toBe(3);
  });

  it('ignores other keys and empty groups', () => {
    expect(indexForArrowKey('Enter', 1, 4)).toBeNull();
    expect(indexForArrowKey('ArrowDown', 1, 4)).toBeNull();
    expect(indexForArrowKey('ArrowRight', 0, 0)).toBeNull();
  });
});
