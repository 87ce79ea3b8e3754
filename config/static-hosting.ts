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

/** An https server block for one of the proxied origins (the API, the card gateway). */
function proxyServer(origin: ProxiedOrigin, hsts: string): string {
  const port = settings[origin.portSetting].default;
  const locations = origin.paths.map(
    (path) => `    location ${path.endsWith('/') ? '' : '= '}${path} {
        proxy_pass http://127.0.0.1:${port};
        proxy_set_header Host $host;
        # The client's address, appended to what it sent: the API reads it right to left.
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
    }`,
  );
  return `# ${origin.title} (${origin.portSetting}), on its own origin.
server {
    listen 443 ssl;
    listen [::]:443 ssl;
    http2 on;
    server_name ${origin.serverName};
    ssl_certificate /etc/ssl/loja/fullchain.pem;
    ssl_certificate_key /etc/ssl/loja/privkey.pem;
    server_tokens off;
    ${hsts}

${locations.join('\n')}
    location / {
        return 404;
    }
}`;
}

/**
 * The nginx example: http redirects to https; the https server serves `dist/` with the
 * directory indexes, permanent redirects, rewrites, 404 and 500 pages, cache and security headers
 * of config/hosting.ts, and gzip. Two more https servers pass the API and the card gateway on,
 * each on its own origin, with the client's address in `X-Forwarded-For` (TRUST_PROXY=127.0.0.1
 * makes the API believe it). Goes in nginx's http context (e.g. `/etc/nginx/conf.d/loja.conf`).
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
  const [api, gateway] = proxiedOrigins;
  const rewriteLines = rewrites.map((rule) => {
    // A trailing slash on the request is ignored, as in config/hosting.ts.
    const source = patternSource(rule.source).replace(/\$$/, '/?$');
    return `        rewrite ${quoted(source)} ${candidateFiles(rule.target)[0]} last;`;
  });
  return `# Example nginx site for the shop: the built \`dist/\` served like \`npm start\`, over https.
# ${GENERATED}
# Regenerate: node scripts/write-nginx-conf.ts
# Put it in nginx's http context (e.g. /etc/nginx/conf.d/loja.conf) and adapt server_name,
# the certificate paths and root. Needs nginx 1.25.1+ (\`http2 on\`). Brotli needs the
# third-party ngx_brotli module, so only gzip is on here. The API and the card gateway run on
# this machine (\`npm start\` or \`npm run mock\`) with TRUST_PROXY=127.0.0.1, so that their
# per-address bounds count each client, not this proxy; the site is built with
# PUBLIC_GRAPHQL_URL=https://${api?.serverName}/graphql and
# PUBLIC_PAYMENT_GATEWAY_URL=https://${gateway?.serverName}.

# Cache-Control by served file (after directory indexes and rewrites); first match wins.
map $uri $shop_cache_control {
${cacheMap.join('\n')}
    default ${quoted(CACHE_SHORT)};
}

server {
    listen 80;
    listen [::]:80;
    server_name loja.example.com.br;
    return 301 https://$server_name$request_uri;
}

server {
    listen 443 ssl;
    listen [::]:443 ssl;
    http2 on;
    server_name loja.example.com.br;
    ssl_certificate /etc/ssl/loja/fullchain.pem;
    ssl_certificate_key /etc/ssl/loja/privkey.pem;

    root /var/www/loja/dist;
    charset utf-8;
    server_tokens off;

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
