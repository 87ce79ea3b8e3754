import { ApiError } from './errors.ts';

const MESSAGES = {
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  timeout: 'O servidor demorou demais para responder. Tente novamente em instantes.',
  unavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  tooManyRequests: 'Muitas solicitações em pouco tempo. Aguarde um momento e tente novamente.',
  unauthorized: 'Você não tem permissão para isso. Entre na sua conta e tente novamente.',
  invalidResponse: 'O servidor enviou uma resposta inesperada. Tente novamente em instantes.',
  aborted: 'A solicitação foi cancelada.',
  unknown: 'Algo deu errado. Tente novamente em instantes.',
} as const;

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
