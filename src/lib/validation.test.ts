import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { describe, expect, it } from 'vitest';
import { isValidCpfInput, isValidPhoneInput } from './validation.ts';

describe('isValidCpfInput', () => {
  it.each(['529.982.247-25', '52998224725', generateCpf()])('accepts %s', (cpf) => {
    expect(isValidCpfInput(cpf)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '529.982.247-26'],
    ['repeated digits', '111.111.111-11'],
    ['too few digits', '529.982.247-2'],
    ['too many digits', '529.982.247-255'],
    ['letters', 'abc.def.ghi-jk'],
    ['nothing', ''],
  ])('rejects %s', (_, cpf) => {
    expect(isValidCpfInput(cpf)).toBe(false);
  });
});

describe('isValidPhoneInput', () => {
  it.each(['(11) 98765-4321', '11987654321', '(11) 3000-0000', '1130000000'])(
    'accepts %s',
    (phone) => {
      expect(isValidPhoneInput(phone)).toBe(true);
    },
  );

  it.each([
    ['no area code', '98765-4321'],
    ['an area code that does not exist', '(20) 98765-4321'],
    ['a mobile without the leading 9', '(11) 18765-4321'],
    ['too many digits', '(11) 98765-43210'],
    ['a service number', '0800 123 4567'],
    ['nothing', ''],
  ])('rejects %s', (_, phone) => {
    expect(isValidPhoneInput(phone)).toBe(false);
  });
});
