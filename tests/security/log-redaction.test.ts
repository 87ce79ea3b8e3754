/**
 * No secret reaches a log line. The API with its payment stand-in, and the back office's server
 * in front of it, run on real sockets and log through the real Node logger (pino, with its
 * redaction and scrubbing: runtime/logger.ts) at its most verbose level, every line kept. The
 * flows that handle secrets run through them: a registration and logins with passwords, the
 * e-mail link, password recovery with its one-time code (a wrong one first), a card payment
 * with a card number tokenized at the stand-in, the stand-in's signed notification and one of
 * our own, a staff login through the back office with its session cookie and the gateway key, an
 * editor's change whose publish webhook goes to a URL with a password and a token in it. Then
 * not one line may hold any of those values.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiGateway } from '../../backoffice/server/api-gateway.ts';
import type { Previewer } from '../../backoffice/server/previews.ts';
import { startBackofficeServer } from '../../backoffice/server/server.ts';
import type { BackofficeServer } from '../../backoffice/server/server.ts';
import { settings as declared } from '../../config/settings.ts';
import { REQUEST_ID_HEADER } from '../../contract/http-headers.ts';
import { NOTIFICATION_PATH } from '../../api/providers/payments/provider.ts';
import { LOCAL_NOTIFICATION_TOPIC } from '../../api/providers/payments/local-provider.ts';
import { signatureHeader } from '../../api/providers/payments/signature.ts';
import type { MailTransport } from '../../api/providers/mail/transport.ts';
import { startMockServer } from '../../mocks/server.ts';
import type { MockServer } from '../../mocks/server.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../mocks/seed/customers.ts';
import { SEED_EDITOR } from '../../mocks/seed/staff.ts';
import { createLogger } from '../../runtime/logger.ts';
import { createDataAccess } from '../../api/core/data-access.ts';
import type { Database } from '../../api/db/database.ts';
import { NEW_CUSTOMER_INPUT, errorsOf, gql, login } from '../support/api/api.ts';
import type { OutboxEntry } from '../support/api/api.ts';
import { testDatabase } from '../support/api/database.ts';
import { line, orderInput, placeOrder } from '../support/api/orders.ts';
import { tokenizeApprovedCard } from '../support/payments.ts';

const ACCESS_TOKEN = 'sk_live_0f3a9c2e7b614d58a1c3e9f20b7d4a6c';
const WEBHOOK_SECRET = 'whsec_5b2e8d1f4a7c09e36b8d2f5a1c4e7b90';
const BACKOFFICE_KEY = 'chave-do-back-office-9d2f7a4c1e8b6035';
/** Where editors' changes are announced: nobody listens, and its URL holds two secrets. */
const WEBHOOK_PASSWORD = 'senha-do-publicador-7Qx2';
const WEBHOOK_TOKEN = 'c6e1f0a9b8d7c6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1';
const PUBLISH_URL = `http://deploy:${WEBHOOK_PASSWORD}@127.0.0.1:1/hooks/publish?token=${WEBHOOK_TOKEN}`;
const NEW_PASSWORD = 'Arara!Vermelha9';
const WRONG_PASSWORD = 'Errada!Senha42';
const CARD_NUMBER = '4111111111111111';

/** Nobody receives mail: messages stay in the outbox, their codes readable by the test hook. */
const MAIL_SERVER_DOWN: MailTransport = {
  send: async () => ({ ok: false, permanent: false, error: 'ECONNREFUSED (test)' }),
  close: () => undefined,
};

const noPreviews: Previewer = {
  preview: async () => ({ kind: 'absent' }),
  assetsDir: () => null,
};

const lines: string[] = [];
/** Every value that must never be in a line, by what it is. */
const secrets = new Map<string, string>([
  ['the payment stand-in access token', ACCESS_TOKEN],
  ['the payment webhook secret', WEBHOOK_SECRET],
  ['the back office gateway key', BACKOFFICE_KEY],
  ['the publish webhook URL password', WEBHOOK_PASSWORD],
  ['the publish webhook URL token', WEBHOOK_TOKEN],
  ['the new customer password', NEW_CUSTOMER_INPUT.password],
  ['the demo customer password', DEMO_PASSWORD],
  ['a wrong password', WRONG_PASSWORD],
  ['the password set by recovery', NEW_PASSWORD],
  ['the editor password', SEED_EDITOR.password],
  ['the card number', CARD_NUMBER],
  ['the card number in groups', '4111 1111 1111 1111'],
]);

let database: Database;
let api: MockServer;
let backoffice: BackofficeServer;
let root: string;

function remember(what: string, value: string | null | undefined): string {
  if (!value) throw new Error(`no ${what} to look for`);
  secrets.set(what, value);
  return value;
}

function parsed(): Record<string, unknown>[] {
  return lines.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function newest(to: string, subject: string): Promise<OutboxEntry> {
  const outbox = await fetch(`${api.url}/__mock/outbox?to=${encodeURIComponent(to)}`);
  const entries = (await outbox.json()) as OutboxEntry[];
  const found = entries.find((entry) => entry.subject.startsWith(subject));
  if (!found) throw new Error(`no "${subject}" message to ${to}`);
  return found;
}

beforeAll(async () => {
  const destination = { write: (text: string) => void lines.push(...text.trimEnd().split('\n')) };
  const log = createLogger('api', { level: 'trace', destination });
  database = await testDatabase();
  api = await startMockServer({
    port: 0,
    database,
    log,
    testHooks: true,
    mailTransport: MAIL_SERVER_DOWN,
    gatewaySecrets: {
      MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN: ACCESS_TOKEN,
      MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    backofficeGatewaySecret: BACKOFFICE_KEY,
    publishWebhookUrl: PUBLISH_URL,
    publishWebhookSecret: 'segredo-de-assinatura-do-webhook-de-publicacao',
  });
  root = await mkdtemp(join(tmpdir(), 'backoffice-'));
  backoffice = await startBackofficeServer({
    root,
    port: 0,
    api: createApiGateway(api.graphqlUrl, BACKOFFICE_KEY),
    previewer: noPreviews,
    publisherUrl: 'http://127.0.0.1:1',
    siteUrl: 'http://127.0.0.1:4321',
    log: createLogger('backoffice', { level: 'trace', destination }),
  });
  secrets.set('the publish webhook secret', 'segredo-de-assinatura-do-webhook-de-publicacao');
});

afterAll(async () => {
  await backoffice?.close();
  await api?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the log lines of the API, the payment stand-in and the back office', () => {
  it('carry no password, token, one-time code, card number or secret', async () => {
    // A registration and logins: passwords in, session tokens out, used as Bearer tokens.
    const registered = await gql<{ registerCustomer: { token: string } }>(
      api.url,
      'mutation Register($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }',
      { variables: { input: NEW_CUSTOMER_INPUT } },
    );
    const joana = remember('a registration token', registered.data?.registerCustomer.token);
    await gql(api.url, 'query GetCustomerLoggedIn { getCustomerLoggedIn { id } }', {
      token: joana,
    });
    const wrong = await gql(
      api.url,
      'query LoginCustomer($email: String!, $password: String!) { loginCustomer(email: $email, password: $password) { token } }',
      { variables: { email: DEMO_EMAIL, password: WRONG_PASSWORD } },
    );
    expect(errorsOf(wrong)[0]?.code).toBe('INVALID_CREDENTIALS');
    const demo = remember('a login token', await login(api.url));

    // The e-mail link's token.
    const link = /confirmar-email\?token=([0-9a-f]+)/.exec(
      (await newest(NEW_CUSTOMER_INPUT.email, 'Confirme seu e-mail')).text,
    )?.[1];
    remember('an e-mail link token', link);
    const verified = await gql(
      api.url,
      'mutation VerifyEmail($linkToken: String!) { verifyEmail(linkToken: $linkToken) }',
      { variables: { linkToken: link } },
    );
    expect(verified.errors).toEqual([]);

    // Password recovery: a wrong code, then the right one.
    await gql(
      api.url,
      'mutation RequestReset($email: String!) { requestPasswordReset(email: $email) }',
      {
        variables: { email: NEW_CUSTOMER_INPUT.email },
      },
    );
    const code = remember(
      'the recovery code',
      /Seu código\n(\d{6})/.exec(
        (await newest(NEW_CUSTOMER_INPUT.email, 'Código de recuperação de senha')).text,
      )?.[1],
    );
    const wrongCode = remember('a wrong recovery code', code === '918273' ? '918274' : '918273');
    const RESET = `mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {
      resetPassword(email: $email, code: $code, newPassword: $newPassword) }`;
    const refused = await gql(api.url, RESET, {
      variables: { email: NEW_CUSTOMER_INPUT.email, code: wrongCode, newPassword: NEW_PASSWORD },
    });
    expect(errorsOf(refused)[0]?.code).toBe('BAD_USER_INPUT');
    const reset = await gql(api.url, RESET, {
      variables: { email: NEW_CUSTOMER_INPUT.email, code, newPassword: NEW_PASSWORD },
    });
    expect(reset.errors).toEqual([]);

    // A card payment: the number goes to the stand-in, its token to the API, which charges it.
    const card = await tokenizeApprovedCard(
      api.gatewayUrl,
      declared.PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY.default,
    );
    const cardToken = remember('the card token', card.id);
    const placed = await placeOrder(
      api.url,
      demo,
      orderInput({
        lines: [line(2)],
        paymentMethod: 'CREDIT_CARD',
        card: { token: cardToken, brand: 'VISA', installments: 1 },
      }),
    );
    expect(placed.errors).toEqual([]);

    // A signed notification about the pedido's charge, as the provider sends one.
    const pedido = await createDataAccess(database.db).requests.byNumber(
      placed.data?.placeOrder.number ?? '',
    );
    const chargeId = pedido?.charge?.chargeId ?? '';
    expect(chargeId).not.toBe('');
    const deliveryId = crypto.randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const signature = remember(
      'a notification signature',
      signatureHeader(WEBHOOK_SECRET, chargeId, deliveryId, ts).split('v1=')[1],
    );
    const notified = await fetch(
      `${api.url}${NOTIFICATION_PATH}?data.id=${chargeId}&type=${LOCAL_NOTIFICATION_TOPIC}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'x-request-id': deliveryId,
          'x-signature': `ts=${ts},v1=${signature}`,
        },
        body: JSON.stringify({ type: LOCAL_NOTIFICATION_TOPIC, data: { id: chargeId } }),
      },
    );
    expect(notified.status).toBe(200);
    // The provider's delivery id is the request's id, answered and on the lines.
    expect(notified.headers.get(REQUEST_ID_HEADER)).toBe(deliveryId);

    // A staff login through the back office: the password in, the session cookie out.
    const origin = backoffice.url;
    const entered = await fetch(`${origin}/api/entrar`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Backoffice': '1' },
      body: JSON.stringify({ email: SEED_EDITOR.email, password: SEED_EDITOR.password }),
    });
    expect(entered.status).toBe(200);
    const cookies = entered.headers.getSetCookie();
    remember('the staff session token', /bo_sessao=([0-9a-f]+)/.exec(cookies.join(';'))?.[1]);
    remember('the staff device proof', /bo_dispositivo=([0-9a-f]+)/.exec(cookies.join(';'))?.[1]);
    const cookie = cookies.map((set) => set.split(';')[0]).join('; ');
    const browserRequestId = 'navegador-do-editor-1';
    const me = await fetch(`${origin}/api/sessao`, {
      headers: { Cookie: cookie, [REQUEST_ID_HEADER]: browserRequestId },
    });
    expect(me.status).toBe(200);
    // An editor's change: the API announces it to the publish webhook's URL, which is down.
    const changed = await fetch(`${origin}/api/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: origin,
        'X-Backoffice': '1',
        Cookie: cookie,
      },
      body: JSON.stringify({
        query:
          'mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }',
        variables: { id: '3', input: { price: 99 } },
      }),
    });
    expect(((await changed.json()) as { errors?: unknown }).errors).toBeUndefined();
    await until(() => lines.some((text) => text.includes('publish webhook not delivered')));

    // And not one of them holds a secret.
    const leaks = [...secrets]
      .map(([what, value]) => ({ what, lines: lines.filter((text) => text.includes(value)) }))
      .filter((leak) => leak.lines.length > 0);
    expect(leaks).toEqual([]);

    // The lines are there, one JSON object each, and say what happened.
    const entries = parsed();
    expect(entries.length).toBeGreaterThan(30);
    const operations = new Set(entries.map((entry) => entry['operation']));
    for (const name of ['Register', 'LoginCustomer', 'ResetPassword', 'PlaceOrder']) {
      expect(operations).toContain(name);
    }
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'request', path: NOTIFICATION_PATH, status: 200 }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        msg: 'request received',
        headers: expect.objectContaining({ authorization: '[redacted]' }),
      }),
    );
    // The back office's request and the API's call it made for it share one id.
    const sameRequest = entries.filter((entry) => entry['requestId'] === browserRequestId);
    expect(new Set(sameRequest.map((entry) => entry['name']))).toEqual(
      new Set(['api', 'backoffice']),
    );
  });
});

async function until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > timeoutMs) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
