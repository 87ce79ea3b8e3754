/**
 * The API's door for the payment provider's notifications (`POST /webhooks/payments`, contract
 * §15), knocked on over HTTP the way the provider does, next to the stand-in's own deliveries:
 * only a notification whose signature verifies is believed, a believed one is believed once, and
 * however many notifications about a charge arrive, in whatever order, the pedido is paid once.
 *
 * The notifications are signed here with the stand-in's secret (pinned for the tests in
 * `env.ts`), in its scheme: `x-signature: ts=<seconds>,v1=<hex HMAC-SHA256 of
 * "id:<charge>;request-id:<x-request-id>;ts:<ts>;">`. Each test has its own customer and product.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { pedidoMakers, placeOrderThroughApi } from './checkout-helpers.ts';
import { gatewayUrl, gatewayWebhookSecret, mockApiUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { graphql, newCustomer, registerThroughApi } from './session-helpers.ts';

const pedidos = pedidoMakers();
test.afterEach(() => pedidos.cancelAll());

const NOTIFICATIONS = `${mockApiUrl}/webhooks/payments`;

interface Delivery {
  /** The charge the notification is about (the URL's `data.id`). */
  readonly chargeId: string;
  /** The delivery's id (`x-request-id`); a new one unless given. */
  readonly requestId?: string;
  /** The secret it is signed with; the stand-in's unless given. */
  readonly secret?: string;
  /** The charge id the signature covers, when it is not `chargeId` (a swapped charge). */
  readonly signedFor?: string;
}

/** One notification about a charge, sent to the API as the stand-in sends them. */
function notify(request: APIRequestContext, delivery: Delivery): Promise<APIResponse> {
  const requestId = delivery.requestId ?? randomUUID();
  const ts = String(Math.floor(Date.now() / 1000));
  const manifest = `id:${(delivery.signedFor ?? delivery.chargeId).toLowerCase()};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', delivery.secret ?? gatewayWebhookSecret)
    .update(manifest)
    .digest('hex');
  return request.post(`${NOTIFICATIONS}?data.id=${delivery.chargeId}&type=charge`, {
    headers: { 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
    data: {
      id: `evt_${randomUUID()}`,
      type: 'charge',
      action: 'charge.updated',
      data: { id: delivery.chargeId },
      date_created: new Date().toISOString(),
    },
  });
}

interface PedidoState {
  status: string;
  payLink: { url: string } | null;
  timeline: { label: string }[];
}

async function pedidoOf(token: string, id: string): Promise<PedidoState> {
  const { data, errors } = await graphql<{ request: PedidoState }>(
    'query ($id: ID!) { request(id: $id) { status payLink { url } timeline { label } } }',
    { id },
    token,
  );
  if (!data) throw new Error(`request failed: ${JSON.stringify(errors)}`);
  return data.request;
}

/** How many times the pedido's timeline says `Pagamento aprovado`. */
const approvals = (pedido: PedidoState) =>
  pedido.timeline.filter((event) => event.label === 'Pagamento aprovado').length;

/** A new customer's Pix pedido of one unit of `product`, and its charge at the stand-in. */
async function pixPedido(name: string, product: string) {
  const token = pedidos.add(await registerThroughApi(newCustomer(name)));
  const placed = await placeOrderThroughApi(token, product, { quantity: 1, paymentMethod: 'PIX' });
  const pedido = await pedidoOf(token, placed.id);
  // The test bank's page of the charge: `{stand-in}/banco/{charge id}`.
  const chargeId = new URL(pedido.payLink?.url ?? '').pathname.split('/').pop() ?? '';
  expect(chargeId).toMatch(/^ch_/);
  return { token, id: placed.id, chargeId, before: pedido };
}

/** Pays the charge at the stand-in's test bank, as `Simular pagamento` does. */
async function payAtBank(request: APIRequestContext, chargeId: string): Promise<void> {
  const response = await request.post(`${gatewayUrl}/banco/${chargeId}/pagar`, {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

test('a forged or unsigned notification is refused with 401 and changes nothing', async ({
  request,
}) => {
  const { token, id, chargeId, before } = await pixPedido('Forjada', '42');
  expect(before.status).toBe('PENDING');
  const requestId = randomUUID();

  const forged = await notify(request, { chargeId, requestId, secret: 'whsec_guessed' });
  expect(forged.status()).toBe(401);
  const swapped = await notify(request, { chargeId, signedFor: 'ch_another_charge' });
  expect(swapped.status()).toBe(401);
  const unsigned = await request.post(`${NOTIFICATIONS}?data.id=${chargeId}&type=charge`, {
    headers: { 'x-request-id': randomUUID() },
    data: { type: 'charge', data: { id: chargeId } },
  });
  expect(unsigned.status()).toBe(401);
  expect(await pedidoOf(token, id)).toEqual(before);

  // The forgery did not spoil the real delivery it imitated: the same delivery id, signed with
  // the stand-in's secret, is believed (the charge is still unpaid, so nothing changes yet).
  const genuine = await notify(request, { chargeId, requestId });
  expect(genuine.status()).toBe(200);
  expect(await pedidoOf(token, id)).toEqual(before);
});

test('a notification replayed is refused the second time, and the pedido is paid once', async ({
  request,
}) => {
  const { token, id, chargeId } = await pixPedido('Repetida', '44');
  await payAtBank(request, chargeId);
  // The stand-in's own notification confirms the pedido.
  await expect.poll(async () => (await pedidoOf(token, id)).status).toBe('PAID');

  const requestId = randomUUID();
  const first = await notify(request, { chargeId, requestId });
  expect(first.status()).toBe(200);
  const replayed = await notify(request, { chargeId, requestId });
  expect(replayed.status()).toBe(401);
  const after = await pedidoOf(token, id);
  expect(after.status).toBe('PAID');
  expect(approvals(after)).toBe(1);
});

test('notifications before the payment, duplicated and at once after it pay the pedido once', async ({
  request,
}) => {
  const { token, id, chargeId, before } = await pixPedido('Fora de ordem', '46');

  // Before the payment: believed, but the API asks the stand-in, which says the charge waits.
  const early = await notify(request, { chargeId });
  expect(early.status()).toBe(200);
  expect(await pedidoOf(token, id)).toEqual(before);

  await payAtBank(request, chargeId);
  // Two more deliveries about the same charge, racing the stand-in's own and each other.
  const late = await Promise.all([notify(request, { chargeId }), notify(request, { chargeId })]);
  expect(late.map((response) => response.status())).toEqual([200, 200]);
  await expect.poll(async () => (await pedidoOf(token, id)).status).toBe('PAID');
  // One more once the pedido is paid changes nothing either.
  const again = await notify(request, { chargeId });
  expect(again.status()).toBe(200);
  const after = await pedidoOf(token, id);
  expect(after.status).toBe('PAID');
  expect(approvals(after)).toBe(1);
});
