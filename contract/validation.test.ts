import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RULES,
  checkCardHolder,
  checkCep,
  checkCpf,
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  checkProductName,
  checkRating,
  checkReviewBody,
  checkReviewTitle,
  checkRg,
  checkSubject,
  checkText,
} from './validation.ts';

const message = (outcome: { ok: boolean; message?: string }) =>
  outcome.ok ? undefined : outcome.message;

describe('checkCpf', () => {
  it.each(['529.982.247-25', '52998224725', generateCpf()])('accepts %s as its digits', (cpf) => {
    expect(checkCpf(cpf)).toEqual({ ok: true, value: cpf.replace(/\D/g, '') });
  });

  it.each([
    ['a wrong check digit', '529.982.247-26'],
    ['repeated digits', '111.111.111-11'],
    ['too few digits', '529.982.247-2'],
    ['too many digits', '529.982.247-255'],
    ['letters', 'abc.def.ghi-jk'],
  ])('rejects %s', (_, cpf) => {
    expect(message(checkCpf(cpf))).toBe('CPF inválido: confira os 11 dígitos.');
  });

  it('asks for a missing CPF', () => {
    expect(message(checkCpf(' '))).toBe('Informe o CPF.');
  });
});

describe('checkPhone', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['11987654321', '11987654321'],
    ['(11) 3000-0000', '1130000000'],
    ['1130000000', '1130000000'],
  ])('accepts %s as its digits', (phone, digits) => {
    expect(checkPhone(phone)).toEqual({ ok: true, value: digits });
  });

  it.each([
    ['no area code', '98765-4321'],
    ['an area code that does not exist', '(20) 98765-4321'],
    ['a mobile without the leading 9', '(11) 18765-4321'],
    ['too many digits', '(11) 98765-43210'],
    ['a service number', '0800 123 4567'],
  ])('rejects %s', (_, phone) => {
    expect(message(checkPhone(phone))).toBe(
      'Telefone inválido: informe DDD e número, com 10 ou 11 dígitos.',
    );
  });

  it('asks for a missing phone', () => {
    expect(message(checkPhone(''))).toBe('Informe o telefone.');
  });
});

describe('checkCep', () => {
  it('accepts 8 digits, punctuated or not, as the digits', () => {
    expect(checkCep('01310-100')).toEqual({ ok: true, value: '01310100' });
    expect(checkCep('01310100')).toEqual({ ok: true, value: '01310100' });
  });

  it.each(['', '0131', '01310-10a', '01310-1000'])('says how to write %j', (cep) => {
    expect(message(checkCep(cep))).toBe('Informe o CEP com 8 dígitos, por exemplo 01310-100.');
  });
});

describe('checkName and checkEmail', () => {
  it('keep a name with single spaces, and an e-mail trimmed in lower case', () => {
    expect(checkName('  Maria  da Silva ')).toEqual({ ok: true, value: 'Maria da Silva' });
    expect(checkEmail(' Cliente@Exemplo.com.br ')).toEqual({
      ok: true,
      value: 'cliente@exemplo.com.br',
    });
  });

  it('say what is wrong in pt-BR', () => {
    expect(message(checkName(''))).toBe('Informe seu nome.');
    expect(message(checkName('A'))).toBe('O nome deve ter pelo menos 2 caracteres.');
    expect(message(checkName('A'.repeat(121)))).toBe('O nome deve ter no máximo 120 caracteres.');
    expect(message(checkName('123'))).toBe('O nome deve conter letras.');
    expect(message(checkEmail(''))).toBe('Informe o e-mail.');
    expect(message(checkEmail('cliente@'))).toBe(
      'Informe um e-mail válido, como nome@exemplo.com.br.',
    );
    expect(message(checkEmail(`${'a'.repeat(250)}@x.com`))).toBe('E-mail longo demais.');
  });
});

describe('checkPassword and PASSWORD_RULES', () => {
  it.each([
    ['only letters', 'somenteletras'],
    ['only digits', '12345678'],
    ['seven characters', 'abc1234'],
  ])('refuses a password with %s', (_, password) => {
    expect(message(checkPassword(password))).toBe(
      'A senha deve ter pelo menos 8 caracteres, com letras e números.',
    );
  });

  it('asks for one, caps its length and keeps it as typed', () => {
    expect(message(checkPassword(''))).toBe('Crie uma senha.');
    expect(message(checkPassword(`a1${'x'.repeat(127)}`))).toBe(
      'A senha deve ter no máximo 128 caracteres.',
    );
    expect(checkPassword(' senha1234 ')).toEqual({ ok: true, value: ' senha1234 ' });
  });

  it('reports each rule separately, as the hints beside the field show them', () => {
    const met = (value: string) =>
      PASSWORD_RULES.filter((rule) => rule.test(value)).map((r) => r.id);
    expect(met('')).toEqual([]);
    expect(met('abc')).toEqual(['letter']);
    expect(met('12345678')).toEqual(['length', 'digit']);
    expect(met('çãõéíúab1')).toEqual(['length', 'letter', 'digit']);
  });
});

describe('the other checks', () => {
  it('say what is wrong in pt-BR', () => {
    expect(message(checkRg('12'))).toBe(
      'RG inválido: use de 4 a 20 caracteres entre dígitos, letras, pontos e hífens.',
    );
    expect(message(checkText('A cidade', 100)('x'.repeat(101)))).toBe(
      'A cidade deve ter no máximo 100 caracteres.',
    );
    expect(message(checkSubject(' ab '))).toBe('Informe o assunto com pelo menos 3 caracteres.');
    expect(message(checkSubject('a'.repeat(121)))).toBe(
      'O assunto deve ter no máximo 120 caracteres.',
    );
    expect(message(checkCardHolder(''))).toBe('Informe o nome impresso no cartão.');
    expect(message(checkCardHolder('Maria 2'))).toBe(
      'Use o nome como impresso no cartão: letras e espaços.',
    );
    expect(message(checkProductName('X'))).toBe(
      'O nome do produto deve ter entre 2 e 120 caracteres.',
    );
  });

  it('keep the normalised value', () => {
    expect(checkRg(' 12.345.678-9 ')).toEqual({ ok: true, value: '12.345.678-9' });
    expect(checkCardHolder(' Maria   da Silva ')).toEqual({ ok: true, value: 'Maria da Silva' });
    expect(checkProductName(' Notebook   Aurora ')).toEqual({ ok: true, value: 'Notebook Aurora' });
  });
});

describe('the review checks', () => {
  it('keep a one-line title and a comment with one blank line between paragraphs', () => {
    expect(checkRating(5)).toEqual({ ok: true, value: 5 });
    expect(checkReviewTitle('  Muito   bom ')).toEqual({ ok: true, value: 'Muito bom' });
    expect(checkReviewBody('Gostei.\n\n\n\nRecomendo.')).toEqual({
      ok: true,
      value: 'Gostei.\n\nRecomendo.',
    });
  });

  it('say what is wrong in pt-BR', () => {
    expect(message(checkRating(null))).toBe('Escolha uma nota de 1 a 5 estrelas.');
    expect(message(checkRating(6))).toBe('Escolha uma nota de 1 a 5 estrelas.');
    expect(message(checkReviewTitle('ok'))).toBe('O título deve ter de 3 a 100 caracteres.');
    expect(message(checkReviewBody('curto'))).toBe(
      'O comentário deve ter de 10 a 2.000 caracteres.',
    );
  });
});
