/**
 * The Content-Security-Policy of every built page, as data. Astro's built-in CSP
 * (`security.csp` in astro.config.mjs) writes it into a `<meta http-equiv>` of each page and
 * owns `script-src` and `style-src`: it adds the hashes of every inline script and style it
 * emits (island bootstrap, the deploy chunk guard, small inlined stylesheets), so no
 * `'unsafe-inline'` script is ever needed. This module gives it everything else.
 *
 * Decisions that are not obvious from the table:
 * - `style-src-attr 'unsafe-inline'`: rich text (ticket descriptions and comments) keeps
 *   Quill's colours as `style="color: …; background-color: …"`, inserted as sanitized HTML;
 *   hashes cannot cover values customers choose. The sanitizer keeps only those two
 *   properties with rebuilt colour values, a style attribute cannot run script nor load
 *   anything `img-src`/`font-src` refuse, and it has no selectors (the CSS exfiltration
 *   tricks need `<style>` elements, which stay hash-locked in `style-src`). React and Quill set
 *   their own styles through the CSSOM (`element.style`), which CSP does not restrict.
 * - Images: the site, the API (product photos are `/files/…` on the API's origin,
 *   src/lib/file-url.ts), the photo bucket's CDN when there is one (PHOTO_PUBLIC_URL) and `data:` (images picked in the rich-text editor are stored inline
 *   as base64). Images pasted into rich text from other sites are blocked: the policy keeps
 *   third parties (tracking pixels) out of the painel.
 * - Card data goes from the card forms (the painel's saved cards, the checkout's card payment)
 *   to the payment provider's tokenization endpoint, so `connect-src` names that one origin
 *   besides the API's; no other directive does. That is PUBLIC_PAYMENT_GATEWAY_URL: the
 *   embedded stand-in (MOCK_PAYMENT_GATEWAY_PORT) with `PAYMENT_PROVIDER=local`, Mercado Pago's
 *   API with `mercadopago` unless the setting names another URL on purpose
 *   (`tokenizationUrl`; the public key sent there follows the same choice, `tokenizationKey`). The provider's page to pay (`payLink`) is a plain link on its own
 *   origin: navigating there needs no source, and nothing of it is framed or posted to.
 * - Frames: the two video players the editor and the sanitizer produce (src/lib/sanitize-html.ts,
 *   src/features/editor/video-url.ts). The captcha adds its own origin, only on the pages
 *   that render it and only when a site key is configured (`allowCaptcha`).
 * - What a `<meta>` policy cannot carry (`frame-ancestors`, reporting) is sent as HTTP
 *   headers instead: config/hosting.ts.
 */
import type { AstroUserConfig, APIContext } from 'astro';
import { SettingError } from './settings.ts';

/** Cloudflare Turnstile's script and widget frame (src/features/session/turnstile.ts). */
export const CAPTCHA_ORIGIN = 'https://challenges.cloudflare.com';

/** The video players rich text may embed (src/lib/sanitize-html.ts `VIDEO_EMBEDS`). */
export const VIDEO_ORIGINS: readonly string[] = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/** Mercado Pago's API, where cards are tokenized with its public key (`POST /v1/card_tokens`). */
export const MERCADOPAGO_API_ORIGIN = 'https://api.mercadopago.com';

/**
 * The base URL the card forms tokenize at, for PAYMENT_PROVIDER: with `mercadopago`, Mercado
 * Pago's API unless PUBLIC_PAYMENT_GATEWAY_URL was set to something other than its default
 * (`defaultUrl`); otherwise the setting (the embedded stand-in by default).
 */
export function tokenizationUrl({
  provider,
  gatewayUrl,
  defaultUrl,
}: {
  readonly provider: string;
  readonly gatewayUrl: string;
  readonly defaultUrl: string;
}): string {
  const wanted = gatewayUrl.trim();
  const unset = wanted === '' || wanted === defaultUrl;
  return provider.trim() === 'mercadopago' && unset ? MERCADOPAGO_API_ORIGIN : gatewayUrl;
}

/**
 * The public key the card forms tokenize with, for PAYMENT_PROVIDER: with `mercadopago`, the
 * shop's MERCADOPAGO_PUBLIC_KEY, which such a build cannot do without; otherwise
 * PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY (the embedded stand-in's by default).
 */
export function tokenizationKey({
  provider,
  gatewayKey,
  mercadoPagoKey,
}: {
  readonly provider: string;
  readonly gatewayKey: string;
  readonly mercadoPagoKey: string;
}): string {
  if (provider.trim() !== 'mercadopago') return gatewayKey;
  const key = mercadoPagoKey.trim();
  if (key === '') {
    throw new SettingError(
      'PAYMENT_PROVIDER=mercadopago needs MERCADOPAGO_PUBLIC_KEY: the card forms tokenize cards at Mercado Pago with it',
    );
  }
  return key;
}

export interface CspInputs {
  /** PUBLIC_GRAPHQL_URL. */
  readonly graphqlUrl: string;
  /** PUBLIC_PAYMENT_GATEWAY_URL: the card form's tokenization calls go there, and only there. */
  readonly gatewayUrl: string;
  /** PUBLIC_MOCK: the API and the gateway answer inside the page; photos are the site's files. */
  readonly mock: boolean;
  /** PHOTO_PUBLIC_URL: where the CDN serves the photo bucket; '' or absent without a bucket. */
  readonly photoUrl?: string;
}

/** The origin of an absolute http(s) URL, or null (a path, another scheme, not a URL). */
function httpOrigin(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

/**
 * The API's origin as a CSP source, or null when the API needs none beyond `'self'`: mock
 * mode, an API on the site's own origin given as a path, or a URL that is not http(s).
 */
export function apiOrigin({
  graphqlUrl,
  mock,
}: Pick<CspInputs, 'graphqlUrl' | 'mock'>): string | null {
  return mock ? null : httpOrigin(graphqlUrl);
}

/**
 * The payment gateway's origin as a CSP source, or null in mock mode (the page answers the
 * tokenization itself) and for a URL that is not absolute http(s).
 */
export function gatewayOrigin({ gatewayUrl, mock }: CspInputs): string | null {
  return mock ? null : httpOrigin(gatewayUrl);
}

export type DirectiveTable = Readonly<Record<string, readonly string[]>>;

/** Every directive besides `script-src`/`style-src` (Astro's), with its sources. */
export function directiveTable(inputs: CspInputs): DirectiveTable {
  const api = apiOrigin(inputs);
  const gateway = gatewayOrigin(inputs);
  const withApi = (...sources: string[]) => (api ? [...sources, api] : sources);
  const photos = inputs.mock ? null : httpOrigin(inputs.photoUrl ?? '');
  return {
    'default-src': ["'self'"],
    // The gateway only here: the card form posts to it, nothing else may load from it.
    'connect-src': [...new Set([...withApi("'self'"), ...(gateway ? [gateway] : [])])],
    'img-src': [...new Set([...withApi("'self'"), ...(photos ? [photos] : []), 'data:'])],
    'frame-src': VIDEO_ORIGINS,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

type AstroSecurity = NonNullable<AstroUserConfig['security']>;
export type AstroCspConfig = Exclude<NonNullable<AstroSecurity['csp']>, boolean>;
type AstroDirective = NonNullable<AstroCspConfig['directives']>[number];

/** `directiveTable` as policy lines, e.g. `img-src 'self' data:`. */
export function directiveLines(table: DirectiveTable): AstroDirective[] {
  return Object.entries(table).map(
    ([name, sources]) => `${name} ${sources.join(' ')}` as AstroDirective,
  );
}

/** The value of astro.config.mjs's `security.csp`. */
export function astroCspConfig(inputs: CspInputs): AstroCspConfig {
  return {
    algorithm: 'SHA-256',
    directives: directiveLines(directiveTable(inputs)),
    // No `"default"` style resource: Astro then writes `style-src 'self'` plus its hashes.
    styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
    // Mock mode runs the API's database (PGlite, PostgreSQL compiled to WebAssembly) in the
    // page: compiling WebAssembly is allowed there, and only there; `eval` stays refused.
    ...(inputs.mock ? { scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] } } : {}),
  };
}

/** The per-page CSP API (`Astro.csp`); undefined when CSP is off (the dev server). */
export type PageCsp = APIContext['csp'];

/**
 * Lets the captcha widget load on the page being rendered, when a site key is configured.
 * Astro's page-level script resources replace its default `'self'`, so it is named again.
 */
export function allowCaptcha(csp: PageCsp, siteKey: string): void {
  if (!csp || siteKey.trim() === '') return;
  csp.insertScriptResource("'self'");
  csp.insertScriptResource(CAPTCHA_ORIGIN);
  csp.insertDirective(`frame-src ${CAPTCHA_ORIGIN}`);
}
