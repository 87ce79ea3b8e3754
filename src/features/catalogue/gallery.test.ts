import { describe, expect, it } from 'vitest';
import { galleryTarget } from './gallery.ts';

describe('galleryTarget', () => {
  it('steps to the next and previous photo with the arrows', () => {
    expect(galleryTarget('ArrowRight', 0, 5)).toBe(1);
    expect(galleryTarget('ArrowLeft', 3, 5)).toBe(2);
  });

  it('wraps around at both ends', () => {
    expect(galleryTarget('ArrowRight', 4, 5)).toBe(0);
    expect(galleryTarget('ArrowLeft', 0, 5)).toBe(4);
  });

  it('jumps to the first and last photo with Home and End', () => {
    expect(galleryTarget('Home', 3, 5)).toBe(0);
    expect(galleryTarget('End', 1, 5)).toBe(4);
  });

  it('ignores other keys and empty galleries', () => {
    expect(galleryTarget('Enter', 1, 5)).toBeNull();
    expect(galleryTarget('ArrowUp', 1, 5)).toBeNull();
    expect(galleryTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
