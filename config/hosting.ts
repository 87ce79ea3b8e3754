/**
 * Production hosting rules, in one place: which file answers a request path (static files,
 * directory indexes, permanent redirects of old addresses, rewrites of deep links to shell pages,
 * the 404 and 500 pages) and which headers each response carries. `site-server/serve.ts` applies them to `dist/`; config for static hosts is generated
 * from the same tables, so these stay plain data plus pure functions.
 *
 * Patterns use the syntax static hosts share: `:name` matches one path segment, `*` matches
 * anything (slashes included). File paths are relative to the site root and start with `/`.
 *
 * `config/static-hosting.ts` turns these tables into a `_headers`/`_redirects` pair (written
 * into every build) and the nginx example `deploy/nginx.conf`.
 */

export interface Redirect {
  /** An old site path, matched exactly (a trailing slash on the request is ignored). */
  readonly from: string;
  /** The site path that replaced it; the request's query string is kept. */
  readonly to: string;
}

/**
 * Addresses that moved for good: every server answers them with a 301, so crawlers and visitors
 * without JavaScript reach the new page; the route guard applies the same table in the browser for
 * hosts that ignore the generated rules.
 */
export const redirects: readonly Redirect[] = [
  { from: '/entrar', to: '/login' },
  { from: '/cadastro', to: '/registro' },
  { from: '/esqueci-minha-senha', to: '/recuperar-senha' },
];

export const REDIRECT_STATUS = 301;

export interface Rewrite {
  /** Request path pattern, e.g. `/painel/ticket/:id`. A trailing slash on the request is ignored. */
  readonly source: string;
  /** The page that answers instead; it reads what it needs from the browser's URL. */
  readonly target: string;
}

/**
 * Deep links into client-rendered pages that have no prerendered file of their own.
 * Ordered: the first matching rule wins. A real file at the requested path always wins over a rule.
 */
export const rewrites: readonly Rewrite[] = [
  { source: '/painel/ticket/:id', target: '/painel/ticket/' },
  { source: '/painel/solicitacao/:id', target: '/painel/solicitacao/' },
];

export interface ProxiedOrigin {
  /** What it serves, for the generated config's comment. */
  readonly title: string;
  /** Its public host name in the example. */
  readonly serverName: string;
  /** The setting of the port it listens on, on the same machine as the proxy (loopback). */
  readonly portSetting: 'MOCK_API_PORT' | 'BACKOFFICE_PORT';
  /** The request paths passed on: exact ones, or prefixes when they end with `/`. */
  readonly paths: readonly string[];
  /** Paths the process answers that the proxy refuses to the public (404), exact. */
  readonly refused?: readonly string[];
  /** The largest request body passed on (nginx's own default, 1 MB, when left out). */
  readonly maxBodySize?: string;
}

/** The site's public host name in the example. */
export const SITE_SERVER_NAME = 'loja.example.com.br';

/**
 * What runs behind the same reverse proxy as the site, each on its own origin (the site calls
 * the API cross-origin, as it would a real API; the staff's back office is a site of its own).
 * Never the payment stand-in: a shop that is online pays through a real provider, whose card
 * tokenization is that provider's own origin. The proxy passes the client's address on in
 * `X-Forwarded-For`; the API and the back office believe it only from the proxies named in
 * TRUST_PROXY (`runtime/client-address.ts`).
 */
export const proxiedOrigins: readonly ProxiedOrigin[] = [
  {
    title: "The GraphQL API, its photos, the payment provider's notifications and /health",
    serverName: 'api.loja.example.com.br',
    portSetting: 'MOCK_API_PORT',
    paths: ['/graphql', '/files/', '/webhooks/payments', '/health'],
    // The metrics are this machine's monitoring's; photos are uploaded by the back office's server.
    refused: ['/metrics', '/files/uploads'],
  },
  {
    title: 'The back office, for the staff',
    serverName: 'gestao.loja.example.com.br',
    portSetting: 'BACKOFFICE_PORT',
    paths: ['/'],
    // Photo uploads pass through it.
    maxBodySize: '16m',
  },
];

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
/** Every other file (favicon, robots.txt, sitemaps, build metadata): stale for an hour at most. */
export const CACHE_SHORT = 'public, max-age=3600';

export interface CacheRule {
  /** Pattern matched against the served file's path (after rewrites and directory indexes). */
  readonly files: string;
  readonly cacheControl: string;
}

/** Ordered: the first matching rule wins; files no rule matches get CACHE_SHORT. */
export const cacheRules: readonly CacheRule[] = [
  // Content-hashed by the bundler: a new build never changes a file under the same name.
  { files: '/_astro/*', cacheControl: CACHE_IMMUTABLE },
  // Pages and the data and version files they pair with change on every build: always revalidate.
  { files: '*.html', cacheControl: CACHE_REVALIDATE },
  { files: '*/_payload.json', cacheControl: CACHE_REVALIDATE },
  { files: '/builds/latest.json', cacheControl: CACHE_REVALIDATE },
];

/**
 * Browser features the shop never uses, denied to the page and to every frame it embeds
 * (the video players included). Only features Chromium knows: an unknown name costs a
 * console error on every page. Fullscreen, autoplay and picture-in-picture stay at their
 * defaults for the video players.
 */
export const DENIED_FEATURES: readonly string[] = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** The Permissions-Policy header's value: each of `features` denied (`camera=()`). */
function permissionsPolicy(features: readonly string[]): string {
  return features.map((feature) => `${feature}=()`).join(', ');
}

/**
 * Sent with every response. The page's own Content-Security-Policy is a `<meta>` in each page
 * (config/csp.ts); this header adds what a `<meta>` cannot carry. Browsers enforce both
 * policies, so this one only forbids framing the shop (X-Frame-Options says the same to
 * browsers that predate `frame-ancestors`).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Marked pure: the browser bundle takes this module for its redirects (the route guard) and
  // may then leave the header out instead of keeping a call it cannot prove harmless.
  'Permissions-Policy': /* @__PURE__ */ permissionsPolicy(DENIED_FEATURES),
};

/**
 * Only over https: browsers ignore it on plain http. One year, subdomains included, no
 * `preload` (a list entry outlives this config and is slow to undo).
 */
export const HSTS_HEADER: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** The security headers of a response, HSTS included when it travels over https. */
export function securityHeadersFor({ https = false }: { https?: boolean } = {}): Record<
  string,
  string
> {
  return https ? { ...securityHeaders, ...HSTS_HEADER } : { ...securityHeaders };
}

/**
 * Text files worth compressing, by extension, with the Content-Type they are served with.
 * Images other than SVG, fonts and archives are compressed already.
 */
export const compressibleTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Smaller bodies are sent as they are: compression would save too little to pay off. */
export const MIN_COMPRESS_BYTES = 1024;

/** The Content-Type of a compressible file, or null for any other file. */
export function compressibleType(file: string): string | null {
  const dot = file.lastIndexOf('.');
  if (dot < 0 || dot < file.lastIndexOf('/')) return null;
  return compressibleTypes[file.slice(dot).toLowerCase()] ?? null;
}

export const NOT_FOUND_PAGE = '/404.html';
/** Answers, with status 500, a request the server failed on. */
export const SERVER_ERROR_PAGE = '/500.html';

const compiled = new Map<string, RegExp>();

/**
 * A host-style pattern as an anchored regular expression source (also valid PCRE, for the
 * nginx example).
 */
export function patternSource(pattern: string): string {
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return `^${source}$`;
}

/** Turns a host-style pattern into an anchored RegExp (cached: the tables are fixed). */
function toRegExp(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    re = new RegExp(patternSource(pattern));
    compiled.set(pattern, re);
  }
  return re;
}

/** Whether `path` matches a host-style pattern (see the module comment). */
export function matchesPattern(pattern: string, path: string): boolean {
  return toRegExp(pattern).test(path);
}

/**
 * Decodes a request pathname into a clean site path, or null when it cannot name a published
 * file: malformed escapes, NUL bytes, `..` segments, encoded slashes, hidden files (except
 * `/.well-known/`).
 */
export function normalizePath(pathname: string): string | null {
  if (!pathname.startsWith('/')) return null;
  const segments: string[] = [];
  for (const raw of pathname.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.includes('/') || segment.includes('\\') || segment.includes('\0')) return null;
    if (segment === '..') return null;
    if (segment.startsWith('.') && segment !== '.well-known') return null;
    segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The files that may answer a path, best first: the file itself, its directory index, `.html`. */
export function candidateFiles(path: string): string[] {
  if (path.endsWith('/')) return [`${path}index.html`];
  return [path, `${path}/index.html`, `${path}.html`];
}

export type Resolution =
  | { readonly status: 200; readonly file: string }
  | { readonly status: typeof REDIRECT_STATUS; readonly location: string }
  | { readonly status: 404; readonly file: string | null };

/** Rules match a path with or without its trailing slash. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The redirect whose old path is `path` (a trailing slash ignored), if any. */
export function redirectFor(path: string): Redirect | undefined {
  const bare = withoutTrailingSlash(path);
  return redirects.find((rule) => rule.from === bare);
}

/**
 * What answers a request pathname. `exists` says whether a file (not a folder) is published at a
 * site path. An old address answers a redirect (its `location` has no query string: the caller
 * appends the request's). Unknown paths answer the 404 page (or nothing, when the site has none)
 * with 404.
 */
export function resolveRequest(pathname: string, exists: (file: string) => boolean): Resolution {
  const notFound: Resolution = {
    status: 404,
    file: exists(NOT_FOUND_PAGE) ? NOT_FOUND_PAGE : null,
  };
  const path = normalizePath(pathname);
  if (path === null) return notFound;

  const moved = redirectFor(path);
  if (moved) return { status: REDIRECT_STATUS, location: moved.to };

  const direct = candidateFiles(path).find(exists);
  if (direct) return { status: 200, file: direct };

  const bare = withoutTrailingSlash(path);
  const rule = rewrites.find((r) => matchesPattern(r.source, bare));
  const shell = rule && candidateFiles(rule.target).find(exists);
  return shell ? { status: 200, file: shell } : notFound;
}

/** The Cache-Control value for a served file. */
export function cacheControlFor(file: string): string {
  return cacheRules.find((rule) => matchesPattern(rule.files, file))?.cacheControl ?? CACHE_SHORT;
}

/** Every header (besides content ones) a response serving `file` carries. */
export function headersFor(
  file: string,
  options: { https?: boolean } = {},
): Record<string, string> {
  return { ...securityHeadersFor(options), 'Cache-Control': cacheControlFor(file) };
}
