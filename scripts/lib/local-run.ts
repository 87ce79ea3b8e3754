/**
 * What a local run (`npm start`, `npm run dev`) talks to. The embedded mock API is started unless
 * PUBLIC_GRAPHQL_URL names another endpoint on purpose; the default URL means "the mock", and then
 * the mock's real port (MOCK_API_PORT) wins, so changing one setting is enough. Likewise SITE_URL
 * follows PORT, BACKOFFICE_URL follows BACKOFFICE_PORT, and PUBLIC_PAYMENT_GATEWAY_URL the mock
 * gateway's MOCK_PAYMENT_GATEWAY_PORT (Mercado Pago's API with PAYMENT_PROVIDER=mercadopago),
 * unless they were set to something else.
 */
import { tokenizationUrl } from '../../config/csp.ts';
import { settings as table, type Settings } from '../../config/settings.ts';
import { localOrigin } from '../../runtime/ports.ts';

export interface LocalRunPlan {
  /** Whether to start the embedded mock API on MOCK_API_PORT. */
  readonly startMock: boolean;
  /** The GraphQL endpoint the site is built against (and that the browser calls). */
  readonly graphqlUrl: string;
  /** The canonical origin the build writes into links and the sitemap. */
  readonly siteUrl: string;
  /** The back office's origin, which the API's e-mails to staff link to. */
  readonly backofficeUrl: string;
  /** The payment gateway the card form tokenizes with (and the CSP allows). */
  readonly gatewayUrl: string;
}

/** A local origin's setting: as set, or on `port` when left at its default. */
function followingPort(
  wanted: string | undefined,
  byDefault: string,
  host: string,
  port: number,
): string {
  const value = wanted?.trim();
  return !value || value === byDefault ? localOrigin(host, port) : value;
}

export function planLocalRun(
  env: Record<string, string | undefined>,
  current: Pick<
    Settings,
    'HOST' | 'PORT' | 'MOCK_API_PORT' | 'MOCK_PAYMENT_GATEWAY_PORT' | 'BACKOFFICE_PORT'
  >,
): LocalRunPlan {
  const mockUrl = `${localOrigin(current.HOST, current.MOCK_API_PORT)}/graphql`;
  const wantedApi = env.PUBLIC_GRAPHQL_URL?.trim();
  const startMock =
    !wantedApi || wantedApi === table.PUBLIC_GRAPHQL_URL.default || wantedApi === mockUrl;

  const siteUrl = followingPort(env.SITE_URL, table.SITE_URL.default, current.HOST, current.PORT);
  const backofficeUrl = followingPort(
    env.BACKOFFICE_URL,
    table.BACKOFFICE_URL.default,
    current.HOST,
    current.BACKOFFICE_PORT,
  );

  const mockGatewayUrl = localOrigin(current.HOST, current.MOCK_PAYMENT_GATEWAY_PORT);
  const wantedGateway = env.PUBLIC_PAYMENT_GATEWAY_URL?.trim();
  const gatewayUrl =
    env.PAYMENT_PROVIDER?.trim() === 'mercadopago'
      ? tokenizationUrl({
          provider: 'mercadopago',
          gatewayUrl: wantedGateway ?? '',
          defaultUrl: table.PUBLIC_PAYMENT_GATEWAY_URL.default,
        })
      : !wantedGateway || wantedGateway === table.PUBLIC_PAYMENT_GATEWAY_URL.default
        ? mockGatewayUrl
        : wantedGateway;

  return {
    startMock,
    graphqlUrl: startMock ? mockUrl : (wantedApi ?? mockUrl),
    siteUrl,
    backofficeUrl,
    gatewayUrl,
  };
}
