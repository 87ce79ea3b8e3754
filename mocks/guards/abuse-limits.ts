/**
 * Bounds on what one account or one client address may try, counted by rate-limiter-flexible
 * in the API's database (its PostgreSQL store, table `rate_limits`), so every API process on one
 * database counts together and a restart forgets nothing:
 * - guesses: wrong passwords and wrong recovery codes, per account (the e-mail, known or not,
 *   so the answer never tells whether it is registered) and per client address, in a window of
 *   15 minutes however many codes are requested;
 * - daily write quotas: tickets, comments, favorites and cards per customer, registrations and
 *   recovery requests per address.
 * Past a bound the API answers 429 with `Retry-After` (see `tooManyRequests`).
 */
import { CompiledQuery } from 'kysely';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterPostgres from 'rate-limiter-flexible/lib/RateLimiterPostgres.js';
import { settings } from '../../config/settings.ts';
import { tooManyRequests } from '../api/errors.ts';
import type { Db } from '../store/database.ts';

export const GUESS_WINDOW_SECONDS = 15 * 60;
const DAY_SECONDS = 24 * 60 * 60;

export type QuotaKind =
  'tickets' | 'comments' | 'favorites' | 'cards' | 'registrations' | 'resetRequests';

export interface AbuseLimits {
  /** Wrong passwords or recovery codes per account in 15 minutes. */
  readonly guessesPerAccount: number;
  /** Wrong passwords or recovery codes per client address in 15 minutes. */
  readonly guessesPerAddress: number;
  /** Writes per day: per customer for tickets, comments, favorites, cards; per address for the rest. */
  readonly daily: Readonly<Record<QuotaKind, number>>;
}

/** The settings' defaults: what a plain `npm start` and the browser demo enforce. */
export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  guessesPerAccount: settings.MOCK_GUESSES_PER_ACCOUNT.default,
  guessesPerAddress: settings.MOCK_GUESSES_PER_ADDRESS.default,
  daily: {
    tickets: settings.MOCK_DAILY_TICKETS.default,
    comments: settings.MOCK_DAILY_COMMENTS.default,
    favorites: settings.MOCK_DAILY_FAVORITES.default,
    cards: settings.MOCK_DAILY_CARDS.default,
    registrations: settings.MOCK_DAILY_REGISTRATIONS.default,
    resetRequests: settings.MOCK_DAILY_RESET_REQUESTS.default,
  },
};

const QUOTA_MESSAGES: Record<QuotaKind, string> = {
  tickets: 'Limite diário de novos tickets atingido.',
  comments: 'Limite diário de comentários atingido.',
  favorites: 'Limite diário de alterações nos favoritos atingido.',
  cards: 'Limite diário de cartões cadastrados atingido.',
  registrations: 'Limite diário de cadastros a partir desta rede atingido.',
  resetRequests: 'Limite diário de pedidos de código a partir desta rede atingido.',
};

export const TOO_MANY_GUESSES = 'Muitas tentativas.';

/** The limiter's refusal (a RateLimiterRes), as opposed to a fault of the limiter itself. */
function waitOf(reason: unknown): number {
  if (typeof reason === 'object' && reason !== null && 'msBeforeNext' in reason) {
    return (reason as RateLimiterRes).msBeforeNext;
  }
  throw reason;
}

export interface AbuseGuard {
  /**
   * Runs one guess (`attempt` answers whether it was right) if the account and the address have
   * guesses left; a right guess gives its point back. Every guess is counted before it is
   * checked, so concurrent requests cannot slip past the bound.
   */
  guess(account: string, address: string, attempt: () => Promise<boolean>): Promise<boolean>;
  /** Counts one write of `kind` for `key`; throws TOO_MANY_REQUESTS past the daily quota. */
  write(kind: QuotaKind, key: string): Promise<void>;
}

/**
 * The limiter's connection: its queries go through Kysely, so they run on whichever engine the
 * API has (PGlite, PostgreSQL, or PGlite in the browser demo).
 */
function storeClient(db: Db) {
  return {
    async query(query: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(query.text, query.values ?? []));
      return { rows: result.rows, rowCount: result.rows.length };
    },
  };
}

/** How often spent counts are deleted, and how long after their window ends. */
const PURGE_EVERY_MS = 5 * 60 * 1000;
const PURGE_AFTER_MS = 60 * 60 * 1000;

export function createAbuseGuard(
  limits: AbuseLimits,
  db: Db,
  log: (line: string) => void = () => undefined,
): AbuseGuard {
  const client = storeClient(db);
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterPostgres({
      storeClient: client,
      storeType: 'client',
      tableName: 'rate_limits',
      // Created by the migrations, with room for keys of any length the inputs allow.
      tableCreated: true,
      // Its own cleanup runs on an unreferenced Node timer the browser demo does not have;
      // counts past their window are deleted by `purgeSpent` instead.
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration,
    });
  let lastPurge = 0;
  /** At most every PURGE_EVERY_MS, deletes the counts whose window ended long ago. */
  function purgeSpent(): void {
    const now = Date.now();
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    db.deleteFrom('rate_limits')
      .where('expire', '<', now - PURGE_AFTER_MS)
      .execute()
      .catch((error: unknown) =>
        log(
          `[mock] error: spent abuse counts not deleted: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  }
  const perAccount = limiter('account', limits.guessesPerAccount, GUESS_WINDOW_SECONDS);
  const perAddress = limiter('address', limits.guessesPerAddress, GUESS_WINDOW_SECONDS);
  const quotas = Object.fromEntries(
    Object.entries(limits.daily).map(([kind, points]) => [
      kind,
      limiter(kind, points, DAY_SECONDS),
    ]),
  ) as Record<QuotaKind, InstanceType<typeof RateLimiterPostgres>>;

  return {
    async guess(account, address, attempt) {
      purgeSpent();
      try {
        await perAccount.consume(account);
      } catch (reason) {
        throw tooManyRequests(TOO_MANY_GUESSES, waitOf(reason));
      }
      try {
        await perAddress.consume(address);
      } catch (reason) {
        // Refused before it was tried: it must not count against the account.
        await perAccount.reward(account);
        throw tooManyRequests(TOO_MANY_GUESSES, waitOf(reason));
      }
      let right = false;
      try {
        right = await attempt();
        return right;
      } finally {
        if (right) await Promise.all([perAccount.reward(account), perAddress.reward(address)]);
      }
    },

    async write(kind, key) {
      purgeSpent();
      try {
        await quotas[kind].consume(key);
      } catch (reason) {
        throw tooManyRequests(QUOTA_MESSAGES[kind], waitOf(reason));
      }
    },
  };
}
