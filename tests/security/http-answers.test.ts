/**
 * What every answer of the API's HTTP server says, on `npm start`'s defaults: the site (another
 * origin) may read Retry-After, GraphQL over GET is refused, every answer but a photo is
 * `no-store`, and the test hooks exist only when the server is started for tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '../../mocks/server.ts';
import { testDatabase } from '../support/api/database.ts';
import { apiUnderAttack } from './api-under-attack.ts';
import type { ApiUnderAttack } from './api-under-attack.ts';

describe("the API's HTTP answers", () => {
  let api: ApiUnderAttack;
  beforeAll(async () => {
    api = await apiUnderAttack();
  });
  afterAll(() => api.server.close());

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
