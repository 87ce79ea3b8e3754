/** The cost limit lets every operation of the site through, at its largest, and stops the rest. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_COMMENT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_QUERY_COST } from '../core/constants.ts';
import { errorsOf, gql, login, testHandler } from '../../tests/support/api/api.ts';

const SOURCE = fileURLToPath(new URL('../../src', import.meta.url));

/** Every operation the site sends, from its `.graphql` documents. */
function siteDocuments(): { file: string; text: string }[] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => ({ file, text: readFileSync(join(SOURCE, file), 'utf8') }));
}

/** The largest values the site may send: the biggest pages. */
const LARGEST = {
  page: 1,
  pageSize: MAX_PAGE_SIZE,
  limit: MAX_COMMENT_PAGE_SIZE,
  offset: 0,
  id: '1',
  ids: ['1'],
};

describe('cost limit', () => {
  it('lets every query of the site through at its largest page sizes', async () => {
    const handler = await testHandler();
    const token = await login(handler);
    const documents = siteDocuments();
    expect(documents.length).toBeGreaterThan(5);
    for (const { file, text } of documents) {
      for (const [, operation] of text.matchAll(/^query (\w+)/gm)) {
        const result = await gql(handler, text, {
          token,
          variables: LARGEST,
          operationName: operation,
        });
        const refusals = result.errors.filter((e) => e.extensions?.code === 'QUERY_TOO_COMPLEX');
        expect(refusals, `${file} ${operation}`).toEqual([]);
      }
    }
  });

  it('counts introspection: 30 aliased __schema are refused before running', async () => {
    const selections = Array.from(
      { length: 30 },
      (_, i) => `s${i}: __schema { types { name fields { name args { name } type { name } } } }`,
    ).join(' ');
    const result = await gql(await testHandler(), `{ ${selections} }`);
    expect(errorsOf(result)[0]?.code).toBe('QUERY_TOO_COMPLEX');
    expect(result.data).toBeNull();
  });

  it('multiplies by the comment page size: many long comments asked many times over', async () => {
    const handler = await testHandler();
    const token = await login(handler);
    const copies = Array.from(
      { length: 10 },
      (_, i) => `t${i}: ticket(id: "1") { comments(limit: ${MAX_COMMENT_PAGE_SIZE}) { body } }`,
    ).join(' ');
    const result = await gql(handler, `{ ${copies} }`, { token });
    expect(errorsOf(result)).toEqual([
      {
        code: 'QUERY_TOO_COMPLEX',
        message: expect.stringContaining(`o máximo é ${MAX_QUERY_COST}`),
      },
    ]);
  });
});
