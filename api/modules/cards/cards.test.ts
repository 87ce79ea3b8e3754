import { describe, expect, it } from 'vitest';
import { DEFAULT_ABUSE_LIMITS } from '../../guards/abuse-limits.ts';
import type { AbuseLimits } from '../../guards/abuse-limits.ts';
import {
  CARD_TOKEN_LIFETIME_MS,
  createCardTokenVault,
} from '../../../mocks/gateway/card-tokens.ts';
import type { CardTokenVault } from '../../../mocks/gateway/card-tokens.ts';
import { errorsOf, gql, login, testHandler, typeDefs } from '../../../tests/support/api/api.ts';
import { everythingStored, testDatabase } from '../../../tests/support/api/database.ts';

const ADD = `mutation($input: AddCreditCardInput!) {
  addCreditCard(input: $input) { id brand last4 holderName expMonth expYear created_at }
}`;
/** Mercado Pago's card token request, as the card form sends it to the stand-in. */
const master = {
  card_number: '5555555555554444',
  security_code: '321',
  expiration_month: 12,
  expiration_year: 2031,
  cardholder: { name: 'Cliente Exemplo' },
};

/** A handler and a vault on one database and one movable clock, as the mock server wires them. */
async function setup(limits?: AbuseLimits) {
  let now = Date.UTC(2026, 10, 23, 12);
  const clock = () => now;
  const database = await testDatabase();
  const cardTokens = createCardTokenVault(database.db, clock);
  const handler = await testHandler({ now: clock, cardTokens, limits, database });
  const token = await login(handler);
  return { handler, token, cardTokens, database, advance: (ms: number) => (now += ms) };
}

/** What the site sends after tokenizing `card` with the gateway. */
async function tokenized(vault: CardTokenVault, card: Record<string, unknown> = master) {
  const outcome = await vault.tokenize(card, '127.0.0.1');
  if (!outcome.ok) throw new Error(`not tokenized: ${JSON.stringify(outcome)}`);
  const { id, card: kept } = outcome.token;
  return { token: id, ...kept };
}

describe('addCreditCard', () => {
  it('stops at the daily quota of cards, without spending the refused token', async () => {
    const limits = { ...DEFAULT_ABUSE_LIMITS, daily: { ...DEFAULT_ABUSE_LIMITS.daily, cards: 1 } };
    const { handler, token, cardTokens } = await setup(limits);
    const first = await gql(handler, ADD, {
      token,
      variables: { input: await tokenized(cardTokens) },
    });
    expect(first.errors).toEqual([]);

    const input = await tokenized(cardTokens);
    const refused = await gql(handler, ADD, { token, variables: { input } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.errors[0]).toMatchObject({
      message: expect.stringContaining('Limite diário de cartões cadastrados atingido.'),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect((await cardTokens.redeem(input.token)).ok).toBe(true);
  });

  it('saves the gateway token with brand, last four digits, holder and expiry', async () => {
    const { handler, token, cardTokens, database } = await setup();
    const input = await tokenized(cardTokens);
    const result = await gql(handler, ADD, { token, variables: { input } });
    expect(result.errors).toEqual([]);
    expect(result.data?.['addCreditCard']).toMatchObject({
      brand: 'MASTERCARD',
      last4: '4444',
      holderName: 'CLIENTE EXEMPLO',
      expMonth: 12,
      expYear: 2031,
    });
    const stored = await database.db
      .selectFrom('cards')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(stored).toMatchObject({ token: input.token, brand: 'MASTERCARD', last4: '4444' });
    expect(Object.keys(stored ?? {}).sort()).toEqual([
      'brand',
      'created_at',
      'customer_id',
      'exp_month',
      'exp_year',
      'holder_name',
      'id',
      'last4',
      'token',
    ]);
    const everything = await everythingStored(database);
    expect(everything).not.toContain('5555555555554444');
    expect(everything).not.toMatch(/cvv/i);
    const list = await gql<{ creditCards: { last4: string }[] }>(
      handler,
      '{ creditCards { last4 } }',
      { token },
    );
    expect(list.data?.creditCards.map((c) => c.last4)).toEqual(['1111', '4444']);
  });

  it('has no input for a card number or a CVV', async () => {
    const { handler, token, cardTokens } = await setup();
    const input = {
      ...(await tokenized(cardTokens)),
      number: master.card_number,
      cvv: master.security_code,
    };
    const result = await gql(handler, ADD, { token, variables: { input } });
    expect(result.data).toBeNull();
    expect(result.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a forged token', async () => {
    const { handler, token, cardTokens } = await setup();
    const input = { ...(await tokenized(cardTokens)), token: `tok_${'a'.repeat(64)}` };
    expect(errorsOf(await gql(handler, ADD, { token, variables: { input } }))).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message: 'O token do cartão não foi reconhecido pela operadora: envie o cartão de novo.',
      },
    ]);
  });

  it('refuses a token used once already', async () => {
    const { handler, token, cardTokens } = await setup();
    const input = await tokenized(cardTokens);
    expect((await gql(handler, ADD, { token, variables: { input } })).errors).toEqual([]);
    const again = await gql(handler, ADD, { token, variables: { input } });
    expect(errorsOf(again)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message: 'Este token de cartão já foi usado: envie o cartão de novo.',
      },
    ]);
    expect(again.errors[0]?.extensions?.field).toBe('token');
  });

  it('refuses an expired token', async () => {
    const { handler, token, cardTokens, advance } = await setup();
    const input = await tokenized(cardTokens);
    advance(CARD_TOKEN_LIFETIME_MS);
    expect(errorsOf(await gql(handler, ADD, { token, variables: { input } }))).toEqual([
      { code: 'BAD_USER_INPUT', message: 'O token do cartão expirou: envie o cartão de novo.' },
    ]);
  });

  it.each([
    [{ last4: '1111' }],
    [{ brand: 'VISA' }],
    [{ expMonth: 11 }],
    [{ expYear: 2032 }],
    [{ holderName: 'Outra Pessoa' }],
  ])('refuses details that differ from the token’s: %j', async (change) => {
    const { handler, token, cardTokens } = await setup();
    const input = { ...(await tokenized(cardTokens)), ...change };
    const result = await gql(handler, ADD, { token, variables: { input } });
    expect(errorsOf(result)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message:
          'Os dados do cartão não conferem com os confirmados pela operadora: envie o cartão de novo.',
      },
    ]);
    const { creditCards } =
      (await gql<{ creditCards: unknown[] }>(handler, '{ creditCards { id } }', { token })).data ??
      {};
    expect(creditCards).toHaveLength(1);
  });

  it('accepts the holder name as typed, however it is spaced or cased', async () => {
    const { handler, token, cardTokens } = await setup();
    const input = { ...(await tokenized(cardTokens)), holderName: ' cliente   exemplo ' };
    expect((await gql(handler, ADD, { token, variables: { input } })).errors).toEqual([]);
  });

  it.each([
    [{ holderName: '' }, 'holderName'],
    [{ last4: '44' }, 'last4'],
    [{ expMonth: 13 }, 'expMonth'],
    [{ expYear: 2020 }, 'expYear'],
    [{ token: 'tok with spaces' }, 'token'],
  ])('refuses %j before spending the token', async (change, field) => {
    const { handler, token, cardTokens } = await setup();
    const input = await tokenized(cardTokens);
    const refused = await gql(handler, ADD, {
      token,
      variables: { input: { ...input, ...change } },
    });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect((await gql(handler, ADD, { token, variables: { input } })).errors).toEqual([]);
  });

  it('keeps at most 10 cards per customer', async () => {
    const { handler, token, cardTokens } = await setup();
    for (let saved = 1; saved < 10; saved++) {
      const input = await tokenized(cardTokens);
      expect((await gql(handler, ADD, { token, variables: { input } })).errors).toEqual([]);
    }
    const input = await tokenized(cardTokens);
    expect(errorsOf(await gql(handler, ADD, { token, variables: { input } }))).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message: 'Limite de 10 cartões salvos atingido: remova um antes.',
      },
    ]);
  });
});

it("the SDL quotes the token's lifetime", () => {
  expect(typeDefs).toContain(`a token works once, for ${CARD_TOKEN_LIFETIME_MS / 60_000} minutes`);
});

describe('removeCreditCard', () => {
  it('removes own cards only', async () => {
    const { handler, token } = await setup();
    expect(
      errorsOf(await gql(handler, 'mutation { removeCreditCard(id: "2") }', { token })),
    ).toEqual([{ code: 'NOT_FOUND', message: 'Cartão não encontrado.' }]);
    expect((await gql(handler, 'mutation { removeCreditCard(id: "1") }', { token })).data).toEqual({
      removeCreditCard: '1',
    });
    expect((await gql(handler, '{ creditCards { id } }', { token })).data).toEqual({
      creditCards: [],
    });
  });
});
