import { describe, expect, it } from 'vitest';
import { cardSchema, expiryYears } from './card-schema.ts';

/** The message each field shows after a failed parse: its first (as react-hook-form shows). */
function problems(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

describe('cardSchema', () => {
  const now = new Date(2026, 4, 15); // May 2026
  const card = {
    number: '4111 1111 1111 1111',
    holderName: 'Cliente Exemplo',
    expMonth: '05',
    expYear: '2026',
    cvv: '123',
  };

  it('accepts a card expiring this month, sending digits and numbers', () => {
    expect(cardSchema(now).parse(card)).toEqual({
      number: '4111111111111111',
      holderName: 'Cliente Exemplo',
      expMonth: 5,
      expYear: 2026,
      cvv: '123',
    });
  });

  it('refuses a number that fails the Luhn check', () => {
    expect(problems(cardSchema(now).safeParse({ ...card, number: '4111 1111 1111 1112' }))).toEqual(
      { number: 'Número do cartão inválido: confira os dígitos.' },
    );
  });

  it('refuses an expiry before this month', () => {
    expect(problems(cardSchema(now).safeParse({ ...card, expMonth: '04' }))).toEqual({
      expYear: 'Cartão vencido: escolha uma validade a partir deste mês.',
    });
  });

  it('wants a CVV of 3 or 4 digits, a holder name and a chosen expiry', () => {
    expect(
      problems(
        cardSchema(now).safeParse({
          ...card,
          cvv: '12',
          holderName: '',
          expMonth: '',
          expYear: '',
        }),
      ),
    ).toEqual({
      cvv: 'CVV inválido: informe os 3 ou 4 dígitos do verso do cartão.',
      holderName: 'Informe o nome impresso no cartão.',
      expMonth: 'Escolha o mês de validade.',
      expYear: 'Escolha o ano de validade.',
    });
    expect(cardSchema(now).safeParse({ ...card, cvv: '1234' }).success).toBe(true);
  });

  it('does not also call an expiry not chosen yet expired', () => {
    const issues = cardSchema(now).safeParse({ ...card, expYear: '' }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(['Escolha o ano de validade.']);
  });
});

describe('expiryYears', () => {
  it('starts this year', () => {
    expect(expiryYears(new Date(2026, 0, 1), 3)).toEqual([2026, 2027, 2028]);
  });
});
