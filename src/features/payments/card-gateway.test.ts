import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CardGatewayError,
  binSearchUrl,
  brandOfBin,
  tokenizeCard,
  tokenizeSavedCard,
  tokenizeUrl,
} from './card-gateway.ts';

const card = {
  number: '4111111111111111',
  holderName: 'Maria Souza',
  expMonth: 12,
  expYear: 2031,
  cvv: '123',
};

/** Mercado Pago's payment methods search answer naming `ids` (none: a BIN it cannot place). */
function searchAnswer(...ids: string[]) {
  return {
    paging: { total: ids.length, limit: 30, offset: 0 },
    results: ids.map((id) => ({ id, payment_type_id: 'credit_card', status: 'active' })),
  };
}

/**
 * The gateway answers the card token request `status` `body`, and the BIN search `search` (the
 * visa, by default).
 */
function answer(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  search: unknown = searchAnswer('visa'),
) {
  const send = vi.fn<typeof fetch>(async (url) =>
    String(url).includes('/payment_methods/search')
      ? Response.json(search)
      : Response.json(body, {
          status,
          headers: { 'Content-Type': 'application/json', ...headers },
        }),
  );
  vi.stubGlobal('fetch', send);
  return send;
}

async function refusal(): Promise<CardGatewayError> {
  const error = await tokenizeCard(card).catch((caught: unknown) => caught);
  if (!(error instanceof CardGatewayError)) throw new Error(`not refused: ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A 201 answer of Mercado Pago's card token endpoint. */
function tokenAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 'ff8080814c11e237014c1ff593b57b4d',
    first_six_digits: '411111',
    last_four_digits: '1111',
    expiration_month: 12,
    expiration_year: 2031,
    cardholder: { name: 'MARIA SOUZA', identification: { type: null, number: null } },
    status: 'active',
    date_created: '2026-11-27T19:00:00.000-04:00',
    date_last_updated: '2026-11-27T19:00:00.000-04:00',
    date_due: '2026-12-05T19:00:00.000-04:00',
    luhn_validation: true,
    live_mode: false,
    require_esc: false,
    card_number_length: 16,
    security_code_length: 3,
    ...overrides,
  };
}

describe('tokenizeCard', () => {
  it("posts the card in Mercado Pago's card token request, with the public key, and nowhere else", async () => {
    const send = answer(201, tokenAnswer());
    await expect(tokenizeCard(card)).resolves.toEqual({
      token: 'ff8080814c11e237014c1ff593b57b4d',
      brand: 'VISA',
      last4: '1111',
      holderName: 'MARIA SOUZA',
      expMonth: 12,
      expYear: 2031,
    });
    expect(send).toHaveBeenCalledTimes(2);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe(tokenizeUrl());
    expect(String(url)).toMatch(/\/v1\/card_tokens\?public_key=pk_/);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', cache: 'no-store' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      card_number: '4111111111111111',
      security_code: '123',
      expiration_month: 12,
      expiration_year: 2031,
      cardholder: { name: 'Maria Souza' },
    });
  });

  it.each([
    ['503143', 'master', 'MASTERCARD'],
    ['636297', 'elo', 'ELO'],
    ['606282', 'hipercard', 'HIPERCARD'],
    ['375365', 'amex', 'AMEX'],
    ['506776', 'debelo', 'ELO'],
  ])("names the brand of the BIN %s as the provider's search does (%s)", async (bin, id, brand) => {
    const send = answer(201, tokenAnswer({ first_six_digits: bin }), {}, searchAnswer(id));
    await expect(tokenizeCard(card)).resolves.toMatchObject({ brand });
    const [url, init] = send.mock.calls[1] ?? [];
    expect(url).toBe(binSearchUrl(bin));
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit' });
  });

  it("guesses from the shop's own table when the provider names no brand", async () => {
    answer(201, tokenAnswer({ first_six_digits: '555555' }), {}, searchAnswer());
    await expect(tokenizeCard(card)).resolves.toMatchObject({ brand: 'MASTERCARD' });
    answer(201, tokenAnswer({ first_six_digits: '999999' }), {}, searchAnswer());
    await expect(tokenizeCard(card)).resolves.toMatchObject({ brand: 'OTHER' });
  });

  it("turns Mercado Pago's cause codes into pt-BR messages under the fields", async () => {
    answer(400, {
      message: 'invalid parameters',
      error: 'bad_request',
      status: 400,
      cause: [
        { code: 'E301', description: 'invalid parameter cardNumber' },
        { code: '326', description: 'invalid parameter cardExpirationYear' },
        { code: '999', description: 'something new' },
      ],
    });
    const error = await refusal();
    expect(error.fields).toEqual([
      { name: 'number', message: 'Número do cartão inválido: confira os dígitos.' },
      {
        name: 'expYear',
        message: 'Ano de validade inválido ou cartão vencido: confira a validade.',
      },
    ]);
    expect(error.message).toBe(
      'A operadora de pagamento recusou o cartão. Número do cartão inválido: confira os dígitos. Ano de validade inválido ou cartão vencido: confira a validade.',
    );
  });

  it.each([
    ['205', 'number', 'Informe o número do cartão.'],
    ['E301', 'number', 'Número do cartão inválido: confira os dígitos.'],
    ['224', 'cvv', 'Informe o CVV: os 3 ou 4 dígitos do verso do cartão.'],
    ['E302', 'cvv', 'CVV inválido: informe os 3 ou 4 dígitos do verso do cartão.'],
    ['E203', 'cvv', 'CVV inválido: informe os 3 ou 4 dígitos do verso do cartão.'],
    ['208', 'expMonth', 'Escolha o mês de validade.'],
    ['325', 'expMonth', 'Mês de validade inválido ou cartão vencido: confira a validade.'],
    ['209', 'expYear', 'Escolha o ano de validade.'],
    ['326', 'expYear', 'Ano de validade inválido ou cartão vencido: confira a validade.'],
    ['221', 'holderName', 'Informe o nome como impresso no cartão.'],
    ['316', 'holderName', 'Use o nome como impresso no cartão: letras e espaços.'],
  ])('cause %s is told at the field %s', async (code, name, message) => {
    answer(400, { message: 'bad', error: 'bad_request', status: 400, cause: [{ code }] });
    expect((await refusal()).fields).toEqual([{ name, message }]);
  });

  it('reads a numeric cause code as its digits', async () => {
    answer(400, { error: 'bad_request', status: 400, cause: [{ code: 221 }] });
    expect((await refusal()).fields).toEqual([
      { name: 'holderName', message: 'Informe o nome como impresso no cartão.' },
    ]);
  });

  it('says how long to wait when the gateway is busy', async () => {
    answer(429, { error: 'too_many_requests', status: 429, cause: [] }, { 'Retry-After': '30' });
    expect((await refusal()).message).toBe(
      'A operadora de pagamento está sobrecarregada: tente de novo em 30 segundos.',
    );
  });

  it('says the shop is refused on a bad public key', async () => {
    answer(401, { message: 'invalid public_key', error: 'unauthorized', status: 401, cause: [] });
    expect((await refusal()).message).toBe(
      'A operadora de pagamento recusou o pedido da loja. Tente mais tarde ou fale conosco.',
    );
  });

  it.each([
    [500, 'Internal Server Error'],
    [201, { id: 'tok_x' }],
    [201, tokenAnswer({ cardholder: null })],
    [400, { error: 'bad_request', status: 400, cause: 'nothing useful' }],
    [400, { error: 'bad_request', status: 400, cause: [{ code: '2006' }] }],
  ])('answers %s %j as a failure to retry', async (status, body) => {
    answer(status, body);
    const error = await refusal();
    expect(error.message).toBe(
      'A operadora de pagamento não conseguiu processar o cartão agora. Tente de novo em instantes.',
    );
    expect(error.fields).toEqual([]);
  });

  it('says when the gateway cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await refusal()).message).toBe(
      'Não foi possível falar com a operadora de pagamento. Verifique sua conexão e tente de novo.',
    );
  });

  it('says when the gateway takes too long', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))),
    );
    expect((await refusal()).message).toBe(
      'A operadora de pagamento demorou demais para responder. Tente de novo.',
    );
  });
});

describe('tokenizeUrl', () => {
  it('sends the public key as Mercado Pago takes it, in the query', () => {
    expect(tokenizeUrl('https://api.mercadopago.com', 'APP_USR-0f1e')).toBe(
      'https://api.mercadopago.com/v1/card_tokens?public_key=APP_USR-0f1e',
    );
  });

  it.each([
    ['https://api.gateway.example', 'https://api.gateway.example/v1/card_tokens?public_key='],
    ['https://api.gateway.example/', 'https://api.gateway.example/v1/card_tokens?public_key='],
    ['https://pay.example/sandbox', 'https://pay.example/sandbox/v1/card_tokens?public_key='],
  ])('under %s', (base, start) => {
    expect(tokenizeUrl(base).startsWith(start)).toBe(true);
  });
});

describe('brandOfBin', () => {
  it('asks the provider with the BIN and the public key', () => {
    expect(binSearchUrl('503143', 'https://api.mercadopago.com', 'APP_USR-0f1e')).toBe(
      'https://api.mercadopago.com/v1/payment_methods/search?bins=503143&public_key=APP_USR-0f1e',
    );
  });

  it('refuses an answer without results', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'odd' })),
    );
    await expect(brandOfBin('503143')).rejects.toBeInstanceOf(CardGatewayError);
  });
});

describe('tokenizeSavedCard', () => {
  it("posts the saved card's id and its CVV, and answers the token", async () => {
    const send = answer(201, { id: 'tok_saved', status: 'active' });
    await expect(tokenizeSavedCard('1700000000007', '456')).resolves.toBe('tok_saved');
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe(tokenizeUrl());
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', cache: 'no-store' });
    expect(JSON.parse(String(init?.body))).toEqual({
      card_id: '1700000000007',
      security_code: '456',
    });
  });

  it('tells a wrong CVV length or a card the provider no longer has at the CVV', async () => {
    answer(400, { error: 'bad_request', status: 400, cause: [{ code: 'E302' }] });
    const refused = await tokenizeSavedCard('1', '12').catch((caught: unknown) => caught);
    expect(refused).toMatchObject({
      fields: [
        { name: 'cvv', message: 'CVV inválido: informe os 3 ou 4 dígitos do verso do cartão.' },
      ],
    });
    answer(400, { error: 'bad_request', status: 400, cause: [{ code: 'E216' }] });
    const gone = await tokenizeSavedCard('1', '123').catch((caught: unknown) => caught);
    expect(gone).toMatchObject({
      fields: [
        {
          name: 'cvv',
          message: 'Este cartão salvo não está mais disponível: escolha outro cartão.',
        },
      ],
    });
  });
});
