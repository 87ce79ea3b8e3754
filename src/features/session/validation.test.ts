import { describe, expect, it } from 'vitest';
import { registerSchema, resetPasswordSchema } from './validation.ts';

/** The first message per field, as react-hook-form's resolver shows them. */
function messages(result: {
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] } | undefined;
}): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('registerSchema', () => {
  const valid = {
    name: '  Maria  da Silva ',
    email: 'maria@exemplo.com.br',
    cpf: '529.982.247-25',
    phone: '(11) 98765-4321',
    password: 'segredo123',
    confirmPassword: 'segredo123',
    acceptPrivacyPolicy: true,
  };

  it('gives the API digits only for CPF and phone, and the name with single spaces', () => {
    expect(registerSchema.parse(valid)).toMatchObject({
      name: 'Maria da Silva',
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
          acceptPrivacyPolicy: false,
        }),
      ),
    ).toEqual({
      name: 'Informe seu nome.',
      email: 'Informe um e-mail válido, como nome@exemplo.com.br.',
      cpf: 'CPF inválido: confira os 11 dígitos.',
      phone: 'Telefone inválido: informe DDD e número, com 10 ou 11 dígitos.',
      password: 'A senha deve ter pelo menos 8 caracteres, com letras e números.',
      confirmPassword: 'As senhas não conferem.',
      acceptPrivacyPolicy: 'Para criar a conta, leia e aceite a Política de Privacidade.',
    });
  });

  it('asks to repeat the password when the confirmation is empty', () => {
    expect(messages(registerSchema.safeParse({ ...valid, confirmPassword: '' }))).toMatchObject({
      confirmPassword: 'Repita a senha para confirmar.',
    });
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
