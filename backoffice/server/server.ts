/**
 * The back office server, on its own origin (BACKOFFICE_PORT): the back office's built pages,
 * each with its own strict CSP (script hashes from the page, `frame-ancestors 'none'`), and its
 * API gateway: `/api/entrar` and `/api/sair` (the HttpOnly session cookie), `/api/sessao`,
 * `/api/graphql` and `/api/fotos` (forwarded to the API with the staff bearer token),
 * `/api/publicacoes` (the publisher's queue and history) and `/pre-visualizar/…` (previews built
 * by the site's own build, POSTed by the product form into its frame). Every answer says
 * `X-Robots-Tag: noindex`; every POST must come from the back office's own pages (Origin, and
 * the `X-Backoffice` header but for the preview's form; CSRF). Every request gets an id, passed
 * on to the API with what it forwards, and an access line (`runtime/http-log.ts`).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { clientAddressRule } from '../../runtime/client-address.ts';
import type { ClientAddress } from '../../runtime/client-address.ts';
import { hostRule } from '../../runtime/allowed-hosts.ts';
import { idOfRequest, logRequests } from '../../runtime/http-log.ts';
import { silentLogger } from '../../runtime/log.ts';
import type { Logger } from '../../runtime/log.ts';
import { localOrigin } from '../../runtime/ports.ts';
import type { ApiGateway, StaffBrowser, StaffView } from './api-gateway.ts';
import {
  AcceptStaffInvitationDocument,
  StaffLoginDocument,
  StaffLogoutDocument,
} from '../src/lib/graphql/generated/graphql.ts';
import {
  BASE_HEADERS,
  BodyTooLargeError,
  clearedSessionCookie,
  deviceCookie,
  deviceProof,
  isSameOriginForm,
  isSameOriginWrite,
  readBody,
  sendJson,
  sessionCookie,
  sessionToken,
} from './http.ts';
import { previewBanner, withBanner } from './previews.ts';
import type { Previewer } from './previews.ts';
import { pageCsp } from './page-csp.ts';
import { publicationsView } from './publications.ts';
import type { PreviewTarget } from '../../contract/preview.ts';

const GRAPHQL_BODY_LIMIT = 256 * 1024;
/** One more byte than the API takes (MAX_PHOTO_BYTES), so the API says how much it takes. */
const PHOTO_BODY_LIMIT = 15 * 1024 * 1024 + 1;
const SESSION_SECONDS = 12 * 60 * 60;
/** Pages anyone may open; every other page needs a staff session. */
const PUBLIC_PAGES = new Set(['/entrar', '/convite']);

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

export interface BackofficeServerOptions {
  /** The back office's built pages and assets. */
  readonly root: string;
  readonly port: number;
  readonly host?: string;
  readonly api: ApiGateway;
  /** Who a browser is, as the API's per-address bounds count it (TRUST_PROXY's rule). */
  readonly identify?: ClientAddress;
  readonly previewer: Previewer;
  /** The publisher's base URL (its `/status`). */
  readonly publisherUrl: string;
  /** The public site's origin, for links to the pages a publish changed. */
  readonly siteUrl: string;
  /** BACKOFFICE_URL: the name staff reach it under, the one `Host` besides this machine's. */
  readonly publicUrl?: string;
  /** PHOTO_PUBLIC_URL: the photo bucket's CDN, whose images a preview shows; '' without one. */
  readonly photoUrl?: string;
  readonly log?: Logger;
}

export interface BackofficeServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The login page, asked to come back to `wanted` (a page of the back office a link opened, such
 * as a pedido's from an e-mail to staff); the home needs no asking.
 */
function loginFor(wanted: string): string {
  return wanted === '/' ? '/entrar' : `/entrar?next=${encodeURIComponent(wanted)}`;
}

/** The file of `root` a request path names (directory pages as `index.html`), or null. */
function fileOf(root: string, pathname: string): string | null {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const file = join(
    root,
    clean.endsWith(sep) || clean === '' || !extname(clean) ? join(clean, 'index.html') : clean,
  );
  return file.startsWith(root) ? file : null;
}

async function readIfFile(file: string): Promise<Buffer | null> {
  try {
    if (!(await stat(file)).isFile()) return null;
    return await readFile(file);
  } catch {
    return null;
  }
}

/** The draft preview a path asks for: `/pre-visualizar/inicio` or `/pre-visualizar/produtos/N`. */
function previewTargetOf(path: string): PreviewTarget | null {
  if (path === '/pre-visualizar/inicio') return { kind: 'home' };
  const product = /^\/pre-visualizar\/produtos\/([1-9]\d{0,9})$/.exec(path);
  return product?.[1] ? { kind: 'product', id: product[1] } : null;
}

export async function startBackofficeServer(
  options: BackofficeServerOptions,
): Promise<BackofficeServer> {
  const { api } = options;
  // The photo bucket's CDN, when there is one: a preview shows the photos from there.
  const photoOrigin = /^https?:\/\//.test(options.photoUrl ?? '')
    ? ` ${new URL(options.photoUrl ?? '').origin}`
    : '';
  const log = options.log ?? silentLogger;
  const root = normalize(options.root + sep);
  const identify = options.identify ?? clientAddressRule('');

  function browserOf(req: IncomingMessage): StaffBrowser {
    const forwarded = req.headers['x-forwarded-for'];
    return {
      client: identify(
        req.socket.remoteAddress,
        Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null),
      ),
      deviceProof: deviceProof(req),
    };
  }

  /** A new session's cookies: the session, and the browser's device proof. */
  function sessionCookies(
    req: IncomingMessage,
    session: { token: string; deviceProof: string },
  ): string[] {
    return [
      sessionCookie(req, session.token, SESSION_SECONDS),
      deviceCookie(req, session.deviceProof),
    ];
  }

  async function sendPage(res: ServerResponse, status: number, html: Buffer): Promise<void> {
    res.writeHead(status, {
      ...BASE_HEADERS,
      'Content-Type': TYPES['.html'] ?? '',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': pageCsp(html.toString('utf8')),
    });
    res.end(html);
  }

  async function notFound(res: ServerResponse): Promise<void> {
    const page = await readIfFile(join(root, '404.html'));
    if (page) return sendPage(res, 404, page);
    sendJson(res, 404, { error: 'Não encontrado.' });
  }

  async function staffOf(req: IncomingMessage): Promise<StaffView | null> {
    return api.staffOf(sessionToken(req), idOfRequest(req));
  }

  async function login(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { email, password } = JSON.parse((await readBody(req, 4096)).toString('utf8')) as {
      email?: unknown;
      password?: unknown;
    };
    const { answer, retryAfter } = await api.request(
      StaffLoginDocument,
      { email: String(email ?? ''), password: String(password ?? '') },
      null,
      browserOf(req),
      idOfRequest(req),
    );
    const session = answer.data?.staffLogin;
    if (!session) {
      const error = answer.errors?.[0];
      const code = error?.extensions?.['code'];
      return sendJson(
        res,
        code === 'TOO_MANY_REQUESTS' ? 429 : 401,
        {
          error:
            code === 'TOO_MANY_REQUESTS'
              ? 'Muitas tentativas. Tente de novo em 15 minutos.'
              : 'E-mail ou senha incorretos.',
        },
        retryAfter ? { 'Retry-After': retryAfter } : {},
      );
    }
    sendJson(res, 200, { staff: session.staff }, { 'Set-Cookie': sessionCookies(req, session) });
  }

  /** The invitee's password: the API answers a session, which becomes the cookie. */
  async function acceptInvitation(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { email, code, password } = JSON.parse(
      (await readBody(req, 4096)).toString('utf8'),
    ) as Record<string, unknown>;
    const { answer } = await api.request(
      AcceptStaffInvitationDocument,
      {
        email: String(email ?? ''),
        code: String(code ?? ''),
        password: String(password ?? ''),
      },
      null,
      browserOf(req),
      idOfRequest(req),
    );
    const session = answer.data?.acceptStaffInvitation;
    if (!session) {
      const error = answer.errors?.[0];
      return sendJson(res, 400, {
        error: error?.message ?? 'Não foi possível aceitar o convite.',
        fields: error?.extensions?.['fields'] ?? [],
      });
    }
    sendJson(res, 200, { staff: session.staff }, { 'Set-Cookie': sessionCookies(req, session) });
  }

  /** Photos the back office shows come from the API, through this origin. */
  async function apiFile(res: ServerResponse, pathname: string): Promise<void> {
    const answer = await fetch(`${api.apiOrigin}${pathname}`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok) return notFound(res);
    res.writeHead(200, {
      ...BASE_HEADERS,
      'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream',
      'Cache-Control': answer.headers.get('cache-control') ?? 'no-cache',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    res.end(Buffer.from(await answer.arrayBuffer()));
  }

  async function logout(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const token = sessionToken(req);
    if (token) await api.request(StaffLogoutDocument, {}, token, null, idOfRequest(req));
    sendJson(res, 200, { ok: true }, { 'Set-Cookie': clearedSessionCookie(req) });
  }

  async function forwardGraphql(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req, GRAPHQL_BODY_LIMIT);
    const answer = await api.forward(
      body.toString('utf8'),
      sessionToken(req),
      browserOf(req),
      idOfRequest(req),
    );
    res.writeHead(answer.status, {
      ...BASE_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {}),
    });
    res.end(answer.text);
  }

  async function uploadPhoto(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const token = sessionToken(req);
    if (!token) return sendJson(res, 401, { error: 'Sessão encerrada: entre de novo.' });
    const bytes = await readBody(req, PHOTO_BODY_LIMIT);
    const answer = await api.upload(
      bytes,
      req.headers['content-type'] ?? '',
      token,
      idOfRequest(req),
    );
    sendJson(res, answer.status, await answer.json());
  }

  async function publications(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const staff = await staffOf(req);
    if (!staff) return sendJson(res, 401, { error: 'Sessão encerrada: entre de novo.' });
    if (!staff.permissions.includes('PUBLICATIONS')) {
      return sendJson(res, 403, { error: 'Acesso negado.' });
    }
    try {
      const status = await fetch(`${options.publisherUrl}/status`, {
        signal: AbortSignal.timeout(5_000),
      });
      sendJson(res, 200, publicationsView(await status.json(), options.siteUrl));
    } catch {
      sendJson(res, 502, {
        error: `O publicador (${options.publisherUrl}) não respondeu; tente de novo em instantes.`,
      });
    }
  }

  async function preview(req: IncomingMessage, res: ServerResponse, target: PreviewTarget) {
    const token = sessionToken(req);
    const staff = await api.staffOf(token, idOfRequest(req));
    const needed = target.kind === 'home' ? 'CONTENT' : 'CATALOGUE';
    if (!staff || !token) return sendJson(res, 401, { error: 'Sessão encerrada: entre de novo.' });
    if (!staff.permissions.includes(needed)) return sendJson(res, 403, { error: 'Acesso negado.' });
    const result = await options.previewer.preview(target, token);
    if (result.kind === 'page') {
      const banner = previewBanner(
        'Pré-visualização do rascunho: esta página ainda não está no ar.',
      );
      const html = Buffer.from(withBanner(result.html, banner));
      res.writeHead(200, {
        ...BASE_HEADERS,
        // Shown in the product form's frame: this origin may frame it, nobody else.
        'X-Frame-Options': 'SAMEORIGIN',
        'Content-Type': TYPES['.html'] ?? '',
        'Cache-Control': 'no-store',
        // The page as the site serves it, sandboxed: none of its scripts runs on this origin
        // (live prices would also replace the draft's). Its own CSP still applies from its <meta>.
        'Content-Security-Policy': `sandbox allow-same-origin; default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: ${api.apiOrigin}${photoOrigin}; font-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
      });
      return void res.end(html);
    }
    const message =
      result.kind === 'absent'
        ? 'Com "Publicado" desmarcado, este produto não terá página na loja.'
        : `Não foi possível gerar a pré-visualização: ${result.reason}`;
    sendJson(res, result.kind === 'absent' ? 404 : 500, { error: message });
  }

  async function previewAsset(res: ServerResponse, pathname: string): Promise<void> {
    const dir = options.previewer.assetsDir();
    const file = dir && fileOf(dir, pathname.slice('/_astro'.length));
    const bytes = file ? await readIfFile(file) : null;
    if (!bytes) return notFound(res);
    res.writeHead(200, {
      ...BASE_HEADERS,
      'Content-Type': TYPES[extname(pathname)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    res.end(bytes);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://backoffice');
    const path = url.pathname;
    const previewTarget = previewTargetOf(path);
    if (previewTarget !== null) {
      // A POST, as the product form's frame sends it: an image or a link in shown content (a
      // customer's ticket, say) can only make GETs, and must not start a build each time.
      if (req.method !== 'POST') {
        return sendJson(res, 405, { error: 'Método não permitido.' }, { Allow: 'POST' });
      }
      if (!isSameOriginForm(req)) {
        return sendJson(res, 403, { error: 'Pedido recusado: envie pelo back office.' });
      }
      return preview(req, res, previewTarget);
    }
    if (req.method === 'POST') {
      if (!isSameOriginWrite(req)) {
        return sendJson(res, 403, { error: 'Pedido recusado: envie pelo back office.' });
      }
      if (path === '/api/entrar') return login(req, res);
      if (path === '/api/sair') return logout(req, res);
      if (path === '/api/convite') return acceptInvitation(req, res);
      if (path === '/api/graphql') return forwardGraphql(req, res);
      if (path === '/api/fotos') return uploadPhoto(req, res);
      return sendJson(res, 404, { error: 'Não encontrado.' });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, { error: 'Método não permitido.' }, { Allow: 'GET, POST' });
    }
    if (path === '/api/sessao') {
      const staff = await staffOf(req);
      return staff ? sendJson(res, 200, { staff }) : sendJson(res, 401, { error: 'Sem sessão.' });
    }
    if (path === '/api/publicacoes') return publications(req, res);
    if (path.startsWith('/_astro/')) return previewAsset(res, path);
    if (/^\/files\/[\w\-./]+$/.test(path) && !path.includes('..')) return apiFile(res, path);
    const file = fileOf(root, path);
    const bytes = file ? await readIfFile(file) : null;
    if (!file || !bytes) return notFound(res);
    if (extname(file) === '.html') {
      const page = path.replace(/\/+$/, '') || '/';
      if (!PUBLIC_PAGES.has(page) && sessionToken(req) === null) {
        res.writeHead(303, {
          ...BASE_HEADERS,
          Location: loginFor(`${url.pathname}${url.search}`),
          'Cache-Control': 'no-store',
        });
        return void res.end();
      }
      return sendPage(res, 200, bytes);
    }
    res.writeHead(200, {
      ...BASE_HEADERS,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': path.startsWith('/_bo/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  // Known once bound (port 0 picks one); nothing is answered before.
  let allowsHost: (host: string | undefined) => boolean = () => false;
  const server = createServer(
    logRequests(log, (req, res, requestLog) => {
      if (!allowsHost(req.headers.host)) {
        return sendJson(res, 421, { error: 'Endereço não atendido por este servidor.' });
      }
      handle(req, res).catch((error: unknown) => {
        if (error instanceof BodyTooLargeError) {
          res.setHeader('Connection', 'close');
          return sendJson(res, 413, { error: 'Conteúdo grande demais.' });
        }
        requestLog.error({ err: error }, 'request failed');
        if (!res.headersSent)
          sendJson(res, 502, { error: 'A API não respondeu; tente de novo em instantes.' });
        else res.end();
      });
    }),
  );
  server.requestTimeout = 120_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, done);
  });
  const { port } = server.address() as AddressInfo;
  allowsHost = hostRule(host, port, options.publicUrl ? [options.publicUrl] : []);
  return {
    url: localOrigin(host, port),
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
