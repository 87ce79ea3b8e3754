import { describe, expect, it } from 'vitest';
import { caretAfterDigits, maskCpf, maskEdit, maskPhone } from './masks.ts';

describe('maskCpf', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['5299822', '529.982.2'],
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['529982247251234', '529.982.247-25'],
    ['52a9', '529'],
  ])('masks %s as %s', (typed, masked) => {
    expect(maskCpf(typed)).toBe(masked);
  });
});

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1130000000', '(11) 3000-0000'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210', '(11) 98765-4321'],
  ])('masks %s as %s', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });
});

describe('caretAfterDigits', () => {
  it('places the caret right after the n-th digit', () => {
    expect(caretAfterDigits('529.982.247-25', 0)).toBe(0);
    expect(caretAfterDigits('529.982.247-25', 3)).toBe(3);
    expect(caretAfterDigits('529.982.247-25', 4)).toBe(5);
    expect(caretAfterDigits('529.982.247-25', 11)).toBe(14);
    expect(caretAfterDigits('529', 5)).toBe(3);
  });
});

describe('maskEdit', () => {
  it('masks a digit typed at the end and keeps the caret at the end', () => {
    expect(maskEdit(maskCpf, { previous: '529', value: '5299', caret: 4 })).toEqual({
      value: '529.9',
      caret: 5,
    });
  });

  it('keeps the caret after the same digit when typing in the middle', () => {
    // "529.982.247-2" with "1" typed after "529.".
    expect(
      maskEdit(maskCpf, { previous: '529.982.247-2', value: '529.1982.247-2', caret: 5 }),
    ).toEqual({ value: '529.198.224-72', caret: 5 });
  });

  it('makes Backspace after a mask character delete the digit before it', () => {
    expect(
      maskEdit(maskCpf, {
        previous: '529.982',
        value: '529982',
        caret: 3,
        inputType: 'deleteContentBackward',
      }),
    ).toEqual({ value: '529.82', caret: 2 });
  });

  it('makes Delete before a mask character delete the digit after it', () => {
    expect(
      maskEdit(maskPhone, {
        previous: '(11) 98765-4321',
        value: '(11) 987654321',
        caret: 10,
        inputType: 'deleteContentForward',
      }),
    ).toEqual({ value: '(11) 9876-5321', caret: 11 });
  });

  it('masks pasted text', () => {
    expect(maskEdit(maskCpf, { previous: '', value: '529 982 247 25', caret: 14 })).toEqual({
      value: '529.982.247-25',
      caret: 14,
    });
  });
});
