/**
 * The errors the mock answers, word for word where clients match them. Every one is a
 * GraphQLError with `extensions.code`, so yoga passes it through unmasked. They are made with
 * yoga's `createGraphQLError`, so the class is the one yoga checks even where a test runner or
 * bundler loads two copies of `graphql` (vitest does: ESM for our code, CommonJS for yoga).
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { UNAVAILABLE_MESSAGE } from '../providers/payments/provider.ts';

export interface Issue {
  readonly field: string;
  readonly message: string;
}

export function badUserInput(issues: readonly Issue[]): GraphQLError {
  return createGraphQLError(issues.map((issue) => issue.message).join(' '), {
    extensions: {
      code: 'BAD_USER_INPUT',
      field: issues[0]?.field ?? null,
      fields: issues.map(({ field, message }) => ({ field, message })),
    },
  });
}

/** Throws one BAD_USER_INPUT error naming every issue, if there are any. */
export function assertNoIssues(issues: readonly Issue[]): void {
  if (issues.length > 0) throw badUserInput(issues);
}

export function unauthenticated(): GraphQLError {
  return createGraphQLError('Usuário não autenticado', {
    extensions: { code: 'UNAUTHENTICATED' },
  });
}

/** A staff operation without a live staff session (none, a customer's token, expired). */
export function staffSessionRequired(): GraphQLError {
  return createGraphQLError('Sessão da equipe encerrada: entre de novo no back office.', {
    extensions: { code: 'UNAUTHENTICATED' },
  });
}

/** A write based on a revision someone else's write has replaced: nothing was saved. */
export function conflict(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'CONFLICT' } });
}

export function invalidCredentials(): GraphQLError {
  return createGraphQLError('Credenciais inválidas', {
    extensions: { code: 'INVALID_CREDENTIALS', http: { status: 401 } },
  });
}

export function notFound(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

export function productNotFound(): GraphQLError {
  return notFound('Produto com ID não encontrado.');
}

export function forbidden(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}

/**
 * HTTP 429 with `Retry-After` (whole seconds, rounded up): the wait is in the header, where
 * clients and proxies look for it; the site turns it into "Tente de novo em …".
 */
export function tooManyRequests(message: string, waitMs: number): GraphQLError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return createGraphQLError(message, {
    extensions: {
      code: 'TOO_MANY_REQUESTS',
      http: { status: 429, headers: { 'Retry-After': String(seconds) } },
    },
  });
}

/** A card the payment provider refused (`Pagamento recusado: …`): nothing was charged or held. */
export function paymentDeclined(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'PAYMENT_DECLINED' } });
}

/** The payment provider did not answer: the same request (same key) may be sent again. */
export function paymentUnavailable(): GraphQLError {
  return createGraphQLError(UNAVAILABLE_MESSAGE, { extensions: { code: 'PAYMENT_UNAVAILABLE' } });
}

/** The captcha's refusal: no token, or one the provider did not confirm. */
export const NOT_A_ROBOT = 'Confirme que você não é um robô.';

export function captchaRefused(): GraphQLError {
  return createGraphQLError(NOT_A_ROBOT, { extensions: { code: 'CAPTCHA_FAILED' } });
}

/** The captcha provider could not be asked: nothing was done, and the same form may be sent again. */
export function captchaUnavailable(): GraphQLError {
  return createGraphQLError(
    'Não foi possível concluir a verificação de segurança agora. Tente novamente em instantes.',
    { extensions: { code: 'CAPTCHA_UNAVAILABLE', http: { status: 503 } } },
  );
}
