/**
 * The processes of `npm start`, one entry each in `shopProcesses`: what runs, when (before the
 * site is built, or once it is), on which ports (with the setting that moves each, checked free
 * before the build), how the supervisor knows it answers, and its lines in the banner. Every
 * process gets the same environment: the settings, with the URLs the local run decided on.
 */
import { resolve } from 'node:path';
import { seedKind } from '../../config/seed.ts';
import type { Settings } from '../../config/settings.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../mocks/seed/customers.ts';
import { SEED_STAFF } from '../../mocks/seed/staff.ts';
import { localOrigin } from '../../runtime/ports.ts';
import type { LocalRunPlan } from './local-run.ts';
import type { ProcessSpec } from './supervisor/supervisor.ts';

/** `before-build`: the site is built against it. `after-build`: it serves or updates the build. */
export type StartPhase = 'before-build' | 'after-build';

export interface PortSetting {
  readonly port: number;
  /** The setting that moves it, named when the port is taken. */
  readonly setting: string;
}

export interface BannerLine {
  readonly label: string;
  readonly value: string;
}

export interface ShopProcess extends ProcessSpec {
  readonly phase: StartPhase;
  /** A one-off step (script and arguments) run to the end before the process starts. */
  readonly prepare?: readonly string[];
  readonly ports: readonly PortSetting[];
  readonly banner: readonly BannerLine[];
}

/** Where this machine reaches a process of the run bound to HOST on `port`. */
const localUrl = (host: string, port: number, path = '') => `${localOrigin(host, port)}${path}`;

/** The environment of every process of a local run: the settings, and the URLs it decided on. */
export function localRunEnv(base: NodeJS.ProcessEnv, plan: LocalRunPlan): NodeJS.ProcessEnv {
  return {
    ...base,
    PUBLIC_GRAPHQL_URL: plan.graphqlUrl,
    SITE_URL: plan.siteUrl,
    BACKOFFICE_URL: plan.backofficeUrl,
    PUBLIC_PAYMENT_GATEWAY_URL: plan.gatewayUrl,
  };
}

/**
 * `npm start`'s environment: a local run's, and the API announces editor changes to this run's
 * publisher unless PUBLISH_WEBHOOK_URL says otherwise.
 */
export function shopEnv(
  base: NodeJS.ProcessEnv,
  settings: Pick<Settings, 'HOST' | 'PUBLISHER_PORT'>,
  plan: LocalRunPlan,
): NodeJS.ProcessEnv {
  const env = localRunEnv(base, plan);
  if (!env.PUBLISH_WEBHOOK_URL) {
    env.PUBLISH_WEBHOOK_URL = localUrl(settings.HOST, settings.PUBLISHER_PORT, '/hooks/publish');
  }
  return env;
}

/**
 * Which entry runs the API: with a real payment provider (PAYMENT_PROVIDER=mercadopago) the
 * production one (`api/main.ts`: no stand-in, no demo, no test hooks); otherwise the mock's
 * (`mocks/server.ts`: the same API with the payment stand-in it pays through, and the demo).
 */
export function apiEntry(settings: Pick<Settings, 'PAYMENT_PROVIDER'>): string {
  return settings.PAYMENT_PROVIDER === 'local' ? 'mocks/server.ts' : 'api/main.ts';
}

/**
 * The API, run as `npm run mock` runs it (GraphQL and the payment stand-in), or as production
 * runs it when the payment provider is a real one. The first start may take a while
 * (API_START_TIMEOUT_MS).
 */
export function apiProcess(
  settings: Pick<
    Settings,
    | 'HOST'
    | 'MOCK_API_PORT'
    | 'MOCK_PAYMENT_GATEWAY_PORT'
    | 'API_START_TIMEOUT_MS'
    | 'DATA_DIR'
    | 'DATABASE_URL'
    | 'SEED'
    | 'PAYMENT_PROVIDER'
  >,
  plan: LocalRunPlan,
  env: NodeJS.ProcessEnv,
): ShopProcess {
  const entry = apiEntry(settings);
  const withStandIn = entry === 'mocks/server.ts';
  const gatewayUrl = localUrl(settings.HOST, settings.MOCK_PAYMENT_GATEWAY_PORT);
  return {
    name: 'api',
    phase: 'before-build',
    args: [entry],
    env,
    readyUrl: localUrl(settings.HOST, settings.MOCK_API_PORT, '/health'),
    readyTimeoutMs: settings.API_START_TIMEOUT_MS,
    readyHint: 'Give it longer with the API_START_TIMEOUT_MS setting.',
    ports: [
      { port: settings.MOCK_API_PORT, setting: 'MOCK_API_PORT' },
      ...(withStandIn
        ? [{ port: settings.MOCK_PAYMENT_GATEWAY_PORT, setting: 'MOCK_PAYMENT_GATEWAY_PORT' }]
        : []),
    ],
    banner: [
      {
        label: 'GraphQL API',
        value: `${plan.graphqlUrl}  (${withStandIn ? 'embedded mock' : `production entry, ${settings.PAYMENT_PROVIDER}`})`,
      },
      ...(withStandIn && plan.gatewayUrl === gatewayUrl
        ? [{ label: 'Card gateway', value: `${gatewayUrl}  (embedded mock)` }]
        : []),
      ...(withStandIn && seedKind(settings) === 'demo'
        ? [{ label: 'Demo login', value: `${DEMO_EMAIL} / ${DEMO_PASSWORD}` }]
        : []),
      {
        label: 'Data',
        value:
          settings.DATABASE_URL === ''
            ? `${resolve(settings.DATA_DIR, 'db')}  (embedded database)`
            : 'the PostgreSQL database of DATABASE_URL',
      },
    ],
  };
}

/**
 * The back office (the staff's origin): built by its own step, then served; it reaches the API,
 * the publisher and the site's build (previews) itself.
 */
export function backofficeProcess(
  settings: Pick<Settings, 'HOST' | 'BACKOFFICE_PORT' | 'SEED' | 'DATABASE_URL'>,
  env: NodeJS.ProcessEnv,
): ShopProcess {
  return {
    name: 'backoffice',
    phase: 'after-build',
    prepare: ['scripts/build-backoffice.ts'],
    args: ['backoffice/server/main.ts'],
    env,
    readyUrl: localUrl(settings.HOST, settings.BACKOFFICE_PORT, '/entrar'),
    ports: [{ port: settings.BACKOFFICE_PORT, setting: 'BACKOFFICE_PORT' }],
    banner: [
      { label: 'Back office', value: localUrl(settings.HOST, settings.BACKOFFICE_PORT) },
      ...(seedKind(settings) === 'demo'
        ? SEED_STAFF.map((member) => ({
            label: `  ${ROLE_NAMES[member.role]}`,
            value: `${member.email} / ${member.password}`,
          }))
        : [{ label: '  First admin', value: 'npm run admin:create -- EMAIL' }]),
    ],
  };
}

/**
 * The local mailbox: where the API's e-mails go while SMTP_URL is empty, started before the API
 * so the first messages find it.
 */
export function mailboxProcess(
  settings: Pick<Settings, 'HOST' | 'MAILBOX_PORT' | 'MAILBOX_SMTP_PORT'>,
  env: NodeJS.ProcessEnv,
): ShopProcess {
  return {
    name: 'mailbox',
    phase: 'before-build',
    args: ['mocks/mailbox/mailbox.ts'],
    env,
    readyUrl: localUrl(settings.HOST, settings.MAILBOX_PORT, '/api/messages'),
    ports: [
      { port: settings.MAILBOX_PORT, setting: 'MAILBOX_PORT' },
      { port: settings.MAILBOX_SMTP_PORT, setting: 'MAILBOX_SMTP_PORT' },
    ],
    banner: [{ label: 'E-mails', value: localUrl(settings.HOST, settings.MAILBOX_PORT) }],
  };
}

const ROLE_NAMES = { EDITOR: 'editor', SUPPORT: 'support', ADMIN: 'admin' } as const;

export interface ShopOptions {
  readonly settings: Pick<
    Settings,
    | 'HOST'
    | 'PORT'
    | 'MOCK_API_PORT'
    | 'MOCK_PAYMENT_GATEWAY_PORT'
    | 'API_START_TIMEOUT_MS'
    | 'PUBLISHER_PORT'
    | 'BACKOFFICE_PORT'
    | 'DATA_DIR'
    | 'DATABASE_URL'
    | 'SEED'
    | 'SMTP_URL'
    | 'MAILBOX_PORT'
    | 'MAILBOX_SMTP_PORT'
    | 'PAYMENT_PROVIDER'
  >;
  readonly plan: LocalRunPlan;
  /** The built site's folder. */
  readonly outDir: string;
  /** From `shopEnv`. */
  readonly env: NodeJS.ProcessEnv;
}

/** The process table of `npm start`, in the order the banner lists them. */
export function shopProcesses({ settings, plan, outDir, env }: ShopOptions): ShopProcess[] {
  return [
    {
      name: 'site',
      phase: 'after-build',
      args: ['site-server/serve.ts', '--out-dir', outDir],
      env,
      readyUrl: localUrl(settings.HOST, settings.PORT, '/'),
      ports: [{ port: settings.PORT, setting: 'PORT' }],
      banner: [{ label: 'Site', value: localUrl(settings.HOST, settings.PORT, '/') }],
    },
    ...(settings.SMTP_URL === '' ? [mailboxProcess(settings, env)] : []),
    ...(plan.startMock ? [apiProcess(settings, plan, env)] : []),
    {
      name: 'publisher',
      phase: 'after-build',
      args: ['publisher/main.ts', '--out-dir', outDir],
      env,
      readyUrl: localUrl(settings.HOST, settings.PUBLISHER_PORT, '/status'),
      ports: [{ port: settings.PUBLISHER_PORT, setting: 'PUBLISHER_PORT' }],
      banner: [
        {
          label: 'Publisher',
          value: `${localUrl(settings.HOST, settings.PUBLISHER_PORT)}/status  (JSON; webhook at /hooks/publish)`,
        },
      ],
    },
    backofficeProcess(settings, env),
  ];
}

/** The banner's lines: every process's, then the API and gateway the site uses from elsewhere. */
export function shopBanner(processes: readonly ShopProcess[], plan: LocalRunPlan): string[] {
  const lines = processes.flatMap((process) => process.banner);
  const listed = new Set(lines.map((line) => line.label));
  if (!listed.has('GraphQL API')) lines.push({ label: 'GraphQL API', value: plan.graphqlUrl });
  if (!listed.has('Card gateway')) lines.push({ label: 'Card gateway', value: plan.gatewayUrl });
  // One space after each label: a line reads (and is searched for) as `Back office: http://…`.
  return lines.map((line) => `  ${line.label}: ${line.value}`);
}
