/**
 * The first round's attacks on `npm start`, sent again to the real HTTP server with its default
 * bounds: each is refused or harmless. A refusal "before any work" is shown by what the API did
 * (no operation reached execution, no counter was written, `data` is null), not by a clock; the
 * times are printed as figures (docs/performance.md keeps them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMMENT_PAGE_SIZE } from '../../api/core/constants.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL } from '../../mocks/seed/customers.ts';
import { startMockServer } from '../../mocks/server.ts';
import { LOGIN, errorsOf, gql, login } from '../support/api/api.ts';
import type { GraphQLResult } from '../support/api/api.ts';
import { testDatabase } from '../support/api/database.ts';
import { apiUnderAttack, figureLog, timed } from './api-under-attack.ts';
import type { ApiUnderAttack } from './api-under-attack.ts';
import { RICH_TEXT_MAX_LENGTH } from '../../contract/limits.ts';

const FIFTEEN_MINUTES = 15 * 60;
const OTHER_PASSWORD = 'Senha@456';
const figures = figureLog('first round');
afterAll(() => figures.print());

function expectTooManyRequests(result: GraphQLResult<unknown>): void {
  expect(result.status).toBe(429);
  expect(errorsOf(result)[0]?.code).toBe('TOO_MANY_REQUESTS');
  const wait = Number(result.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(FIFTEEN_MINUTES - 60);
  expect(wait).toBeLessThanOrEqual(FIFTEEN_MINUTES);
}

/** Refused before anything ran: the code, no data, and no operation reached execution. */
function expectRefusedBeforeWork(
  api: ApiUnderAttack,
  executionsBefore: number,
  result: GraphQLResult<unknown>,
  codes: readonly string[],
): void {
  expect(codes).toContain(errorsOf(result)[0]?.code);
  expect(result.data).toBeNull();
  expect(api.executions()).toBe(executionsBefore);
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
      if (api.lastCode(DEMO_EMAIL) === '000000') continue;
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
      { variables: { email: DEMO_EMAIL, code: api.lastCode(DEMO_EMAIL) } },
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

describe('costly requests and the rest', () => {
  let api: ApiUnderAttack;
  beforeAll(async () => {
    api = await apiUnderAttack();
  });
  afterAll(() => api.server.close());

  it('refuses 900 aliased __schema before running them, while /health stays up', async () => {
    const { url } = api.server;
    const before = api.executions();
    const selections = Array.from(
      { length: 900 },
      (_, i) => `s${i}: __schema { types { name fields { name type { name ofType { name } } } } }`,
    ).join(' ');
    const [results, elapsed] = await timed(() =>
      Promise.all(Array.from({ length: 10 }, () => gql(url, `{ ${selections} }`))),
    );
    const [health, healthMs] = await timed(() => fetch(`${url}/health`));
    for (const result of results) {
      // Refused before execution: by the token cap (this document is over 10,000 tokens), else
      // by the alias bound.
      expectRefusedBeforeWork(api, before, result, ['GRAPHQL_PARSE_FAILED', 'QUERY_TOO_COMPLEX']);
    }
    const shorter = Array.from({ length: 900 }, (_, i) => `s${i}: __schema { types { name } }`);
    const aliased = await gql(url, `{ ${shorter.join(' ')} }`);
    expectRefusedBeforeWork(api, before, aliased, ['QUERY_TOO_COMPLEX']);
    expect(health.status).toBe(200);
    figures.add(
      `900 aliased __schema: refused in ${(elapsed / results.length).toFixed(0)} ms each (10 at once), /health in ${healthMs.toFixed(0)} ms`,
    );
  });

  it('refuses one __schema too many times below the alias bound by its cost', async () => {
    const before = api.executions();
    const full = `__schema { types { name fields { name args { name type { name } } type { name ofType { name } } } } }`;
    const selections = Array.from({ length: 30 }, (_, i) => `s${i}: ${full}`).join(' ');
    const [result, ms] = await timed(() => gql(api.server.url, `{ ${selections} }`));
    expectRefusedBeforeWork(api, before, result, ['QUERY_TOO_COMPLEX']);
    figures.add(`30 aliased full __schema: refused in ${ms.toFixed(0)} ms`);
  });

  it('refuses huge lists: 30 catalogue pages of 500 in one request', async () => {
    const before = api.executions();
    const pages = Array.from(
      { length: 30 },
      (_, i) => `p${i}: products(pageSize: 500) { items { id name description photos } }`,
    ).join(' ');
    const [result, ms] = await timed(() => gql(api.server.url, `{ ${pages} }`));
    expectRefusedBeforeWork(api, before, result, ['QUERY_TOO_COMPLEX']);
    figures.add(`30 pages of 500 products: refused in ${ms.toFixed(0)} ms`);
  });

  it('refuses the memory attack: long comments, then asked for many times over', async () => {
    const { url } = api.server;
    const token = await login(url, OTHER_EMAIL, OTHER_PASSWORD);
    const opened = await gql<{ openTicket: { id: string } }>(
      url,
      'mutation { openTicket(input: { subject: "Ataque", description: "<p>x</p>" }) { id } }',
      { token },
    );
    const ticketId = opened.data?.openTicket.id ?? '';
    const body = `<p>${'x'.repeat(RICH_TEXT_MAX_LENGTH - 7)}</p>`;
    let written = 0;
    let quota: GraphQLResult<unknown> | undefined;
    for (let i = 0; i < 120 && !quota; i++) {
      const result = await gql(
        url,
        'mutation($id: ID!, $b: String!) { addTicketComment(ticketId: $id, body: $b) { id } }',
        { token, variables: { id: ticketId, b: body } },
      );
      if (result.status === 429) quota = result;
      else written += 1;
    }
    // The daily quota stops the writing at 100 comments.
    expect(written).toBe(100);
    expect(quota?.status).toBe(429);
    expect(errorsOf(quota ?? ({ errors: [] } as never))[0]?.message).toBe(
      'Limite diário de comentários atingido.',
    );

    const copies = Array.from(
      { length: 30 },
      (_, i) =>
        `c${i}: ticket(id: "${ticketId}") { comments(offset: 0, limit: ${MAX_COMMENT_PAGE_SIZE}) { body } }`,
    ).join(' ');
    const before = api.executions();
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 5);
    const [results, elapsed] = await timed(() =>
      Promise.all(Array.from({ length: 20 }, () => gql(url, `{ ${copies} }`, { token }))),
    );
    clearInterval(sampler);
    for (const result of results)
      expectRefusedBeforeWork(api, before, result, ['QUERY_TOO_COMPLEX']);
    // One page of the longest comments is still served.
    const page = await gql<{ ticket: { comments: { body: string }[] } }>(
      url,
      `{ ticket(id: "${ticketId}") { comments(limit: ${MAX_COMMENT_PAGE_SIZE}) { body } } }`,
      { token },
    );
    expect(page.data?.ticket.comments).toHaveLength(MAX_COMMENT_PAGE_SIZE);
    figures.add(
      `memory attack (20 requests x 30 pages of 50 x 20,000-character comments): refused in ${(elapsed / 20).toFixed(0)} ms each; peak RSS of the test process ${(peakRss / 2 ** 20).toFixed(0)} MB`,
    );
  });

  it('refuses a new e-mail without the current password, and tells the old address', async () => {
    const { url } = api.server;
    const UPDATE = `mutation($input: UpdateCustomerInput!) { updateCostumer(input: $input) { email } }`;
    const token = await login(url);
    for (const input of [
      { email: 'atacante@exemplo.com.br' },
      { email: 'atacante@exemplo.com.br', currentPassword: 'errada123' },
      { cpf: '390.533.447-05' },
    ]) {
      const result = await gql(url, UPDATE, { token, variables: { input } });
      expect(errorsOf(result)).toEqual([
        { code: 'BAD_USER_INPUT', message: 'Senha atual incorreta.' },
      ]);
      expect(result.errors[0]?.extensions?.field).toBe('currentPassword');
    }
    const moved = await gql(url, UPDATE, {
      token,
      variables: { input: { email: 'novo@exemplo.com.br', currentPassword: DEMO_PASSWORD } },
    });
    expect(moved.data).toEqual({ updateCostumer: { email: 'novo@exemplo.com.br' } });
    expect(api.lines.some((l) => l.startsWith(`aviso para ${DEMO_EMAIL}:`))).toBe(true);
  });

  it('lets the site (another origin) read Retry-After', async () => {
    const response = await fetch(api.server.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:4321' },
      body: JSON.stringify({ query: '{ categories { id } }' }),
    });
    expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('refuses GraphQL over GET with 405', async () => {
    const query = encodeURIComponent('{ categories { id } }');
    const response = await fetch(`${api.server.url}/graphql?query=${query}`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('marks every API answer no-store; photos keep their year-long cache', async () => {
    const { url, graphqlUrl } = api.server;
    const answers = await Promise.all([
      fetch(graphqlUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ categories { id } }' }),
      }),
      fetch(`${url}/health`),
      fetch(`${url}/nada`),
      fetch(`${url}/graphql`),
    ]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
    const photo = await fetch(`${url}/files/products/1/1.svg`);
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('has no reset hook unless started for tests', async () => {
    expect((await fetch(`${api.server.url}/__mock/reset`, { method: 'POST' })).status).toBe(404);
    const forTests = await startMockServer({
      port: 0,
      quiet: true,
      testHooks: true,
      database: await testDatabase(),
    });
    expect((await fetch(`${forTests.url}/__mock/reset`, { method: 'POST' })).status).toBe(200);
    await forTests.close();
  });
});
