import { describe, expect, it } from 'vitest';
import { ApiError, isRefusal } from './errors.ts';

describe('isRefusal', () => {
  it.each([
    [
      'an unknown product',
      new ApiError('graphql', 'Produto com ID não encontrado.', { status: 200, code: 'NOT_FOUND' }),
    ],
    [
      'a quota (429)',
      new ApiError('graphql', 'Muitas tentativas.', { status: 429, code: 'TOO_MANY_REQUESTS' }),
    ],
    [
      'a rule',
      new ApiError('graphql', 'Você já tem 100 favoritos.', { status: 200, code: 'FORBIDDEN' }),
    ],
    ['a 4xx without GraphQL body', new ApiError('http', 'HTTP 413', { status: 413 })],
  ])('is true for %s', (_, error) => {
    expect(isRefusal(error)).toBe(true);
  });

  it.each([
    [
      'the end of the session',
      new ApiError('graphql', 'Usuário não autenticado', { status: 200, code: 'UNAUTHENTICATED' }),
    ],
    ['HTTP 401', new ApiError('http', 'HTTP 401', { status: 401 })],
    ['no answer', new ApiError('network', 'down')],
    ['a timeout', new ApiError('timeout', 'slow')],
    ['a 503 with GraphQL errors', new ApiError('graphql', 'Em manutenção', { status: 503 })],
    ['a 502 page', new ApiError('http', 'HTTP 502', { status: 502 })],
    ['an answer that is not GraphQL', new ApiError('invalid-response', 'HTML', { status: 200 })],
    ['an error that is no ApiError', new TypeError('bug')],
  ])('is false for %s', (_, error) => {
    expect(isRefusal(error)).toBe(false);
  });
});
