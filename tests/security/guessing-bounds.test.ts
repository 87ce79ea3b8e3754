/**
 * The guessing bounds of `npm start`, attacked on the real HTTP server with its default bounds:
 * wrong recovery codes and wrong passwords are counted per account (10 in 15 minutes, however
 * many codes are requested, and before they are checked when sent at once) and per client
 * address across accounts (100), and past a bound even the right answer waits. The bounds
 * reached are printed as figures (docs/performance.md keeps them).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL } from '../../mocks/seed/customers.ts';
import { LOGIN, errorsOf, gql, login } from '../support/api/api.ts';
import type { GraphQLResult } from '../support/api/api.ts';
import { apiUnderAttack, figureLog } from './api-under-attack.ts';

const FIFTEEN_MINUTES = 15 * 60;
const OTHER_PASSWORD = 'Senha@456';
const figures = figureLog('guessing bounds');
afterAll(() => figures.print());

function expectTooManyRequests(result: GraphQLResult<unknown>): void {
  expect(result.status).toBe(429);
  expect(errorsOf(result)[0]?.code).toBe('TOO_MANY_REQUESTS');
  const wait = Number(result.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(FIFTEEN_MINUTES - 60);
  expect(wait).toBeLessThanOrEqual(FIFTEEN_MINUTES);
}

const REQUEST_AND_GUESS = `mutation($email: String!, $code: String!) {
  requestPasswordReset(email: $email)
  resetPassword(email: $email, code: $code, newPassword: "Outra#Senha91")
}`;

// Each guessing attack gets a server of its own: they share the one client address (127.0.0.1).
describe('guessing', () => {
  it('stops recovery codes at 10 wrong per account however many codes are requested', async () => {
    const api = await apiUnderAttack();
    const { url } = api.server;
    let wrong = 0;
    let last: GraphQLResult<unknown> | undefined;
    for (let i = 0; i < 30; i++) {
      // A fresh code and a guess in one request, the way the attack was run.
      last = await gql(url, REQUEST_AND_GUESS, {
        variables: { email: DEMO_EMAIL, code: '000000' },
      });
      if (last.status === 429) break;
      if ((await api.lastCode(DEMO_EMAIL)) === '000000') continue;
      wrong += 1;
    }
    expect(wrong).toBe(10);
    if (!last) throw new Error('no answer');
    expectTooManyRequests(last);
    // Even the right code is refused until the window ends.
    await gql(url, 'mutation($e: String!) { requestPasswordReset(email: $e) }', {
      variables: { e: DEMO_EMAIL },
    });
    const right = await gql(
      url,
      REQUEST_AND_GUESS.replace('requestPasswordReset(email: $email)\n', ''),
      { variables: { email: DEMO_EMAIL, code: await api.lastCode(DEMO_EMAIL) } },
    );
    expectTooManyRequests(right);
    figures.add(`recovery codes: ${wrong} wrong guesses per account per 15 minutes`);
  });

  it('stops passwords at 10 wrong per account, then refuses even the right one', async () => {
    const api = await apiUnderAttack();
    const { url } = api.server;
    let wrong = 0;
    for (;;) {
      const result = await gql(url, LOGIN, {
        variables: { email: DEMO_EMAIL, password: `Chute${wrong}x` },
      });
      if (result.status === 429) {
        expectTooManyRequests(result);
        break;
      }
      expect(errorsOf(result)[0]?.code).toBe('INVALID_CREDENTIALS');
      wrong += 1;
      expect(wrong).toBeLessThanOrEqual(10);
    }
    expect(wrong).toBe(10);
    const right = await gql(url, LOGIN, {
      variables: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expectTooManyRequests(right);
    // Another account is not locked by this one's bound.
    expect(await login(url, OTHER_EMAIL, OTHER_PASSWORD)).toMatch(/^[0-9a-f]{64}$/);

    // 40 guesses at once at a fresh account are counted before they are checked: 10 get through.
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        gql(url, LOGIN, { variables: { email: OTHER_EMAIL, password: `Paralelo${i}x` } }),
      ),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30);
    figures.add(`login: ${wrong} wrong passwords per account per 15 minutes, 10 of 40 at once`);
  });

  // About 110 scrypt runs.
  it(
    'bounds one address across accounts at 100, whatever X-Forwarded-For says',
    { timeout: 60_000 },
    async () => {
      const api = await apiUnderAttack();
      let allowed = 0;
      let refused: GraphQLResult<unknown> | undefined;
      for (let account = 0; account < 12 && !refused; account++) {
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            gql(api.server.url, LOGIN, {
              variables: { email: `alvo${account}@exemplo.com.br`, password: `Tentativa${i}x` },
              headers: { 'X-Forwarded-For': `203.0.113.${account * 10 + i}` },
            }),
          ),
        );
        allowed += results.filter((r) => r.status === 401).length;
        refused = results.find((r) => r.status === 429);
      }
      expect(allowed).toBe(100);
      if (!refused) throw new Error('never refused');
      expectTooManyRequests(refused);
      figures.add(`login: ${allowed} wrong passwords per client address per 15 minutes`);
    },
  );
});
