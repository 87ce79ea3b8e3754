/**
 * The payment gateway's card tokenization, called from the browser: the card number and the
 * CVV go to the gateway and never to the shop's API, which only receives the token and what the
 * gateway said about the card. The gateway speaks Mercado Pago's API, whichever provider runs:
 * Mercado Pago itself, or the embedded stand-in, which answers the same way.
 *
 *   POST {gateway}/v1/card_tokens?public_key=…
 *        {card_number, security_code, expiration_month, expiration_year, cardholder: {name}}
 *        or a saved card's {card_id, security_code} (its CVV typed again for each payment)
 *   201  {id, first_six_digits, last_four_digits, expiration_month, expiration_year,
 *         cardholder: {name}, …}
 *   400  {message, error, status, cause: [{code, description}]}
 *   GET  {gateway}/v1/payment_methods/search?bins=<first six digits>&public_key=…
 *   200  {results: [{id: "master", …}]}: the card's brand as the provider knows it
 *
 * Where it is and the public key come from the build (`virtual:card-gateway`). This module is
 * the one place that knows the wire format (docs/security.md).
 */
import { resolveFetch } from 'virtual:api-transport';
import { gatewayPublicKey, gatewayUrl } from 'virtual:card-gateway';
import type { AddCreditCardInput } from '~/lib/graphql/generated/graphql';
import { cardBrandOfBin, cardBrandOfPaymentMethod } from '../../../contract/card-brands.ts';
import type { CardBrand } from '../../../contract/card-brands.ts';

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
  // The stand-in's code for a saved card it no longer has (removed meanwhile).
  E216: {
    name: 'cvv',
    message: 'Este cartão salvo não está mais disponível: escolha outro cartão.',
  },
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

/** Where the provider answers the payment methods of a BIN. */
export function binSearchUrl(bin: string, base = gatewayUrl, publicKey = gatewayPublicKey): string {
  const url = new URL('v1/payment_methods/search', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('bins', bin);
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
 * One call to the gateway, answering its body when it is a success (else throwing its refusal
 * as CardGatewayError). `body`, when given, is posted as JSON.
 */
async function call(url: string, body?: unknown): Promise<unknown> {
  const send = await resolveFetch();
  let response: Response;
  try {
    response = await send(url, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      // A card must not linger in any cache or be sent along with cookies.
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(TOKENIZE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CardGatewayError(
      error instanceof DOMException && error.name === 'TimeoutError' ? TOO_SLOW : UNREACHABLE,
    );
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = null;
  }
  if (!response.ok) throw refusal(response.status, answer, response.headers.get('retry-after'));
  return answer;
}

/**
 * The brand of the card whose number starts with `bin`, as the provider knows it: the first
 * payment method its BIN search answers. The shop's own IIN table is the guess when the provider
 * names none (a BIN it cannot place). Throws CardGatewayError.
 */
export async function brandOfBin(bin: string): Promise<CardBrand> {
  const answer = await call(binSearchUrl(bin));
  const results = (answer as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) throw new CardGatewayError(UNEXPECTED);
  const id = (results[0] as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? cardBrandOfPaymentMethod(id) : cardBrandOfBin(bin);
}

/**
 * Sends the card to the gateway and answers what `addCreditCard` takes: the token and the
 * brand (the provider's, from the BIN), last four digits, holder and expiry the gateway
 * recorded. Throws CardGatewayError.
 */
export async function tokenizeCard(card: CardDetails): Promise<AddCreditCardInput> {
  const body = await call(tokenizeUrl(), {
    card_number: card.number,
    security_code: card.cvv,
    expiration_month: card.expMonth,
    expiration_year: card.expYear,
    cardholder: { name: card.holderName },
  });
  if (!isTokenBody(body)) throw new CardGatewayError(UNEXPECTED);
  return {
    token: body.id,
    brand: await brandOfBin(body.first_six_digits),
    last4: body.last_four_digits,
    holderName: body.cardholder.name,
    expMonth: body.expiration_month,
    expYear: body.expiration_year,
  };
}

/**
 * A single-use token of a saved card for one payment: the provider's card id and the CVV typed
 * again (the provider keeps no CVV). Throws CardGatewayError.
 */
export async function tokenizeSavedCard(cardId: string, cvv: string): Promise<string> {
  const body = await call(tokenizeUrl(), { card_id: cardId, security_code: cvv });
  const id = (body as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || id === '') throw new CardGatewayError(UNEXPECTED);
  return id;
}
