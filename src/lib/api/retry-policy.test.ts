import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { isQueryOnly, isRetryableFailure } from './retry-policy.ts';

describe('isQueryOnly', () => {
  it.each([
    ['a named query', 'query GetProduct($id: ID!) { getProduct(id: $id) { id } }'],
    ['an anonymous query', 'query { a }'],
    ['the shorthand form', '{ getCustomerLoggedIn { id } }'],
    ['a query after comments and blank lines', '# mutation lives elsewhere\n\n  \t query Q { a }'],
    [
      'a query after a fragment',
      'fragment F on Product { id }\nquery Q { getProduct(id: 1) { ...F } }',
    ],
    [
      'a query whose string argument says mutation',
      'query { search(text: "mutation { x }") { id } }',
    ],
  ])('is true for %s', (_, document) => {
    expect(isQueryOnly(document)).toBe(true);
  });

  it.each([
    [
      'a mutation',
      'mutation UpdateCostumer($input: UpdateCustomerInput!) { updateCostumer(input: $input) { id } }',
    ],
    ['a mutation after comments and whitespace', '\n  # query Q { a }\n  mutation { logout }'],
    [
      'a mutation after a fragment',
      'fragment F on Customer { id }\nmutation M { updateCostumer(input: {}) { ...F } }',
    ],
    ['a document holding a query and a mutation', 'query Q { a } mutation M { b }'],
    ['a subscription', 'subscription { changes }'],
    ['a document that does not parse', 'query { a '],
    ['an empty document', ''],
    ['fragments only', 'fragment F on Product { id }'],
  ])('is false for %s', (_, document) => {
    expect(isQueryOnly(document)).toBe(false);
  });
});

describe('isRetryableFailure', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries HTTP %i', (status) => {
    expect(isRetryableFailure(new ApiError('http', 'x', { status }))).toBe(true);
    expect(isRetryableFailure(new ApiError('graphql', 'x', { status }))).toBe(true);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry HTTP %i', (status) => {
    expect(isRetryableFailure(new ApiError('http', 'x', { status }))).toBe(false);
  });

  it('does not retry a 429 that asks to wait longer than the pause', () => {
    const refused = new ApiError('graphql', 'x', { status: 429, retryAfterSeconds: 900 });
    expect(isRetryableFailure(refused, 300)).toBe(false);
    const brief = new ApiError('http', 'x', { status: 429, retryAfterSeconds: 0 });
    expect(isRetryableFailure(brief, 300)).toBe(true);
  });

  it('retries when there was no answer at all', () => {
    expect(isRetryableFailure(new ApiError('network', 'x'))).toBe(true);
    expect(isRetryableFailure(new ApiError('timeout', 'x'))).toBe(true);
  });

  it('does not retry GraphQL errors with 200, broken answers, aborts or foreign errors', () => {
    expect(isRetryableFailure(new ApiError('graphql', 'x', { status: 200 }))).toBe(false);
    expect(isRetryableFailure(new ApiError('invalid-response', 'x', { status: 200 }))).toBe(false);
    expect(isRetryableFailure(new ApiError('aborted', 'x'))).toBe(false);
    expect(isRetryableFailure(new TypeError('x'))).toBe(false);
  });
});
