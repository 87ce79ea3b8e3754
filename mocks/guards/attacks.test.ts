/**
 * Each attack found against `npm start`, run against the real HTTP server with its default
 * bounds, and shown to fail. The figures they measure (guesses allowed, time of a refusal,
 * peak RSS) are printed for the README's Security section.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_COMMENT_PAGE_SIZE, RICH_TEXT_MAX_LENGTH } from '../common/constants.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL } from '../seed/customers.ts';
import { startMockServer } from '../server.ts';
import type { MockServer } from '../server.ts';
import { LOGIN, errorsOf, gql, login } from '../testing/api.ts';
import { testDatabase } from '../testing/database.ts';
import type { GraphQLResult } from '../testing/api.ts';

const FIFTEEN_MINUTES = 15 * 60;

let server: MockServer;
let lines: string[];
const figures: string[] = [];

beforeEach(async () => {
  lines = [];
  // The settings' defaults, as a plain `npm start` has them; only the reset hook is left off.
  server = await startMockServer({
    port: 0,
    log: (line) => lines.push(line),
    database: await testDatabase(),
  });
});
afterEach(() => server.close());
afterAll(() => console.info(`[attacks]\n${figures.join('\n')}`));

function expectTooManyRequests(result: GraphQLResult<unknown>): void {
  expect(result.status).toBe(429);
  expect(errorsOf(result)[0]?.code).toBe('TOO_MANY_REQUESTS');
  const wait = Number(result.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(FIFTEEN_MINUTES - 60);
  expect(wait).toBeLessThanOrEqual(FIFTEEN_MINUTES);
}

/** The last recovery code the mock "e-mailed" to `email`. */
function lastCode(email: string): string {
  const line = lines.findLast((l) => l.includes(`recuperação para ${email}`)) ?? '';
  return /(\d{6})$/.exec(line)?.[1] ?? '';
}

const REQUEST_AND_GUESS = `mutation($email: String!, $code: String!) {
  requestPasswordReset(email: $email)
  resetPassword(email: $email, code: $code, newPassword: "Outra#Senha91")
}`;

describe('recovery-code guessing', () => {
  it('stops at 10 wrong codes per account however many codes are requested', async () => {
    let wrong = 0;
    let last: GraphQLResult<unknown> | undefined;
    for (let i = 0; i < 30; i++) {
      // A fresh code and a guess in one request, the way the attack was run.
      last = await gql(server.url, REQUEST_AND_GUESS, {
        variables: { email: DEMO_EMAIL, code: '000000' },
      });
      if (last.status === 429) break;
      if (lastCode(DEMO_EMAIL) === '000000') continue;
      wrong += 1;
    }
    expect(wrong).toBe(10);
    if (!last) throw new Error('no answer');
    expectTooManyRequests(last);
    // Even the right code is refused until the window ends.
    await gql(server.url, 'mutation($e: String!) { requestPasswordReset(email: $e) }', {
      variables: { e: DEMO_EMAIL },
    });
    const right = await gql(
      server.url,
      REQUEST_AND_GUESS.replace('requestPasswordReset(email: $email)\n', ''),
      {
        variables: { email: DEMO_EMAIL, code: lastCode(DEMO_EMAIL) },
      },
    );
    expectTooManyRequests(right);
    figures.push(`recovery codes: ${wrong} wrong guesses per account per 15 minutes`);
  });
});

describe('password guessing', () => {
  it('stops at 10 wrong passwords per account, then refuses even the right one', async () => {
    let wrong = 0;
    for (;;) {
      const result = await gql(server.url, LOGIN, {
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
    const right = await gql(server.url, LOGIN, {
      variables: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expectTooManyRequests(right);
    // Another account is not locked by this one's bound.
    expect(await login(server.url, OTHER_EMAIL, 'Senha@456')).toMatch(/^[0-9a-f]{64}$/);
    figures.push(`login: ${wrong} wrong passwords per account per 15 minutes`);
  });

  it('counts concurrent guesses before checking them: 40 at once still allow 10', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        gql(server.url, LOGIN, { variables: { email: DEMO_EMAIL, password: `Paralelo${i}x` } }),
      ),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30);
  });

  // About 110 scrypt runs.
  it(
    'bounds one address across accounts at 100, whatever X-Forwarded-For says',
    {
      timeout: 60_000,
    },
    async () => {
      let allowed = 0;
      let refused: GraphQLResult<unknown> | undefined;
      for (let account = 0; account < 12 && !refused; account++) {
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            gql(server.url, LOGIN, {
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
      figures.push(`login: ${allowed} wrong passwords per client address per 15 minutes`);
    },
  );
});

/** Milliseconds a `fetch` takes. */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

describe('costly requests', () => {
  it('refuses 900 aliased __schema in milliseconds while /health stays responsive', async () => {
    const selections = Array.from(
      { length: 900 },
      (_, i) => `s${i}: __schema { types { name fields { name type { name ofType { name } } } } }`,
    ).join(' ');
    const [results, elapsed] = await timed(() =>
      Promise.all(Array.from({ length: 10 }, () => gql(server.url, `{ ${selections} }`))),
    );
    const [health, healthMs] = await timed(() => fetch(`${server.url}/health`));
    for (const result of results) {
      // Refused before execution: by the token cap (this document is over 10,000 tokens), else
      // by the alias bound.
      expect(['GRAPHQL_PARSE_FAILED', 'QUERY_TOO_COMPLEX']).toContain(errorsOf(result)[0]?.code);
      expect(result.data).toBeNull();
    }
    const shorter = Array.from({ length: 900 }, (_, i) => `s${i}: __schema { types { name } }`);
    const aliased = await gql(server.url, `{ ${shorter.join(' ')} }`);
    expect(errorsOf(aliased)[0]?.code).toBe('QUERY_TOO_COMPLEX');
    expect(health.status).toBe(200);
    const each = elapsed / results.length;
    expect(each).toBeLessThan(250);
    expect(healthMs).toBeLessThan(250);
    figures.push(
      `900 aliased __schema: refused in ${each.toFixed(0)} ms each (10 at once), /health in ${healthMs.toFixed(0)} ms`,
    );
  });

  it('refuses one __schema too many times below the alias bound by its cost', async () => {
    const full = `__schema { types { name fields { name args { name type { name } } type { name ofType { name } } } } }`;
    const selections = Array.from({ length: 30 }, (_, i) => `s${i}: ${full}`).join(' ');
    const [result, ms] = await timed(() => gql(server.url, `{ ${selections} }`));
    expect(errorsOf(result)[0]?.code).toBe('QUERY_TOO_COMPLEX');
    expect(ms).toBeLessThan(250);
  });

  it('refuses huge lists: 30 catalogue pages of 500 in one request', async () => {
    const pages = Array.from(
      { length: 30 },
      (_, i) => `p${i}: products(pageSize: 500) { items { id name description photos } }`,
    ).join(' ');
    const [result, ms] = await timed(() => gql(server.url, `{ ${pages} }`));
    expect(errorsOf(result)[0]?.code).toBe('QUERY_TOO_COMPLEX');
    expect(ms).toBeLessThan(250);
    figures.push(`30 pages of 500 products: refused in ${ms.toFixed(0)} ms`);
  });

  it('refuses the memory attack: long comments, then asked for many times over', async () => {
    const token = await login(server.url);
    const opened = await gql<{ openTicket: { id: string } }>(
      server.url,
      'mutation { openTicket(input: { subject: "Ataque", description: "<p>x</p>" }) { id } }',
      { token },
    );
    const ticketId = opened.data?.openTicket.id ?? '';
    const body = `<p>${'x'.repeat(RICH_TEXT_MAX_LENGTH - 7)}</p>`;
    let written = 0;
    let quota: GraphQLResult<unknown> | undefined;
    for (let i = 0; i < 120 && !quota; i++) {
      const result = await gql(
        server.url,
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
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 5);
    const [results, elapsed] = await timed(() =>
      Promise.all(Array.from({ length: 20 }, () => gql(server.url, `{ ${copies} }`, { token }))),
    );
    clearInterval(sampler);
    for (const result of results) expect(errorsOf(result)[0]?.code).toBe('QUERY_TOO_COMPLEX');
    // One page of the longest comments is still served.
    const page = await gql<{ ticket: { comments: { body: string }[] } }>(
      server.url,
      `{ ticket(id: "${ticketId}") { comments(limit: ${MAX_COMMENT_PAGE_SIZE}) { body } } }`,
      { token },
    );
    expect(page.data?.ticket.comments).toHaveLength(MAX_COMMENT_PAGE_SIZE);
    const peakMb = peakRss / 2 ** 20;
    expect(peakMb).toBeLessThan(1024);
    figures.push(
      `memory attack (20 requests x 30 pages of 50 x 20,000-character comments): refused in ${(elapsed / 20).toFixed(0)} ms each; peak RSS of the process ${peakMb.toFixed(0)} MB`,
    );
  });
});

describe('account takeover through the profile', () => {
  const UPDATE = `mutation($input: UpdateCustomerInput!) { updateCostumer(input: $input) { email } }`;

  it('refuses a new e-mail without the current password, and tells the old address', async () => {
    const token = await login(server.url);
    for (const input of [
      { email: 'atacante@exemplo.com.br' },
      { email: 'atacante@exemplo.com.br', currentPassword: 'errada123' },
      { cpf: '390.533.447-05' },
    ]) {
      const result = await gql(server.url, UPDATE, { token, variables: { input } });
      expect(errorsOf(result)).toEqual([
        { code: 'BAD_USER_INPUT', message: 'Senha atual incorreta.' },
      ]);
      expect(result.errors[0]?.extensions?.field).toBe('currentPassword');
    }
    const moved = await gql(server.url, UPDATE, {
      token,
      variables: { input: { email: 'novo@exemplo.com.br', currentPassword: DEMO_PASSWORD } },
    });
    expect(moved.data).toEqual({ updateCostumer: { email: 'novo@exemplo.com.br' } });
    expect(lines.some((l) => l.startsWith(`[mock] aviso para ${DEMO_EMAIL}:`))).toBe(true);
  });
});

describe('transport', () => {
  it('lets the site (another origin) read Retry-After', async () => {
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:4321' },
      body: JSON.stringify({ query: '{ categories { id } }' }),
    });
    expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('refuses GraphQL over GET with 405', async () => {
    const query = encodeURIComponent('{ categories { id } }');
    const response = await fetch(`${server.url}/graphql?query=${query}`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('marks every API answer no-store; photos keep their year-long cache', async () => {
    const answers = await Promise.all([
      fetch(server.graphqlUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ categories { id } }' }),
      }),
      fetch(`${server.url}/health`),
      fetch(`${server.url}/nada`),
      fetch(`${server.url}/graphql`),
    ]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
    const photo = await fetch(`${server.url}/files/products/1/1.svg`);
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('has no reset hook unless started for tests', async () => {
    expect((await fetch(`${server.url}/__mock/reset`, { method: 'POST' })).status).toBe(404);
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
