/**
 * The payment gateway's card tokenization, called from the browser: the card number and the
 * CVV go to the gateway (PUBLIC_PAYMENT_GATEWAY_URL) and never to the shop's API, which only
 * receives the token and what the gateway said about the card. This module is the one place
 * that knows the gateway's wire format; pointing the shop at another gateway means changing it
 * (docs/security.md says what to change).
 */
import { PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY, PUBLIC_PAYMENT_GATEWAY_URL } from 'astro:env/client';
import { resolveFetch } from 'virtual:api-transport';
import type { AddCreditCardInput } from '~/lib/graphql/generated/graphql';
import { cardBrandOf } from '../../../contract/card-brands.ts';

export interface CardDetails {
  readonly number: string;
  readonly holderName: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvv: string;
}

export type CardField = keyof CardDetails;

export interface CardFieldProblem {
  readonly name: CardField;
  readonly message: string;
}

/** The gateway refused the card or could not be reached; the message is for the customer. */
export class CardGatewayError extends Error {
  override name = 'CardGatewayError';
  readonly fields: readonly CardFieldProblem[];
  constructor(message: string, fields: readonly CardFieldProblem[] = []) {
    super(message);
    this.fields = fields;
  }
}

export const TOKENIZE_TIMEOUT_MS = 20_000;

/** The gateway's error codes for a card, as the form's fields and Portuguese messages. */
const CARD_ERRORS: Readonly<Record<string, CardFieldProblem>> = {
  invalid_number: { name: 'number', message: 'Número do cartão inválido: confira os dígitos.' },
  invalid_cvv: {
    name: 'cvv',
    message: 'CVV inválido: informe os 3 ou 4 dígitos do verso do cartão.',
  },
  invalid_expiry_month: { name: 'expMonth', message: 'Mês de validade inválido.' },
  invalid_expiry_year: { name: 'expYear', message: 'Ano de validade inválido.' },
  expired_card: {
    name: 'expYear',
    message: 'Cartão vencido: escolha uma validade a partir deste mês.',
  },
  invalid_holder_name: {
    name: 'holderName',
    message: 'Use o nome como impresso no cartão: letras e espaços.',
  },
};

const UNREACHABLE =
  'Não foi possível falar com a operadora de pagamento. Verifique sua conexão e tente de novo.';
const TOO_SLOW = 'A operadora de pagamento demorou demais para responder. Tente de novo.';
const UNEXPECTED =
  'A operadora de pagamento não conseguiu processar o cartão agora. Tente de novo em instantes.';

export function tokenizeUrl(base = PUBLIC_PAYMENT_GATEWAY_URL): string {
  const url = new URL('v1/card_tokens', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('public_key', PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY);
  return url.href;
}

interface TokenBody {
  id: string;
  card: {
    brand: unknown;
    last_four_digits: string;
    holder_name: string;
    exp_month: number;
    exp_year: number;
  };
}

function isTokenBody(body: unknown): body is TokenBody {
  if (typeof body !== 'object' || body === null) return false;
  const { id, card } = body as Record<string, unknown>;
  if (typeof id !== 'string' || typeof card !== 'object' || card === null) return false;
  const fields = card as Record<string, unknown>;
  return (
    typeof fields['last_four_digits'] === 'string' &&
    typeof fields['holder_name'] === 'string' &&
    typeof fields['exp_month'] === 'number' &&
    typeof fields['exp_year'] === 'number'
  );
}

/** The refused fields of a `card_error` answer, in the gateway's order, each once. */
function refusedFields(body: unknown): CardFieldProblem[] {
  const errors = (body as { error?: { errors?: unknown } } | null)?.error?.errors;
  if (!Array.isArray(errors)) return [];
  const problems = errors
    .map((entry) => CARD_ERRORS[String((entry as { code?: unknown } | null)?.code)])
    .filter((problem) => problem !== undefined);
  return problems.filter(
    (problem, index) => problems.findIndex((other) => other.name === problem.name) === index,
  );
}

function refusal(status: number, body: unknown, retryAfter: string | null): CardGatewayError {
  const fields = status === 422 ? refusedFields(body) : [];
  if (fields.length > 0) {
    const details = fields.map((field) => field.message).join(' ');
    return new CardGatewayError(`A operadora de pagamento recusou o cartão. ${details}`, fields);
  }
  if (status === 429) {
    const seconds = Number(retryAfter);
    const wait =
      Number.isFinite(seconds) && seconds > 0
        ? `em ${Math.ceil(seconds)} segundo${Math.ceil(seconds) === 1 ? '' : 's'}`
        : 'em instantes';
    return new CardGatewayError(
      `A operadora de pagamento está sobrecarregada: tente de novo ${wait}.`,
    );
  }
  if (status === 401 || status === 403) {
    return new CardGatewayError(
      'A operadora de pagamento recusou o pedido da loja. Tente mais tarde ou fale conosco.',
    );
  }
  return new CardGatewayError(UNEXPECTED);
}

/**
 * Sends the card to the gateway and answers what `addCreditCard` takes: the token and the
 * brand, last four digits, holder and expiry the gateway recorded. Throws CardGatewayError.
 */
export async function tokenizeCard(card: CardDetails): Promise<AddCreditCardInput> {
  const send = await resolveFetch();
  let response: Response;
  try {
    response = await send(tokenizeUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        card: {
          number: card.number,
          holder_name: card.holderName,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          cvv: card.cvv,
        },
      }),
      // The card must not linger in any cache or be sent along with cookies.
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(TOKENIZE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CardGatewayError(
      error instanceof DOMException && error.name === 'TimeoutError' ? TOO_SLOW : UNREACHABLE,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) throw refusal(response.status, body, response.headers.get('retry-after'));
  if (!isTokenBody(body)) throw new CardGatewayError(UNEXPECTED);
  return {
    token: body.id,
    brand: cardBrandOf(body.card.brand),
    last4: body.card.last_four_digits,
    holderName: body.card.holder_name,
    expMonth: body.card.exp_month,
    expYear: body.card.exp_year,
  };
}
