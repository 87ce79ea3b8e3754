/**
 * Unbounded keys, sent again: thousands of distinct huge e-mails to the login and the recovery
 * through the real HTTP server. Every one is refused as BAD_USER_INPUT before anything runs, so
 * the rate limiter's table (what the guessing bounds keep, for everyone) does not grow by a row.
 * The server's memory before and after is printed as a figure (docs/performance.md): it depends
 * on the machine and the garbage collector, so it is not asserted.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ABUSE_LIMITS } from '../../api/guards/abuse-limits.ts';
import { LOGIN, gql } from '../support/api/api.ts';
import type { GraphQLResult } from '../support/api/api.ts';
import { apiUnderAttack, figureLog, timed } from './api-under-attack.ts';

/** Distinct keys enough that a table growing a row per key would show it at once. */
const HUGE_EMAILS = 500;
/** Fewer recoveries: they take the same path. */
const HUGE_RECOVERIES = 100;
const EMAIL_BYTES = 200 * 1024;
const AT_ONCE = 8;
const figures = figureLog('bounded inputs');
afterAll(() => figures.print());

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** A distinct e-mail of about EMAIL_BYTES characters. */
function hugeEmail(i: number): string {
  return `${i}.${'a'.repeat(EMAIL_BYTES)}@exemplo.com.br`;
}

/** Sends `count` requests, AT_ONCE at a time, checking each answer; answers the peak RSS. */
async function flood(
  count: number,
  send: (i: number) => Promise<GraphQLResult<unknown>>,
  check: (result: GraphQLResult<unknown>) => void,
): Promise<number> {
  let peak = process.memoryUsage().rss;
  for (let start = 0; start < count; start += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - start) }, (_, i) => start + i);
    for (const result of await Promise.all(batch.map(send))) check(result);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  return peak;
}

function expectRefusedAsBadInput(field: string) {
  return (result: GraphQLResult<unknown>) => {
    expect(result.status).toBe(200);
    expect(result.data).toBeNull();
    expect(result.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors[0]?.extensions?.field).toBe(field);
  };
}

describe('huge keys', () => {
  it(
    `stores nothing for ${HUGE_EMAILS.toLocaleString('en-US')} logins and ${HUGE_RECOVERIES.toLocaleString('en-US')} recoveries with distinct 200 KB e-mails`,
    { timeout: 600_000 },
    async () => {
      const api = await apiUnderAttack();
      const { url } = api.server;
      const rowsBefore = await api.rateLimitRows();
      const rssBefore = process.memoryUsage().rss;

      const [loginPeak, loginMs] = await timed(() =>
        flood(
          HUGE_EMAILS,
          (i) => gql(url, LOGIN, { variables: { email: hugeEmail(i), password: 'Qualquer1' } }),
          expectRefusedAsBadInput('email'),
        ),
      );
      const [resetPeak, resetMs] = await timed(() =>
        flood(
          HUGE_RECOVERIES,
          (i) =>
            gql(
              url,
              'mutation ($e: String!) { resetPassword(email: $e, code: "000000", newPassword: "Outra#Senha91") }',
              { variables: { e: hugeEmail(i) } },
            ),
          expectRefusedAsBadInput('email'),
        ),
      );
      const rssAfter = process.memoryUsage().rss;

      expect(await api.rateLimitRows()).toBe(rowsBefore);
      expect(api.executions()).toBe(0);
      figures.add(
        `${HUGE_EMAILS} logins with distinct 200 KB e-mails: all BAD_USER_INPUT in ${(loginMs / 1000).toFixed(1)} s (${(loginMs / HUGE_EMAILS).toFixed(1)} ms each, ${AT_ONCE} at a time); ${HUGE_RECOVERIES} resetPassword with them: ${(resetMs / 1000).toFixed(1)} s`,
      );
      figures.add(
        `rate_limits rows: ${rowsBefore} before, ${await api.rateLimitRows()} after; RSS of the process serving them: ${megabytes(rssBefore)} before, peak ${megabytes(Math.max(loginPeak, resetPeak))}, ${megabytes(rssAfter)} after`,
      );
    },
  );
});

describe('many distinct e-mails within the bound', () => {
  it("writes counters only for the accounts a client may still try: its address's bound", async () => {
    const limits = { ...DEFAULT_ABUSE_LIMITS, guessesPerAddress: 20 };
    const api = await apiUnderAttack({ limits });
    const statuses: number[] = [];
    await flood(
      300,
      (i) =>
        gql(api.server.url, LOGIN, {
          variables: { email: `${'b'.repeat(230)}.${i}@exemplo.com.br`, password: 'Qualquer1' },
        }),
      (result) => void statuses.push(result.status),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(280);
    // One counter for the address, one per account tried before it was refused.
    expect(await api.rateLimitRows()).toBe(21);
    figures.add('300 distinct 250-character e-mails from one address (bound 20): 21 counter rows');
  });
});
