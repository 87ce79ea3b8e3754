/**
 * A local stand-in of Mercado Pago's payments API for the `mercadopago` provider's tests,
 * answering as its API reference documents:
 *
 * - `POST /v1/payments` with a bearer access token and `X-Idempotency-Key` (the same key answers
 *   the same payment); card payments by `token` and `installments` end as Mercado Pago's test
 *   cardholder names make them (`APRO` approved, `OTHE`, `FUND`, `SECU` rejected with their
 *   `status_detail`, `CONT` pending); `pix` answers `point_of_interaction.transaction_data`
 *   (`qr_code`, `qr_code_base64`, `ticket_url`); `bolbradesco` needs the payer's name, CPF and
 *   address and answers `transaction_details` (`digitable_line`, `barcode.content`,
 *   `external_resource_url`);
 * - `GET /v1/payments/{id}`, `POST /v1/payments/{id}/refunds` (`amount` optional),
 *   `PUT /v1/payments/{id}` `{"status":"cancelled"}`;
 * - customers and their cards: `GET /v1/customers/search?email=`, `POST /v1/customers` (an
 *   e-mail with a customer already: cause 101), `POST /v1/customers/{id}/cards` `{token}`
 *   (the test Mastercard 5031 4332 1540 6351 with the token's cardholder name), `DELETE
 *   /v1/customers/{id}/cards/{card_id}`; a saved card's token (`savedCardToken`, as the card form
 *   makes one from `card_id` and `security_code`) pays only with `payer: {type: "customer", id}`
 *   of the card's customer (else cause 2034);
 * - errors as `{message, error, status, cause: [{code, description}]}`: 400 (`cause` 2006 for an
 *   unknown card token, 2062 for a spent one, 1 for other parameters, 23 for a malformed date),
 *   401 for a wrong token, 404 for an unknown payment, and 5xx on demand (`failNext`).
 *
 * It records every request, so tests see what the provider sent.
 */
import { listen } from '../../api/http/node-server.ts';

export type TestCardholder = 'APRO' | 'OTHE' | 'FUND' | 'SECU' | 'CONT';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Headers;
  readonly body: unknown;
}

export interface MercadoPagoStandIn {
  readonly url: string;
  readonly accessToken: string;
  /** A new single-use card token whose payment ends as `holder` makes it. */
  cardToken(holder: TestCardholder): string;
  /** A single-use token of saved card `cardId` (and a security code typed again). */
  savedCardToken(cardId: string): string;
  readonly requests: readonly RecordedRequest[];
  /** The next `count` requests are answered `status` and change nothing. */
  failNext(status: number, count: number): void;
  /** A pending Pix or boleto paid, as when the payer's bank pays it. */
  approve(id: string): void;
  close(): Promise<void>;
}

type Payment = Record<string, unknown> & {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
};

const CARD_METHODS = new Set(['visa', 'master', 'amex', 'elo', 'hipercard']);
const OUTCOMES: Record<TestCardholder, [string, string]> = {
  APRO: ['approved', 'accredited'],
  OTHE: ['rejected', 'cc_rejected_other_reason'],
  FUND: ['rejected', 'cc_rejected_insufficient_amount'],
  SECU: ['rejected', 'cc_rejected_bad_filled_security_code'],
  CONT: ['pending', 'pending_contingency'],
};
/** `yyyy-MM-dd'T'HH:mm:ss.SSS±hh:mm`, as `date_of_expiration` must be written. */
const MP_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function error(status: number, error: string, message: string, cause: [number, string][] = []) {
  return answer(status, {
    message,
    error,
    status,
    cause: cause.map(([code, description]) => ({ code, description, data: null })),
  });
}

const paramsError = (what: string) => error(400, 'bad_request', what, [[1, 'Params Error']]);

export async function startMercadoPagoStandIn(): Promise<MercadoPagoStandIn> {
  const accessToken = `TEST-${crypto.randomUUID()}`;
  const requests: RecordedRequest[] = [];
  const payments = new Map<string, Payment>();
  const tokens = new Map<string, { holder: TestCardholder; used: boolean; cardId?: string }>();
  const customers = new Map<string, { id: string; email: string } & Record<string, unknown>>();
  const cards = new Map<string, { customerId: string; holder: TestCardholder }>();
  const byKey = new Map<string, { body: string; answer: [number, unknown] }>();
  const failures: number[] = [];
  let nextId = 1_325_000_000;

  function create(body: Record<string, unknown>): Response {
    const amount = body['transaction_amount'];
    const method = body['payment_method_id'];
    const payer = (body['payer'] ?? {}) as Record<string, unknown>;
    if (typeof amount !== 'number' || !(amount > 0))
      return paramsError('invalid transaction_amount');
    const asCustomer = payer['type'] === 'customer' && typeof payer['id'] === 'string';
    if (!asCustomer && typeof payer['email'] !== 'string') {
      return paramsError('payer.email must be given');
    }
    const id = nextId++;
    const base = {
      id,
      date_created: new Date().toISOString(),
      date_approved: null as string | null,
      transaction_amount: amount,
      transaction_amount_refunded: 0,
      currency_id: 'BRL',
      description: body['description'],
      external_reference: body['external_reference'],
      notification_url: body['notification_url'],
      payment_method_id: method,
      installments: 1,
      refunds: [],
    };
    if (typeof method === 'string' && CARD_METHODS.has(method)) {
      const token = tokens.get(String(body['token']));
      if (token === undefined)
        return error(400, 'bad_request', 'Card Token not found', [[2006, 'Card Token not found']]);
      if (token.used)
        return error(400, 'bad_request', 'Invalid card token', [[2062, 'Invalid card token']]);
      const card = token.cardId === undefined ? undefined : cards.get(token.cardId);
      if (token.cardId !== undefined && (!asCustomer || card?.customerId !== payer['id'])) {
        return error(400, 'bad_request', 'Invalid users involved', [
          [2034, 'Invalid users involved'],
        ]);
      }
      token.used = true;
      const installments = body['installments'];
      if (!Number.isInteger(installments)) return paramsError('installments must be an integer');
      const [status, detail] = OUTCOMES[token.holder];
      return created({
        ...base,
        status,
        status_detail: detail,
        payment_type_id: 'credit_card',
        installments,
        date_approved: status === 'approved' ? new Date().toISOString() : null,
        card: { first_six_digits: '503143', last_four_digits: '6351' },
      });
    }
    const expiry = body['date_of_expiration'];
    if (expiry !== undefined && (typeof expiry !== 'string' || !MP_DATE.test(expiry))) {
      return error(400, 'bad_request', 'invalid date_of_expiration', [
        [
          23,
          'The following parameters must be valid date and format (yyyy-MM-ddTHH:mm:ssz) date_of_expiration',
        ],
      ]);
    }
    if (method === 'pix') {
      return created({
        ...base,
        status: 'pending',
        status_detail: 'pending_waiting_transfer',
        payment_type_id: 'bank_transfer',
        date_of_expiration: expiry,
        point_of_interaction: {
          type: 'OPENPLATFORM',
          transaction_data: {
            qr_code: `00020126580014br.gov.bcb.pix0136${crypto.randomUUID()}5204000053039865802BR5913Loja Vitrine6009Sao Paulo62070503***6304ABCD`,
            qr_code_base64:
              'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
            ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1&hash=abc`,
          },
        },
      });
    }
    if (method === 'bolbradesco') {
      const address = (payer['address'] ?? {}) as Record<string, unknown>;
      const identification = (payer['identification'] ?? {}) as Record<string, unknown>;
      const required = [
        payer['first_name'],
        payer['last_name'],
        identification['number'],
        address['zip_code'],
        address['street_name'],
        address['street_number'],
        address['neighborhood'],
        address['city'],
        address['federal_unit'],
      ];
      if (required.some((value) => typeof value !== 'string' || value === '')) {
        return paramsError('payer name, identification and address are required for boleto');
      }
      return created({
        ...base,
        status: 'pending',
        status_detail: 'pending_waiting_payment',
        payment_type_id: 'ticket',
        date_of_expiration: expiry,
        transaction_details: {
          external_resource_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1&payment_method_id=bolbradesco`,
          digitable_line: '23793380296000000000381000000009100000000012345',
          barcode: { content: '23791000000000123453380260000000000810000000' },
        },
      });
    }
    return paramsError(`invalid payment_method_id ${String(method)}`);
  }

  function created(payment: Payment): Response {
    payments.set(String(payment.id), payment);
    return answer(201, payment);
  }

  function refund(payment: Payment, body: Record<string, unknown>): Response {
    const left = Math.round(
      (payment.transaction_amount - payment.transaction_amount_refunded) * 100,
    );
    const amount = body['amount'] === undefined ? left / 100 : body['amount'];
    if (
      payment.status !== 'approved' ||
      typeof amount !== 'number' ||
      amount <= 0 ||
      Math.round(amount * 100) > left
    ) {
      return error(400, 'bad_request', 'Invalid refund', [[1, 'Params Error']]);
    }
    payment.transaction_amount_refunded =
      Math.round((payment.transaction_amount_refunded + amount) * 100) / 100;
    const full = payment.transaction_amount_refunded === payment.transaction_amount;
    payment.status = full ? 'refunded' : 'approved';
    payment.status_detail = full ? 'refunded' : 'partially_refunded';
    return answer(201, {
      id: nextId++,
      payment_id: payment.id,
      amount,
      status: 'approved',
      date_created: new Date().toISOString(),
    });
  }

  function cardJson(id: string): Record<string, unknown> {
    const card = cards.get(id);
    return {
      id,
      customer_id: card?.customerId,
      expiration_month: 11,
      expiration_year: 2030,
      first_six_digits: '503143',
      last_four_digits: '6351',
      payment_method: { id: 'master', name: 'Mastercard', payment_type_id: 'credit_card' },
      security_code: { length: 3, card_location: 'back' },
      issuer: { id: 24, name: 'Mastercard' },
      cardholder: { name: card?.holder, identification: { number: null, type: null } },
      date_created: new Date().toISOString(),
    };
  }

  /** The customers API: `rest` is the path after `/v1/customers`. */
  function customersRoute(method: string, url: URL, body: Record<string, unknown>): Response {
    const [id, sub, cardId] = url.pathname.slice('/v1/customers/'.length).split('/');
    if (method === 'GET' && url.pathname === '/v1/customers/search') {
      const email = url.searchParams.get('email');
      const results = [...customers.values()].filter((customer) => customer.email === email);
      return answer(200, { paging: { total: results.length, limit: 10, offset: 0 }, results });
    }
    if (method === 'POST' && url.pathname === '/v1/customers') {
      const email = body['email'];
      if (typeof email !== 'string') return paramsError('email must be given');
      if ([...customers.values()].some((customer) => customer.email === email)) {
        return error(400, 'bad_request', 'the customer already exist', [
          [101, 'the customer already exist'],
        ]);
      }
      const made = { ...body, id: `${nextId++}-stand1nCust0mer`, email };
      customers.set(made.id, made);
      return answer(201, made);
    }
    if (id === undefined || !customers.has(id) || sub !== 'cards') {
      return error(404, 'not_found', 'customer not found');
    }
    if (method === 'POST' && cardId === undefined) {
      const token = tokens.get(String(body['token']));
      if (token === undefined)
        return error(400, 'bad_request', 'Card Token not found', [[2006, 'Card Token not found']]);
      if (token.used)
        return error(400, 'bad_request', 'Invalid card token', [[2062, 'Invalid card token']]);
      token.used = true;
      const saved = String(nextId++);
      cards.set(saved, { customerId: id, holder: token.holder });
      return answer(200, cardJson(saved));
    }
    if (method === 'DELETE' && cardId !== undefined) {
      if (cards.get(cardId)?.customerId !== id) return error(404, 'not_found', 'card not found');
      const removed = cardJson(cardId);
      cards.delete(cardId);
      return answer(200, removed);
    }
    return error(405, 'method_not_allowed', 'Method not allowed');
  }

  function route(method: string, url: URL, body: Record<string, unknown>): Response {
    const path = url.pathname;
    if (path.startsWith('/v1/customers')) return customersRoute(method, url, body);
    if (method === 'POST' && path === '/v1/payments') return create(body);
    const match = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(path);
    const payment = match ? payments.get(match[1] ?? '') : undefined;
    if (!match || payment === undefined) {
      return error(404, 'not_found', 'Payment not found', [[2000, 'Payment not found']]);
    }
    if (method === 'GET' && !match[2]) return answer(200, payment);
    if (method === 'POST' && match[2]) return refund(payment, body);
    if (method === 'PUT' && !match[2] && body['status'] === 'cancelled') {
      if (payment.status !== 'pending')
        return paramsError('only a pending payment can be cancelled');
      payment.status = 'cancelled';
      payment.status_detail = 'by_collector';
      return answer(200, payment);
    }
    return error(405, 'method_not_allowed', 'Method not allowed');
  }

  const server = await listen(
    {
      async fetch(request) {
        const url = new URL(request.url);
        const text = await request.text();
        const body = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
        requests.push({
          method: request.method,
          path: `${url.pathname}${url.search}`,
          headers: request.headers,
          body,
        });
        const status = failures.shift();
        if (status !== undefined) return error(status, 'internal_error', 'internal_error');
        if (request.headers.get('authorization') !== `Bearer ${accessToken}`) {
          return error(401, 'unauthorized', 'invalid access token');
        }
        if (request.method === 'GET') return route('GET', url, body);
        const key = request.headers.get('x-idempotency-key');
        if (!key) return paramsError('X-Idempotency-Key header is required');
        const earlier = byKey.get(key);
        if (earlier) {
          return earlier.body === text
            ? answer(...earlier.answer)
            : error(409, 'conflict', 'idempotency key already used with another request');
        }
        const response = route(request.method, url, body);
        if (response.status < 500) {
          byKey.set(key, { body: text, answer: [response.status, await response.clone().json()] });
        }
        return response;
      },
    },
    '127.0.0.1',
    0,
    'the Mercado Pago stand-in',
  );

  return {
    url: server.origin,
    accessToken,
    requests,
    cardToken(holder) {
      const token = crypto.randomUUID().replace(/-/g, '');
      tokens.set(token, { holder, used: false });
      return token;
    },
    savedCardToken(cardId) {
      const card = cards.get(cardId);
      if (card === undefined) throw new Error(`no saved card ${cardId}`);
      const token = crypto.randomUUID().replace(/-/g, '');
      tokens.set(token, { holder: card.holder, used: false, cardId });
      return token;
    },
    failNext(status, count) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    approve(id) {
      const payment = payments.get(id);
      if (payment === undefined || payment.status !== 'pending')
        throw new Error(`${id} is not pending`);
      payment.status = 'approved';
      payment.status_detail = 'accredited';
      payment['date_approved'] = new Date().toISOString();
    },
    close: () => server.close(),
  };
}
