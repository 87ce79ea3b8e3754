/**
 * Bounds on what one account or one client address may try, counted by rate-limiter-flexible
 * in the API's database (its PostgreSQL store, table `rate_limits`), so every API process on one
 * database counts together and a restart forgets nothing:
 * - guesses: wrong passwords and wrong recovery codes, per account (the e-mail, known or not,
 *   so the answer never tells whether it is registered) and per client address, in a window of
 *   15 minutes however many codes are requested; a guess from a browser with a live device
 *   proof of the account counts in that browser's own bucket instead (see device-proofs.ts), so
 *   other clients' guesses never lock the customer out of it;
 * - daily write quotas: tickets, comments, favorites and cards per customer, registrations and
 *   recovery requests per address.
 * Past a bound the API answers 429 with `Retry-After` (see `tooManyRequests`).
 */
import { CompiledQuery } from 'kysely';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterPostgres from 'rate-limiter-flexible/lib/RateLimiterPostgres.js';
import { settings } from '../../config/settings.ts';
import { tooManyRequests } from '../core/errors.ts';
import type { Db } from '../db/database.ts';
import { silentLogger } from '../../runtime/log.ts';
import type { Logger } from '../../runtime/log.ts';

export const GUESS_WINDOW_SECONDS = 15 * 60;
const DAY_SECONDS = 24 * 60 * 60;

export type QuotaKind =
  | 'tickets'
  | 'comments'
  | 'favorites'
  | 'cards'
  | 'registrations'
  | 'resetRequests'
  | 'stockAlerts';

export interface AbuseLimits {
  /** Wrong passwords or recovery codes per account in 15 minutes. */
  readonly guessesPerAccount: number;
  /** Wrong passwords or recovery codes per client address in 15 minutes. */
  readonly guessesPerAddress: number;
  /** Writes per day: per customer for tickets, comments, favorites, cards; per address for the rest. */
  readonly daily: Readonly<Record<QuotaKind, number>>;
  /** Waiting `Avise-me quando chegar` requests one e-mail address may have at a time. */
  readonly stockAlertsPerEmail: number;
}

/** The settings' defaults: what a plain `npm start` and the browser demo enforce. */
export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  guessesPerAccount: settings.GUESSES_PER_ACCOUNT.default,
  guessesPerAddress: settings.GUESSES_PER_ADDRESS.default,
  daily: {
    tickets: settings.DAILY_TICKETS.default,
    comments: settings.DAILY_COMMENTS.default,
    favorites: settings.DAILY_FAVORITES.default,
    cards: settings.DAILY_CARDS.default,
    registrations: settings.DAILY_REGISTRATIONS.default,
    resetRequests: settings.DAILY_RESET_REQUESTS.default,
    stockAlerts: settings.DAILY_STOCK_ALERTS.default,
  },
  stockAlertsPerEmail: settings.STOCK_ALERTS_PER_EMAIL.default,
};

const QUOTA_MESSAGES: Record<QuotaKind, string> = {
  tickets: 'Limite diário de novos tickets atingido.',
  comments: 'Limite diário de comentários atingido.',
  favorites: 'Limite diário de alterações nos favoritos atingido.',
  cards: 'Limite diário de cartões cadastrados atingido.',
  registrations: 'Limite diário de cadastros a partir desta rede atingido.',
  resetRequests: 'Limite diário de pedidos de código a partir desta rede atingido.',
  stockAlerts: 'Limite diário de pedidos de aviso a partir desta rede atingido.',
};

export const TOO_MANY_GUESSES = 'Muitas tentativas.';

/** The limiter's refusal (a RateLimiterRes), as opposed to a fault of the limiter itself. */
function waitOf(reason: unknown): number {
  if (typeof reason === 'object' && reason !== null && 'msBeforeNext' in reason) {
    return (reason as RateLimiterRes).msBeforeNext;
  }
  throw reason;
}

/** Who a guess comes from, as far as the bounds count it. */
export interface GuessSource {
  /**
   * The account guessed at: its e-mail as typed (normalised), registered or not. Null for a
   * guess at a secret too long to find by guessing (an invitation's code): counted per address
   * only, so strangers' guesses can never lock the account's owner out of it.
   */
  readonly account: string | null;
  /** The client's address (`runtime/client-address.ts`: the /64 of an IPv6 client). */
  readonly address: string;
  /** The hash of a live device proof of that account the request presented, or null. */
  readonly device: string | null;
}

export interface AbuseGuard {
  /** The bounds this guard enforces (some are counted by their domain's own store). */
  readonly limits: AbuseLimits;
  /**
   * Runs one guess (`attempt` answers whether it was right) if its source has guesses left: the
   * device's own bucket when it presented a proof of the account, else the address's and then
   * the account's. A right guess gives its points back. Every guess is counted before it is
   * checked, so concurrent requests cannot slip past the bound. The address is counted first:
   * a client past its bound writes no counter for the accounts it goes on naming, so the
   * store's size is bounded by the clients' bounds, not by how many e-mails they invent.
   */
  guess(source: GuessSource, attempt: () => Promise<boolean>): Promise<boolean>;
  /**
   * The wrong guesses counted against `source` in the current window: the most any of the
   * buckets a guess from it would spend holds (its device's, or its address's and account's).
   */
  failedGuesses(source: GuessSource): Promise<number>;
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

type Limiter = InstanceType<typeof RateLimiterPostgres>;

/** How often spent counts are deleted, and how long after their window ends. */
const PURGE_EVERY_MS = 5 * 60 * 1000;
const PURGE_AFTER_MS = 60 * 60 * 1000;

export function createAbuseGuard(
  limits: AbuseLimits,
  db: Db,
  log: Logger = silentLogger,
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
      .catch((error: unknown) => log.error({ err: error }, 'spent abuse counts not deleted'));
  }
  const perAccount = limiter('account', limits.guessesPerAccount, GUESS_WINDOW_SECONDS);
  const perAddress = limiter('address', limits.guessesPerAddress, GUESS_WINDOW_SECONDS);
  // A known browser gets the account's bound for itself.
  const perDevice = limiter('device', limits.guessesPerAccount, GUESS_WINDOW_SECONDS);
  const quotas = Object.fromEntries(
    Object.entries(limits.daily).map(([kind, points]) => [
      kind,
      limiter(kind, points, DAY_SECONDS),
    ]),
  ) as Record<QuotaKind, Limiter>;

  /** The buckets a guess from `source` spends one point of, in the order they are asked. */
  function bucketsOf(source: GuessSource): [Limiter, string][] {
    if (source.device !== null) return [[perDevice, source.device]];
    if (source.account === null) return [[perAddress, source.address]];
    return [
      [perAddress, source.address],
      [perAccount, source.account],
    ];
  }

  return {
    limits,
    async guess(source, attempt) {
      purgeSpent();
      const buckets = bucketsOf(source);
      const spent: [Limiter, string][] = [];
      for (const [bucket, key] of buckets) {
        try {
          await bucket.consume(key);
          spent.push([bucket, key]);
        } catch (reason) {
          // Refused before it was tried: it must not count against the buckets already asked.
          await Promise.all(spent.map(([done, doneKey]) => done.reward(doneKey)));
          throw tooManyRequests(TOO_MANY_GUESSES, waitOf(reason));
        }
      }
      let right = false;
      try {
        right = await attempt();
        return right;
      } finally {
        if (right) await Promise.all(spent.map(([bucket, key]) => bucket.reward(key)));
      }
    },

    async failedGuesses(source) {
      const counts = await Promise.all(
        bucketsOf(source).map(
          async ([bucket, key]) => (await bucket.get(key))?.consumedPoints ?? 0,
        ),
      );
      return Math.max(0, ...counts);
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
