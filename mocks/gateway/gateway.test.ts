/**
 * What the payment stand-in refuses before it charges anything, as a PSP's API does. Its
 * charges themselves are tested through the `local` provider
 * (`api/providers/payments/local-provider.test.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../tests/support/api/database.ts';
import { createCardTokenVault } from './card-tokens.ts';
import { startPaymentGateway } from './gateway.ts';
import type { PaymentGateway } from './gateway.ts';
import { silentLogger } from '../../runtime/log.ts';

const ORIGIN = 'http://127.0.0.1:4001';
const TOKEN = 'sk_test_gateway';

let gateway: PaymentGateway;
beforeAll(async () => {
  const { db } = await testDatabase();
  gateway = startPaymentGateway({
    db,
    vault: createCardTokenVault(db),
    publicKey: 'pk_test',
    allowedOrigins: [],
    accessToken: TOKEN,
    webhookSecret: 'whsec_test',
    merchant: { name: 'Loja Vitrine Tecnologia', city: 'Sao Paulo' },
    publicOrigin: () => ORIGIN,
    log: silentLogger,
  });
});
afterAll(() => gateway.stop());

const pix = {
  amount: 5_000,
  reference: 'PED-000001',
  description: 'Pedido PED-000001',
  payment_method: 'pix',
  expires_at: new Date(Date.now() + 60_000).toISOString(),
  payer: { name: 'Maria Souza', email: 'maria@example.com' },
};

function charge(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return gateway.fetch(
    new Request(`${ORIGIN}/v1/charges`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${TOKEN}`,
        'Content-Type': 'application/json',
        'X-Idempotency-Key': crypto.randomUUID(),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: Record<string, unknown> }).error;

describe('the charges API', () => {
  it('creates a charge for a complete request', async () => {
    const response = await charge(pix);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      object: 'charge',
      status: 'pending',
      amount: 5_000,
      payment_method: 'pix',
      bank_url: expect.stringMatching(new RegExp(`^${ORIGIN}/banco/ch_`)),
    });
  });

  it.each([
    ['amount', { amount: 0 }, 'invalid'],
    ['amount', { amount: 10.5 }, 'invalid'],
    ['payment_method', { payment_method: 'cheque' }, 'invalid'],
    ['expires_at', { expires_at: '2001-01-01T00:00:00Z' }, 'invalid'],
    ['payer.email', { payer: { name: 'Maria' } }, 'missing'],
    ['payer.document', { payment_method: 'boleto' }, 'missing'],
    ['card_token', { payment_method: 'card' }, 'missing'],
    ['installments', { payment_method: 'card', card_token: 'tok_x', installments: 25 }, 'invalid'],
    ['notification_url', { notification_url: 'javascript:alert(1)' }, 'invalid'],
  ])('names the wrong field: %s', async (param, change, code) => {
    const response = await charge({ ...pix, ...change });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      type: 'invalid_request_error',
      code: 'invalid_request',
      errors: [{ param, code }],
    });
  });

  it('refuses a write without an idempotency key, a wrong token, and what is not JSON', async () => {
    expect(await errorOf(await charge(pix, { 'X-Idempotency-Key': '' }))).toMatchObject({
      code: 'idempotency_key_required',
    });
    const stranger = await charge(pix, { Authorization: 'Bearer sk_other' });
    expect(stranger.status).toBe(401);
    expect(await errorOf(stranger)).toMatchObject({ code: 'invalid_access_token' });
    expect((await charge('amount=1', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await charge('{"amount":')).status).toBe(400);
    expect((await charge({ ...pix, padding: 'x'.repeat(10_000) })).status).toBe(413);
  });
});

describe('the test bank', () => {
  it('answers an unknown charge with a page that says so', async () => {
    const response = await gateway.fetch(new Request(`${ORIGIN}/banco/ch_unknown`));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toContain('Cobrança não encontrada.');
  });
});
