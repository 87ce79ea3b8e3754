/**
 * The embedded payment gateway's vault of card tokens. `tokenize` checks a card as a gateway
 * would (Luhn, expiry, CVV, holder name) and keeps only what the shop may see afterwards: the
 * brand, the last four digits, the holder's name and the expiry. The number and the CVV are
 * dropped before the record is made. `redeem` is the shop's server-side check: a token answers
 * once, and only within its lifetime.
 *
 * Free of Node APIs, like the mock API, so the browser's mock mode runs the same code.
 */
import { isValidCreditCard } from '@brazilian-utils/brazilian-utils/is-valid-credit-card';
import { cardBrand } from '../card-brand.ts';
import { expiryProblem } from '../card-expiry.ts';
import { randomToken } from '../secrets.ts';
import type { CardBrand } from '../state.ts';
import { checkHolderName } from '../validation.ts';

/** A token is good for ten minutes: enough to fill the rest of a form, short for a thief. */
export const CARD_TOKEN_LIFETIME_MS = 10 * 60 * 1000;
/**
 * Used and expired records are kept one more lifetime, so a late or second redemption is told
 * apart from a forged token; then they are dropped.
 */
const RECORD_RETENTION_MS = 2 * CARD_TOKEN_LIFETIME_MS;
/** Records the vault holds at most (a few hundred bytes each): tokenizing cannot fill memory. */
export const MAX_CARD_TOKENS = 10_000;

/** The gateway's error codes, one per bad field, in the spirit of real gateways' APIs. */
export type CardErrorCode =
  | 'invalid_number'
  | 'invalid_cvv'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'expired_card'
  | 'invalid_holder_name';

export interface CardError {
  readonly code: CardErrorCode;
  /** The request field, e.g. `card.number`. */
  readonly param: string;
}

/** What a token stands for: everything the shop may keep, nothing more. */
export interface TokenizedCard {
  readonly brand: CardBrand;
  readonly last4: string;
  readonly holderName: string;
  readonly expMonth: number;
  readonly expYear: number;
}

export interface CardTokenRecord {
  readonly id: string;
  readonly card: TokenizedCard;
  readonly createdAt: number;
  readonly expiresAt: number;
  usedAt: number | null;
}

export type TokenizeOutcome =
  | { readonly ok: true; readonly token: CardTokenRecord }
  | { readonly ok: false; readonly errors: readonly CardError[] }
  | { readonly ok: false; readonly full: true; readonly retryAfterMs: number };

export type RedeemOutcome =
  | { readonly ok: true; readonly card: TokenizedCard }
  | { readonly ok: false; readonly reason: 'unknown' | 'used' | 'expired' };

export interface CardTokenVault {
  /** Checks `input` (the request's `card` object) and issues a token for it. */
  tokenize(input: unknown): TokenizeOutcome;
  /** Marks the token used and answers its card; a token redeems once, before it expires. */
  redeem(id: string): RedeemOutcome;
  /** How many records are held (used and expired ones included until they are dropped). */
  size(): number;
}

const field = (input: Record<string, unknown>, name: string): unknown => input[name];

function checkCard(input: unknown, now: number): TokenizedCard | CardError[] {
  const card =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const errors: CardError[] = [];
  const number = field(card, 'number');
  const validNumber =
    typeof number === 'string' && /^\d{12,19}$/.test(number) && isValidCreditCard(number);
  if (!validNumber) errors.push({ code: 'invalid_number', param: 'card.number' });

  const cvv = field(card, 'cvv');
  if (typeof cvv !== 'string' || !/^\d{3,4}$/.test(cvv)) {
    errors.push({ code: 'invalid_cvv', param: 'card.cvv' });
  }

  const holder = field(card, 'holder_name');
  const holderName = typeof holder === 'string' ? checkHolderName(holder) : null;
  if (!holderName?.ok) errors.push({ code: 'invalid_holder_name', param: 'card.holder_name' });

  const month = field(card, 'exp_month');
  const year = field(card, 'exp_year');
  const expMonth = typeof month === 'number' ? month : Number.NaN;
  const expYear = typeof year === 'number' ? year : Number.NaN;
  const expiry = expiryProblem(expMonth, expYear, now);
  if (expiry === 'month') errors.push({ code: 'invalid_expiry_month', param: 'card.exp_month' });
  if (expiry === 'year') errors.push({ code: 'invalid_expiry_year', param: 'card.exp_year' });
  if (expiry === 'expired') errors.push({ code: 'expired_card', param: 'card.exp_year' });

  if (errors.length > 0 || !validNumber || !holderName?.ok) return errors;
  return {
    brand: cardBrand(number),
    last4: number.slice(-4),
    holderName: holderName.value,
    expMonth,
    expYear,
  };
}

export function createCardTokenVault(now: () => number = () => Date.now()): CardTokenVault {
  const records = new Map<string, CardTokenRecord>();

  /** Drops records past their retention; Map order is issue order, so the oldest come first. */
  function prune(at: number): void {
    for (const [id, record] of records) {
      if (record.createdAt + RECORD_RETENTION_MS > at) break;
      records.delete(id);
    }
  }

  return {
    tokenize(input) {
      const at = now();
      const card = checkCard(input, at);
      if (Array.isArray(card)) return { ok: false, errors: card };
      prune(at);
      const oldest = records.values().next().value;
      if (records.size >= MAX_CARD_TOKENS && oldest) {
        return { ok: false, full: true, retryAfterMs: oldest.createdAt + RECORD_RETENTION_MS - at };
      }
      const token: CardTokenRecord = {
        id: `tok_${randomToken()}`,
        card,
        createdAt: at,
        expiresAt: at + CARD_TOKEN_LIFETIME_MS,
        usedAt: null,
      };
      records.set(token.id, token);
      return { ok: true, token };
    },

    redeem(id) {
      const at = now();
      const record = records.get(id);
      prune(at);
      if (!record) return { ok: false, reason: 'unknown' };
      if (record.usedAt !== null) return { ok: false, reason: 'used' };
      // Spent even when too late: a token is never worth a second look.
      record.usedAt = at;
      if (at >= record.expiresAt) return { ok: false, reason: 'expired' };
      return { ok: true, card: record.card };
    },

    size: () => records.size,
  };
}
