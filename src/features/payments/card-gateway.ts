/**
 * The payment gateway's card tokenization, called from the browser: the card number and the
 * CVV go to the gateway and never to the shop's API, which only receives the token and what the
 * gateway said about the card. The gateway speaks Mercado Pago's card token API, whichever
 * provider runs: Mercado Pago itself, or the embedded stand-in, which answers the same way.
 *
 *   POST {gateway}/v1/card_tokens?public_key=…
 *        {card_number, security_code, expiration_month, expiration_year, cardholder: {name}}
 *   201  {id, first_six_digits, last_four_digits, expiration_month, expiration_year,
 *         cardholder: {name}, …}
 *   400  {message, error, status, cause: [{code, description}]}
 *
 * Where it is and the public key come from the build (`virtual:card-gateway`). This module is
 * the one place that knows the wire format (docs/security.md).
 */
import { resolveFetch } from 'virtual:api-transport';
import { gatewayPublicKey, gatewayUrl } from 'virtual:card-gateway';
import type { AddCreditCardInput } from '~/lib/graphql/generated/graphql';
import { cardBrandOfBin } from '../../../contract/card-brands.ts';

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

const NUMBER_INVALID: CardFieldProblem = {
  name: 'number',
  message: 'Número do cartão inválido: confira os dígitos.',
};
const CVV_INVALID: CardFieldProblem = {
  name: 'cvv',
  message: 'CVV inválido: informe os 3 ou 4 dígitos do verso do cartão.',
};

/**
 * Mercado Pago's `cause` codes for a card's fields, as the form's fields and Portuguese
 * messages: a field left empty (205, 208, 209, 221, 224) or invalid (E301, 325, 326, 316, and
 * E302 or E203 for the security code). An expired card is an invalid month or year.
 */
const CARD_ERRORS: Readonly<Record<string, CardFieldProblem>> = {
  '205': { name: 'number', message: 'Informe o número do cartão.' },
  E301: NUMBER_INVALID,
  '224': { name: 'cvv', message: 'Informe o CVV: os 3 ou 4 dígitos do verso do cartão.' },
  E302: CVV_INVALID,
  E203: CVV_INVALID,
  '208': { name: 'expMonth', message: 'Escolha o mês de validade.' },
  '325': {
    name: 'expMonth',
    message: 'Mês de validade inválido ou cartão vencido: confira a validade.',
  },
  '209': { name: 'expYear', message: 'Escolha o ano de validade.' },
  '326': {
    name: 'expYear',
    message: 'Ano de validade inválido ou cartão vencido: confira a validade.',
  },
  '221': { name: 'holderName', message: 'Informe o nome como impresso no cartão.' },
  '316': { name: 'holderName', message: 'Use o nome como impresso no cartão: letras e espaços.' },
};

const UNREACHABLE =
  'Não foi possível falar com a operadora de pagamento. Verifique sua conexão e tente de novo.';
const TOO_SLOW = 'A operadora de pagamento demorou demais para responder. Tente de novo.';
const UNEXPECTED =
  'A operadora de pagamento não conseguiu processar o cartão agora. Tente de novo em instantes.';

export function tokenizeUrl(base = gatewayUrl, publicKey = gatewayPublicKey): string {
  const url = new URL('v1/card_tokens', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('public_key', publicKey);
  return url.href;
}

interface TokenBody {
  id: string;
  first_six_digits: string;
  last_four_digits: string;
  expiration_month: number;
  expiration_year: number;
  cardholder: { name: string };
}

function isTokenBody(body: unknown): body is TokenBody {
  if (typeof body !== 'object' || body === null) return false;
  const fields = body as Record<string, unknown>;
  const cardholder = fields['cardholder'];
  return (
    typeof fields['id'] === 'string' &&
    fields['id'] !== '' &&
    typeof fields['first_six_digits'] === 'string' &&
    typeof fields['last_four_digits'] === 'string' &&
    typeof fields['expiration_month'] === 'number' &&
    typeof fields['expiration_year'] === 'number' &&
    typeof cardholder === 'object' &&
    cardholder !== null &&
    typeof (cardholder as Record<string, unknown>)['name'] === 'string'
  );
}

/** The refused fields of an answer's `cause` list, in the gateway's order, each field once. */
function refusedFields(body: unknown): CardFieldProblem[] {
  const causes = (body as { cause?: unknown } | null)?.cause;
  if (!Array.isArray(causes)) return [];
  const problems = causes
    .map((entry) => CARD_ERRORS[String((entry as { code?: unknown } | null)?.code)])
    .filter((problem) => problem !== undefined);
  return problems.filter(
    (problem, index) => problems.findIndex((other) => other.name === problem.name) === index,
  );
}

function refusal(status: number, body: unknown, retryAfter: string | null): CardGatewayError {
  const fields = status === 400 ? refusedFields(body) : [];
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
        card_number: card.number,
        security_code: card.cvv,
        expiration_month: card.expMonth,
        expiration_year: card.expYear,
        cardholder: { name: card.holderName },
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
    brand: cardBrandOfBin(body.first_six_digits),
    last4: body.last_four_digits,
    holderName: body.cardholder.name,
    expMonth: body.expiration_month,
    expYear: body.expiration_year,
  };
}
