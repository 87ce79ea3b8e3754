/**
 * Every setting of the project, declared once.
 *
 * `astro.config.mjs` turns this table into Astro's typed env schema (read in the site
 * through `astro:env/*`); the Node processes read it through `loadSettings()`. Each setting's
 * description is the one the project gives: `.env.example` and docs/settings.md's settings table are
 * written from it (config/settings-docs.ts).
 */
type Context = 'client' | 'server';

interface SettingBase {
  readonly context: Context;
  readonly description: string;
}
interface StringSetting extends SettingBase {
  readonly type: 'string';
  readonly default: string;
  /** The only values it takes (besides empty, its default), when it is a choice. */
  readonly choices?: readonly string[];
}
interface NumberSetting extends SettingBase {
  readonly type: 'number';
  readonly default: number;
  readonly min: number;
  readonly max: number;
  /** Decimal places allowed (an amount of money: 2); whole numbers when absent. */
  readonly decimals?: number;
}
interface BooleanSetting extends SettingBase {
  readonly type: 'boolean';
  readonly default: boolean;
}
export type Setting = StringSetting | NumberSetting | BooleanSetting;

export const settings = {
  PORT: {
    type: 'number',
    default: 4321,
    min: 1,
    max: 65535,
    context: 'server',
    description: 'Port where `npm start` serves the built site (on 127.0.0.1).',
  },
  MOCK_API_PORT: {
    type: 'number',
    default: 4000,
    min: 1,
    max: 65535,
    context: 'server',
    description:
      'Port of the embedded API that `npm start`, `npm run dev` and `npm run mock` run (GraphQL at /graphql).',
  },
  PUBLIC_GRAPHQL_URL: {
    type: 'string',
    default: 'http://127.0.0.1:4000/graphql',
    context: 'client',
    description:
      'The single GraphQL endpoint, used at build time and in the browser. Pointed at another API, `npm start` and `npm run dev` build against it and start no embedded API.',
  },
  MOCK_PAYMENT_GATEWAY_PORT: {
    type: 'number',
    default: 4001,
    min: 1,
    max: 65535,
    context: 'server',
    description:
      'Port of the payment stand-in (card tokenization at /v1/card_tokens), started with the embedded API on its own origin.',
  },
  API_START_TIMEOUT_MS: {
    type: 'number',
    default: 60_000,
    min: 1_000,
    max: 3_600_000,
    context: 'server',
    description:
      'Milliseconds `npm start` and `npm run dev` wait for the embedded API to answer /health (its first start prepares its database); past that they stop and say so.',
  },
  PUBLIC_PAYMENT_GATEWAY_URL: {
    type: 'string',
    default: 'http://127.0.0.1:4001',
    context: 'client',
    description:
      "Base URL of the payment gateway the card form sends the card number and CVV to (the shop's API only receives its token); the CSP's connect-src allows exactly its origin. Left at the default, `npm start` and `npm run dev` follow MOCK_PAYMENT_GATEWAY_PORT, and with PAYMENT_PROVIDER=mercadopago the build uses Mercado Pago's API.",
  },
  PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY: {
    type: 'string',
    default: 'pk_test_vertice_mock',
    context: 'client',
    description:
      "The gateway's public key sent with each tokenization (public by design: it can only create tokens); the payment stand-in accepts exactly the default. With PAYMENT_PROVIDER=mercadopago the card forms send MERCADOPAGO_PUBLIC_KEY instead.",
  },
  PUBLIC_MOCK: {
    type: 'boolean',
    default: false,
    context: 'client',
    description:
      'true: the browser (and the build) answer API calls in-process with the API, its demo seed and the payment stand-in: a static demo with no backend. The default build ships none of that code.',
  },
  PUBLIC_CAPTCHA_SITE_KEY: {
    type: 'string',
    default: '',
    context: 'client',
    description:
      'Public site key of the captcha widget (Cloudflare Turnstile); empty turns the widget off (development, tests). Set, the API verifies every protected form (registration, login after failed tries, password recovery, `Avise-me quando chegar`) with CAPTCHA_SECRET_KEY.',
  },
  CAPTCHA_SECRET_KEY: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "The captcha provider's secret key, with which the API verifies each protected form's token (siteverify). Required when PUBLIC_CAPTCHA_SITE_KEY is set: the API refuses to start without it. Secret: never published, never logged.",
  },
  CAPTCHA_VERIFY_URL: {
    type: 'string',
    default: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    context: 'server',
    description:
      "The provider's siteverify endpoint (Cloudflare Turnstile's by default; hCaptcha's `https://api.hcaptcha.com/siteverify` and reCAPTCHA's `https://www.google.com/recaptcha/api/siteverify` answer the same form).",
  },
  PUBLIC_MAINTENANCE_NOTICE: {
    type: 'boolean',
    default: true,
    context: 'client',
    description: 'Shows the maintenance notice dialog on the first page of a visit.',
  },
  SITE_URL: {
    type: 'string',
    default: 'http://127.0.0.1:4321',
    context: 'server',
    description: 'Canonical origin for the sitemap, canonical links and Open Graph tags.',
  },
  MOCK_PRODUCTS: {
    type: 'number',
    default: 50,
    min: 1,
    max: 1_000_000,
    // Client-visible because mock mode (PUBLIC_MOCK) generates the same catalogue in the browser.
    context: 'client',
    description: 'How many products the demo seed generates (scale tests use 10000 and more).',
  },
  GUESSES_PER_ACCOUNT: {
    type: 'number',
    default: 10,
    min: 1,
    max: 1_000_000,
    context: 'server',
    description:
      'Wrong passwords or recovery codes the API accepts per account (e-mail) in 15 minutes; then HTTP 429 with Retry-After.',
  },
  GUESSES_PER_ADDRESS: {
    type: 'number',
    default: 100,
    min: 1,
    max: 1_000_000,
    context: 'server',
    description:
      'Wrong passwords or recovery codes the API accepts per client address in 15 minutes (higher: shoppers behind one carrier NAT share an address).',
  },
  DAILY_TICKETS: {
    type: 'number',
    default: 20,
    min: 1,
    max: 1_000_000,
    context: 'server',
    description: 'Support tickets one customer may open per day.',
  },
  DAILY_COMMENTS: {
    type: 'number',
    default: 100,
    min: 1,
    max: 1_000_000,
    context: 'server',
    description: 'Ticket comments one customer may write per day.',
  },
  DAILY_FAVORITES: {
    type: 'number',
    default: 300,
    min: 1,
    max: 1_000_000,
    context: 'server',
    description: 'Favorite additions and removals one customer may make per day.',
  },
  DAILY_CARDS: {
    type: 'number',
    default: 20,
    min: 1,
    max: 1_000_000,
    context: 'server',
    description: 'Credit cards one customer may add per day.',
  },
  DAILY_REGISTRATIONS: {
    type: 'number',
    default: 20,
    min: 1,
    max: 1_000_000,
    context: 'server',
    description: 'Accounts one client address may register per day.',
  },
  DAILY_RESET_REQUESTS: {
    type: 'number',
    default: 50,
    min: 1,
    max: 1_000_000,
    context: 'server',
    description: 'Password recovery codes the API sends per client address per day.',
  },
  DAILY_STOCK_ALERTS: {
    type: 'number',
    default: 30,
    min: 1,
    max: 1_000_000,
    context: 'server',
    description:
      '`Avise-me quando chegar` requests the API takes from one client address per day (a repeated request counts too).',
  },
  STOCK_ALERTS_PER_EMAIL: {
    type: 'number',
    default: 20,
    min: 1,
    max: 1_000_000,
    context: 'server',
    description: '`Avise-me quando chegar` requests one e-mail address may have waiting at a time.',
  },
  TRUST_PROXY: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "The reverse proxies (IPs and CIDRs, IPv4 or IPv6, comma-separated) whose X-Forwarded-For the API and the payment stand-in believe for a client's address. Empty: the socket's address is the client; the header is ignored.",
  },
  TEST_HOOKS: {
    type: 'boolean',
    default: false,
    context: 'server',
    description:
      'true: the API also serves the test hooks under /__mock/ (reset, outbox, clock). Only the test suites turn it on; a plain start answers 404 there.',
  },
  PIX_MERCHANT_NAME: {
    type: 'string',
    default: 'Loja Vitrine Tecnologia',
    context: 'server',
    description:
      "Receiver name in the payment stand-in's Pix BR Codes (folded to ASCII, at most 25 characters); with Mercado Pago, its account's name.",
  },
  PIX_MERCHANT_CITY: {
    type: 'string',
    default: 'Sao Paulo',
    context: 'server',
    description:
      "Receiver city in the payment stand-in's Pix BR Codes (folded to ASCII, at most 15 characters); with Mercado Pago, its account's city.",
  },
  PIX_DISCOUNT_PERCENT: {
    type: 'number',
    default: 5,
    min: 0,
    max: 50,
    context: 'server',
    description:
      "Discount on the products' subtotal of a pedido paid by Pix, in percent (0 turns it off).",
  },
  INSTALLMENTS_MAX: {
    type: 'number',
    default: 10,
    min: 1,
    max: 24,
    context: 'server',
    description:
      'Most interest-free card installments a price is shown in (`em até 10x de R$ … sem juros`).',
  },
  INSTALLMENT_MIN: {
    type: 'number',
    default: 20,
    min: 0.01,
    max: 100_000,
    decimals: 2,
    context: 'server',
    description:
      'Smallest installment in reais: a price is shown in as many installments, up to INSTALLMENTS_MAX, as keep each at least this much (else in 1x).',
  },
  PIX_EXPIRY_SECONDS: {
    type: 'number',
    default: 1800,
    min: 1,
    max: 7 * 24 * 60 * 60,
    context: 'server',
    description:
      'Seconds an unpaid Pix pedido waits for its payment before it is cancelled and its units return to stock.',
  },
  BOLETO_DUE_DAYS: {
    type: 'number',
    default: 3,
    min: 1,
    max: 30,
    context: 'server',
    description:
      "Days from a boleto pedido to the boleto's due date; unpaid after that date, the pedido is cancelled and its units return to stock.",
  },
  MAX_HELD_UNITS: {
    type: 'number',
    default: 5,
    min: 1,
    max: 1000,
    context: 'server',
    description:
      "Units of one product a customer's unpaid Pix and boleto pedidos may hold at once, so nobody can empty the shop without paying; a card payment, charged at once, is not bound by it.",
  },
  PAYMENT_PROVIDER: {
    type: 'string',
    default: 'local',
    context: 'server',
    description:
      '`local`: payments go through the embedded payment stand-in (MOCK_PAYMENT_GATEWAY_PORT). `mercadopago`: through Mercado Pago (MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_PUBLIC_KEY, MERCADOPAGO_WEBHOOK_SECRET).',
  },
  MERCADOPAGO_ACCESS_TOKEN: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "The shop's Mercado Pago access token (Suas integrações > Credenciais), with which the API creates, reads and refunds payments. Secret: never published, never logged.",
  },
  MERCADOPAGO_PUBLIC_KEY: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "The shop's Mercado Pago public key, with which the card forms tokenize cards at Mercado Pago (public by design): with PAYMENT_PROVIDER=mercadopago the build hands it to them, and a build without it fails.",
  },
  MERCADOPAGO_WEBHOOK_SECRET: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      'The secret signature of the Mercado Pago application (Webhooks > Configurar notificações), with which the API checks the `x-signature` of each notification. Secret.',
  },
  CORREIOS_USER: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "The idCorreios login with which the API asks Correios' Logística Reversa web service for return postage authorizations (`Código de postagem`). All CORREIOS_* credentials empty: the embedded provider answers codes that are not registered at Correios (development and demo only); some set: the API refuses to start, naming the missing ones.",
  },
  CORREIOS_ACCESS_CODE: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "The password (código de acesso) of CORREIOS_USER, sent as HTTP Basic authentication to Correios' Logística Reversa web service. Secret: never published, never logged.",
  },
  CORREIOS_ADMINISTRATIVE_CODE: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "The Correios contract's código administrativo (8 digits), sent with each return postage authorization.",
  },
  CORREIOS_POSTAGE_CARD: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      'The Correios cartão de postagem (10 digits) billed for the returns customers post.',
  },
  CORREIOS_REVERSE_SERVICE_CODE: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "The code (5 digits) of the contract's reverse-logistics service with which returns are posted, as Correios gives it with the contract.",
  },
  CORREIOS_API_URL: {
    type: 'string',
    default:
      'https://cws.correios.com.br/logisticaReversaWS/logisticaReversaService/logisticaReversaWS',
    context: 'server',
    description:
      "The endpoint of Correios' Logística Reversa web service (SOAP); Correios' homologation environment or a test stand-in replaces it.",
  },
  MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      'Access token with which the API calls the embedded payment stand-in. Empty: generated on first start and kept in DATA_DIR/secrets.json.',
  },
  MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      'Secret with which the embedded payment stand-in signs its notifications and the API checks them. Empty: generated on first start and kept in DATA_DIR/secrets.json.',
  },
  DATA_DIR: {
    type: 'string',
    default: '.data',
    context: 'server',
    description:
      "Folder of the embedded API's own files: its database (unless DATABASE_URL is set) and the secrets it generates; readable by its owner only.",
  },
  SEED: {
    type: 'string',
    default: '',
    choices: ['demo', 'none'],
    context: 'server',
    description:
      'What a new database gets: `demo` (the demo customer and staff, MOCK_PRODUCTS products) or `none` (only the categories; `npm run admin:create -- EMAIL` invites the first admin). Empty: `demo` with the embedded database, `none` with DATABASE_URL.',
  },
  DATABASE_URL: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      'Empty: the API keeps its records in an embedded database (PGlite) in DATA_DIR. A postgres://user:password@host:5432/database URL: in that PostgreSQL database instead (several API processes may share it).',
  },
  PUBLISH_WEBHOOK_URL: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "Where the API announces editor changes (a publisher's /hooks/publish); empty: `npm start` uses its own publisher, `npm run mock` sends none.",
  },
  PUBLISH_WEBHOOK_SECRET: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      'Shared secret that signs (API) and checks (publisher) the publish webhook, HMAC-SHA256. Empty: generated on first start and kept in DATA_DIR/secrets.json.',
  },
  HOST: {
    type: 'string',
    default: '127.0.0.1',
    context: 'server',
    description:
      'The address every server of the shop binds (API, payment stand-in, site, publisher, back office, mailbox): `127.0.0.1` keeps them to this machine behind a reverse proxy; `0.0.0.0` (or `::`) listens on every interface.',
  },
  PUBLISHER_PORT: {
    type: 'number',
    default: 4100,
    min: 1,
    max: 65535,
    context: 'server',
    description:
      'Port of the publisher (`npm run publisher`): POST /hooks/publish, GET /status, GET /.',
  },
  SMTP_URL: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "The SMTP server the API sends e-mail through, as `smtp://user:password@host:587` (`smtps://` for TLS from the start), e.g. a provider's relay. Empty: the local mailbox that `npm start` runs (MAILBOX_SMTP_PORT). Secret: never published, never logged.",
  },
  MAIL_FROM: {
    type: 'string',
    default: 'Vértice Tecnologia <nao-responda@verticetecnologia.com.br>',
    context: 'server',
    description: 'The sender of every e-mail the shop sends (`Name <address>`).',
  },
  MAILBOX_SMTP_PORT: {
    type: 'number',
    default: 2525,
    min: 1,
    max: 65535,
    context: 'server',
    description:
      "Port of the local mailbox's SMTP server, which receives the e-mails when SMTP_URL is empty (started by `npm start`).",
  },
  MAILBOX_PORT: {
    type: 'number',
    default: 4300,
    min: 1,
    max: 65535,
    context: 'server',
    description:
      "Port of the local mailbox's page (`E-mails`), listing what arrived, and its JSON at `/api/messages?to=`.",
  },
  MAIL_MAX_ATTEMPTS: {
    type: 'number',
    default: 10,
    min: 1,
    max: 100,
    context: 'server',
    description:
      'Tries to deliver one e-mail while the SMTP server is unreachable or answers a temporary error, waiting longer after each (30 s doubling, at most 1 h); past that it is shown to admins as not delivered.',
  },
  BACKOFFICE_GATEWAY_SECRET: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      'Shared secret with which the back office tells the API which staff browser a request comes from (its address and device proof count toward the guessing bounds). Empty: generated on first start and kept in DATA_DIR/secrets.json.',
  },
  BACKOFFICE_PORT: {
    type: 'number',
    default: 4200,
    min: 1,
    max: 65535,
    context: 'server',
    description:
      "Port of the back office (the staff's own origin, started by `npm start` and `npm run dev`).",
  },
  BACKOFFICE_URL: {
    type: 'string',
    default: 'http://127.0.0.1:4200',
    context: 'server',
    description:
      "The back office's public origin, which the e-mails to staff link to (a new pedido or ticket, an invitation); its host is the one `Host` the back office answers besides this machine's own names (a reverse proxy must pass it on). Left at the default, `npm start` and `npm run dev` follow BACKOFFICE_PORT.",
  },
  PUBLISH_DEBOUNCE_MS: {
    type: 'number',
    default: 3000,
    min: 0,
    max: 600_000,
    context: 'server',
    description: 'Changes arriving within this many milliseconds of each other publish together.',
  },
  PUBLISH_MAX_WAIT_MS: {
    type: 'number',
    default: 30_000,
    min: 0,
    max: 3_600_000,
    context: 'server',
    description:
      'A stream of changes postpones a publish (PUBLISH_DEBOUNCE_MS) at most this many milliseconds after the first one; then it starts.',
  },
  PUBLISH_DISPATCH_URL: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      'Empty: the publisher builds here. A GitHub `.../dispatches` URL: it hands each publish to the CI workflow `.github/workflows/publish.yml` instead.',
  },
  PUBLISH_DISPATCH_TOKEN: {
    type: 'string',
    default: '',
    context: 'server',
    description: 'Token the publisher sends with PUBLISH_DISPATCH_URL (GitHub: contents write).',
  },
  LOG_LEVEL: {
    type: 'string',
    default: 'info',
    choices: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    context: 'server',
    description:
      "The least severe lines the servers write (API, payment stand-in, publisher, back office, site server), one JSON object per line on standard output. `debug` adds each request's headers (secrets redacted) and the static server's access lines; `silent` writes none.",
  },
  METRICS_TOKEN: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "Bearer token Prometheus must send to read `GET /metrics` on the API and the publisher (`Authorization: Bearer …`). Empty: /metrics answers only clients on this machine (loopback, with no proxy's forwarding header). Secret: never published, never logged.",
  },
  PHOTO_BUCKET: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "Empty: the API keeps the photos editors upload (each size and format made of them) in the database and serves them under /files/. The name of an S3-compatible bucket: the API puts them there instead, and pages load them from PHOTO_PUBLIC_URL (credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the AWS SDK's other usual sources).",
  },
  PHOTO_BUCKET_ENDPOINT: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "The S3-compatible store's URL for PHOTO_BUCKET (Cloudflare R2, MinIO, …; path-style requests); empty: AWS S3 itself.",
  },
  PHOTO_BUCKET_REGION: {
    type: 'string',
    default: 'auto',
    context: 'server',
    description: "PHOTO_BUCKET's region (`auto` for R2; e.g. `sa-east-1` on AWS S3).",
  },
  PHOTO_PUBLIC_URL: {
    type: 'string',
    default: '',
    context: 'server',
    description:
      "The http(s) address the CDN serves PHOTO_BUCKET at (e.g. `https://fotos.example.com.br`); required with it. The site's build allows images from its origin (the CSP's img-src).",
  },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof settings;
type ValueOf<S extends Setting> = S extends NumberSetting
  ? number
  : S extends BooleanSetting
    ? boolean
    : string;
export type Settings = { -readonly [K in SettingName]: ValueOf<(typeof settings)[K]> };

export class SettingError extends Error {
  override name = 'SettingError';
}

function parse(name: string, setting: Setting, raw: string): string | number | boolean {
  switch (setting.type) {
    case 'string':
      if (setting.choices && !setting.choices.includes(raw)) {
        throw new SettingError(
          `${name} must be one of ${setting.choices.join(', ')}, got "${raw}"`,
        );
      }
      return raw;
    case 'boolean':
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
      throw new SettingError(`${name} must be true or false, got "${raw}"`);
    case 'number': {
      const places = setting.decimals ?? 0;
      const value = Number(raw);
      const shaped = places === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`);
      if (!shaped.test(raw.trim()) || value < setting.min || value > setting.max) {
        const kind = places === 0 ? 'a whole number' : `a number with up to ${places} decimals`;
        throw new SettingError(
          `${name} must be ${kind} from ${setting.min} to ${setting.max}, got "${raw}"`,
        );
      }
      return value;
    }
  }
}

/** Reads every setting from `env`, falling back to the defaults; throws SettingError on bad values. */
export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  const entries = Object.entries(settings).map(([name, setting]: [string, Setting]) => {
    const raw = env[name];
    return [name, raw === undefined || raw === '' ? setting.default : parse(name, setting, raw)];
  });
  return Object.fromEntries(entries) as Settings;
}
