/**
 * The payment stand-in's customers API, Mercado Pago's in shape, for the shop's server only
 * (`api/providers/payments/customer-cards.ts` makes these calls to both):
 *
 *   GET    /v1/customers/search?email=…        200 {paging, results: [customer]}
 *   POST   /v1/customers                       201 customer  {email, first_name, last_name,
 *                                                            identification?: {type, number}}
 *   GET    /v1/customers/{id}                  200 customer
 *   POST   /v1/customers/{id}/cards            201 card      {token}
 *   GET    /v1/customers/{id}/cards            200 [card]
 *   DELETE /v1/customers/{id}/cards/{card_id}  200 card
 *
 * A card answers `{id, customer_id, expiration_month, expiration_year, first_six_digits,
 * last_four_digits, payment_method: {id, payment_type_id}, security_code: {length,
 * card_location}, cardholder: {name}, date_created}`. Errors are Mercado Pago's `{message, error,
 * status, cause}`: an e-mail that has a customer already (cause 101), a bad field (cause 1), a
 * card token not found (2006) or spent or expired (2062), 404 for an unknown customer or card.
 * Every request carries the access token as bearer; every POST and DELETE an idempotency key.
 */
import { PAYMENT_METHOD_IDS, securityCodeLength } from '../../contract/card-brands.ts';
import type { CardBrand } from '../../contract/card-brands.ts';
import { IDEMPOTENCY_HEADER } from '../../api/providers/payments/http-json.ts';
import { bearerMatches } from './charges-handler.ts';
import type { CustomerStore, GatewayCard, GatewayCustomer } from './customers.ts';
import { MAX_CARDS_PER_CUSTOMER } from './customers.ts';
import { json, mercadoPagoFailure, parseJson, readTextLimited } from './http.ts';

export const CUSTOMERS_PATH = '/v1/customers';
const MAX_BODY_BYTES = 4 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

export interface CustomersApiOptions {
  readonly customers: CustomerStore;
  /** MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN. */
  readonly accessToken: string;
}

/** Mercado Pago's `payment_method.id` of a brand the stand-in recorded. */
export function paymentMethodIdOf(brand: string): string {
  return PAYMENT_METHOD_IDS[brand as CardBrand] ?? brand.toLowerCase();
}

function customerJson(customer: GatewayCustomer) {
  return {
    id: customer.id,
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    identification: customer.identification ?? { type: null, number: null },
    date_created: new Date(customer.createdAt).toISOString(),
    live_mode: false,
  };
}

function cardJson(card: GatewayCard) {
  const created = new Date(card.createdAt).toISOString();
  return {
    id: card.id,
    customer_id: card.customerId,
    expiration_month: card.expMonth,
    expiration_year: card.expYear,
    first_six_digits: null,
    last_four_digits: card.last4,
    payment_method: { id: paymentMethodIdOf(card.brand), payment_type_id: 'credit_card' },
    security_code: {
      length: securityCodeLength(card.brand as CardBrand),
      card_location: card.brand === 'AMEX' ? 'front' : 'back',
    },
    cardholder: { name: card.holderName, identification: { type: null, number: null } },
    date_created: created,
    date_last_updated: created,
  };
}

const paramsError = (message: string) =>
  mercadoPagoFailure(400, 'bad_request', message, [{ code: '1', description: 'Params Error' }]);
const notFound = (what: string) => mercadoPagoFailure(404, 'not_found', `${what} not found`);

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : null;

export function createCustomersApi(options: CustomersApiOptions) {
  const { customers } = options;

  async function create(body: Record<string, unknown>): Promise<Response> {
    const email = body['email'];
    if (typeof email !== 'string' || !EMAIL.test(email) || email.length > 254) {
      return paramsError('invalid email');
    }
    const firstName = text(body['first_name'], 100) ?? '';
    const lastName = text(body['last_name'], 100) ?? '';
    const sent = body['identification'];
    let identification: GatewayCustomer['identification'] = null;
    if (sent !== undefined) {
      const { type, number } = (typeof sent === 'object' && sent !== null ? sent : {}) as Record<
        string,
        unknown
      >;
      if (type !== 'CPF' || typeof number !== 'string' || !/^\d{11}$/.test(number)) {
        return paramsError('invalid identification');
      }
      identification = { type, number };
    }
    const made = await customers.create({ email, firstName, lastName, identification });
    if (made === null) {
      return mercadoPagoFailure(400, 'bad_request', 'the customer already exist', [
        { code: '101', description: 'the customer already exist' },
      ]);
    }
    return json(customerJson(made), 201);
  }

  async function saveCard(customerId: string, body: Record<string, unknown>): Promise<Response> {
    const token = body['token'];
    if (typeof token !== 'string' || token === '' || token.length > 200) {
      return paramsError('token must be given');
    }
    if ((await customers.cardsOf(customerId)).length >= MAX_CARDS_PER_CUSTOMER) {
      return paramsError('too many cards');
    }
    const saved = await customers.saveCard(customerId, token);
    if (saved.ok) return json(cardJson(saved.card), 201);
    if (saved.reason === 'no_customer') return notFound('customer');
    return saved.reason === 'unknown'
      ? mercadoPagoFailure(400, 'bad_request', 'Card Token not found', [
          { code: '2006', description: 'Card Token not found' },
        ])
      : mercadoPagoFailure(400, 'bad_request', 'Invalid card token', [
          { code: '2062', description: 'Invalid card token' },
        ]);
  }

  async function bodyOf(request: Request): Promise<Record<string, unknown> | Response> {
    const raw = await readTextLimited(request, MAX_BODY_BYTES);
    if (raw === null) return mercadoPagoFailure(413, 'request_too_large', 'request body too large');
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
      return mercadoPagoFailure(415, 'unsupported_media_type', 'use application/json');
    }
    const body = parseJson(raw);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return paramsError('invalid json body');
    }
    return body as Record<string, unknown>;
  }

  /** `segments`: the path after `/v1/customers`, split at its slashes. */
  async function route(request: Request, segments: readonly string[]): Promise<Response> {
    const url = new URL(request.url);
    const [id, sub, cardId, ...rest] = segments;
    const method = request.method;
    if (rest.length > 0 || (sub !== undefined && sub !== 'cards')) return notFound('resource');
    if (method !== 'GET') {
      const key = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
      if (!IDEMPOTENCY_KEY.test(key)) return paramsError('X-Idempotency-Key must be given');
    }
    if (id === 'search' && sub === undefined && method === 'GET') {
      const email = url.searchParams.get('email') ?? '';
      const found = email === '' ? [] : await customers.search(email);
      return json(
        {
          paging: { total: found.length, limit: 10, offset: 0 },
          results: found.map(customerJson),
        },
        200,
      );
    }
    if (id === undefined) {
      if (method !== 'POST') return mercadoPagoFailure(405, 'method_not_allowed', 'use POST');
      const body = await bodyOf(request);
      return body instanceof Response ? body : create(body);
    }
    const customer = await customers.get(id);
    if (customer === null) return notFound('customer');
    if (sub === undefined) {
      return method === 'GET'
        ? json(customerJson(customer), 200)
        : mercadoPagoFailure(405, 'method_not_allowed', 'use GET');
    }
    if (cardId === undefined) {
      if (method === 'GET') return json((await customers.cardsOf(id)).map(cardJson), 200);
      if (method !== 'POST')
        return mercadoPagoFailure(405, 'method_not_allowed', 'use GET or POST');
      const body = await bodyOf(request);
      return body instanceof Response ? body : saveCard(id, body);
    }
    if (method === 'GET') {
      const card = await customers.cardOf(id, cardId);
      return card === null ? notFound('card') : json(cardJson(card), 200);
    }
    if (method !== 'DELETE')
      return mercadoPagoFailure(405, 'method_not_allowed', 'use GET or DELETE');
    const removed = await customers.deleteCard(id, cardId);
    return removed === null ? notFound('card') : json(cardJson(removed), 200);
  }

  return {
    /** Answers a request whose path is `CUSTOMERS_PATH` or under it. */
    async fetch(request: Request): Promise<Response> {
      if (!bearerMatches(request.headers.get('authorization'), options.accessToken)) {
        return mercadoPagoFailure(401, 'unauthorized', 'invalid access token');
      }
      const rest = new URL(request.url).pathname.slice(CUSTOMERS_PATH.length);
      return route(
        request,
        rest.split('/').filter((segment) => segment !== ''),
      );
    },
  };
}
