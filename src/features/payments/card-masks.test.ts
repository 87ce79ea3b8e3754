import { describe, expect, it } from 'vitest';
import { maskEdit } from '~/lib/masks';
import { maskCardNumber } from './card-masks.ts';

describe('maskCardNumber', () => {
  it('groups four by four as typed', () => {
    expect(maskCardNumber('41111')).toBe('4111 1');
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('4111-1111 1111.1111')).toBe('4111 1111 1111 1111');
  });

  it('stops at 19 digits', () => {
    expect(maskCardNumber('62'.padEnd(22, '0'))).toBe('6200 0000 0000 0000 000');
  });

  it('groups American Express numbers 4-6-5, at most 15 digits', () => {
    expect(maskCardNumber('37828224')).toBe('3782 8224');
    expect(maskCardNumber('3782822463100059')).toBe('3782 822463 10005');
  });

  it('keeps the caret after the same digit when a group moves (with the session masks)', () => {
    // Typing a 5th digit at the end: the caret goes past the space the mask inserts.
    expect(maskEdit(maskCardNumber, { value: '41111', caret: 5, previous: '4111' })).toEqual({
      value: '4111 1',
      caret: 6,
    });
  });
});
