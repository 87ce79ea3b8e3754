/** The gateway as `npm start` runs it: its own origin beside the mock API, one database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortInUseError, siteOrigins, startMockServer } from '../server.ts';
import type { MockServer } from '../server.ts';
import type { Database } from '../../api/db/database.ts';
import { cardBrandOfBin } from '../../contract/card-brands.ts';
import { gql, login } from '../../tests/support/api/api.ts';
import { everythingStored, testDatabase } from '../../tests/support/api/database.ts';
import { chargeRequest } from '../../tests/support/payments.ts';
import { createLocalProvider } from '../../api/providers/payments/local-provider.ts';
import { NOTIFICATION_PATH } from '../../api/providers/payments/provider.ts';
import { createSeenNotifications } from '../../api/providers/payments/seen-notifications.ts';

const SITE = 'http://127.0.0.1:4321';
const SECRETS = {
  MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN: 'sk_test_server',
  MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET: 'whsec_test_server',
};
const ADD = `mutation($input: AddCreditCardInput!) { addCreditCard(input: $input) { id last4 } }`;

describe('the embedded gateway', () => {
  let database: Database;
  let server: MockServer;
  beforeAll(async () => {
    database = await testDatabase();
    server = await startMockServer({
      port: 0,
      quiet: true,
      database,
      siteOrigins: [SITE],
      gatewaySecrets: SECRETS,
    });
  });
  afterAll(() => server.close());

  async function tokenize(card: Record<string, unknown>) {
    const response = await fetch(
      `${server.gatewayUrl}/v1/card_tokens?public_key=pk_test_vertice_mock`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE },
        body: JSON.stringify(card),
      },
    );
    return { response, body: (await response.json()) as Record<string, unknown> };
  }

  it('listens on its own origin, apart from the API', () => {
    expect(server.gatewayUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new URL(server.gatewayUrl).origin).not.toBe(new URL(server.url).origin);
  });

  it('issues tokens the API saves a card with once, and the database never holds the number', async () => {
    const card = {
      card_number: '4111111111111111',
      security_code: '987',
      expiration_month: 12,
      expiration_year: 2099,
      cardholder: { name: 'Maria Souza' },
    };
    const { response, body } = await tokenize(card);
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    const input = {
      token: body['id'],
      brand: cardBrandOfBin(String(body['first_six_digits'])),
      last4: body['last_four_digits'],
      holderName: (body['cardholder'] as Record<string, unknown>)['name'],
      expMonth: body['expiration_month'],
      expYear: body['expiration_year'],
    };
    const token = await login(server.url);
    const saved = await gql(server.url, ADD, { token, variables: { input } });
    expect(saved.errors).toEqual([]);
    expect(saved.data).toMatchObject({ addCreditCard: { last4: '1111' } });
    const again = await gql(server.url, ADD, { token, variables: { input } });
    expect(again.errors[0]?.message).toBe('Os dados do cartão expiraram: digite o cartão de novo.');

    const stored = await everythingStored(database);
    expect(stored).toContain(String(body['id']));
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toMatch(/"987"|cvv|security_code/i);
  });

  it('takes charges from the local provider, and links its test bank on its own origin', async () => {
    const provider = createLocalProvider({
      baseUrl: server.gatewayUrl,
      accessToken: SECRETS.MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN,
      webhookSecret: SECRETS.MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET,
      notificationUrl: `${server.url}${NOTIFICATION_PATH}`,
      seen: createSeenNotifications(database.db),
    });
    const charge = await provider.create(
      chargeRequest({ type: 'pix', expiresAt: Date.now() + 60_000 }),
    );
    expect(charge.payLink?.url).toBe(`${server.gatewayUrl}/banco/${charge.id}`);
    const bank = await fetch(charge.payLink?.url ?? '');
    expect(await bank.text()).toContain('Simular pagamento');
  });

  it("answers the shop's canonical origin and its local server, nothing else", () => {
    expect(siteOrigins('https://loja.example.com.br/', 4321)).toEqual([
      'https://loja.example.com.br',
      'http://127.0.0.1:4321',
      'http://localhost:4321',
    ]);
    expect(siteOrigins('http://127.0.0.1:4371', 4371)).toEqual([
      'http://127.0.0.1:4371',
      'http://localhost:4371',
    ]);
  });

  it('reports its port taken, naming the setting that moves it', async () => {
    const gatewayPort = Number(new URL(server.gatewayUrl).port);
    const error = await startMockServer({
      port: 0,
      gatewayPort,
      quiet: true,
      database: await testDatabase(),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PortInUseError);
    expect(error).toMatchObject({ port: gatewayPort, setting: 'MOCK_PAYMENT_GATEWAY_PORT' });
  });
});
