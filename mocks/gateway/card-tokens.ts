/**
 * The embedded payment gateway's vault of card tokens. `tokenize` checks a card as Mercado Pago's
 * card token endpoint does (Luhn, expiry, security code, holder name), taking the same request
 * (`card_number`, `security_code`, `expiration_month`, `expiration_year`, `cardholder.name`)
 * and refusing with the same `cause` codes, and keeps only what the shop may see afterwards:
 * the brand, the last four digits, the holder's name and the expiry. The number and the
 * security code are dropped before the record is made. `redeem` is the shop's server-side
 * check: a token answers once, and only within its lifetime.
 *
 * Free of Node APIs, like the mock API, so the browser's mock mode runs the same code. Its records
 * live in the API's database (`card_tokens`).
 */
import { isValidCreditCard } from '@brazilian-utils/brazilian-utils/is-valid-credit-card';
import { sql } from 'kysely';
import { cardBrandOfBin } from '../../contract/card-brands.ts';
import type { CardBrand } from '../../contract/card-brands.ts';
import { randomToken } from '../../api/core/secrets.ts';
import { checkHolderName } from '../../api/core/validation.ts';
import { expiryProblem } from '../../api/modules/cards/card-expiry.ts';
import type { Db } from '../../api/db/database.ts';
import { toDate, toMs, toMsOrNull } from '../../api/db/codecs.ts';
import type { Row } from '../../api/db/tables.ts';
import type {
  CardTokenRedeemer,
  RedeemOutcome,
  TokenizedCard,
} from '../../api/providers/payments/card-tokens.ts';
import { declineCodeOf } from './test-cards.ts';

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
}

/** What spending a token finds: its record, or why it cannot be spent. */
export type SpendOutcome =
  | { readonly ok: true; readonly token: CardTokenRecord }
  | { readonly ok: false; readonly reason: Extract<RedeemOutcome, { ok: false }>['reason'] };

export type TokenizeOutcome =
  | {
      readonly ok: true;
      readonly token: CardTokenRecord;
      /** The number's first six digits (its BIN) and its length, as the answer reports them. */
      readonly firstSixDigits: string;
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

export interface CardTokenVault extends CardTokenRedeemer {
  /** Checks `input` (the request's body) and issues a token for it to `client`. */
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
  readonly firstSixDigits: string;
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
      brand: cardBrandOfBin(number),
      last4: number.slice(-4),
      holderName: holderName.value,
      expMonth,
      expYear,
    },
    declineCode: declineCodeOf(number),
    firstSixDigits: number.slice(0, 6),
    numberLength: number.length,
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
  };
}

/** Drops records past their retention; saved cards stay on file. */
async function prune(db: Db, at: number): Promise<void> {
  await db
    .deleteFrom('card_tokens')
    .where('created_at', '<=', toDate(at - RECORD_RETENTION_MS))
    .where('saved_at', 'is', null)
    .execute();
}

/**
 * A card the shop saved (its token redeemed by `redeem`), kept on file as a provider keeps a
 * customer's card: charged again by the same token. Null for any other token.
 */
export async function cardOnFile(db: Db, id: string): Promise<CardTokenRecord | null> {
  const row = await db
    .selectFrom('card_tokens')
    .selectAll()
    .where('id', '=', id)
    .where('saved_at', 'is not', null)
    .executeTakeFirst();
  return row ? recordOf(row) : null;
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
 * A vault kept in the API's database, so tokens the gateway issues are redeemed by whichever API
 * process answers `addCreditCard`.
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
      const checked = checkCard(input, at);
      if (Array.isArray(checked)) return { ok: false, errors: checked };
      const { card, declineCode, firstSixDigits, numberLength, securityCodeLength } = checked;
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
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        ok: true,
        token: recordOf(row),
        firstSixDigits,
        numberLength,
        securityCodeLength,
      };
    },

    async redeem(id) {
      const at = now();
      const outcome = await spendCardToken(db, id, at);
      if (!outcome.ok) return outcome;
      // Redeemed to be saved: kept on file, so the saved card can be charged later.
      await db
        .updateTable('card_tokens')
        .set({ saved_at: toDate(at) })
        .where('id', '=', id)
        .execute();
      return { ok: true, card: outcome.token.card };
    },

    size,
  };
}
