import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardGatewayError, tokenizeCard, tokenizeUrl } from './card-gateway.ts';

const card = {
  number: '4111111111111111',
  holderName: 'Maria Souza',
  expMonth: 12,
  expYear: 2031,
  cvv: '123',
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const send = vi.fn<typeof fetch>(async () =>
    Response.json(body, { status, headers: { 'Content-Type': 'application/json', ...headers } }),
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

describe('tokenizeCard', () => {
  it("posts the card to the gateway's tokenization URL with the public key, and nowhere else", async () => {
    const send = answer(201, {
      id: 'tok_abc',
      card: {
        brand: 'visa',
        last_four_digits: '1111',
        holder_name: 'MARIA SOUZA',
        exp_month: 12,
        exp_year: 2031,
      },
    });
    await expect(tokenizeCard(card)).resolves.toEqual({
      token: 'tok_abc',
      brand: 'VISA',
      last4: '1111',
      holderName: 'MARIA SOUZA',
      expMonth: 12,
      expYear: 2031,
    });
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe(tokenizeUrl());
    expect(String(url)).toMatch(/\/v1\/card_tokens\?public_key=pk_/);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', cache: 'no-store' });
    expect(JSON.parse(String(init?.body))).toEqual({
      card: {
        number: '4111111111111111',
        holder_name: 'Maria Souza',
        exp_month: 12,
        exp_year: 2031,
        cvv: '123',
      },
    });
  });

  it('reads an unknown brand as OTHER', async () => {
    answer(201, {
      id: 'tok_x',
      card: {
        brand: 'jcb',
        last_four_digits: '0000',
        holder_name: 'A B',
        exp_month: 1,
        exp_year: 2030,
      },
    });
    await expect(tokenizeCard(card)).resolves.toMatchObject({ brand: 'OTHER' });
  });

  it("turns the gateway's codes into pt-BR messages under the fields", async () => {
    answer(422, {
      error: {
        type: 'card_error',
        errors: [
          { code: 'invalid_number', param: 'card.number' },
          { code: 'expired_card', param: 'card.exp_year' },
          { code: 'something_new', param: 'card.x' },
        ],
      },
    });
    const error = await refusal();
    expect(error.fields).toEqual([
      { name: 'number', message: 'Número do cartão inválido: confira os dígitos.' },
      { name: 'expYear', message: 'Cartão vencido: escolha uma validade a partir deste mês.' },
    ]);
    expect(error.message).toBe(
      'A operadora de pagamento recusou o cartão. Número do cartão inválido: confira os dígitos. Cartão vencido: escolha uma validade a partir deste mês.',
    );
  });

  it('says how long to wait when the gateway is busy', async () => {
    answer(429, { error: { code: 'too_many_tokens' } }, { 'Retry-After': '30' });
    expect((await refusal()).message).toBe(
      'A operadora de pagamento está sobrecarregada: tente de novo em 30 segundos.',
    );
  });

  it('says the shop is refused on a bad public key', async () => {
    answer(401, { error: { code: 'invalid_public_key' } });
    expect((await refusal()).message).toBe(
      'A operadora de pagamento recusou o pedido da loja. Tente mais tarde ou fale conosco.',
    );
  });

  it.each([
    [500, 'Internal Server Error'],
    [201, { id: 'tok_x' }],
    [422, { error: { errors: 'nothing useful' } }],
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
  it.each([
    ['https://api.gateway.example', 'https://api.gateway.example/v1/card_tokens?public_key='],
    ['https://api.gateway.example/', 'https://api.gateway.example/v1/card_tokens?public_key='],
    ['https://pay.example/sandbox', 'https://pay.example/sandbox/v1/card_tokens?public_key='],
  ])('under %s', (base, start) => {
    expect(tokenizeUrl(base).startsWith(start)).toBe(true);
  });
});
