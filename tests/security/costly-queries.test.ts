/**
 * Costly requests to `npm start`, sent to the real HTTP server with its default bounds: aliased
 * introspection, one costly selection many times, huge lists and a memory attack (long comments
 * asked for many times over) are refused before any work, shown by what the API did (no
 * operation reached execution, `data` is null), not by a clock. The times are printed as
 * figures (docs/performance.md keeps them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMMENT_PAGE_SIZE } from '../../api/core/constants.ts';
import { RICH_TEXT_MAX_LENGTH } from '../../contract/limits.ts';
import { OTHER_EMAIL } from '../../mocks/seed/customers.ts';
import { errorsOf, gql, login } from '../support/api/api.ts';
import type { GraphQLResult } from '../support/api/api.ts';
import { apiUnderAttack, figureLog, timed } from './api-under-attack.ts';
import type { ApiUnderAttack } from './api-under-attack.ts';

const OTHER_PASSWORD = 'Senha@456';
const figures = figureLog('costly queries');
afterAll(() => figures.print());

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

describe('costly requests', () => {
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
});
