import { describe, expect, it } from 'vitest';
import { operationNameOf, operationsOf } from './graphql-document.ts';

describe('operationsOf', () => {
  it.each([
    [
      'a named query',
      'query GetProduct($id: ID!) { getProduct(id: $id) { id } }',
      [['query', 'GetProduct']],
    ],
    ['the shorthand form', '{ getCustomerLoggedIn { id } }', [['query', undefined]]],
    [
      'an anonymous mutation with variables',
      'mutation ($a: Int = 1) { m(a: $a) }',
      [['mutation', undefined]],
    ],
    [
      'a subscription with a directive',
      'subscription S @live { changes }',
      [['subscription', 'S']],
    ],
    [
      'operations after fragments, comments and commas',
      '# mutation M { x }\nfragment F on Product { id, ...G }\n,,query Q { p { ...F } } mutation M { m }',
      [
        ['query', 'Q'],
        ['mutation', 'M'],
      ],
    ],
    [
      'words that look like operations inside strings and block strings',
      'query Q { a(s: "} mutation { x", b: """ \\""" mutation { y } """) { id } }',
      [['query', 'Q']],
    ],
    [
      'fields named like keywords',
      'query { mutation { query } subscription }',
      [['query', undefined]],
    ],
    [
      'list and object arguments',
      'query { a(list: [1, -2.5e3], o: { k: "v" }) }',
      [['query', undefined]],
    ],
    ['fragments only', 'fragment F on Product { id }', []],
    ['an empty document', '  \n # nothing\n', []],
  ])('reads %s', (_, document, expected) => {
    expect(operationsOf(document)).toEqual(expected.map(([type, name]) => ({ type, name })));
  });

  it.each([
    ['an unclosed selection', 'query { a '],
    ['an unterminated string', 'query { a(s: "open) }'],
    ['brackets that do not match', 'query { a(b: [1) }'],
    ['an operation without a selection set', 'query Q'],
    ['a top-level word that starts no definition', 'type Query { a: Int }'],
    ['a stray character', 'query { a } %'],
  ])('gives null for %s', (_, document) => {
    expect(operationsOf(document)).toBeNull();
  });
});

describe('operationNameOf', () => {
  it("names a document's only operation, and nothing else", () => {
    expect(operationNameOf('fragment F on P { id } query GetProduct { p { ...F } }')).toBe(
      'GetProduct',
    );
    expect(operationNameOf('{ a }')).toBeUndefined();
    expect(operationNameOf('query A { a } query B { b }')).toBeUndefined();
    expect(operationNameOf('query { a ')).toBeUndefined();
  });
});
