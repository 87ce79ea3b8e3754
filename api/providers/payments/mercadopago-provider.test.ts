import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMercadoPagoStandIn } from '../../../tests/support/mercadopago-stand-in.ts';
import type { MercadoPagoStandIn } from '../../../tests/support/mercadopago-stand-in.ts';
import { chargeRequest } from '../../../tests/support/payments.ts';
import { createMercadoPagoProvider, mercadoPagoDate } from './mercadopago-provider.ts';
import { PaymentProviderError } from './provider.ts';
import type { PaymentProvider } from './provider.ts';
import type { SeenNotifications } from './seen-notifications.ts';

const SECRET = 'mp-webhook-secret-for-tests';
const NOTIFICATIONS = 'https://api.loja.example.com.br/webhooks/payments';

/** The API's memory of believed notifications, kept in a Set here. */
function memorySeen(): SeenNotifications {
  const seen = new Set<string>();
  return {
    async firstTime(requestId) {
      if (seen.has(requestId)) return false;
      seen.add(requestId);
      return true;
    },
  };
}

let standIn: MercadoPagoStandIn;
let provider: PaymentProvider;
beforeAll(async () => {
  standIn = await startMercadoPagoStandIn();
  provider = createMercadoPagoProvider({
    baseUrl: standIn.url,
    accessToken: standIn.accessToken,
    webhookSecret: SECRET,
    notificationUrl: NOTIFICATIONS,
    seen: memorySeen(),
    retryDelayMs: 1,
  });
});
afterAll(() => standIn.close());

const lastRequest = () => standIn.requests.at(-1);

describe('a card payment', () => {
  it('is approved in installments: paid at once, with what the shop sent', async () => {
    const token = standIn.cardToken('APRO');
    const sentRequest = chargeRequest({ type: 'card', token, brand: 'VISA', installments: 3 });
    const charge = await provider.create(sentRequest);
    expect(charge).toMatchObject({
      method: 'card',
      status: 'paid',
      amountCents: 12_345,
      refundedCents: 0,
      installments: 3,
      declineReason: null,
      cardLast4: '6351',
      pix: null,
      boleto: null,
      payLink: null,
    });
    expect(charge.paidAt).toEqual(expect.any(Number));
    const sent = lastRequest();
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${standIn.accessToken}`);
    expect(sent?.headers.get('x-idempotency-key')).toBe(sentRequest.idempotencyKey);
    expect(sent?.body).toMatchObject({
      transaction_amount: 123.45,
      payment_method_id: 'visa',
      token,
      installments: 3,
      external_reference: charge.reference,
      notification_url: `${NOTIFICATIONS}?source_news=webhooks`,
      payer: {
        email: 'maria@example.com',
        first_name: 'Maria',
        last_name: 'Aparecida Souza',
        identification: { type: 'CPF', number: '12345678909' },
      },
    });
  });

  it.each([
    ['FUND', 'Saldo insuficiente.'],
    ['OTHE', 'Cartão recusado pelo emissor.'],
    ['SECU', 'Confira o código de segurança (CVV) do cartão.'],
  ] as const)('declined (%s) says why in Portuguese', async (holder, reason) => {
    const charge = await provider.create(
      chargeRequest({
        type: 'card',
        token: standIn.cardToken(holder),
        brand: 'MASTERCARD',
        installments: 1,
      }),
    );
    expect(charge).toMatchObject({ status: 'declined', declineReason: reason, paidAt: null });
    expect(lastRequest()?.body).toMatchObject({ payment_method_id: 'master' });
  });

  it('under review waits as pending', async () => {
    const charge = await provider.create(
      chargeRequest({
        type: 'card',
        token: standIn.cardToken('CONT'),
        brand: 'ELO',
        installments: 2,
      }),
    );
    expect(charge.status).toBe('pending');
  });

  it('with a brand Mercado Pago does not take is refused before anything is sent', async () => {
    const before = standIn.requests.length;
    const refused = await provider
      .create(chargeRequest({ type: 'card', token: 't', brand: 'DISCOVER', installments: 1 }))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ kind: 'rejected' });
    expect(standIn.requests.length).toBe(before);
  });
});

describe('idempotency', () => {
  it('answers the same payment for the same key, and never charges twice', async () => {
    const charge = chargeRequest({
      type: 'card',
      token: standIn.cardToken('APRO'),
      brand: 'VISA',
      installments: 1,
    });
    const first = await provider.create(charge);
    const again = await provider.create(charge);
    expect(again.id).toBe(first.id);
    expect(again.status).toBe('paid');
  });

  it('retries a 5xx with the same key until an answer comes', async () => {
    const before = standIn.requests.length;
    standIn.failNext(503, 2);
    const charge = await provider.create(
      chargeRequest({ type: 'pix', expiresAt: Date.now() + 1_800_000 }),
    );
    expect(charge.status).toBe('pending');
    const attempts = standIn.requests.slice(before);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((r) => r.headers.get('x-idempotency-key'))).size).toBe(1);
  });

  it('surfaces a provider that keeps failing as unavailable, after a bounded number of tries', async () => {
    const before = standIn.requests.length;
    standIn.failNext(500, 3);
    const failed = await provider.get('1').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(PaymentProviderError);
    expect(failed).toMatchObject({
      kind: 'unavailable',
      message: 'O serviço de pagamentos não respondeu: tente de novo em instantes.',
    });
    expect(standIn.requests.length - before).toBe(3);
  });
});

describe('errors', () => {
  it('turns a 400 about the card token into "type the card again"', async () => {
    const token = standIn.cardToken('APRO');
    await provider.create(chargeRequest({ type: 'card', token, brand: 'VISA', installments: 1 }));
    for (const used of [token, 'unknown-token']) {
      const refused = await provider
        .create(chargeRequest({ type: 'card', token: used, brand: 'VISA', installments: 1 }))
        .catch((error: unknown) => error);
      expect(refused).toMatchObject({
        kind: 'rejected',
        message: 'Os dados do cartão expiraram: digite o cartão de novo.',
      });
      expect((refused as PaymentProviderError).detail).toMatch(
        /HTTP 400 bad_request cause 20(06|62)/,
      );
    }
  });

  it('turns a 401 into an error naming the setting, without the token', async () => {
    const wrong = createMercadoPagoProvider({
      baseUrl: standIn.url,
      accessToken: 'TEST-wrong',
      webhookSecret: SECRET,
      notificationUrl: NOTIFICATIONS,
      seen: memorySeen(),
    });
    const refused = (await wrong.get('1').catch((error: unknown) => error)) as PaymentProviderError;
    expect(refused).toMatchObject({ kind: 'unauthorized' });
    expect(refused.detail).toContain('MERCADOPAGO_ACCESS_TOKEN');
    expect(JSON.stringify(refused)).not.toContain('TEST-wrong');
  });

  it('answers not_found for an unknown payment', async () => {
    await expect(provider.get('999')).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('Pix', () => {
  it('is created pending with its code, QR and expiry, and read paid once the bank pays it', async () => {
    const expiresAt = Date.UTC(2099, 0, 2, 15, 30);
    const charge = await provider.create(chargeRequest({ type: 'pix', expiresAt }, 9_990));
    expect(lastRequest()?.body).toMatchObject({
      payment_method_id: 'pix',
      transaction_amount: 99.9,
      date_of_expiration: '2099-01-02T12:30:00.000-03:00',
    });
    expect(charge).toMatchObject({
      method: 'pix',
      status: 'pending',
      amountCents: 9_990,
      expiresAt,
    });
    expect(charge.pix?.code).toMatch(/^000201/);
    expect(charge.pix?.qrCodeDataUrl).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(charge.payLink).toEqual({
      url: expect.stringMatching(/^https:\/\/www\.mercadopago\.com\.br\/payments\/\d+\/ticket/),
      label: 'Abrir o Pix no Mercado Pago',
    });

    standIn.approve(charge.id);
    expect(await provider.get(charge.id)).toMatchObject({ status: 'paid', amountCents: 9_990 });
  });

  it('is cancelled while unpaid, and cannot be cancelled once paid', async () => {
    const pending = await provider.create(
      chargeRequest({ type: 'pix', expiresAt: Date.now() + 60_000 }),
    );
    expect((await provider.cancel(pending.id, `cancel-${pending.id}`)).status).toBe('cancelled');
    expect(lastRequest()).toMatchObject({ method: 'PUT', body: { status: 'cancelled' } });

    const paid = await provider.create(
      chargeRequest({ type: 'pix', expiresAt: Date.now() + 60_000 }),
    );
    standIn.approve(paid.id);
    await expect(provider.cancel(paid.id, `cancel-${paid.id}`)).rejects.toMatchObject({
      kind: 'rejected',
    });
  });
});

describe('boleto', () => {
  it("is registered in the payer's name and answers its linha digitável", async () => {
    const charge = await provider.create(
      chargeRequest({ type: 'boleto', expiresAt: Date.UTC(2099, 0, 5, 3) }, 25_000),
    );
    expect(lastRequest()?.body).toMatchObject({
      payment_method_id: 'bolbradesco',
      date_of_expiration: '2099-01-05T00:00:00.000-03:00',
      payer: {
        address: {
          zip_code: '01310100',
          street_name: 'Avenida Paulista',
          street_number: '1000',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          federal_unit: 'SP',
        },
      },
    });
    expect(charge).toMatchObject({ method: 'boleto', status: 'pending', amountCents: 25_000 });
    expect(charge.boleto?.digitableLine).toMatch(/^\d{47}$/);
    expect(charge.boleto?.barcode).toMatch(/^\d{44}$/);
    expect(charge.payLink?.label).toBe('Ver o boleto');
  });
});

describe('refunds', () => {
  it('refunds part, then the rest; more than what is left is refused', async () => {
    const charge = await provider.create(
      chargeRequest(
        { type: 'card', token: standIn.cardToken('APRO'), brand: 'VISA', installments: 1 },
        10_000,
      ),
    );
    const part = await provider.refund(charge.id, {
      idempotencyKey: `r1-${charge.id}`,
      amountCents: 2_550,
    });
    expect(part).toEqual({
      id: expect.any(String),
      chargeId: charge.id,
      amountCents: 2_550,
      status: 'succeeded',
    });
    expect(lastRequest()?.body).toEqual({ amount: 25.5 });
    expect(await provider.get(charge.id)).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 2_550,
    });

    await expect(
      provider.refund(charge.id, { idempotencyKey: `r2-${charge.id}`, amountCents: 9_000 }),
    ).rejects.toMatchObject({ kind: 'rejected' });

    const rest = await provider.refund(charge.id, { idempotencyKey: `r3-${charge.id}` });
    expect(rest.amountCents).toBe(7_450);
    expect(lastRequest()?.body).toEqual({});
    expect(await provider.get(charge.id)).toMatchObject({
      status: 'refunded',
      refundedCents: 10_000,
    });
  });
});

describe('notifications', () => {
  const PAYMENT_ID = '1325000042';
  const now = Date.UTC(2026, 5, 15, 12);

  /** The documented scheme, computed here on its own: HMAC-SHA256 of the manifest, in hex. */
  function vector(secret: string, dataId: string, requestId: string, ts: string): string {
    const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
    return createHmac('sha256', secret).update(manifest).digest('hex');
  }

  function notification(
    options: {
      secret?: string;
      ts?: string;
      requestId?: string;
      dataId?: string;
      type?: string;
      signature?: string | null;
      body?: string;
    } = {},
  ): Request {
    const ts = options.ts ?? String(Math.floor(now / 1000));
    const requestId = options.requestId ?? crypto.randomUUID();
    const dataId = options.dataId ?? PAYMENT_ID;
    const type = options.type ?? 'payment';
    const signature =
      options.signature === undefined
        ? `ts=${ts},v1=${vector(options.secret ?? SECRET, dataId, requestId, ts)}`
        : options.signature;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'x-request-id': requestId,
    };
    if (signature !== null) headers['x-signature'] = signature;
    return new Request(`${NOTIFICATIONS}?data.id=${dataId}&type=${type}`, {
      method: 'POST',
      headers,
      body:
        options.body ??
        JSON.stringify({
          action: 'payment.updated',
          type,
          data: { id: dataId },
          api_version: 'v1',
        }),
    });
  }

  const receiver = () =>
    createMercadoPagoProvider({
      accessToken: 'unused',
      webhookSecret: SECRET,
      notificationUrl: NOTIFICATIONS,
      seen: memorySeen(),
      now: () => now,
    });

  it('believes a signed one and names its payment', async () => {
    expect(await receiver().checkNotification(notification())).toEqual({
      ok: true,
      chargeId: PAYMENT_ID,
    });
  });

  it('checks a known vector', async () => {
    const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
    const ts = String(Math.floor(now / 1000));
    const v1 = createHmac('sha256', SECRET)
      .update(`id:${PAYMENT_ID};request-id:${requestId};ts:${ts};`)
      .digest('hex');
    const check = await receiver().checkNotification(
      notification({ requestId, ts, signature: `ts=${ts},v1=${v1}` }),
    );
    expect(check.ok).toBe(true);
  });

  it('reads a timestamp given in milliseconds', async () => {
    expect((await receiver().checkNotification(notification({ ts: String(now) }))).ok).toBe(true);
  });

  it('lower-cases a data.id with letters in the manifest', async () => {
    const requestId = crypto.randomUUID();
    const ts = String(Math.floor(now / 1000));
    const signature = `ts=${ts},v1=${vector(SECRET, 'ord01jq4s4ky8hwq6na5pxb65b3d3', requestId, ts)}`;
    const check = await receiver().checkNotification(
      notification({
        requestId,
        ts,
        signature,
        dataId: 'ORD01JQ4S4KY8HWQ6NA5PXB65B3D3',
        type: 'order',
      }),
    );
    expect(check).toEqual({ ok: true, chargeId: null });
  });

  it.each([
    ['unsigned', { signature: null }],
    ['forged', { secret: 'another-secret' }],
    ['forged', { signature: 'ts=1,v1=zz' }],
    ['forged', { signature: `ts=${Math.floor(now / 1000)}` }],
    ['stale', { ts: String(Math.floor(now / 1000) - 10 * 60) }],
    ['stale', { ts: String(Math.floor(now / 1000) + 10 * 60) }],
  ] as const)('refuses it as %s: %j', async (reason, options) => {
    expect(await receiver().checkNotification(notification(options))).toEqual({
      ok: false,
      reason,
    });
  });

  it('refuses a forged id inside a real signature', async () => {
    const requestId = crypto.randomUUID();
    const ts = String(Math.floor(now / 1000));
    const signature = `ts=${ts},v1=${vector(SECRET, PAYMENT_ID, requestId, ts)}`;
    const check = await receiver().checkNotification(
      notification({ requestId, ts, signature, dataId: '1325000043' }),
    );
    expect(check).toEqual({ ok: false, reason: 'forged' });
  });

  it('believes a delivery once: sent again, it is a replay', async () => {
    const api = receiver();
    const requestId = crypto.randomUUID();
    expect((await api.checkNotification(notification({ requestId }))).ok).toBe(true);
    expect(await api.checkNotification(notification({ requestId }))).toEqual({
      ok: false,
      reason: 'replayed',
    });
  });

  it('refuses a body over the limit unread', async () => {
    const check = await receiver().checkNotification(notification({ body: 'x'.repeat(64 * 1024) }));
    expect(check).toEqual({ ok: false, reason: 'too_large' });
  });
});

describe('mercadoPagoDate', () => {
  it("writes São Paulo's time with its offset", () => {
    expect(mercadoPagoDate(Date.UTC(2026, 5, 15, 2, 59, 59, 999))).toBe(
      '2026-06-14T23:59:59.999-03:00',
    );
  });
});

describe('saved cards', () => {
  const customer = { email: 'joana.saved@example.com', name: 'Joana Lima', cpf: '39053344705' };

  it('search the customer by e-mail, make it once, and save the card of a token', async () => {
    const customerId = await provider.customerFor(customer);
    const made = standIn.requests.slice(-2);
    expect(made.map((sent) => `${sent.method} ${sent.path}`)).toEqual([
      'GET /v1/customers/search?email=joana.saved%40example.com',
      'POST /v1/customers',
    ]);
    expect(made[1]?.body).toEqual({
      email: 'joana.saved@example.com',
      first_name: 'Joana',
      last_name: 'Lima',
      identification: { type: 'CPF', number: '39053344705' },
    });
    expect(made[1]?.headers.get('x-idempotency-key')).toMatch(/^customer-[0-9a-f]{40}$/);
    expect(await provider.customerFor(customer)).toBe(customerId);
    expect(lastRequest()?.method).toBe('GET');

    const token = standIn.cardToken('APRO');
    const card = await provider.saveCard(customerId, token);
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: `/v1/customers/${customerId}/cards`,
      body: { token },
    });
    // Its test Mastercard (BIN 503143), `payment_method.id` master.
    expect(card).toEqual({
      id: expect.any(String),
      brand: 'MASTERCARD',
      last4: '6351',
      holderName: 'APRO',
      expMonth: 11,
      expYear: 2030,
    });
    // Sent again (a lost answer), the same key answers the same card.
    expect(await provider.saveCard(customerId, token)).toEqual(card);
    await expect(
      provider.saveCard(customerId, standIn.cardToken('APRO').replace(/./, 'x')),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message: 'O token do cartão não foi reconhecido pela operadora: envie o cartão de novo.',
    });
  });

  it('pay with a saved card as its customer, with the token of its CVV', async () => {
    const customerId = await provider.customerFor(customer);
    const card = await provider.saveCard(customerId, standIn.cardToken('APRO'));
    const token = standIn.savedCardToken(card.id);
    const charge = await provider.create(
      chargeRequest({ type: 'card', token, brand: 'MASTERCARD', installments: 2, customerId }),
    );
    expect(charge).toMatchObject({ status: 'paid', installments: 2, cardLast4: '6351' });
    expect(lastRequest()?.body).toMatchObject({
      token,
      payment_method_id: 'master',
      installments: 2,
      payer: { type: 'customer', id: customerId },
    });
    expect((lastRequest()?.body as { payer: object }).payer).toEqual({
      type: 'customer',
      id: customerId,
    });
  });

  it('answer a wrong CVV as a declined payment with its reason', async () => {
    const customerId = await provider.customerFor(customer);
    const card = await provider.saveCard(customerId, standIn.cardToken('SECU'));
    const charge = await provider.create(
      chargeRequest({
        type: 'card',
        token: standIn.savedCardToken(card.id),
        brand: 'MASTERCARD',
        installments: 1,
        customerId,
      }),
    );
    expect(charge).toMatchObject({
      status: 'declined',
      declineReason: 'Confira o código de segurança (CVV) do cartão.',
    });
  });

  it('remove a card, and take one already gone as removed', async () => {
    const customerId = await provider.customerFor(customer);
    const card = await provider.saveCard(customerId, standIn.cardToken('APRO'));
    await provider.removeCard(customerId, card.id);
    expect(lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `/v1/customers/${customerId}/cards/${card.id}`,
    });
    await provider.removeCard(customerId, card.id);
  });
});
