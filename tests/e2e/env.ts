/**
 * Where the end-to-end tests run: dedicated ports, so a developer's `npm start` (4321/4000) keeps
 * running undisturbed, and a dedicated build folder, so the tests never replace their `dist/`.
 * `playwright.config.ts` starts the server with `serverEnv`; specs reach the mock API through
 * `mockApiUrl`, the embedded payment gateway through `gatewayUrl` and the back office through
 * `backofficeUrl`. E2E_PORT, E2E_MOCK_API_PORT, E2E_MOCK_GATEWAY_PORT, E2E_PUBLISHER_PORT and
 * E2E_BACKOFFICE_PORT (and E2E_MAILBOX_PORT, E2E_MAILBOX_SMTP_PORT) move them, so two test runs
 * can share a machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4331);
export const E2E_MOCK_API_PORT = Number(process.env.E2E_MOCK_API_PORT ?? 4011);
export const E2E_MOCK_GATEWAY_PORT = Number(process.env.E2E_MOCK_GATEWAY_PORT ?? 4012);
/** The publisher `scripts/start.ts` also starts; beside the mock's ports unless moved. */
export const E2E_PUBLISHER_PORT = Number(process.env.E2E_PUBLISHER_PORT ?? E2E_MOCK_API_PORT + 2);

export const siteUrl = `http://127.0.0.1:${E2E_PORT}`;
export const mockApiUrl = `http://127.0.0.1:${E2E_MOCK_API_PORT}`;
export const graphqlUrl = `${mockApiUrl}/graphql`;
export const gatewayUrl = `http://127.0.0.1:${E2E_MOCK_GATEWAY_PORT}`;
export const gatewayPublicKey = 'pk_test_e2e';
/**
 * The secret the payment stand-in signs its notifications with, pinned (instead of generated in
 * DATA_DIR) so specs can sign notifications of their own and knock at the API's door with them.
 */
export const gatewayWebhookSecret = 'whsec_e2e_only_not_a_real_secret';
/** The back office the test server also starts; beside the publisher unless moved. */
export const E2E_BACKOFFICE_PORT = Number(process.env.E2E_BACKOFFICE_PORT ?? E2E_MOCK_API_PORT + 3);
export const backofficeUrl = `http://127.0.0.1:${E2E_BACKOFFICE_PORT}`;
/** The local mailbox the test server also starts (its page, and its SMTP port). */
export const E2E_MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? E2E_MOCK_API_PORT + 4);
export const E2E_MAILBOX_SMTP_PORT = Number(
  process.env.E2E_MAILBOX_SMTP_PORT ?? E2E_MOCK_API_PORT + 5,
);
export const mailboxUrl = `http://127.0.0.1:${E2E_MAILBOX_PORT}`;
export const outDir = `.cache/e2e-dist-${E2E_PORT}`;
/** The test server's database, reset to the seed before each run. */
export const dataDir = `.cache/e2e-data-${E2E_PORT}`;

/**
 * Every setting the built site depends on, pinned, so a developer's `.env` (a captcha key, a real
 * API, the mock switch) cannot change what the tests see.
 */
export const serverEnv: Record<string, string> = {
  PORT: String(E2E_PORT),
  MOCK_API_PORT: String(E2E_MOCK_API_PORT),
  PUBLIC_GRAPHQL_URL: graphqlUrl,
  MOCK_PAYMENT_GATEWAY_PORT: String(E2E_MOCK_GATEWAY_PORT),
  PUBLIC_PAYMENT_GATEWAY_URL: gatewayUrl,
  PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY: gatewayPublicKey,
  MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET: gatewayWebhookSecret,
  SITE_URL: siteUrl,
  PUBLIC_MOCK: 'false',
  PUBLIC_CAPTCHA_SITE_KEY: '',
  PUBLIC_MAINTENANCE_NOTICE: 'true',
  MOCK_PRODUCTS: '50',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  // The specs work with the demo's customer, staff and catalogue, whatever a `.env` says.
  SEED: 'demo',
  // The reset hook, and room for a whole run from one address (127.0.0.1): every spec's
  // registrations, tickets and recovery requests. The per-account bound stays the real one
  // (10 wrong passwords or codes in 15 minutes); security-limits.spec.ts meets it.
  TEST_HOOKS: 'true',
  GUESSES_PER_ACCOUNT: '10',
  GUESSES_PER_ADDRESS: '10000',
  DAILY_TICKETS: '10000',
  DAILY_COMMENTS: '10000',
  DAILY_FAVORITES: '10000',
  DAILY_CARDS: '10000',
  DAILY_REGISTRATIONS: '10000',
  DAILY_RESET_REQUESTS: '10000',
  DAILY_STOCK_ALERTS: '10000',
  PUBLISHER_PORT: String(E2E_PUBLISHER_PORT),
  BACKOFFICE_PORT: String(E2E_BACKOFFICE_PORT),
  BACKOFFICE_URL: backofficeUrl,
  SMTP_URL: '',
  MAILBOX_PORT: String(E2E_MAILBOX_PORT),
  MAILBOX_SMTP_PORT: String(E2E_MAILBOX_SMTP_PORT),
  // The servers' warnings and errors in the run's output, not an access line per request of a
  // whole run (E2E_LOG_LEVEL=info or debug shows them).
  LOG_LEVEL: process.env['E2E_LOG_LEVEL'] ?? 'warn',
};
