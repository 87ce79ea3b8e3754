/**
 * The embedded payment gateway's vault of card tokens. `tokenize` checks a card as Mercado Pago's
 * card token endpoint does (Luhn, expiry, security code, holder name), taking the same request
 * (`card_number`, `security_code`, `expiration_month`, `expiration_year`, `cardholder.name`)
 * and refusing with the same `cause` codes, and keeps only what the shop may see afterwards:
 * the brand, the last four digits, the holder's name and the expiry. The number and the
 * security code are dropped before the record is made. A saved card's token is made from
 * `card_id` (a card of `customers.ts`) and its `security_code` typed again. A token is spent
 * once (`spendCardToken`), by a charge or by saving its card, and only within its lifetime.
 *
 * Free of Node APIs, like the mock API, so the browser's mock mode runs the same code. Its records
 * live in the API's database (`card_tokens`).
 */
import { isValidCreditCard } from '@brazilian-utils/brazilian-utils/is-valid-credit-card';
import { sql } from 'kysely';
import { securityCodeLength } from '../../contract/card-brands.ts';
import type { CardBrand } from '../../contract/card-brands.ts';
import { randomToken } from '../../api/core/secrets.ts';
import { checkHolderName } from '../../api/core/validation.ts';
import { expiryProblem } from '../../api/modules/cards/card-expiry.ts';
import type { Db } from '../../api/db/database.ts';
import { toDate, toMs, toMsOrNull } from '../../api/db/codecs.ts';
import type { Row } from '../../api/db/tables.ts';
import { brandOfNumber, declineCodeOf, securityCodeDecline } from './test-cards.ts';

/** What a token stands for: everything the shop may see, nothing more. */
export interface TokenizedCard {
  readonly brand: CardBrand;
  readonly last4: string;
  readonly holderName: string;
  readonly expMonth: number;
  readonly expYear: number;
}

/** A token is good for ten minutes: enough to fill the rest of a form, short for a thief. */
export const CARD_TOKEN_LIFETIME_MS = 10 * 60 * 1000;
/**
 * Used and expired records are kept one more lifetime, so a late or second redemption is told
 * apart from a forged token; then they are dropped.
 */
const RECORD_RETENTION_MS = 2 * CARD_TOKEN_LIFETIME_MS;
/** How many records the vault holds at most, and how many of them one client may hold. */
export interface VaultCapacity {
  readonly total: number;
  readonly perClient: number;
}

/**
 * The vault's default bounds: 10,000 records in all (a few hundred bytes each), at most 30 of
 * them one client's (far more than a shopper trying cards needs within RECORD_RETENTION_MS), so
 * filling the vault takes hundreds of clients, not one.
 */
export const DEFAULT_VAULT_CAPACITY: VaultCapacity = { total: 10_000, perClient: 30 };

/**
 * Mercado Pago's `cause` codes of a refused card token request, with its descriptions: a field
 * missing (205, 208, 209, 221, 224) or invalid (E301, 325, 326, 316, E302). An expired card is
 * an invalid month (this year) or year (an earlier one).
 */
export const CARD_ERRORS = {
  '205': 'parameter cardNumber can not be null/empty',
  '208': 'parameter cardExpirationMonth can not be null/empty',
  '209': 'parameter cardExpirationYear can not be null/empty',
  '221': 'parameter cardholderName can not be null/empty',
  '224': 'parameter securityCode can not be null/empty',
  E301: 'invalid parameter cardNumber',
  E302: 'invalid parameter securityCode',
  '316': 'invalid parameter cardholderName',
  '325': 'invalid parameter cardExpirationMonth',
  '326': 'invalid parameter cardExpirationYear',
  /** The stand-in's code for a `card_id` that names no saved card. */
  E216: 'invalid parameter card_id',
} as const;

export type CardErrorCode = keyof typeof CARD_ERRORS;

/** One `cause` of a refusal, as Mercado Pago writes it. */
export interface CardError {
  readonly code: CardErrorCode;
  readonly description: string;
}

export interface CardTokenRecord {
  readonly id: string;
  readonly card: TokenizedCard;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly usedAt: number | null;
  /** A test card's decline (`test-cards.ts`): known to the stand-in only, never to the shop. */
  readonly declineCode: string | null;
  /** The saved card (`customers.ts`) the token was made from; null for a new card's. */
  readonly cardId: string | null;
}

/** What spending a token finds: its record, or why it cannot be spent. */
export type SpendOutcome =
  | { readonly ok: true; readonly token: CardTokenRecord }
  | { readonly ok: false; readonly reason: 'unknown' | 'used' | 'expired' };

export type TokenizeOutcome =
  | {
      readonly ok: true;
      readonly token: CardTokenRecord;
      /** The number's first six digits (its BIN) and its length, as the answer reports them. */
      readonly firstSixDigits: string | null;
      readonly numberLength: number;
      readonly securityCodeLength: number;
    }
  | { readonly ok: false; readonly errors: readonly CardError[] }
  | {
      readonly ok: false;
      /** `client`: this client holds its share; `vault`: every client together filled it. */
      readonly full: 'client' | 'vault';
      readonly retryAfterMs: number;
    };

export interface CardTokenVault {
  /**
   * Checks `input` (the request's body: a new card, or a saved card's `card_id` and
   * `security_code`) and issues a token for it to `client`.
   */
  tokenize(input: unknown, client: string): Promise<TokenizeOutcome>;
  /** How many records are held (used and expired ones included until they are dropped). */
  size(): Promise<number>;
}

/** A request field that is missing: absent, null or an empty string. */
const missing = (value: unknown) => value === undefined || value === null || value === '';

/** A month or year sent as a number or as digits (Mercado Pago takes both), else NaN. */
function wholeNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
}

/** A card that passed the checks: what the shop may see, and what the stand-in's test cards do. */
interface CheckedCard {
  readonly card: TokenizedCard;
  readonly declineCode: string | null;
  readonly cardId: string | null;
  /** Null for a saved card's: the stand-in keeps no part of a saved card's number but its end. */
  readonly firstSixDigits: string | null;
  readonly numberLength: number;
  readonly securityCodeLength: number;
}

const cause = (code: CardErrorCode): CardError => ({ code, description: CARD_ERRORS[code] });

function checkCard(input: unknown, now: number): CheckedCard | CardError[] {
  const body =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const errors: CardError[] = [];
  const number = body['card_number'];
  const validNumber =
    typeof number === 'string' && /^\d{12,19}$/.test(number) && isValidCreditCard(number);
  if (missing(number)) errors.push(cause('205'));
  else if (!validNumber) errors.push(cause('E301'));

  const securityCode = body['security_code'];
  if (missing(securityCode)) errors.push(cause('224'));
  else if (typeof securityCode !== 'string' || !/^\d{3,4}$/.test(securityCode)) {
    errors.push(cause('E302'));
  }

  const cardholder = body['cardholder'];
  const holder =
    typeof cardholder === 'object' && cardholder !== null
      ? (cardholder as Record<string, unknown>)['name']
      : undefined;
  const holderName = typeof holder === 'string' ? checkHolderName(holder) : null;
  if (missing(holder)) errors.push(cause('221'));
  else if (!holderName?.ok) errors.push(cause('316'));

  const month = body['expiration_month'];
  const year = body['expiration_year'];
  const expMonth = wholeNumber(month);
  const expYear = wholeNumber(year);
  if (missing(month)) errors.push(cause('208'));
  if (missing(year)) errors.push(cause('209'));
  if (!missing(month) && !missing(year)) {
    const expiry = expiryProblem(expMonth, expYear, now);
    const expiredThisYear = expYear === new Date(now).getUTCFullYear();
    if (expiry === 'month' || (expiry === 'expired' && expiredThisYear)) errors.push(cause('325'));
    if (expiry === 'year' || (expiry === 'expired' && !expiredThisYear)) errors.push(cause('326'));
  }

  if (errors.length > 0 || !validNumber || !holderName?.ok || typeof securityCode !== 'string') {
    return errors;
  }
  return {
    card: {
      brand: brandOfNumber(number),
      last4: number.slice(-4),
      holderName: holderName.value,
      expMonth,
      expYear,
    },
    declineCode: securityCodeDecline(securityCode) ?? declineCodeOf(number),
    cardId: null,
    firstSixDigits: number.slice(0, 6),
    numberLength: number.length,
    securityCodeLength: securityCode.length,
  };
}

/**
 * A saved card's token request, `{card_id, security_code}`: the card must be saved, and the code
 * as long as its brand's. The card's own decline stays; a wrong code declines whatever the card.
 */
async function checkSavedCard(
  db: Db,
  body: Record<string, unknown>,
): Promise<CheckedCard | CardError[]> {
  const cardId = body['card_id'];
  const saved =
    typeof cardId === 'string' && cardId.length <= 64
      ? await db.selectFrom('gateway_cards').selectAll().where('id', '=', cardId).executeTakeFirst()
      : undefined;
  const errors: CardError[] = [];
  if (saved === undefined) errors.push(cause('E216'));
  const securityCode = body['security_code'];
  const length = securityCodeLength((saved?.brand ?? 'OTHER') as CardBrand);
  if (missing(securityCode)) errors.push(cause('224'));
  else if (typeof securityCode !== 'string' || !new RegExp(`^\\d{${length}}$`).test(securityCode)) {
    errors.push(cause('E302'));
  }
  if (saved === undefined || typeof securityCode !== 'string' || errors.length > 0) return errors;
  return {
    card: {
      brand: saved.brand as CardBrand,
      last4: saved.last4,
      holderName: saved.holder_name,
      expMonth: saved.exp_month,
      expYear: saved.exp_year,
    },
    declineCode: securityCodeDecline(securityCode) ?? saved.decline_code,
    cardId: saved.id,
    firstSixDigits: null,
    numberLength: 16,
    securityCodeLength: securityCode.length,
  };
}

function recordOf(row: Row<'card_tokens'>): CardTokenRecord {
  return {
    id: row.id,
    card: {
      brand: row.brand as CardBrand,
      last4: row.last4,
      holderName: row.holder_name,
      expMonth: row.exp_month,
      expYear: row.exp_year,
    },
    createdAt: toMs(row.created_at),
    expiresAt: toMs(row.expires_at),
    usedAt: toMsOrNull(row.used_at),
    declineCode: row.decline_code,
    cardId: row.card_id,
  };
}

/** Drops records past their retention. */
async function prune(db: Db, at: number): Promise<void> {
  await db
    .deleteFrom('card_tokens')
    .where('created_at', '<=', toDate(at - RECORD_RETENTION_MS))
    .execute();
}

/**
 * Spends token `id` at `at`: a token is spent once, even when too late (it is never worth a
 * second look), in one statement, so two concurrent spends cannot both find it unused. `db` may
 * be a transaction's, so the spend commits with what it pays for.
 */
export async function spendCardToken(db: Db, id: string, at: number): Promise<SpendOutcome> {
  await prune(db, at);
  const spent = await db
    .updateTable('card_tokens')
    .set({ used_at: toDate(at) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!spent) {
    const known = await db
      .selectFrom('card_tokens')
      .select('id')
      .where('id', '=', id)
      .where('created_at', '>', toDate(at - RECORD_RETENTION_MS))
      .executeTakeFirst();
    return { ok: false, reason: known ? 'used' : 'unknown' };
  }
  if (at >= toMs(spent.expires_at)) return { ok: false, reason: 'expired' };
  return { ok: true, token: recordOf(spent) };
}

/**
 * A vault kept in the stand-in's tables of the API's database, so a token the card form got is
 * spent by whichever process answers the shop's charge or save.
 */
export function createCardTokenVault(
  db: Db,
  now: () => number = () => Date.now(),
  capacity: VaultCapacity = DEFAULT_VAULT_CAPACITY,
): CardTokenVault {
  /** How many records `client` (or, with null, everyone) holds, and since when the oldest. */
  async function held(client: string | null) {
    return db
      .selectFrom('card_tokens')
      .select([sql<number>`count(*)`.as('total'), sql<Date | null>`min(created_at)`.as('oldest')])
      .$if(client !== null, (q) => q.where('client', '=', client ?? ''))
      .executeTakeFirstOrThrow();
  }

  async function size(): Promise<number> {
    return (await held(null)).total;
  }

  return {
    async tokenize(input, client) {
      const at = now();
      const body =
        typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      const checked = 'card_id' in body ? await checkSavedCard(db, body) : checkCard(input, at);
      if (Array.isArray(checked)) return { ok: false, errors: checked };
      const { card, declineCode, cardId, firstSixDigits, numberLength } = checked;
      await prune(db, at);
      for (const [scope, limit] of [
        ['client', capacity.perClient],
        ['vault', capacity.total],
      ] as const) {
        const { total, oldest } = await held(scope === 'client' ? client : null);
        if (total >= limit && oldest !== null) {
          return {
            ok: false,
            full: scope,
            retryAfterMs: toMs(oldest) + RECORD_RETENTION_MS - at,
          };
        }
      }
      const row = await db
        .insertInto('card_tokens')
        .values({
          id: `tok_${randomToken()}`,
          client,
          brand: card.brand,
          last4: card.last4,
          holder_name: card.holderName,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          created_at: toDate(at),
          expires_at: toDate(at + CARD_TOKEN_LIFETIME_MS),
          decline_code: declineCode,
          card_id: cardId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        ok: true,
        token: recordOf(row),
        firstSixDigits,
        numberLength,
        securityCodeLength: checked.securityCodeLength,
      };
    },

    size,
  };
}
