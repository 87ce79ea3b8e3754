/**
 * The back office's server on a real socket, for tests of its doors: its built pages (a few
 * stand-in pages with their own CSP), in front of a recording stand-in for the API (sessions by
 * token, logins, invitations, photos), a publisher stand-in with one finished publish, and a
 * preview builder whose result the test chooses. `backofficeUnderTest()` starts it all before
 * the file's tests and stops it after them.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { clientAddressRule } from '../../runtime/client-address.ts';
import { createApiGateway } from '../../backoffice/server/api-gateway.ts';
import type { StaffView } from '../../backoffice/server/api-gateway.ts';
import type { PreviewResult, Previewer } from '../../backoffice/server/previews.ts';
import { startBackofficeServer } from '../../backoffice/server/server.ts';
import type { BackofficeServer, BackofficeServerOptions } from '../../backoffice/server/server.ts';
import { graphqlReply, queryOf, startFakeApiServer } from './fake-api-server.ts';
import type { ApiReply, ApiRequest, FakeApiServer } from './fake-api-server.ts';

export const EDITOR_TOKEN = '1'.repeat(64);
export const SUPPORT_TOKEN = '2'.repeat(64);
/** The session the API answers to a login or an accepted invitation. */
export const NEW_TOKEN = '3'.repeat(64);
export const CONTENT_TOKEN = '4'.repeat(64);
export const PROOF = 'd'.repeat(64);
export const SITE = 'https://loja.exemplo.com.br';
/** The policy every stand-in page declares in its `<meta>`. */
export const PAGE_POLICY = "default-src 'self'; script-src 'self' 'sha256-pagina='";
/** The gateway secret the back office names browsers with. */
export const GATEWAY_SECRET = 'segredo';
/** The login's password the API accepts, and the one past its guessing bound. */
export const RIGHT_PASSWORD = 'Editor#2026';
export const LATE_PASSWORD = 'tarde-demais';
/** The invitation code the API accepts. */
export const INVITATION_CODE = '123456';
/** What the back office says to a request that needs a session and has none. */
export const LOGGED_OUT = 'Sessão encerrada: entre de novo.';
export const PASSWORD_PROBLEM = {
  field: 'password',
  message: 'A senha precisa de 10 caracteres ou mais.',
};

export const EDITOR: StaffView = {
  id: '1',
  name: 'Edite Editora',
  email: 'editor@exemplo.com.br',
  role: 'EDITOR',
  permissions: ['CATALOGUE', 'CONTENT', 'PUBLICATIONS'],
};
const SUPPORT: StaffView = {
  id: '2',
  name: 'Ana Atendimento',
  email: 'atendimento@exemplo.com.br',
  role: 'SUPPORT',
  permissions: ['PEDIDOS', 'TICKETS'],
};
/** A staff member who may edit the home page's content and nothing of the catalogue. */
const CONTENT_EDITOR: StaffView = { ...EDITOR, id: '3', permissions: ['CONTENT'] };

const STAFF_BY_TOKEN = new Map([
  [EDITOR_TOKEN, EDITOR],
  [SUPPORT_TOKEN, SUPPORT],
  [CONTENT_TOKEN, CONTENT_EDITOR],
]);

/** What the publisher stand-in reports: the home page's new content, waiting to be built. */
const PUBLISHER_STATUS = {
  state: 'waiting',
  waiting: {
    id: 'p1',
    trigger: 'Página inicial alterada por Edite Editora',
    products: [],
    pages: ['/'],
    receivedAt: '2026-05-04T12:00:00.000Z',
  },
  history: [],
};

function graphqlAnswer(request: ApiRequest): ApiReply {
  const query = queryOf(request);
  const { variables = {} } = JSON.parse(request.body.toString('utf8')) as {
    variables?: Record<string, string>;
  };
  const token = request.headers.authorization?.replace('Bearer ', '') ?? '';
  const session = { token: NEW_TOKEN, deviceProof: PROOF, staff: EDITOR };
  if (query.includes('staffMe')) {
    return graphqlReply({ staffMe: STAFF_BY_TOKEN.get(token) ?? null });
  }
  if (query.includes('staffLogin')) {
    if (variables['password'] === RIGHT_PASSWORD) return graphqlReply({ staffLogin: session });
    if (variables['password'] === LATE_PASSWORD) {
      const late = [{ message: 'Muitas tentativas.', extensions: { code: 'TOO_MANY_REQUESTS' } }];
      return graphqlReply(null, late, 429, { 'Retry-After': '900' });
    }
    const wrong = [
      { message: 'Credenciais inválidas', extensions: { code: 'INVALID_CREDENTIALS' } },
    ];
    return graphqlReply(null, wrong, 401);
  }
  if (query.includes('acceptStaffInvitation')) {
    if (variables['code'] === INVITATION_CODE) {
      return graphqlReply({ acceptStaffInvitation: session });
    }
    return graphqlReply(null, [
      {
        message: 'Confira os campos.',
        extensions: { code: 'BAD_USER_INPUT', fields: [PASSWORD_PROBLEM] },
      },
    ]);
  }
  if (query.includes('staffLogout')) return graphqlReply({ staffLogout: true });
  return graphqlReply({ answeredFor: token });
}

/** The API as the back office uses it: GraphQL, photo uploads and one photo. */
function apiAnswer(request: ApiRequest): ApiReply {
  if (request.path === '/graphql') return graphqlAnswer(request);
  if (request.path === '/files/uploads') {
    return {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
      body: '{"url":"/files/uploads/1.webp"}',
    };
  }
  if (request.path === '/files/products/1/1.svg') {
    return {
      headers: { 'Content-Type': 'image/svg+xml' },
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    };
  }
  return { status: 404, body: 'Not found' };
}

async function put(folder: string, path: string, text: string): Promise<void> {
  await mkdir(dirname(join(folder, path)), { recursive: true });
  await writeFile(join(folder, path), text);
}

const page = (title: string) =>
  `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="${PAGE_POLICY.replace(/'/g, '&#39;')}"><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

export interface PostOptions {
  /** The session cookie's token. */
  readonly token?: string;
  /** More cookies, as a Cookie header. */
  readonly cookie?: string;
  /** The browser's address, as the proxy in front names it. */
  readonly from?: string;
  readonly type?: string;
  /** Posted by a form of the back office's pages (into a frame): no X-Backoffice header. */
  readonly form?: boolean;
  /** The Origin header; the back office's own by default. */
  readonly origin?: string;
}

export interface BackofficeUnderTest {
  readonly url: string;
  readonly api: FakeApiServer;
  /** The preview builder: what it was asked for. */
  readonly preview: ReturnType<typeof vi.fn<Previewer['preview']>>;
  /** What the next previews build. */
  showPreview(result: PreviewResult): void;
  /** The folder of the latest preview's assets (it holds `site.css`). */
  readonly previewAssets: string;
  /** A GET, with the session of `token` when given; redirects are answered, not followed. */
  get(path: string, token?: string, init?: RequestInit): Promise<Response>;
  /** A POST from the back office's own pages (its Origin and X-Backoffice). */
  post(
    path: string,
    body: string | Uint8Array<ArrayBuffer>,
    options?: PostOptions,
  ): Promise<Response>;
  /** The API's latest request. */
  lastApiRequest(): ApiRequest;
  /** Another back office server on the same pages, with some options changed; the test closes it. */
  another(options: Partial<BackofficeServerOptions>): Promise<BackofficeServer>;
}

export function backofficeUnderTest(): BackofficeUnderTest {
  let folder = '';
  let root = '';
  let previewAssets = '';
  let api: FakeApiServer | undefined;
  let publisher: FakeApiServer | undefined;
  let server: BackofficeServer | undefined;
  let previewResult: PreviewResult = { kind: 'absent' };
  const preview = vi.fn<Previewer['preview']>(async () => previewResult);
  const previewer: Previewer = { preview, assetsDir: () => previewAssets };

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the back office is not started yet');
    return value;
  };

  function options(changes: Partial<BackofficeServerOptions>): BackofficeServerOptions {
    return {
      root,
      port: 0,
      api: createApiGateway(started(api).graphqlUrl, GATEWAY_SECRET),
      // The tests' loopback connection plays the proxy that names each browser.
      identify: clientAddressRule('127.0.0.1'),
      previewer,
      publisherUrl: started(publisher).origin,
      siteUrl: SITE,
      ...changes,
    };
  }

  beforeAll(async () => {
    // The site's root and the preview's assets, beside a file no request may reach.
    folder = await mkdtemp(join(tmpdir(), 'backoffice-'));
    root = join(folder, 'site');
    previewAssets = join(folder, 'preview');
    await put(folder, 'segredo.txt', 'segredo');
    await put(root, 'index.html', page('Início'));
    await put(root, 'entrar/index.html', page('Entrar'));
    await put(root, 'produtos/index.html', page('Produtos'));
    await put(root, '404.html', page('Não encontrada'));
    await put(root, '_bo/app.js', 'console.log("app")');
    await put(root, 'favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await put(previewAssets, 'site.css', 'body{}');
    api = await startFakeApiServer(apiAnswer);
    publisher = await startFakeApiServer(() => ({
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(PUBLISHER_STATUS),
    }));
    server = await startBackofficeServer(options({}));
  });

  afterAll(async () => {
    await Promise.all([server?.close(), api?.close(), publisher?.close()]);
    await rm(folder, { recursive: true, force: true });
  });

  beforeEach(() => {
    if (api) api.requests.length = 0;
    preview.mockClear();
  });

  return {
    get url() {
      return started(server).url;
    },
    get api() {
      return started(api);
    },
    get previewAssets() {
      return previewAssets;
    },
    preview,
    showPreview: (result) => void (previewResult = result),
    get(path, token, init = {}) {
      return fetch(`${started(server).url}${path}`, {
        redirect: 'manual',
        ...init,
        headers: token ? { Cookie: `bo_sessao=${token}` } : {},
      });
    },
    post(
      path,
      body,
      {
        token,
        cookie = '',
        from = '198.51.100.10',
        type = 'application/json',
        form = false,
        origin,
      } = {},
    ) {
      const url = started(server).url;
      const cookies = [token ? `bo_sessao=${token}` : '', cookie].filter(Boolean).join('; ');
      return fetch(`${url}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': form ? 'application/x-www-form-urlencoded' : type,
          Origin: origin ?? url,
          ...(form ? {} : { 'X-Backoffice': '1' }),
          'X-Forwarded-For': from,
          ...(cookies ? { Cookie: cookies } : {}),
        },
        body,
      });
    },
    lastApiRequest() {
      const request = started(api).requests.at(-1);
      if (!request) throw new Error('the API was not called');
      return request;
    },
    another: (changes) => startBackofficeServer(options(changes)),
  };
}
