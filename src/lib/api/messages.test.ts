import { describe, expect, it } from 'vitest';
import { ApiError, graphQLErrorsToApiError } from './errors.ts';
import { describeApiError, describeWait } from './messages.ts';

describe('describeApiError', () => {
  it('asks to check the connection when the server could not be reached', () => {
    expect(describeApiError(new ApiError('network', 'fetch failed'))).toBe(
      'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    );
  });

  it('says the server took too long on a timeout, a 408 or a 504', () => {
    const expected = 'O servidor demorou demais para responder. Tente novamente em instantes.';
    expect(describeApiError(new ApiError('timeout', 'x'))).toBe(expected);
    expect(describeApiError(new ApiError('http', 'x', { status: 408 }))).toBe(expected);
    expect(describeApiError(new ApiError('http', 'x', { status: 504 }))).toBe(expected);
  });

  it('says the service is unavailable on a 5xx without a GraphQL body', () => {
    for (const status of [500, 502, 503]) {
      expect(describeApiError(new ApiError('http', 'x', { status }))).toBe(
        'O serviço está temporariamente indisponível. Tente novamente em instantes.',
      );
    }
  });

  it('asks to wait on a 429', () => {
    expect(describeApiError(new ApiError('http', 'x', { status: 429 }))).toBe(
      'Muitas solicitações em pouco tempo. Aguarde um momento e tente novamente.',
    );
  });

  it("says how long to wait when a 429 carries Retry-After, in the API's words", () => {
    const refusal = { message: 'Muitas tentativas.', extensions: { code: 'TOO_MANY_REQUESTS' } };
    expect(describeApiError(graphQLErrorsToApiError([refusal], 429, 900))).toBe(
      'Muitas tentativas. Tente de novo em 15 minutos.',
    );
    expect(
      describeApiError(new ApiError('http', 'x', { status: 429, retryAfterSeconds: 30 })),
    ).toBe('Muitas tentativas. Tente de novo em 30 segundos.');
  });

  it.each([
    [1, '1 segundo'],
    [59, '59 segundos'],
    [60, '1 minuto'],
    [61, '2 minutos'],
    [899, '15 minutos'],
    [3600, '1 hora'],
    [3601, '2 horas'],
  ])('words a wait of %i s as %s', (seconds, words) => {
    expect(describeWait(seconds)).toBe(words);
  });

  it('asks to log in on a 401 or 403 without a GraphQL body', () => {
    expect(describeApiError(new ApiError('http', 'x', { status: 401 }))).toBe(
      'Você não tem permissão para isso. Entre na sua conta e tente novamente.',
    );
  });

  it('names the status of any other HTTP error', () => {
    expect(describeApiError(new ApiError('http', 'x', { status: 404 }))).toBe(
      'Não foi possível concluir a solicitação (erro 404). Tente novamente.',
    );
  });

  it('says the answer was unexpected when it was not GraphQL', () => {
    expect(describeApiError(new ApiError('invalid-response', 'x', { status: 200 }))).toBe(
      'O servidor enviou uma resposta inesperada. Tente novamente em instantes.',
    );
  });

  it("shows the server's joined GraphQL messages as they are", () => {
    const error = new ApiError('graphql', 'Credenciais inválidas, Tente de novo', { status: 401 });
    expect(describeApiError(error)).toBe('Credenciais inválidas, Tente de novo');
  });

  it('says a cancelled request was cancelled', () => {
    expect(describeApiError(new ApiError('aborted', 'x'))).toBe('A solicitação foi cancelada.');
  });

  it('falls back to a generic sentence for anything else, never an English message', () => {
    const generic = 'Algo deu errado. Tente novamente em instantes.';
    expect(describeApiError(new TypeError('Cannot read properties of undefined'))).toBe(generic);
    expect(describeApiError('boom')).toBe(generic);
    expect(describeApiError(undefined)).toBe(generic);
  });
});
