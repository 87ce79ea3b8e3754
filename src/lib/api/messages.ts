import { ApiError } from './errors.ts';
import { UNKNOWN_ERROR_MESSAGE } from './common-messages.ts';

const MESSAGES = {
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  timeout: 'O servidor demorou demais para responder. Tente novamente em instantes.',
  unavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  tooManyRequests: 'Muitas solicitações em pouco tempo. Aguarde um momento e tente novamente.',
  unauthorized: 'Você não tem permissão para isso. Entre na sua conta e tente novamente.',
  invalidResponse: 'O servidor enviou uma resposta inesperada. Tente novamente em instantes.',
  aborted: 'A solicitação foi cancelada.',
  unknown: UNKNOWN_ERROR_MESSAGE,
} as const;

/** "15 minutos", "1 minuto", "40 segundos", "3 horas": a wait in words, rounded up. */
export function describeWait(seconds: number): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (seconds < 60) return plural(Math.max(1, seconds), 'segundo', 'segundos');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minuto', 'minutos');
  return plural(Math.ceil(seconds / 3600), 'hora', 'horas');
}

/**
 * A 429: what the API said was refused (its own pt-BR message) or a generic sentence, and how
 * long to wait when the answer's `Retry-After` says so.
 */
function describeTooManyRequests(error: ApiError): string {
  const what =
    error.kind === 'graphql' && error.code === 'TOO_MANY_REQUESTS'
      ? error.message
      : 'Muitas tentativas.';
  if (error.retryAfterSeconds === undefined) {
    return error.kind === 'graphql'
      ? `${what} Aguarde um pouco e tente de novo.`
      : MESSAGES.tooManyRequests;
  }
  return `${what} Tente de novo em ${describeWait(error.retryAfterSeconds)}.`;
}

function describeHttpStatus(status: number | undefined): string {
  if (status === 408 || status === 504) return MESSAGES.timeout;
  if (status === 429) return MESSAGES.tooManyRequests;
  if (status === 401 || status === 403) return MESSAGES.unauthorized;
  if (status !== undefined && status >= 500) return MESSAGES.unavailable;
  return `Não foi possível concluir a solicitação (erro ${status ?? 'desconhecido'}). Tente novamente.`;
}

/**
 * A pt-BR sentence for people about any error an API call may throw. GraphQL errors keep
 * the server's own (joined) message: the API writes its messages for shoppers, in pt-BR.
 */
export function describeApiError(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.unknown;
  if (error.status === 429) return describeTooManyRequests(error);
  switch (error.kind) {
    case 'graphql':
      return error.message;
    case 'http':
      return describeHttpStatus(error.status);
    case 'network':
      return MESSAGES.network;
    case 'timeout':
      return MESSAGES.timeout;
    case 'invalid-response':
      return MESSAGES.invalidResponse;
    case 'aborted':
      return MESSAGES.aborted;
  }
}
