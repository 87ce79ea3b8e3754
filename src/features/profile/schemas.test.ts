import { describe, expect, it } from 'vitest';
import { addressSchema, contactSchema, personalSchema } from './schemas.ts';

/** The message each field shows after a failed parse: its first (as react-hook-form shows). */
function problems(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

describe('personalSchema', () => {
  it('accepts a name, an RG and a masked CPF, sending the CPF as digits', () => {
    expect(
      personalSchema.parse({
        name: ' Cliente Exemplo ',
        rg: '12.345.678-9',
        cpf: '529.982.247-25',
      }),
    ).toEqual({ name: 'Cliente Exemplo', rg: '12.345.678-9', cpf: '52998224725' });
  });

  it('lets the RG be empty (the API clears it)', () => {
    expect(personalSchema.parse({ name: 'Ana', rg: '  ', cpf: '52998224725' }).rg).toBe('');
  });

  it('explains in pt-BR what is wrong', () => {
    expect(
      problems(personalSchema.safeParse({ name: '', rg: 'ab', cpf: '111.111.111-11' })),
    ).toEqual({
      name: 'Informe seu nome.',
      rg: 'RG inválido: use de 4 a 20 caracteres entre dígitos, letras, pontos e hífens.',
      cpf: 'CPF inválido: confira os 11 dígitos.',
    });
  });
});

describe('contactSchema', () => {
  it('accepts an e-mail and a masked phone, sending the phone as digits', () => {
    expect(contactSchema.parse({ email: 'ana@exemplo.com.br', phone: '(11) 98765-4321' })).toEqual({
      email: 'ana@exemplo.com.br',
      phone: '11987654321',
    });
  });

  it('passes the current password through untouched, for the API to check', () => {
    expect(
      contactSchema.parse({ email: 'ana@exemplo.com.br', phone: '', currentPassword: ' x ' })
        .currentPassword,
    ).toBe(' x ');
  });

  it('lets the phone be empty but not wrong', () => {
    expect(contactSchema.parse({ email: 'ana@exemplo.com.br', phone: '' }).phone).toBe('');
    expect(problems(contactSchema.safeParse({ email: 'ana', phone: '(11) 9876' }))).toEqual({
      email: 'Informe um e-mail válido, como nome@exemplo.com.br.',
      phone: 'Telefone inválido: informe DDD e número, com 10 ou 11 dígitos.',
    });
  });
});

describe('addressSchema', () => {
  const address = {
    address: 'Av. Paulista, 1000 - Bela Vista',
    cep: '01310-100',
    city: 'São Paulo',
    state: 'SP',
    country: 'Brasil',
  };

  it('accepts a full address, sending the CEP as digits', () => {
    expect(addressSchema.parse(address)).toEqual({ ...address, cep: '01310100' });
  });

  it('lets every field be empty', () => {
    expect(addressSchema.parse({ address: '', cep: '', city: '', state: '', country: '' })).toEqual(
      { address: '', cep: '', city: '', state: '', country: '' },
    );
  });

  it('refuses a short CEP, an unknown state and long texts', () => {
    expect(
      problems(
        addressSchema.safeParse({
          ...address,
          cep: '01310-10',
          state: 'XX',
          address: 'a'.repeat(201),
          city: 'c'.repeat(101),
        }),
      ),
    ).toEqual({
      address: 'O endereço deve ter no máximo 200 caracteres.',
      cep: 'Informe o CEP com 8 dígitos, por exemplo 01310-100.',
      city: 'A cidade deve ter no máximo 100 caracteres.',
      state: 'Escolha um estado da lista.',
    });
  });
});
