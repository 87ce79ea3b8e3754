import { describe, expect, it } from 'vitest';
import { CARD_TOKEN_LIFETIME_MS, MAX_CARD_TOKENS, createCardTokenVault } from './card-tokens.ts';

// 15 June 2026: June 2026 is still valid, May 2026 is past.
const JUNE_2026 = Date.UTC(2026, 5, 15, 12);

const visa = {
  number: '4111111111111111',
  holder_name: 'Maria  Souza',
  exp_month: 12,
  exp_year: 2030,
  cvv: '123',
};

function clock(start = JUNE_2026) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('tokenize', () => {
  it('keeps brand, last four digits, holder and expiry, and nothing of the number or CVV', () => {
    const vault = createCardTokenVault(clock().now);
    const outcome = vault.tokenize(visa);
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
    const kept = JSON.stringify(outcome.token);
    expect(kept).not.toContain('4111111111111111');
    expect(kept).not.toContain('411111');
    expect(kept).not.toMatch(/cvv|security/i);
    expect(Object.values(outcome.token.card)).not.toContain('123');
  });

  it('recognises Brazilian brands', () => {
    const vault = createCardTokenVault(clock().now);
    const elo = vault.tokenize({ ...visa, number: '6362970000457013' });
    const master = vault.tokenize({ ...visa, number: '5555555555554444' });
    expect(elo.ok && elo.token.card.brand).toBe('ELO');
    expect(master.ok && master.token.card.brand).toBe('MASTERCARD');
  });

  it.each([
    [{ number: '4111111111111112' }, 'invalid_number', 'card.number'],
    [{ number: '4111 1111 1111 1111' }, 'invalid_number', 'card.number'],
    [{ number: 4111111111111111 }, 'invalid_number', 'card.number'],
    [{ number: '4'.repeat(5000) }, 'invalid_number', 'card.number'],
    [{ cvv: '12' }, 'invalid_cvv', 'card.cvv'],
    [{ cvv: '12345' }, 'invalid_cvv', 'card.cvv'],
    [{ cvv: 123 }, 'invalid_cvv', 'card.cvv'],
    [{ holder_name: '' }, 'invalid_holder_name', 'card.holder_name'],
    [{ holder_name: '<script>' }, 'invalid_holder_name', 'card.holder_name'],
    [{ exp_month: 13 }, 'invalid_expiry_month', 'card.exp_month'],
    [{ exp_month: '12' }, 'invalid_expiry_month', 'card.exp_month'],
    [{ exp_year: 30 }, 'invalid_expiry_year', 'card.exp_year'],
    [{ exp_month: 5, exp_year: 2026 }, 'expired_card', 'card.exp_year'],
  ])('refuses %j with %s', (change, code, param) => {
    const vault = createCardTokenVault(clock().now);
    expect(vault.tokenize({ ...visa, ...change })).toEqual({
      ok: false,
      errors: [{ code, param }],
    });
    expect(vault.size()).toBe(0);
  });

  it('accepts a card that expires this month', () => {
    const vault = createCardTokenVault(clock().now);
    expect(vault.tokenize({ ...visa, exp_month: 6, exp_year: 2026 }).ok).toBe(true);
  });

  it('names every bad field at once, and refuses what is not a card', () => {
    const vault = createCardTokenVault(clock().now);
    const outcome = vault.tokenize({ number: '1', cvv: '', exp_month: 0 });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && 'errors' in outcome && outcome.errors.map((e) => e.code)).toEqual([
      'invalid_number',
      'invalid_cvv',
      'invalid_holder_name',
      'invalid_expiry_month',
    ]);
    for (const input of [null, 'card', [], 42]) {
      expect(vault.tokenize(input).ok).toBe(false);
    }
  });

  it('holds a bounded number of records and says when one frees up', () => {
    const time = clock();
    const vault = createCardTokenVault(time.now);
    for (let i = 0; i < MAX_CARD_TOKENS; i++) expect(vault.tokenize(visa).ok).toBe(true);
    const full = vault.tokenize(visa);
    expect(full).toMatchObject({ ok: false, full: true });
    expect(!full.ok && 'full' in full && full.retryAfterMs).toBe(2 * CARD_TOKEN_LIFETIME_MS);
    time.advance(2 * CARD_TOKEN_LIFETIME_MS);
    expect(vault.tokenize(visa).ok).toBe(true);
    expect(vault.size()).toBe(1);
  });
});

describe('redeem', () => {
  it('answers the card once: a second redemption is refused as used', () => {
    const vault = createCardTokenVault(clock().now);
    const issued = vault.tokenize(visa);
    if (!issued.ok) throw new Error('not issued');
    expect(vault.redeem(issued.token.id)).toEqual({ ok: true, card: issued.token.card });
    expect(vault.redeem(issued.token.id)).toEqual({ ok: false, reason: 'used' });
  });

  it('refuses a forged token', () => {
    const vault = createCardTokenVault(clock().now);
    vault.tokenize(visa);
    expect(vault.redeem(`tok_${'0'.repeat(64)}`)).toEqual({ ok: false, reason: 'unknown' });
    expect(vault.redeem('')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses a token past its lifetime, and spends it', () => {
    const time = clock();
    const vault = createCardTokenVault(time.now);
    const issued = vault.tokenize(visa);
    if (!issued.ok) throw new Error('not issued');
    time.advance(CARD_TOKEN_LIFETIME_MS);
    expect(vault.redeem(issued.token.id)).toEqual({ ok: false, reason: 'expired' });
    expect(vault.redeem(issued.token.id)).toEqual({ ok: false, reason: 'used' });
  });

  it('works until the last moment of its lifetime', () => {
    const time = clock();
    const vault = createCardTokenVault(time.now);
    const issued = vault.tokenize(visa);
    if (!issued.ok) throw new Error('not issued');
    time.advance(CARD_TOKEN_LIFETIME_MS - 1);
    expect(vault.redeem(issued.token.id).ok).toBe(true);
  });

  it('drops old records: the vault does not grow with time', () => {
    const time = clock();
    const vault = createCardTokenVault(time.now);
    vault.tokenize(visa);
    vault.tokenize(visa);
    time.advance(2 * CARD_TOKEN_LIFETIME_MS);
    vault.redeem('tok_any');
    expect(vault.size()).toBe(0);
  });
});
