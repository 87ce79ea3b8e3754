/**
 * Runs the embedded mock GraphQL API and its payment gateway inside the calling process (one
 * Ctrl-C stops everything).
 */
import type { Settings } from '../../config/settings.ts';
import { PortInUseError, assertPortFree } from './ports.ts';
import { LOCAL_HOST } from './local-run.ts';

export interface RunningMockApi {
  readonly url: string;
  readonly graphqlUrl: string;
  /** The embedded payment gateway's base URL (card tokenization). */
  readonly gatewayUrl: string;
  /** The seed's demo customer, as `e-mail / password`, for the startup banner. */
  readonly demoLogin: string;
  close(): Promise<void>;
}

const HEALTH_TIMEOUT_MS = 30_000;

/** Polls `GET {url}/health` until it answers 200. */
async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    try {
      const response = await fetch(new URL('/health', url), { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet: poll again.
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The mock API did not answer ${url}/health within ${HEALTH_TIMEOUT_MS / 1000} s.`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

type MockSettings = Pick<
  Settings,
  'PORT' | 'MOCK_API_PORT' | 'MOCK_PAYMENT_GATEWAY_PORT' | 'MOCK_PRODUCTS'
>;

/** Fails fast, naming the setting, when the mock API's or its gateway's port is taken. */
export async function assertMockPortsFree(settings: MockSettings): Promise<void> {
  await assertPortFree(settings.MOCK_API_PORT, LOCAL_HOST, 'MOCK_API_PORT');
  await assertPortFree(settings.MOCK_PAYMENT_GATEWAY_PORT, LOCAL_HOST, 'MOCK_PAYMENT_GATEWAY_PORT');
}

/**
 * @param siteUrl the site's canonical URL: the gateway answers pages from its origin and from
 *   the local server on PORT, and no others.
 */
export async function startMockApi(
  settings: MockSettings,
  siteUrl: string,
): Promise<RunningMockApi> {
  const port = settings.MOCK_API_PORT;
  const gatewayPort = settings.MOCK_PAYMENT_GATEWAY_PORT;
  const products = settings.MOCK_PRODUCTS;
  // Loaded on demand: building or serving against a real API never loads the mock.
  const mockServer = await import('../../mocks/server.ts');
  const { DEMO_EMAIL, DEMO_PASSWORD } = await import('../../mocks/seed/customers.ts');
  let mock: Omit<RunningMockApi, 'demoLogin'>;
  try {
    // Its log lines (password recovery codes, warnings) belong on the console of `npm start`.
    mock = await mockServer.startMockServer({
      port,
      gatewayPort,
      host: LOCAL_HOST,
      products,
      siteOrigins: mockServer.siteOrigins(siteUrl, settings.PORT),
      log: (line) => console.log(line),
    });
  } catch (error) {
    if (error instanceof mockServer.PortInUseError) {
      throw new PortInUseError(error.port, error.setting);
    }
    throw error;
  }
  await waitForHealth(mock.url);
  return { ...mock, demoLogin: `${DEMO_EMAIL} / ${DEMO_PASSWORD}` };
}
