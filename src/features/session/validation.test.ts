import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RULES,
  isValidCpfInput,
  isValidPhoneInput,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from './validation.ts';

/** The first message per field, as react-hook-form's resolver shows them. */
function messages(result: {
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] } | undefined;
}): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

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

describe('loginSchema', () => {
  it('asks for both fields in pt-BR', () => {
    expect(messages(loginSchema.safeParse({ email: '  ', password: '' }))).toEqual({
      email: 'Informe o e-mail.',
      password: 'Informe a senha.',
    });
  });

  it('checks the e-mail format and trims it', () => {
    expect(messages(loginSchema.safeParse({ email: 'cliente@', password: 'x' }))).toEqual({
      email: 'Informe um e-mail válido, como nome@exemplo.com.br.',
    });
    expect(loginSchema.parse({ email: ' cliente@exemplo.com.br ', password: 'x' })).toEqual({
      email: 'cliente@exemplo.com.br',
      password: 'x',
    });
  });

  it('refuses fields the API does not take, such as a captcha response', () => {
    const result = loginSchema.safeParse({
      email: 'cliente@exemplo.com.br',
      password: 'x',
      'cf-turnstile-response': 'token',
    });
    expect(result.success).toBe(false);
  });
});

describe('registerSchema', () => {
  const valid = {
    name: '  Maria  da Silva ',
    email: 'maria@exemplo.com.br',
    cpf: '529.982.247-25',
    phone: '(11) 98765-4321',
    password: 'segredo123',
    confirmPassword: 'segredo123',
  };

  it('gives the API digits only for CPF and phone', () => {
    expect(registerSchema.parse(valid)).toMatchObject({
      name: 'Maria  da Silva',
      cpf: '52998224725',
      phone: '11987654321',
    });
  });

  it('names every wrong field with a pt-BR message', () => {
    expect(
      messages(
        registerSchema.safeParse({
          name: '',
          email: 'x',
          cpf: '123.456.789-00',
          phone: '(11) 1234',
          password: 'curta',
          confirmPassword: 'outra',
        }),
      ),
    ).toEqual({
      name: 'Informe seu nome.',
      email: 'Informe um e-mail válido, como nome@exemplo.com.br.',
      cpf: 'CPF inválido: confira os 11 dígitos.',
      phone: 'Telefone inválido: informe DDD e número, com 10 ou 11 dígitos.',
      password: 'A senha deve ter pelo menos 8 caracteres, com letras e números.',
      confirmPassword: 'As senhas não conferem.',
    });
  });

  it.each([
    ['only letters', 'somenteletras'],
    ['only digits', '12345678'],
    ['seven characters', 'abc1234'],
  ])('refuses a password with %s', (_, password) => {
    const result = registerSchema.safeParse({ ...valid, password, confirmPassword: password });
    expect(messages(result)).toEqual({
      password: 'A senha deve ter pelo menos 8 caracteres, com letras e números.',
    });
  });

  it('asks to repeat the password when the confirmation is empty', () => {
    expect(messages(registerSchema.safeParse({ ...valid, confirmPassword: '' }))).toMatchObject({
      confirmPassword: 'Repita a senha para confirmar.',
    });
  });
});

describe('PASSWORD_RULES', () => {
  it('reports each rule separately, as the hints beside the field show them', () => {
    const met = (value: string) =>
      PASSWORD_RULES.filter((rule) => rule.test(value)).map((r) => r.id);
    expect(met('')).toEqual([]);
    expect(met('abc')).toEqual(['letter']);
    expect(met('12345678')).toEqual(['length', 'digit']);
    expect(met('senha1234')).toEqual(['length', 'letter', 'digit']);
    expect(met('çãõéíúab1')).toEqual(['length', 'letter', 'digit']);
  });
});

describe('resetPasswordSchema', () => {
  it('wants the six-digit code, a valid new password and its confirmation', () => {
    expect(
      messages(
        resetPasswordSchema.safeParse({ code: '12a', password: 'abc', confirmPassword: '' }),
      ),
    ).toEqual({
      code: 'O código tem 6 dígitos.',
      password: 'A senha deve ter pelo menos 8 caracteres, com letras e números.',
      confirmPassword: 'Repita a senha para confirmar.',
    });
    expect(
      resetPasswordSchema.parse({
        code: ' 123456 ',
        password: 'nova12345',
        confirmPassword: 'nova12345',
      }),
    ).toEqual({ code: '123456', password: 'nova12345', confirmPassword: 'nova12345' });
  });
});
