import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fieldErrors, graphql, post, problemText } from './api';

const UNREACHABLE = 'Não foi possível falar com o servidor. Confira a conexão e tente de novo.';

const assign = vi.fn();
let send: ReturnType<typeof vi.fn>;

/** The API answering `body` (JSON) to every request. */
function answering(body: unknown, status = 200): void {
  send.mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

/** What the page sent: the address, and the request's options. */
function sent(): { url: string; init: RequestInit } {
  const [url, init] = send.mock.calls[0] as [string, RequestInit];
  return { url, init };
}

/** The ApiError `work` fails with. */
async function failure(work: Promise<unknown>): Promise<ApiError> {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  send = vi.fn();
  vi.stubGlobal('fetch', send);
  vi.stubGlobal('location', { pathname: '/produtos/editar', search: '?id=3', assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

describe('post', () => {
  it("sends to the back office's own origin with its session and the CSRF header", async () => {
    send.mockResolvedValue(new Response('{}'));
    await post('/api/fotos', 'bytes', 'image/png');
    expect(sent()).toEqual({
      url: '/api/fotos',
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'image/png', 'X-Backoffice': '1' },
        body: 'bytes',
        credentials: 'same-origin',
      },
    });
  });

  it('says in pt-BR that the server could not be reached', async () => {
    send.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(post('/api/sair', '', 'application/json'));
    expect(error).toMatchObject({ code: 'NETWORK', message: UNREACHABLE });
  });
});

describe('graphql', () => {
  it('sends the operation and its variables to /api/graphql and answers its data', async () => {
    answering({ data: { categories: [{ id: '1', name: 'Notebooks' }] } });
    const data = await graphql('query { categories { id name } }', { first: 1 });
    expect(data).toEqual({ categories: [{ id: '1', name: 'Notebooks' }] });
    expect(sent().url).toBe('/api/graphql');
    expect(JSON.parse(String(sent().init.body))).toEqual({
      query: 'query { categories { id name } }',
      variables: { first: 1 },
    });
  });

  it("fails with the API's message, code and fields", async () => {
    const fields = [{ field: 'price', message: 'Informe um preço maior que zero.' }];
    answering({
      data: null,
      errors: [
        { message: 'Confira os campos.', extensions: { code: 'BAD_USER_INPUT', fields } },
        { message: 'another' },
      ],
    });
    const error = await failure(graphql('mutation { x }'));
    expect(error).toMatchObject({ message: 'Confira os campos.', code: 'BAD_USER_INPUT', fields });
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a person whose session ended to the login, to come back to this page', async () => {
    answering({
      errors: [{ message: 'Sessão encerrada.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const error = await failure(graphql('query { staffMe { id } }'));
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(assign).toHaveBeenCalledWith(
      `/entrar?next=${encodeURIComponent('/produtos/editar?id=3')}`,
    );
  });

  it('asks in pt-BR to wait after too many attempts', async () => {
    answering(
      { errors: [{ message: 'Too many', extensions: { code: 'TOO_MANY_REQUESTS' } }] },
      429,
    );
    const error = await failure(graphql('mutation { x }'));
    expect(error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas tentativas. Tente de novo em alguns minutos.',
    });
  });

  it('treats an answer that is not GraphQL, or has no data, as an unreachable server', async () => {
    send.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failure(graphql('query { x }'))).toMatchObject({
      code: 'NETWORK',
      message: UNREACHABLE,
    });
    answering({ data: null });
    expect((await failure(graphql('query { x }'))).code).toBe('NETWORK');
  });
});

describe('problemText', () => {
  it("is an ApiError's message, and the unreachable server's for anything else", () => {
    expect(problemText(new ApiError('Acesso negado.', 'FORBIDDEN'))).toBe('Acesso negado.');
    expect(problemText(new Error('internal detail'))).toBe(UNREACHABLE);
  });
});

describe('fieldErrors', () => {
  it('gives each refused field its message', () => {
    const error = new ApiError('Confira os campos.', 'BAD_USER_INPUT', [
      { field: 'name', message: 'Informe o nome.' },
      { field: 'price', message: 'Informe o preço.' },
    ]);
    expect(fieldErrors(error)).toEqual({ name: 'Informe o nome.', price: 'Informe o preço.' });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
