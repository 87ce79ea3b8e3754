/** Helpers for the mock's tests: a handler on the real SDL and a small GraphQL caller. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApiHandler } from '../../../api/http/handler.ts';
import type { ApiHandler, ApiHandlerOptions } from '../../../api/http/handler.ts';
import { nodePasswordTools } from '../../../api/modules/account/passwords-node.ts';
import { createCardTokenVault } from '../../../mocks/gateway/card-tokens.ts';
import { startPaymentGateway } from '../../../mocks/gateway/gateway.ts';
import type { PaymentGateway } from '../../../mocks/gateway/gateway.ts';
import { createLocalProvider } from '../../../api/providers/payments/local-provider.ts';
import { NOTIFICATION_PATH } from '../../../api/providers/payments/provider.ts';
import type { PaymentProvider } from '../../../api/providers/payments/provider.ts';
import { createSeenNotifications } from '../../../api/providers/payments/seen-notifications.ts';
import { onTestFinished } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../mocks/seed/customers.ts';
import type { Database, Engine } from '../../../api/db/database.ts';
import { TEST_PRODUCTS, testDatabase } from './database.ts';
import { gql, rememberBackofficeKey } from './graphql-call.ts';
import type { GraphQLResult, Target } from './graphql-call.ts';
import { demoWiring } from '../../../mocks/demo-wiring.ts';
import { silentLogger } from '../../../runtime/log.ts';

export const typeDefs = readFileSync(
  fileURLToPath(new URL('../../../mocks/schema.graphql', import.meta.url)),
  'utf8',
);

export interface TestHandler extends ApiHandler {
  /** The database the handler keeps its records in (to look behind the API). */
  readonly database: Database;
  /**
   * The payment stand-in the handler's provider talks to, in process (its origin is
   * `PAYMENT_STAND_IN_ORIGIN`); its notifications go straight to the handler. Null when the
   * test gave its own `payments`.
   */
  readonly gateway: PaymentGateway | null;
  /** The provider the handler charges through. */
  readonly payments: PaymentProvider;
}

/** The back office's key to `testHandler`'s handlers (`X-Gateway-Key`), unless a test gives one. */
export const TEST_BACKOFFICE_KEY = 'chave-do-back-office-nos-testes';

/** Where the in-process payment stand-in of `testHandler` answers. */
export const PAYMENT_STAND_IN_ORIGIN = 'http://pagamentos.test';
/** The stand-in's secrets in `testHandler`. */
export const STAND_IN_ACCESS_TOKEN = 'sk_test_handler';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_test_handler';

/** Stops `stop` when the current test ends (or never, outside a test: its timer is unref'd). */
function stopWhenDone(stop: () => Promise<void>): void {
  try {
    onTestFinished(stop);
  } catch {
    // Made in a beforeAll: the stand-in's timer does not keep the process alive.
  }
}

/**
 * A handler as tests start it, on a freshly seeded database (closed when the test ends): test
 * hooks on, the default bounds unless `limits` says otherwise.
 */
export async function testHandler(
  options: Partial<ApiHandlerOptions> & { engine?: Engine; products?: number } = {},
): Promise<TestHandler> {
  const { engine, products = TEST_PRODUCTS, ...rest } = options;
  const database = rest.database ?? (await testDatabase(engine, products));
  let gateway: PaymentGateway | null = null;
  let payments = rest.payments;
  if (payments === undefined) {
    // The embedded stand-in, in process, on the handler's clock: a test that moves the clock
    // expires charges and dates notifications alike.
    const started = startPaymentGateway({
      db: database.db,
      // On the handler's own clock, so a test that moves it expires tokens.
      vault: createCardTokenVault(database.db, () => handler.now()),
      publicKey: 'pk_test_handler',
      allowedOrigins: [],
      accessToken: STAND_IN_ACCESS_TOKEN,
      webhookSecret: STAND_IN_WEBHOOK_SECRET,
      merchant: { name: 'Loja Vitrine Tecnologia', city: 'Sao Paulo' },
      publicOrigin: () => PAYMENT_STAND_IN_ORIGIN,
      log: silentLogger,
      now: () => handler.now(),
      send: (input, init) => handler.fetch(new Request(input, init)),
    });
    stopWhenDone(() => started.stop());
    gateway = started;
    payments = createLocalProvider({
      baseUrl: PAYMENT_STAND_IN_ORIGIN,
      accessToken: STAND_IN_ACCESS_TOKEN,
      webhookSecret: STAND_IN_WEBHOOK_SECRET,
      notificationUrl: `http://api.test${NOTIFICATION_PATH}`,
      seen: createSeenNotifications(database.db, () => handler.now()),
      now: () => handler.now(),
      fetch: (input, init) => started.fetch(new Request(input, init)),
      retries: 0,
    });
  }
  const gatewaySecret = rest.gatewaySecret ?? TEST_BACKOFFICE_KEY;
  const handler: ApiHandler = createApiHandler({
    typeDefs,
    ...demoWiring(products, true),
    passwords: nodePasswordTools,
    ...rest,
    gatewaySecret,
    payments,
    database,
  });
  rememberBackofficeKey(handler, gatewaySecret);
  return Object.assign(handler, { database, gateway, payments });
}

export { gql, rememberBackofficeKey } from './graphql-call.ts';
export type { GraphQLResult, Target } from './graphql-call.ts';
export const LOGIN = `query LoginCustomer($email: String!, $password: String!) {
  loginCustomer(email: $email, password: $password) { token }
}`;

/** Logs in (the demo customer by default) and answers the token. */
export async function login(
  target: Target,
  email = DEMO_EMAIL,
  password = DEMO_PASSWORD,
): Promise<string> {
  const result = await gql<{ loginCustomer: { token: string } }>(target, LOGIN, {
    variables: { email, password },
  });
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.loginCustomer.token;
}

/** The error codes and messages of a result, for compact assertions. */
export function errorsOf(result: GraphQLResult<unknown>): { code?: string; message: string }[] {
  return result.errors.map((e) => ({ code: e.extensions?.code, message: e.message }));
}

/** A registration input nobody in the seed uses, with the privacy policy accepted. */
export const NEW_CUSTOMER_INPUT = {
  name: 'Joana Lima',
  email: 'joana@exemplo.com.br',
  cpf: '390.533.447-05',
  phone: '(31) 99876-5432',
  password: 'Tucano!Azul7',
  acceptPrivacyPolicy: true,
} as const;

/** A message the outbox holds for an address, as the test hook answers it (newest first). */
export interface OutboxEntry {
  readonly subject: string;
  readonly text: string;
}

/** The messages written to `to` (the test hook `GET /__mock/outbox`). */
export async function outboxOf(handler: TestHandler, to: string): Promise<OutboxEntry[]> {
  const response = await handler.fetch(
    new Request(`http://mock.test/__mock/outbox?to=${encodeURIComponent(to)}`),
  );
  return (await response.json()) as OutboxEntry[];
}

/** The code of the newest `Código de recuperação de senha` message to `email`; '' if none. */
export async function recoveryCodeOf(handler: TestHandler, email: string): Promise<string> {
  const message = (await outboxOf(handler, email)).find((entry) =>
    entry.subject.startsWith('Código de recuperação de senha'),
  );
  return /Seu código\n(\d{6})/.exec(message?.text ?? '')?.[1] ?? '';
}
