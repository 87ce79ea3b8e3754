/**
 * Serving config for hosts other than `npm start`, generated from the tables in
 * config/hosting.ts so every way of serving the shop applies the same rules:
 * - `_headers` and `_redirects` (the format Netlify and Cloudflare Pages read from the site
 *   root), written into every build by config/hosting-files.ts;
 * - `deploy/nginx.conf`, a committed example (`node scripts/write-nginx-conf.ts` rewrites it;
 *   config/static-hosting.test.ts fails when it drifts from the tables).
 */
import {
  CACHE_SHORT,
  HSTS_HEADER,
  MIN_COMPRESS_BYTES,
  NOT_FOUND_PAGE,
  REDIRECT_STATUS,
  SERVER_ERROR_PAGE,
  SITE_SERVER_NAME,
  cacheRules,
  candidateFiles,
  compressibleTypes,
  patternSource,
  proxiedOrigins,
  redirects,
  rewrites,
  securityHeaders,
} from './hosting.ts';

import { settings } from './settings.ts';
import type { ProxiedOrigin } from './hosting.ts';

const GENERATED =
  'Generated from config/hosting.ts by config/static-hosting.ts: change those, not this file.';

/**
 * `_headers`: the security headers (HSTS included: these hosts serve https only) on every
 * path, and the cache rules that name URL paths. Rules on file names (`*.html`, payloads)
 * cannot be written as URL paths (pages are requested as `/produtos/`); there, and for every
 * file no rule names, the hosts' default applies, which is to revalidate on every use.
 */
export function headersFile(): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [block('/*', { ...securityHeaders, ...HSTS_HEADER })];
  for (const rule of cacheRules) {
    if (rule.files.startsWith('/')) {
      blocks.push(block(rule.files, { 'Cache-Control': rule.cacheControl }));
    }
  }
  return `# ${GENERATED}\n${blocks.join('\n\n')}\n`;
}

/**
 * `_redirects`: the old addresses as permanent redirects (both hosts pass the query string on),
 * then the deep-link rewrites as status-200 rules (the host answers with the target page and keeps
 * the address). Both hosts let a real file win over a rule and answer unknown paths with
 * `/404.html` by themselves.
 */
export function redirectsFile(): string {
  const lines = [
    ...redirects.map((rule) => `${rule.from} ${rule.to} ${REDIRECT_STATUS}`),
    ...rewrites.map((rule) => `${rule.source} ${rule.target} 200`),
  ];
  return `# ${GENERATED}\n${lines.join('\n')}\n`;
}

/** A value as an nginx string literal. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** The MIME types gzip applies to (text/html always is; nginx warns when it is listed). */
function gzipTypes(): string[] {
  const types = Object.values(compressibleTypes).map((type) => type.split(';')[0] ?? type);
  // nginx's own mime.types names .js application/javascript before version 1.25, and .xml
  // (the sitemaps) text/xml.
  return [...new Set([...types, 'application/javascript', 'text/xml'])].filter(
    (type) => type !== 'text/html',
  );
}

/**
 * TLS for every https server (Mozilla's "intermediate" configuration: TLS 1.2 and 1.3, forward
 * secrecy, AEAD ciphers only), set in each server so nginx's own http-level defaults never win.
 */
export const TLS_PROTOCOLS = 'TLSv1.2 TLSv1.3';
export const TLS_CIPHERS =
  'ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:' +
  'ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305:' +
  'DHE-RSA-AES128-GCM-SHA256:DHE-RSA-AES256-GCM-SHA384';

/** The first lines of an https server named `serverName`: listening, certificate, TLS. */
function httpsServer(serverName: string): string {
  return `server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name ${serverName};
    ssl_certificate /etc/ssl/loja/fullchain.pem;
    ssl_certificate_key /etc/ssl/loja/privkey.pem;
    ssl_protocols ${TLS_PROTOCOLS};
    ssl_ciphers ${TLS_CIPHERS};
    ssl_prefer_server_ciphers off;
    ssl_session_timeout 1d;
    ssl_session_cache shared:loja_tls:10m;
    ssl_session_tickets off;
    server_tokens off;`;
}

/** An https server block for one of the proxied origins (the API, the back office). */
function proxyServer(origin: ProxiedOrigin, hsts: string): string {
  const port = settings[origin.portSetting].default;
  const refused = (origin.refused ?? []).map(
    (path) => `    location = ${path} {
        return 404;
    }`,
  );
  const locations = origin.paths.map(
    (path) => `    location ${path.endsWith('/') ? '' : '= '}${path} {
        proxy_pass http://127.0.0.1:${port};
        proxy_set_header Host $host;
        # The client's address, appended to what it sent: the process reads it right to left.
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
    }`,
  );
  const catchAll = origin.paths.includes('/')
    ? []
    : ['    location / {\n        return 404;\n    }'];
  return `# ${origin.title} (${origin.portSetting}), on its own origin.
${httpsServer(origin.serverName)}
    ${hsts}${origin.maxBodySize ? `\n    client_max_body_size ${origin.maxBodySize};` : ''}

${[...refused, ...locations, ...catchAll].join('\n')}
}`;
}

/**
 * The nginx example: http redirects to https for every host; the https server serves `dist/`
 * with the directory indexes, permanent redirects, rewrites, 404 and 500 pages, cache and security
 * headers of config/hosting.ts, and gzip. Two more https servers pass the API and the back office
 * on, each on its own origin, with the client's address in `X-Forwarded-For` (TRUST_PROXY=127.0.0.1
 * makes them believe it); the API's `/metrics` is refused. Never the payment stand-in. Goes in
 * nginx's http context (e.g. `/etc/nginx/conf.d/loja.conf`).
 */
export function nginxConf(): string {
  const cacheMap = cacheRules.map(
    (rule) => `    ${quoted(`~${patternSource(rule.files)}`)} ${quoted(rule.cacheControl)};`,
  );
  const headers = Object.entries({ ...securityHeaders, ...HSTS_HEADER }).map(
    ([name, value]) => `    add_header ${name} ${quoted(value)} always;`,
  );
  const redirectLines = redirects.map((rule) => {
    const source = patternSource(rule.from).replace(/\$$/, '/?$');
    return `    location ~ ${quoted(source)} {\n        return ${REDIRECT_STATUS} ${rule.to}$is_args$args;\n    }`;
  });
  const [hstsName, hstsValue] = Object.entries(HSTS_HEADER)[0] ?? ['', ''];
  const proxies = proxiedOrigins.map((origin) =>
    proxyServer(origin, `add_header ${hstsName} ${quoted(hstsValue)} always;`),
  );
  const [api] = proxiedOrigins;
  const hosts = [SITE_SERVER_NAME, ...proxiedOrigins.map((origin) => origin.serverName)];
  const rewriteLines = rewrites.map((rule) => {
    // A trailing slash on the request is ignored, as in config/hosting.ts.
    const source = patternSource(rule.source).replace(/\$$/, '/?$');
    return `        rewrite ${quoted(source)} ${candidateFiles(rule.target)[0]} last;`;
  });
  return `# Example nginx site for the shop, over https: the built \`dist/\` served like \`npm start\`,
# the API and the back office. Never the payment stand-in.
# ${GENERATED}
# Regenerate: node scripts/write-nginx-conf.ts
# Put it in nginx's http context (e.g. /etc/nginx/sites-available/loja, linked from sites-enabled)
# and adapt server_name, the certificate paths and root (docs/going-live.md walks through it).
# Written for Debian 12's nginx 1.22 (\`listen ... http2\`). Brotli needs the third-party
# ngx_brotli module, so only gzip is on here. The API (\`node api/main.ts\`) and the back office
# run on this machine with TRUST_PROXY=127.0.0.1, so that their per-address bounds count each
# client, not this proxy; the site is built with
# PUBLIC_GRAPHQL_URL=https://${api?.serverName}/graphql.

# Cache-Control by served file (after directory indexes and rewrites); first match wins.
map $uri $shop_cache_control {
${cacheMap.join('\n')}
    default ${quoted(CACHE_SHORT)};
}

# Plain http only ever redirects, for every host of the shop.
server {
    listen 80;
    listen [::]:80;
    server_name ${hosts.join(' ')};
    return 301 https://$host$request_uri;
}

${httpsServer(SITE_SERVER_NAME)}

    root /srv/vertice/site/dist;
    charset utf-8;

    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_min_length ${MIN_COMPRESS_BYTES};
    gzip_types ${gzipTypes().join(' ')};

    # Every response, errors included (\`always\`). No location below sets its own headers:
    # one add_header in a location would drop all of these there.
${headers.join('\n')}
    add_header Cache-Control $shop_cache_control always;

    error_page 404 ${NOT_FOUND_PAGE};
    error_page 500 502 503 504 ${SERVER_ERROR_PAGE};

    # Hidden files are never published (except /.well-known/).
    location ~ /\\.(?!well-known/) {
        return 404;
    }

    # Old addresses that moved for good (the query string is kept).
${redirectLines.join('\n')}

    # The file itself, its directory index, or the page of the same name.
    location / {
        try_files $uri $uri/index.html $uri.html @rewrites;
    }

    # Deep links into client-rendered pages; anything else is the 404 page.
    location @rewrites {
${rewriteLines.join('\n')}
        return 404;
    }
}

${proxies.join('\n\n')}
`;
}
