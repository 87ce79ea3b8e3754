import { describe, expect, it } from 'vitest';
import { maskEdit } from '~/lib/masks';
import { maskCep } from './cep-field.ts';

describe('maskCep', () => {
  it('formats as 00000-000 while typing, ignoring anything but digits', () => {
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01.310-100')).toBe('01310-100');
  });

  it('stops at 8 digits', () => {
    expect(maskCep('013101009')).toBe('01310-100');
  });

  it('keeps the caret after the digit typed when the hyphen comes in', () => {
    expect(maskEdit(maskCep, { value: '013101', caret: 6, previous: '01310' })).toEqual({
      value: '01310-1',
      caret: 7,
    });
  });
});
