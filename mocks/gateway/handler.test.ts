import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../tests/support/api/database.ts';
import { createCardTokenVault } from './card-tokens.ts';
import {
  CARD_TOKENS_PATH,
  MAX_GATEWAY_BODY_BYTES,
  PAYMENT_METHODS_SEARCH_PATH,
  createGatewayHandler,
} from './handler.ts';

const SITE = 'http://127.0.0.1:4321';
const KEY = 'pk_test_unit';
const BASE = 'http://127.0.0.1:4001';
/** Mercado Pago's card token request. */
const card = {
  card_number: '4111111111111111',
  security_code: '123',
  expiration_month: 12,
  expiration_year: 2099,
  cardholder: { name: 'Maria Souza' },
};

async function setup() {
  const vault = createCardTokenVault((await testDatabase()).db);
  const gateway = createGatewayHandler({ vault, publicKey: KEY, allowedOrigins: [SITE] });
  return { vault, gateway };
}

function post(
  body: BodyInit | null,
  options: { key?: string; origin?: string | null; type?: string; path?: string } = {},
): Request {
  const headers = new Headers({ 'Content-Type': options.type ?? 'application/json' });
  if (options.origin !== null) headers.set('Origin', options.origin ?? SITE);
  const url = `${BASE}${options.path ?? CARD_TOKENS_PATH}?public_key=${options.key ?? KEY}`;
  return new Request(url, { method: 'POST', headers, body });
}

/** A Mercado Pago error answer: `{message, error, status, cause}`. */
async function errorOf(response: Response) {
  return (await response.json()) as Record<string, unknown>;
}

describe('POST /v1/card_tokens', () => {
  it("answers Mercado Pago's card token, with what the shop may keep, to the site only", async () => {
    const { gateway } = await setup();
    const response = await gateway.fetch(post(JSON.stringify(card)));
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      first_six_digits: '411111',
      last_four_digits: '1111',
      expiration_month: 12,
      expiration_year: 2099,
      cardholder: { name: 'MARIA SOUZA', identification: { type: null, number: null } },
      status: 'active',
      luhn_validation: true,
      live_mode: false,
      card_number_length: 16,
      security_code_length: 3,
    });
    expect(body['id']).toMatch(/^tok_/);
    expect(Date.parse(String(body['date_due'])) - Date.parse(String(body['date_created']))).toBe(
      10 * 60 * 1000,
    );
    expect(JSON.stringify(body)).not.toMatch(/4111111111111111|"123"/);
  });

  it("echoes the cardholder's document when one is sent", async () => {
    const { gateway } = await setup();
    const identification = { type: 'CPF', number: '12345678909' };
    const withDocument = { ...card, cardholder: { name: 'Maria Souza', identification } };
    const response = await gateway.fetch(post(JSON.stringify(withDocument)));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ cardholder: { identification } });
  });

  it("names each refused field with Mercado Pago's cause codes, in its error shape", async () => {
    const { gateway, vault } = await setup();
    const bad = { ...card, card_number: '4111111111111112', security_code: '1' };
    const response = await gateway.fetch(post(JSON.stringify(bad)));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      message: 'invalid parameters',
      error: 'bad_request',
      status: 400,
      cause: [
        { code: 'E301', description: 'invalid parameter cardNumber' },
        { code: 'E302', description: 'invalid parameter securityCode' },
      ],
    });
    expect(await vault.size()).toBe(0);
  });

  it('says which fields a request left empty', async () => {
    const response = await (await setup()).gateway.fetch(post('{}'));
    expect(response.status).toBe(400);
    expect(((await errorOf(response))['cause'] as { code: string }[]).map((c) => c.code)).toEqual([
      '205',
      '224',
      '221',
      '208',
      '209',
    ]);
  });

  it('refuses a wrong or missing public key', async () => {
    const { gateway, vault } = await setup();
    for (const key of ['pk_live_other', '']) {
      const response = await gateway.fetch(post(JSON.stringify(card), { key }));
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toMatchObject({ error: 'unauthorized', status: 401 });
    }
    expect(await vault.size()).toBe(0);
  });

  it('refuses a body over the size limit without reading it all', async () => {
    const { gateway } = await setup();
    const big = JSON.stringify({ ...card, padding: 'x'.repeat(MAX_GATEWAY_BODY_BYTES) });
    const declared = await gateway.fetch(post(big));
    expect(declared.status).toBe(413);
    expect(await errorOf(declared)).toMatchObject({ error: 'request_too_large', status: 413 });

    // Streamed without a length: cut off once past the limit, the stream never drained.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const streamed = await gateway.fetch(
      new Request(`${BASE}${CARD_TOKENS_PATH}?public_key=${KEY}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it.each([
    ['not JSON', '{"card_number":', 'application/json', 400, 'bad_request'],
    ['a JSON list', '["4111111111111111"]', 'application/json', 400, 'bad_request'],
    ['a form post', 'card=1', 'application/x-www-form-urlencoded', 415, 'unsupported_media_type'],
  ])('refuses %s', async (_, body, type, status, error) => {
    const response = await (await setup()).gateway.fetch(post(body, { type }));
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toMatchObject({ error, status, cause: [] });
  });
});

describe('CORS', () => {
  it("answers the site's preflight, naming only what the form sends", async () => {
    const response = await (
      await setup()
    ).gateway.fetch(
      new Request(`${BASE}${CARD_TOKENS_PATH}`, {
        method: 'OPTIONS',
        headers: {
          Origin: SITE,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('refuses pages of other origins, before tokenizing anything', async () => {
    const { gateway, vault } = await setup();
    const evil = 'https://evil.example';
    const preflight = await gateway.fetch(
      new Request(`${BASE}${CARD_TOKENS_PATH}`, { method: 'OPTIONS', headers: { Origin: evil } }),
    );
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const response = await gateway.fetch(post(JSON.stringify(card), { origin: evil }));
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await vault.size()).toBe(0);
  });

  it('serves callers without an Origin (server-side clients) on the public key alone', async () => {
    const response = await (
      await setup()
    ).gateway.fetch(post(JSON.stringify(card), { origin: null }));
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('other requests', () => {
  it('knows one path and one method', async () => {
    const { gateway } = await setup();
    expect((await gateway.fetch(post('{}', { path: '/graphql' }))).status).toBe(404);
    const get = await gateway.fetch(new Request(`${BASE}${CARD_TOKENS_PATH}?public_key=${KEY}`));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
  });
});

describe('GET /v1/payment_methods/search', () => {
  const search = (bins: string, key = KEY) =>
    new Request(`${BASE}${PAYMENT_METHODS_SEARCH_PATH}?bins=${bins}&public_key=${key}`, {
      headers: { Origin: SITE },
    });

  it("answers a BIN's payment method as Mercado Pago does, its test Mastercard included", async () => {
    const { gateway } = await setup();
    const response = await gateway.fetch(search('503143'));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await response.json()).toEqual({
      paging: { total: 1, limit: 30, offset: 0 },
      results: [
        { id: 'master', name: 'Mastercard', payment_type_id: 'credit_card', status: 'active' },
      ],
    });
    const visa = (await (await gateway.fetch(search('411111'))).json()) as {
      results: { id: string }[];
    };
    expect(visa.results.map((result) => result.id)).toEqual(['visa']);
  });

  it('answers no result for a BIN it cannot place, and refuses a wrong key or BIN', async () => {
    const { gateway } = await setup();
    const unknown = (await (await gateway.fetch(search('999999'))).json()) as { results: [] };
    expect(unknown.results).toEqual([]);
    expect((await gateway.fetch(search('503143', 'pk_other'))).status).toBe(401);
    expect((await gateway.fetch(search('12ab'))).status).toBe(400);
    const posted = await gateway.fetch(
      new Request(`${BASE}${PAYMENT_METHODS_SEARCH_PATH}?bins=503143&public_key=${KEY}`, {
        method: 'POST',
        headers: { Origin: SITE },
      }),
    );
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, OPTIONS');
  });
});
