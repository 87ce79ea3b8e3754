/**
 * The `local` provider against the embedded payment stand-in it talks to, each on its own
 * origin as `npm start` runs them, with a receiver standing for the API's notification route.
 * One database and one clock for the file: the stand-in's time moves only when a test says so.
 */
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardTokenVault } from '../../../mocks/gateway/card-tokens.ts';
import type { CardTokenVault } from '../../../mocks/gateway/card-tokens.ts';
import { PIX_LOCATION_HOST } from '../../../mocks/gateway/charges.ts';
import { startPaymentGateway } from '../../../mocks/gateway/gateway.ts';
import type { PaymentGateway } from '../../../mocks/gateway/gateway.ts';
import { testDatabase } from '../../../tests/support/api/database.ts';
import { chargeRequest } from '../../../tests/support/payments.ts';
import type { Db } from '../../db/database.ts';
import { listen } from '../../http/node-server.ts';
import type { Listening } from '../../http/node-server.ts';
import { dueDateFactor } from '../../modules/orders/boleto.ts';
import { SAO_PAULO_OFFSET } from '../../modules/orders/expiry.ts';
import { createLocalProvider } from './local-provider.ts';
import { PaymentProviderError } from './provider.ts';
import type { NotificationCheck, PaymentProvider } from './provider.ts';
import { createSeenNotifications } from './seen-notifications.ts';
import { silentLogger } from '../../../runtime/log.ts';

const ACCESS_TOKEN = 'sk_test_local';
const SECRET = 'whsec_test_local';
const clock = { now: Date.now() };
const now = () => clock.now;

/** Stands for the API's notification route: checks each delivery with the provider, or is down. */
interface Receiver {
  readonly url: string;
  /** What each delivery was found to be, in order of arrival. */
  readonly checks: NotificationCheck[];
  /** Each delivery as it came, to be sent again. */
  readonly deliveries: Request[];
  /** While true, every delivery is answered 503 and not checked. */
  down: boolean;
}

let db: Db;
let vault: CardTokenVault;
let gateway: PaymentGateway;
let servers: Listening[] = [];
let gatewayOrigin = '';
let provider: PaymentProvider;
let receiver: Receiver;

beforeAll(async () => {
  db = (await testDatabase()).db;
  vault = createCardTokenVault(db, now);
  gateway = startPaymentGateway({
    db,
    vault,
    publicKey: 'pk_test_local',
    allowedOrigins: [],
    accessToken: ACCESS_TOKEN,
    webhookSecret: SECRET,
    merchant: { name: 'Loja Vitrine Tecnologia', city: 'Sao Paulo' },
    publicOrigin: () => gatewayOrigin,
    log: silentLogger,
    now,
    retry: { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 4_000 },
  });
  const gatewayServer = await listen(gateway, '127.0.0.1', 0, 'MOCK_PAYMENT_GATEWAY_PORT');
  gatewayOrigin = gatewayServer.origin;
  const state: Omit<Receiver, 'url'> = { checks: [], deliveries: [], down: false };
  const receiverServer = await listen(
    {
      async fetch(request) {
        if (state.down) return new Response(null, { status: 503 });
        state.deliveries.push(request.clone());
        const check = await provider.checkNotification(request);
        state.checks.push(check);
        return new Response(null, { status: check.ok ? 200 : 401 });
      },
    },
    '127.0.0.1',
    0,
    'the notification receiver',
  );
  servers = [gatewayServer, receiverServer];
  receiver = Object.assign(state, { url: `${receiverServer.origin}/webhooks/payments` });
  provider = createLocalProvider({
    baseUrl: gatewayOrigin,
    accessToken: ACCESS_TOKEN,
    webhookSecret: SECRET,
    notificationUrl: receiver.url,
    seen: createSeenNotifications(db, now),
    now,
    retryDelayMs: 1,
  });
});

afterAll(async () => {
  await gateway.stop();
  await Promise.all(servers.map((server) => server.close()));
});

/** Waits until `done` holds (the stand-in delivers in the background). */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resume) => setTimeout(resume, 25));
  }
}

/** The checks of the deliveries about `chargeId`, once `count` of them arrived. */
async function checksAbout(chargeId: string, count: number): Promise<NotificationCheck[]> {
  const about = () => receiver.checks.filter((check) => check.ok && check.chargeId === chargeId);
  await until(() => about().length >= count);
  return about();
}

/** The first delivery about `chargeId`, once it was believed. */
async function deliveryAbout(chargeId: string): Promise<Request> {
  await checksAbout(chargeId, 1);
  const delivered = receiver.deliveries.find(
    (delivery) => new URL(delivery.url).searchParams.get('data.id') === chargeId,
  );
  if (!delivered) throw new Error(`no delivery about ${chargeId}`);
  return delivered;
}

async function tokenOf(number: string): Promise<string> {
  const card = {
    card_number: number,
    security_code: '123',
    expiration_month: 12,
    expiration_year: 2099,
    cardholder: { name: 'Maria Souza' },
  };
  const issued = await vault.tokenize(card, 'test-client');
  if (!issued.ok) throw new Error(JSON.stringify(issued));
  return issued.token.id;
}

/** A saved card's token: the card's id and its security code, as a checkout makes it. */
async function savedTokenOf(cardId: string, securityCode = '123'): Promise<string> {
  const issued = await vault.tokenize(
    { card_id: cardId, security_code: securityCode },
    'test-client',
  );
  if (!issued.ok) throw new Error(JSON.stringify(issued));
  return issued.token.id;
}

const DAY = 24 * 60 * 60 * 1000;
const APPROVED = '4111111111111111';
const DECLINED = '4000000000000002';
const inHalfAnHour = () => now() + 30 * 60_000;

async function payAtBank(url: string, origin: string | null = gatewayOrigin): Promise<Response> {
  return fetch(`${url}/pagar`, {
    method: 'POST',
    headers: origin === null ? {} : { Origin: origin },
    redirect: 'manual',
  });
}

describe('card charges', () => {
  it('approve the test card in installments: paid at once, and the shop is told', async () => {
    const charge = await provider.create(
      chargeRequest({
        type: 'card',
        token: await tokenOf(APPROVED),
        brand: 'VISA',
        installments: 3,
      }),
    );
    expect(charge).toMatchObject({
      method: 'card',
      status: 'paid',
      amountCents: 12_345,
      installments: 3,
      cardLast4: '1111',
      declineReason: null,
      payLink: null,
    });
    expect(charge.id).toMatch(/^ch_[0-9a-f]{32}$/);
    expect(await checksAbout(charge.id, 1)).toEqual([{ ok: true, chargeId: charge.id }]);
  });

  it('decline the declining test card with its reason, and spend its token', async () => {
    const token = await tokenOf(DECLINED);
    const charge = await provider.create(
      chargeRequest({ type: 'card', token, brand: 'VISA', installments: 1 }),
    );
    expect(charge).toMatchObject({
      status: 'declined',
      declineReason: 'Cartão recusado pelo emissor.',
      paidAt: null,
    });
    await expect(
      provider.create(chargeRequest({ type: 'card', token, brand: 'VISA', installments: 1 })),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Os dados do cartão expiraram: digite o cartão de novo.',
    });
  });

  it('answer the same charge for the same key, and refuse the key for another request', async () => {
    const first = chargeRequest({
      type: 'card',
      token: await tokenOf(APPROVED),
      brand: 'VISA',
      installments: 2,
    });
    const charge = await provider.create(first);
    expect(await provider.create(first)).toEqual(charge);
    await expect(provider.create({ ...first, amountCents: 1 })).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Esta tentativa de pagamento já foi feita com outros dados.',
    });
  });

  it('answer one charge to two requests with the same key sent at once', async () => {
    const request = chargeRequest({
      type: 'card',
      token: await tokenOf(APPROVED),
      brand: 'VISA',
      installments: 1,
    });
    const [one, other] = await Promise.all([provider.create(request), provider.create(request)]);
    expect(other).toEqual(one);
    expect(one.status).toBe('paid');
  });

  it('answer the same charge to an API that repeats its request from another address', async () => {
    const request = chargeRequest({
      type: 'card',
      token: await tokenOf(APPROVED),
      brand: 'VISA',
      installments: 1,
    });
    const charge = await provider.create(request);
    const movedApi = createLocalProvider({
      baseUrl: gatewayOrigin,
      accessToken: ACCESS_TOKEN,
      webhookSecret: SECRET,
      notificationUrl: 'http://127.0.0.1:9/webhooks/payments',
      seen: createSeenNotifications(db, now),
      now,
      retryDelayMs: 1,
    });
    expect(await movedApi.create(request)).toEqual(charge);
  });
});

describe('Pix charges', () => {
  it('carry a dynamic BR Code and its QR, and are paid on the test bank', async () => {
    const charge = await provider.create(chargeRequest({ type: 'pix', expiresAt: inHalfAnHour() }));
    expect(charge).toMatchObject({ method: 'pix', status: 'pending', amountCents: 12_345 });
    const info = getPixPayloadInfo(charge.pix?.code ?? '');
    expect(info).toMatchObject({
      pointOfInitiation: 'dynamic',
      url: `${PIX_LOCATION_HOST}/v2/cob/${charge.id.slice(3)}`,
      merchantName: 'Loja Vitrine Tecnologia',
      merchantCity: 'Sao Paulo',
    });
    expect(charge.pix?.qrCodeDataUrl).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(charge.payLink).toEqual({
      url: `${gatewayOrigin}/banco/${charge.id}`,
      label: 'Pagar no banco de testes',
    });

    const bank = await fetch(charge.payLink?.url ?? '');
    const page = await bank.text();
    expect(bank.status).toBe(200);
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain('R$\u00a0123,45');
    expect(page).toContain('<button type="submit">Simular pagamento</button>');

    const paying = await payAtBank(charge.payLink?.url ?? '');
    expect(paying.status).toBe(303);
    expect(await provider.get(charge.id)).toMatchObject({ status: 'paid', paidAt: now() });
    // Created, then paid: each told, each believed.
    expect(await checksAbout(charge.id, 2)).toHaveLength(2);
    const after = await (await fetch(charge.payLink?.url ?? '')).text();
    expect(after).toContain('<p role="status">Pagamento confirmado: a loja foi avisada.</p>');
    expect(after).not.toContain('Simular pagamento');
  });

  it("cannot be paid from another site's page", async () => {
    const charge = await provider.create(chargeRequest({ type: 'pix', expiresAt: inHalfAnHour() }));
    const forged = await payAtBank(charge.payLink?.url ?? '', 'https://evil.example');
    expect(forged.status).toBe(403);
    expect((await provider.get(charge.id)).status).toBe('pending');
  });

  it('expire when their time runs out, and can no longer be paid', async () => {
    const charge = await provider.create(chargeRequest({ type: 'pix', expiresAt: now() + 60_000 }));
    clock.now += 60_000;
    expect((await provider.get(charge.id)).status).toBe('expired');
    const late = await payAtBank(charge.payLink?.url ?? '');
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('Esta cobrança não pode mais ser paga.');
  });

  it('are cancelled while unpaid, once or twice, but not once paid', async () => {
    const charge = await provider.create(chargeRequest({ type: 'pix', expiresAt: inHalfAnHour() }));
    expect((await provider.cancel(charge.id, 'cancel-1')).status).toBe('cancelled');
    expect((await provider.cancel(charge.id, 'cancel-2')).status).toBe('cancelled');
    const paid = await provider.create(chargeRequest({ type: 'pix', expiresAt: inHalfAnHour() }));
    await payAtBank(paid.payLink?.url ?? '');
    await expect(provider.cancel(paid.id, 'cancel-3')).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Este pagamento não pode mais ser cancelado.',
    });
  });
});

describe('boleto charges', () => {
  it('carry a well-formed linha digitável for the amount and due date', async () => {
    // Payable until the end of its due date in São Paulo, three or four days ahead.
    const dueDay = Math.ceil((now() + 3 * DAY) / DAY) * DAY;
    const expiresAt = dueDay + DAY + SAO_PAULO_OFFSET;
    const charge = await provider.create(chargeRequest({ type: 'boleto', expiresAt }, 25_000));
    const line = charge.boleto?.digitableLine ?? '';
    expect(isValidBoleto(line)).toBe(true);
    expect(line.slice(-14)).toBe(`${dueDateFactor(dueDay)}0000025000`);
    expect(charge.boleto?.barcode).toMatch(/^\d{44}$/);
    expect(charge).toMatchObject({ method: 'boleto', status: 'pending', expiresAt });
    await payAtBank(charge.payLink?.url ?? '');
    expect((await provider.get(charge.id)).status).toBe('paid');
  });
});

describe('refunds', () => {
  it('give back part, then the rest; more than what is left is refused', async () => {
    const charge = await provider.create(
      chargeRequest(
        { type: 'card', token: await tokenOf(APPROVED), brand: 'VISA', installments: 1 },
        10_000,
      ),
    );
    const part = await provider.refund(charge.id, { idempotencyKey: 'r-1', amountCents: 2_550 });
    expect(part).toMatchObject({ chargeId: charge.id, amountCents: 2_550, status: 'succeeded' });
    // The same key again is the same refund, not a second one.
    expect(await provider.refund(charge.id, { idempotencyKey: 'r-1', amountCents: 2_550 })).toEqual(
      part,
    );
    expect(await provider.get(charge.id)).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 2_550,
    });
    await expect(
      provider.refund(charge.id, { idempotencyKey: 'r-2', amountCents: 7_451 }),
    ).rejects.toMatchObject({ kind: 'rejected' });
    const rest = await provider.refund(charge.id, { idempotencyKey: 'r-3' });
    expect(rest.amountCents).toBe(7_450);
    expect(await provider.get(charge.id)).toMatchObject({
      status: 'refunded',
      refundedCents: 10_000,
    });
  });

  it('are refused for a charge that was never paid', async () => {
    const charge = await provider.create(chargeRequest({ type: 'pix', expiresAt: inHalfAnHour() }));
    await expect(provider.refund(charge.id, { idempotencyKey: 'r-4' })).rejects.toMatchObject({
      kind: 'rejected',
    });
  });
});

describe('the stand-in API', () => {
  it('refuses a caller without its access token, and answers not_found for no such charge', async () => {
    const stranger = createLocalProvider({
      baseUrl: gatewayOrigin,
      accessToken: 'sk_wrong',
      webhookSecret: SECRET,
      notificationUrl: receiver.url,
      seen: createSeenNotifications(db, now),
    });
    const refused = await stranger.get('ch_x').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ kind: 'unauthorized' });
    await expect(provider.get(`ch_${'0'.repeat(32)}`)).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('notifications', () => {
  it('are retried with backoff while the receiver is down, then delivered', async () => {
    receiver.down = true;
    const charge = await provider.create(chargeRequest({ type: 'pix', expiresAt: inHalfAnHour() }));
    await gateway.runOnce();
    // The first attempt failed: nothing more is tried before the pause is over.
    await gateway.runOnce();
    expect(receiver.checks.some((check) => check.ok && check.chargeId === charge.id)).toBe(false);
    receiver.down = false;
    clock.now += 1_000;
    await gateway.runOnce();
    expect(await checksAbout(charge.id, 1)).toHaveLength(1);
  });

  it('are given up after a bounded number of attempts', async () => {
    receiver.down = true;
    const charge = await provider.create(chargeRequest({ type: 'pix', expiresAt: inHalfAnHour() }));
    // Attempts 1, 2 and 3, a second and two seconds apart; then none.
    for (const pause of [0, 1_000, 2_000, 4_000, 8_000]) {
      clock.now += pause;
      await gateway.runOnce();
    }
    receiver.down = false;
    clock.now += 60_000;
    await gateway.runOnce();
    expect(receiver.checks.some((check) => check.ok && check.chargeId === charge.id)).toBe(false);
  });

  it('are believed once: the same delivery again is a replay, later it is stale', async () => {
    const charge = await provider.create(chargeRequest({ type: 'pix', expiresAt: inHalfAnHour() }));
    const delivered = await deliveryAbout(charge.id);
    expect(await provider.checkNotification(delivered.clone())).toEqual({
      ok: false,
      reason: 'replayed',
    });
    clock.now += 5 * 60_000;
    expect(await provider.checkNotification(delivered.clone())).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('refuse a delivery whose charge was swapped, or that carries no signature', async () => {
    const charge = await provider.create(chargeRequest({ type: 'pix', expiresAt: inHalfAnHour() }));
    const delivered = await deliveryAbout(charge.id);
    const swapped = new URL(delivered.url);
    swapped.searchParams.set('data.id', `ch_${'1'.repeat(32)}`);
    const forged = new Request(swapped, {
      method: 'POST',
      headers: delivered.headers,
      body: await delivered.clone().text(),
    });
    expect(await provider.checkNotification(forged)).toEqual({
      ok: false,
      reason: 'forged',
    });
    const unsigned = new Request(delivered.url, { method: 'POST', body: '{}' });
    expect(await provider.checkNotification(unsigned)).toEqual({ ok: false, reason: 'unsigned' });
  });
});

describe('the memory of believed notifications', () => {
  it('remembers a delivery until its time, then forgets it', async () => {
    const seen = createSeenNotifications(db, now);
    const at = now();
    expect(await seen.firstTime('delivery-a', at + 1_000)).toBe(true);
    expect(await seen.firstTime('delivery-a', at + 1_000)).toBe(false);
    clock.now += 1_000;
    expect(await seen.firstTime('delivery-a', at + 2_000)).toBe(true);
  });
});

describe('saved cards', () => {
  const maria = {
    email: 'Maria.Saved@example.com',
    name: 'Maria Aparecida Souza',
    cpf: '12345678909',
  };

  it("find or make the customer by e-mail, and save a token's card under it", async () => {
    const customerId = await provider.customerFor(maria);
    expect(await provider.customerFor({ ...maria, email: 'maria.saved@example.com' })).toBe(
      customerId,
    );
    const made = await db
      .selectFrom('gateway_customers')
      .selectAll()
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(made).toMatchObject({
      email: 'maria.saved@example.com',
      first_name: 'Maria',
      last_name: 'Aparecida Souza',
      identification_type: 'CPF',
      identification_number: '12345678909',
    });
    const token = await tokenOf(APPROVED);
    const card = await provider.saveCard(customerId, token);
    expect(card).toEqual({
      id: expect.stringMatching(/^\d{13}$/),
      brand: 'VISA',
      last4: '1111',
      holderName: 'MARIA SOUZA',
      expMonth: 12,
      expYear: 2099,
    });
    // The token is spent by the save.
    await expect(provider.saveCard(customerId, token)).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Os dados do cartão expiraram: digite o cartão de novo.',
    });
  });

  it('charge a saved card as its customer with a token of its CVV, and only as its customer', async () => {
    const customerId = await provider.customerFor(maria);
    const card = await provider.saveCard(customerId, await tokenOf(APPROVED));
    const charge = await provider.create(
      chargeRequest({
        type: 'card',
        token: await savedTokenOf(card.id),
        brand: 'VISA',
        installments: 2,
        customerId,
      }),
    );
    expect(charge).toMatchObject({ status: 'paid', installments: 2, cardLast4: '1111' });

    const wrongCvv = await provider.create(
      chargeRequest({
        type: 'card',
        token: await savedTokenOf(card.id, '000'),
        brand: 'VISA',
        installments: 1,
        customerId,
      }),
    );
    expect(wrongCvv).toMatchObject({
      status: 'declined',
      declineReason: 'Confira o código de segurança (CVV) do cartão.',
    });

    const other = await provider.customerFor({ ...maria, email: 'outra@example.com' });
    for (const payer of [other, undefined]) {
      await expect(
        provider.create(
          chargeRequest({
            type: 'card',
            token: await savedTokenOf(card.id),
            brand: 'VISA',
            installments: 1,
            ...(payer === undefined ? {} : { customerId: payer }),
          }),
        ),
      ).rejects.toMatchObject({
        kind: 'rejected',
        message: 'Este cartão salvo não está mais disponível: escolha outro cartão.',
      });
    }
  });

  it('remove a card, once or twice alike; a removed card can no longer be tokenized', async () => {
    const customerId = await provider.customerFor(maria);
    const card = await provider.saveCard(customerId, await tokenOf(APPROVED));
    await provider.removeCard(customerId, card.id);
    await provider.removeCard(customerId, card.id);
    expect(
      await vault.tokenize({ card_id: card.id, security_code: '123' }, 'test-client'),
    ).toMatchObject({ ok: false, errors: [{ code: 'E216' }] });
  });

  it('list and read cards as Mercado Pago answers them, to the access token only', async () => {
    const customerId = await provider.customerFor(maria);
    const card = await provider.saveCard(customerId, await tokenOf(APPROVED));
    const headers = { Authorization: `Bearer ${ACCESS_TOKEN}` };
    const listed = await fetch(`${gatewayOrigin}/v1/customers/${customerId}/cards`, { headers });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: card.id,
          customer_id: customerId,
          last_four_digits: '1111',
          payment_method: { id: 'visa', payment_type_id: 'credit_card' },
          security_code: { length: 3, card_location: 'back' },
          cardholder: expect.objectContaining({ name: 'MARIA SOUZA' }),
        }),
      ]),
    );
    const refused = await fetch(`${gatewayOrigin}/v1/customers/${customerId}/cards`);
    expect(refused.status).toBe(401);
    const search = await fetch(`${gatewayOrigin}/v1/customers/search?email=nobody@example.com`, {
      headers,
    });
    expect(await search.json()).toMatchObject({ paging: { total: 0 }, results: [] });
  });
});
