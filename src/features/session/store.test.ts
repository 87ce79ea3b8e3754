// @vitest-environment jsdom
import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

// The store's collaborators that touch the browser: the cookie and page navigation.
const cookie = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock('~/lib/session-token', () => ({
  readToken: () => cookie.token,
  writeToken: (token: string) => (cookie.token = token),
  clearToken: () => (cookie.token = undefined),
}));
const leavePage = vi.hoisted(() => vi.fn());
vi.mock('./navigation.ts', () => ({ leavePage }));

const CUSTOMER = {
  id: '1',
  name: 'Cliente Exemplo',
  email: 'cliente@exemplo.com.br',
  rg: null,
  cpf: '52998224725',
  phone: '11987654321',
  address: null,
  cep: null,
  city: null,
  state: null,
  country: 'Brasil',
  created_at: 1,
  updated_at: 1,
  deleted_at: null,
  emailVerified: true,
};

interface Sent {
  readonly operationName: string;
  readonly authorization: string | null;
}

let sent: Sent[];
/** Whether each request asked to outlive the page (fetch's `keepalive`). */
let keptAlive: boolean[];
let answer: (operationName: string) => unknown;

beforeEach(() => {
  vi.resetModules();
  cookie.token = undefined;
  leavePage.mockReset();
  sent = [];
  keptAlive = [];
  answer = () => ({ data: { getCustomerLoggedIn: CUSTOMER } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
      sent.push({ operationName, authorization: new Headers(init?.headers).get('authorization') });
      keptAlive.push(init?.keepalive === true);
      const answered = answer(operationName);
      if (answered instanceof Response) return answered;
      return Response.json(answered ?? { data: { getCustomerLoggedIn: CUSTOMER } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A fresh copy of the store, as on a new page load. */
async function freshStore() {
  return import('./store.ts');
}

describe('loadCustomer', () => {
  it('asks the API once per page load, however many islands ask', async () => {
    cookie.token = 'tok-1';
    const { $customer, $firstName, loadCustomer } = await freshStore();

    const results = await Promise.all([loadCustomer(), loadCustomer(), loadCustomer()]);
    await loadCustomer();

    expect(sent).toEqual([{ operationName: 'GetCustomerLoggedIn', authorization: 'Bearer tok-1' }]);
    expect(results).toEqual([CUSTOMER, CUSTOMER, CUSTOMER]);
    expect($customer.get()).toEqual(CUSTOMER);
    expect($firstName.get()).toBe('Cliente');
  });

  it('keeps the token and the customer unknown when the session code cannot load', async () => {
    cookie.token = 'tok-1';
    // A page of an older build after a deploy: its lazily loaded chunk is gone.
    vi.doMock('./session-api.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /_astro/session-api.js');
    });
    // Undone however the test ends: a failed assertion must not leave the next tests without it.
    onTestFinished(() => vi.doUnmock('./session-api.ts'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { $customer, loadCustomer } = await freshStore();

    await expect(loadCustomer()).resolves.toBeUndefined();

    expect($customer.get()).toBeUndefined();
    expect(cookie.token).toBe('tok-1');
    expect(sent).toEqual([]);
    expect(inspect(logged.mock.calls)).toContain('Could not load the session code');
  });

  it('knows an anonymous visitor without asking the API', async () => {
    const { $customer, loadCustomer } = await freshStore();

    expect($customer.get()).toBeUndefined();
    await expect(loadCustomer()).resolves.toBeNull();

    expect($customer.get()).toBeNull();
    expect(sent).toEqual([]);
  });

  it("logs 'Usuário não autenticado' when the API answers no customer, never the token", async () => {
    cookie.token = 'secret-token';
    answer = () => ({ data: { getCustomerLoggedIn: null } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { $customer, loadCustomer } = await freshStore();

    await expect(loadCustomer()).resolves.toBeNull();

    expect($customer.get()).toBeNull();
    // Everything the log line holds: messages, stacks and causes.
    const text = inspect(logged.mock.calls, { depth: 8 });
    expect(text).toContain('Usuário não autenticado');
    expect(text).not.toContain('secret-token');
  });

  it('logs a failed load and leaves the customer unknown-as-none', async () => {
    cookie.token = 'tok-1';
    answer = () => ({ errors: [{ message: 'Usuário não autenticado' }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { $customer, loadCustomer } = await freshStore();

    await expect(loadCustomer()).resolves.toBeNull();

    expect($customer.get()).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
  });

  it('keeps the session when the API fails with a 5xx, and loads it once the API is back', async () => {
    cookie.token = 'tok-1';
    let down = true;
    answer = () => (down ? new Response('falhou', { status: 503 }) : undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $apiUnreachable, $customer, loadCustomer } = await freshStore();

    await expect(loadCustomer()).resolves.toBeUndefined();
    expect($customer.get()).toBeUndefined();
    expect($apiUnreachable.get()).toBe(true);
    expect(cookie.token).toBe('tok-1');

    // The next attempt comes by itself after the first pause.
    down = false;
    await vi.waitFor(() => expect($customer.get()).toEqual(CUSTOMER), { timeout: 3000 });
    expect($apiUnreachable.get()).toBe(false);
    expect(cookie.token).toBe('tok-1');
  });

  it('tries again at once when the browser comes back online', async () => {
    cookie.token = 'tok-1';
    let down = true;
    answer = () => (down ? new Response('falhou', { status: 502 }) : undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $apiUnreachable, $customer, loadCustomer } = await freshStore();

    await loadCustomer();
    expect($apiUnreachable.get()).toBe(true);
    down = false;
    window.dispatchEvent(new Event('online'));

    await vi.waitFor(() => expect($customer.get()).toEqual(CUSTOMER));
    expect($apiUnreachable.get()).toBe(false);
  });

  it('loads again for a new token (after a login), once', async () => {
    const { $customer, loadCustomer, signIn } = await freshStore();
    await loadCustomer();

    await signIn('tok-new');
    await loadCustomer();

    expect(sent).toEqual([
      { operationName: 'GetCustomerLoggedIn', authorization: 'Bearer tok-new' },
    ]);
    expect(cookie.token).toBe('tok-new');
    expect($customer.get()).toEqual(CUSTOMER);
  });
});

describe('logout', () => {
  it('ends the session at the API, clears cookie and store, and goes home', async () => {
    cookie.token = 'tok-1';
    const { $customer, loadCustomer, logout } = await freshStore();
    await loadCustomer();

    await logout();

    expect(sent.at(-1)).toEqual({ operationName: 'LogoutCustomer', authorization: 'Bearer tok-1' });
    expect(keptAlive.at(-1)).toBe(true);
    expect(cookie.token).toBeUndefined();
    expect($customer.get()).toBeNull();
    expect(leavePage).toHaveBeenCalledWith('/');
  });

  it('still logs out here when the API cannot be reached', async () => {
    cookie.token = 'tok-1';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $customer, loadCustomer, logout } = await freshStore();
    await loadCustomer();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await logout();

    expect(cookie.token).toBeUndefined();
    expect($customer.get()).toBeNull();
    expect(leavePage).toHaveBeenCalledWith('/');
  });

  it('leaves after a while when the API is slow, without calling the request off', async () => {
    cookie.token = 'tok-1';
    const { loadCustomer, logout } = await freshStore();
    await loadCustomer();
    let aborted = false;
    let requested: (init: RequestInit | undefined) => void = () => {};
    const request = new Promise<RequestInit | undefined>((resolve) => (requested = resolve));
    vi.stubGlobal('fetch', (_input: RequestInfo | URL, init?: RequestInit) => {
      requested(init);
      init?.signal?.addEventListener('abort', () => (aborted = true));
      return new Promise<Response>(() => {});
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const loggedOut = logout();
      expect((await request)?.keepalive).toBe(true);
      await vi.advanceTimersByTimeAsync(2999);
      expect(leavePage).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await loggedOut;
      expect(leavePage).toHaveBeenCalledWith('/');
      expect(cookie.token).toBeUndefined();
      expect(aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('setCustomer', () => {
  it('replaces the known customer, its first name and what later loads answer', async () => {
    cookie.token = 'tok-1';
    const { $customer, $firstName, loadCustomer, setCustomer } = await freshStore();
    await loadCustomer();

    const renamed = { ...CUSTOMER, name: 'Renata Souza' };
    setCustomer(renamed);

    expect($customer.get()).toEqual(renamed);
    expect($firstName.get()).toBe('Renata');
    expect(await loadCustomer()).toEqual(renamed);
    expect(sent).toHaveLength(1);
  });
});
