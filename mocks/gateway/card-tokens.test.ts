import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../tests/support/api/database.ts';
import { CARD_TOKEN_LIFETIME_MS, createCardTokenVault, spendCardToken } from './card-tokens.ts';
import { createCustomerStore } from './customers.ts';
import type { VaultCapacity } from './card-tokens.ts';

// 15 June 2026: June 2026 is still valid, May 2026 is past.
const JUNE_2026 = Date.UTC(2026, 5, 15, 12);

/** Mercado Pago's card token request. */
const visa = {
  card_number: '4111111111111111',
  security_code: '123',
  expiration_month: 12,
  expiration_year: 2030,
  cardholder: { name: 'Maria  Souza' },
};

function clock(start = JUNE_2026) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A vault on a fresh database, with the default bounds unless `capacity` says otherwise. */
async function vaultOf(now: () => number, capacity?: VaultCapacity) {
  return createCardTokenVault((await testDatabase()).db, now, capacity);
}

const CLIENT = '203.0.113.7';

describe('tokenize', () => {
  it('keeps brand, last four digits, holder and expiry, and nothing of the number or CVV', async () => {
    const vault = await vaultOf(clock().now);
    const outcome = await vault.tokenize(visa, CLIENT);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    expect(outcome.token.id).toMatch(/^tok_[0-9a-f]{64}$/);
    expect(outcome.token.card).toEqual({
      brand: 'VISA',
      last4: '1111',
      holderName: 'MARIA SOUZA',
      expMonth: 12,
      expYear: 2030,
    });
    expect(outcome.token.expiresAt - outcome.token.createdAt).toBe(CARD_TOKEN_LIFETIME_MS);
    expect(outcome).toMatchObject({
      firstSixDigits: '411111',
      numberLength: 16,
      securityCodeLength: 3,
    });
    const kept = JSON.stringify(outcome.token);
    expect(kept).not.toContain('4111111111111111');
    expect(kept).not.toContain('411111');
    expect(kept).not.toMatch(/cvv|security/i);
    expect(Object.values(outcome.token.card)).not.toContain('123');
  });

  it('recognises Brazilian brands', async () => {
    const vault = await vaultOf(clock().now);
    const elo = await vault.tokenize({ ...visa, card_number: '6362970000457013' }, CLIENT);
    const master = await vault.tokenize({ ...visa, card_number: '5555555555554444' }, CLIENT);
    expect(elo.ok && elo.token.card.brand).toBe('ELO');
    expect(master.ok && master.token.card.brand).toBe('MASTERCARD');
  });

  it.each([
    [{ card_number: '4111111111111112' }, 'E301', 'invalid parameter cardNumber'],
    [{ card_number: '4111 1111 1111 1111' }, 'E301', 'invalid parameter cardNumber'],
    [{ card_number: 4111111111111111 }, 'E301', 'invalid parameter cardNumber'],
    [{ card_number: '4'.repeat(5000) }, 'E301', 'invalid parameter cardNumber'],
    [{ card_number: '' }, '205', 'parameter cardNumber can not be null/empty'],
    [{ card_number: null }, '205', 'parameter cardNumber can not be null/empty'],
    [{ security_code: '12' }, 'E302', 'invalid parameter securityCode'],
    [{ security_code: '12345' }, 'E302', 'invalid parameter securityCode'],
    [{ security_code: 123 }, 'E302', 'invalid parameter securityCode'],
    [{ security_code: '' }, '224', 'parameter securityCode can not be null/empty'],
    [{ cardholder: { name: '<script>' } }, '316', 'invalid parameter cardholderName'],
    [{ cardholder: { name: '' } }, '221', 'parameter cardholderName can not be null/empty'],
    [{ cardholder: 'Maria' }, '221', 'parameter cardholderName can not be null/empty'],
    [{ expiration_month: 13 }, '325', 'invalid parameter cardExpirationMonth'],
    [{ expiration_month: 'dez' }, '325', 'invalid parameter cardExpirationMonth'],
    [{ expiration_month: null }, '208', 'parameter cardExpirationMonth can not be null/empty'],
    [{ expiration_year: 30 }, '326', 'invalid parameter cardExpirationYear'],
    [{ expiration_year: '' }, '209', 'parameter cardExpirationYear can not be null/empty'],
    [
      { expiration_month: 5, expiration_year: 2026 },
      '325',
      'invalid parameter cardExpirationMonth',
    ],
    [
      { expiration_month: 12, expiration_year: 2025 },
      '326',
      'invalid parameter cardExpirationYear',
    ],
  ])('refuses %j with cause %s', async (change, code, description) => {
    const vault = await vaultOf(clock().now);
    expect(await vault.tokenize({ ...visa, ...change }, CLIENT)).toEqual({
      ok: false,
      errors: [{ code, description }],
    });
    expect(await vault.size()).toBe(0);
  });

  it('accepts a card that expires this month, its month and year as numbers or digits', async () => {
    const vault = await vaultOf(clock().now);
    const thisMonth = { ...visa, expiration_month: 6, expiration_year: 2026 };
    expect((await vault.tokenize(thisMonth, CLIENT)).ok).toBe(true);
    const digits = { ...visa, expiration_month: '06', expiration_year: '2026' };
    expect(await vault.tokenize(digits, CLIENT)).toMatchObject({
      ok: true,
      token: { card: { expMonth: 6, expYear: 2026 } },
    });
  });

  it('names every bad field at once, and refuses what is not a card', async () => {
    const vault = await vaultOf(clock().now);
    const outcome = await vault.tokenize(
      { card_number: '1', security_code: '', expiration_month: 0, expiration_year: 2030 },
      CLIENT,
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && 'errors' in outcome && outcome.errors.map((e) => e.code)).toEqual([
      'E301',
      '224',
      '221',
      '325',
    ]);
    for (const input of [null, 'card', [], 42]) {
      expect((await vault.tokenize(input, CLIENT)).ok).toBe(false);
    }
  });

  it('bounds the records of one client, and says when one frees up', async () => {
    const time = clock();
    const vault = await vaultOf(time.now, { total: 100, perClient: 3 });
    for (let i = 0; i < 3; i++) expect((await vault.tokenize(visa, CLIENT)).ok).toBe(true);
    const full = await vault.tokenize(visa, CLIENT);
    expect(full).toEqual({ ok: false, full: 'client', retryAfterMs: 2 * CARD_TOKEN_LIFETIME_MS });
    // Another client is not held back by the first one's records.
    expect((await vault.tokenize(visa, '198.51.100.1')).ok).toBe(true);
    time.advance(2 * CARD_TOKEN_LIFETIME_MS);
    expect((await vault.tokenize(visa, CLIENT)).ok).toBe(true);
    expect(await vault.size()).toBe(1);
  });

  it('holds a bounded number of records in all', async () => {
    const vault = await vaultOf(clock().now, { total: 4, perClient: 3 });
    for (const client of ['a', 'a', 'a', 'b']) {
      expect((await vault.tokenize(visa, client)).ok).toBe(true);
    }
    expect(await vault.tokenize(visa, 'c')).toMatchObject({ ok: false, full: 'vault' });
  });
});

/** A vault and its database, on `now`. */
async function vaultWithDb(now: () => number) {
  const { db } = await testDatabase();
  return { db, vault: createCardTokenVault(db, now) };
}

describe('spendCardToken', () => {
  it('answers the card once: a second spend is refused as used', async () => {
    const time = clock();
    const { db, vault } = await vaultWithDb(time.now);
    const issued = await vault.tokenize(visa, CLIENT);
    if (!issued.ok) throw new Error('not issued');
    expect(await spendCardToken(db, issued.token.id, time.now())).toMatchObject({
      ok: true,
      token: { card: issued.token.card },
    });
    expect(await spendCardToken(db, issued.token.id, time.now())).toEqual({
      ok: false,
      reason: 'used',
    });
  });

  it('refuses a forged token', async () => {
    const time = clock();
    const { db, vault } = await vaultWithDb(time.now);
    await vault.tokenize(visa, CLIENT);
    expect(await spendCardToken(db, `tok_${'0'.repeat(64)}`, time.now())).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect(await spendCardToken(db, '', time.now())).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses a token past its lifetime, and spends it', async () => {
    const time = clock();
    const { db, vault } = await vaultWithDb(time.now);
    const issued = await vault.tokenize(visa, CLIENT);
    if (!issued.ok) throw new Error('not issued');
    time.advance(CARD_TOKEN_LIFETIME_MS);
    expect(await spendCardToken(db, issued.token.id, time.now())).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await spendCardToken(db, issued.token.id, time.now())).toEqual({
      ok: false,
      reason: 'used',
    });
  });

  it('works until the last moment of its lifetime', async () => {
    const time = clock();
    const { db, vault } = await vaultWithDb(time.now);
    const issued = await vault.tokenize(visa, CLIENT);
    if (!issued.ok) throw new Error('not issued');
    time.advance(CARD_TOKEN_LIFETIME_MS - 1);
    expect((await spendCardToken(db, issued.token.id, time.now())).ok).toBe(true);
  });

  it('drops old records: the vault does not grow with time', async () => {
    const time = clock();
    const { db, vault } = await vaultWithDb(time.now);
    await vault.tokenize(visa, CLIENT);
    await vault.tokenize(visa, CLIENT);
    time.advance(2 * CARD_TOKEN_LIFETIME_MS);
    await spendCardToken(db, 'tok_any', time.now());
    expect(await vault.size()).toBe(0);
  });
});

describe("a saved card's token", () => {
  /** A vault with the visa saved by a stand-in customer; answers the saved card's id. */
  async function withSavedCard(now: () => number) {
    const { db, vault } = await vaultWithDb(now);
    const customers = createCustomerStore(db, now);
    const customer = await customers.create({
      email: 'maria@example.com',
      firstName: 'Maria',
      lastName: 'Souza',
      identification: null,
    });
    const issued = await vault.tokenize(visa, CLIENT);
    if (!customer || !issued.ok) throw new Error('not set up');
    const saved = await customers.saveCard(customer.id, issued.token.id);
    if (!saved.ok) throw new Error(`not saved: ${saved.reason}`);
    return { db, vault, cardId: saved.card.id };
  }

  it('is made from the card id and a security code typed again, with what the card keeps', async () => {
    const time = clock();
    const { vault, cardId } = await withSavedCard(time.now);
    const outcome = await vault.tokenize({ card_id: cardId, security_code: '456' }, CLIENT);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    expect(outcome.token).toMatchObject({
      cardId,
      declineCode: null,
      card: { brand: 'VISA', last4: '1111', holderName: 'MARIA SOUZA', expMonth: 12 },
    });
    expect(outcome.securityCodeLength).toBe(3);
  });

  it('declines at charge a security code of zeros, the test of a wrong CVV', async () => {
    const time = clock();
    const { vault, cardId } = await withSavedCard(time.now);
    const outcome = await vault.tokenize({ card_id: cardId, security_code: '000' }, CLIENT);
    expect(outcome.ok && outcome.token.declineCode).toBe('incorrect_security_code');
  });

  it("refuses a card that is not saved, and a code that is not the brand's length", async () => {
    const time = clock();
    const { vault, cardId } = await withSavedCard(time.now);
    expect(await vault.tokenize({ card_id: '999', security_code: '123' }, CLIENT)).toEqual({
      ok: false,
      errors: [{ code: 'E216', description: 'invalid parameter card_id' }],
    });
    expect(await vault.tokenize({ card_id: cardId, security_code: '1234' }, CLIENT)).toEqual({
      ok: false,
      errors: [{ code: 'E302', description: 'invalid parameter securityCode' }],
    });
    expect(await vault.tokenize({ card_id: cardId }, CLIENT)).toEqual({
      ok: false,
      errors: [{ code: '224', description: 'parameter securityCode can not be null/empty' }],
    });
  });
});
