import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../tests/support/memory-storage.ts';

const session = vi.hoisted(() => ({
  token: undefined as string | undefined,
  customer: { id: 'c1' } as { id: string } | null | undefined,
}));
const api = vi.hoisted(() => ({
  fetchFavoriteIds: vi.fn<() => Promise<string[]>>(),
  setFavorite: vi.fn<(productId: string, favorite: boolean) => Promise<boolean>>(),
}));

vi.mock('~/lib/session-token', () => ({ hasSessionToken: () => session.token !== undefined }));
vi.mock('~/features/session/store', () => ({ loadCustomer: async () => session.customer }));
vi.mock('./favorites-api.ts', () => api);

/** A page whose change (`press`) was left before the API answered it. */
async function leaveAfter(press: (store: Awaited<ReturnType<typeof freshStore>>) => unknown) {
  api.setFavorite.mockReturnValue(new Promise(() => {}));
  const calls = api.setFavorite.mock.calls.length;
  void press(await freshStore());
  await vi.waitFor(() => expect(api.setFavorite).toHaveBeenCalledTimes(calls + 1));
}

/** What waits in the tab's pending changes, as `customer:target:value`. */
async function waiting(): Promise<string[]> {
  const { pendingChanges } = await import('~/lib/pending-changes');
  const { pendingChangeStorage } = await import('~/lib/pending-changes-storage');
  return ['c1', 'c2'].flatMap((customer) =>
    pendingChanges(pendingChangeStorage(), customer, 'favorite').map(
      (change) => `${customer}:${change.target}:${change.value}`,
    ),
  );
}

/**
 * A fresh store module per test: "once per page" state must not leak between tests. The
 * error class comes from the same fresh module graph, so `instanceof` holds inside the store.
 */
async function freshStore() {
  vi.resetModules();
  const { ApiError } = await import('~/lib/api/errors');
  return { ...(await import('./store.ts')), ApiError };
}

/** A promise the test settles by hand, to look at the state while a request is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  session.token = 'token-1';
  session.customer = { id: 'c1' };
  vi.stubGlobal('sessionStorage', memoryStorage());
  api.fetchFavoriteIds.mockResolvedValue(['3', '1', '8']);
  api.setFavorite.mockImplementation(async (_id, favorite) => favorite);
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('loading the favorite ids', () => {
  it('asks the API once per page however many toggles subscribe', async () => {
    const store = await freshStore();
    const stop = [1, 2, 3].map(() => store.$favoriteIds.subscribe(() => {}));
    await store.loadFavoriteIds();
    await store.loadFavoriteIds();
    expect(api.fetchFavoriteIds).toHaveBeenCalledTimes(1);
    expect(api.fetchFavoriteIds).toHaveBeenCalledWith();
    expect([...store.$favoriteIds.get()]).toEqual(['3', '1', '8']);
    expect(store.$favoritesStatus.get()).toBe('ready');
    stop.forEach((unsubscribe) => unsubscribe());
  });

  it('makes no request for an anonymous visitor', async () => {
    session.token = undefined;
    const store = await freshStore();
    await store.loadFavoriteIds();
    expect(api.fetchFavoriteIds).not.toHaveBeenCalled();
    expect(store.$favoritesStatus.get()).toBe('anonymous');
  });

  it('reports an error status and keeps the marks off when the load fails', async () => {
    const store = await freshStore();
    api.fetchFavoriteIds.mockRejectedValue(new store.ApiError('network', 'down'));
    await store.loadFavoriteIds();
    expect(store.$favoritesStatus.get()).toBe('error');
    expect(store.$favoriteIds.get().size).toBe(0);
  });
});

describe('toggleFavorite', () => {
  it('asks an anonymous visitor to log in and changes nothing', async () => {
    session.token = undefined;
    const store = await freshStore();
    expect(await store.toggleFavorite('1')).toBe('login-required');
    expect(api.setFavorite).not.toHaveBeenCalled();
    expect(store.$favoriteIds.get().size).toBe(0);
  });

  it('adds a product at once, before the API answers, and keeps it', async () => {
    const answer = deferred<boolean>();
    api.setFavorite.mockReturnValue(answer.promise);
    const store = await freshStore();
    const toggled = store.toggleFavorite('5');
    await vi.waitFor(() => expect(api.setFavorite).toHaveBeenCalledWith('5', true));
    expect(store.$favoriteIds.get().has('5')).toBe(true);
    expect(store.$pendingFavorites.get().has('5')).toBe(true);
    answer.resolve(true);
    expect(await toggled).toBe('added');
    expect(store.$favoriteIds.get().has('5')).toBe(true);
    expect(store.$pendingFavorites.get().has('5')).toBe(false);
  });

  it('removes a product that is a favorite', async () => {
    const store = await freshStore();
    expect(await store.toggleFavorite('1')).toBe('removed');
    expect(api.setFavorite).toHaveBeenCalledWith('1', false);
    expect([...store.$favoriteIds.get()]).toEqual(['3', '8']);
  });

  it('rolls back and explains in pt-BR when the API refuses', async () => {
    const store = await freshStore();
    api.setFavorite.mockRejectedValue(
      new store.ApiError('graphql', 'Produto com ID não encontrado.', { code: 'NOT_FOUND' }),
    );
    expect(await store.toggleFavorite('5')).toBe('failed');
    expect(store.$favoriteIds.get().has('5')).toBe(false);
    expect(store.$favoriteError.get()).toEqual({
      productId: '5',
      message: 'Não foi possível adicionar o produto aos favoritos. Produto com ID não encontrado.',
    });
  });

  it('rolls a removal back too', async () => {
    const store = await freshStore();
    api.setFavorite.mockRejectedValue(new store.ApiError('network', 'down'));
    expect(await store.toggleFavorite('3')).toBe('failed');
    expect(store.$favoriteIds.get().has('3')).toBe(true);
    expect(store.$favoriteError.get()?.message).toMatch(
      /^Não foi possível remover o produto dos favoritos\. Não foi possível conectar/,
    );
  });

  it('sends the customer to login when the API no longer accepts the token', async () => {
    const store = await freshStore();
    api.setFavorite.mockRejectedValue(
      new store.ApiError('graphql', 'Usuário não autenticado', { code: 'UNAUTHENTICATED' }),
    );
    expect(await store.toggleFavorite('5')).toBe('login-required');
    expect(store.$favoriteIds.get().has('5')).toBe(false);
  });

  it('ignores a second press while the first is on its way', async () => {
    const answer = deferred<boolean>();
    api.setFavorite.mockReturnValue(answer.promise);
    const store = await freshStore();
    const first = store.toggleFavorite('5');
    expect(await store.toggleFavorite('5')).toBe('busy');
    answer.resolve(true);
    expect(await first).toBe('added');
    expect(api.setFavorite).toHaveBeenCalledTimes(1);
  });

  it('waits for the ids to load before deciding between adding and removing', async () => {
    const ids = deferred<string[]>();
    api.fetchFavoriteIds.mockReturnValue(ids.promise);
    const store = await freshStore();
    const toggled = store.toggleFavorite('1');
    ids.resolve(['1']);
    expect(await toggled).toBe('removed');
    expect(api.setFavorite).toHaveBeenCalledWith('1', false);
  });
});

describe('removeFavorite', () => {
  it('removes at once and keeps it removed when the API agrees', async () => {
    const answer = deferred<boolean>();
    api.setFavorite.mockReturnValue(answer.promise);
    const store = await freshStore();
    const removed = store.removeFavorite('3');
    await vi.waitFor(() => expect(api.setFavorite).toHaveBeenCalledWith('3', false));
    expect(store.$favoriteIds.get().has('3')).toBe(false);
    answer.resolve(false);
    expect(await removed).toBe('removed');
    expect([...store.$favoriteIds.get()]).toEqual(['1', '8']);
  });

  it('never adds, even when the page believed the product was not a favorite', async () => {
    api.fetchFavoriteIds.mockResolvedValue([]);
    const store = await freshStore();
    expect(await store.removeFavorite('3')).toBe('removed');
    expect(api.setFavorite).toHaveBeenCalledWith('3', false);
    expect(store.$favoriteIds.get().has('3')).toBe(false);
  });

  it('puts the product back and explains when the API refuses', async () => {
    const store = await freshStore();
    api.setFavorite.mockRejectedValue(new store.ApiError('http', 'HTTP 503', { status: 503 }));
    expect(await store.removeFavorite('1')).toBe('failed');
    expect(store.$favoriteIds.get().has('1')).toBe(true);
    expect(store.$favoriteError.get()).toEqual({
      productId: '1',
      message:
        'Não foi possível remover o produto dos favoritos. O serviço está temporariamente indisponível. Tente novamente em instantes.',
    });
  });
});

describe('primeFavoriteIds', () => {
  it('takes the ids of a fuller load, so the page asks for no ids of its own', async () => {
    const store = await freshStore();
    await store.primeFavoriteIds(['8', '1']);
    const stop = store.$favoriteIds.subscribe(() => {});
    await store.loadFavoriteIds();
    expect(api.fetchFavoriteIds).not.toHaveBeenCalled();
    expect([...store.$favoriteIds.get()]).toEqual(['8', '1']);
    expect(store.$favoritesStatus.get()).toBe('ready');
    stop();
  });

  it('does nothing for an anonymous visitor', async () => {
    session.token = undefined;
    const store = await freshStore();
    store.primeFavoriteIds(['8']);
    expect(store.$favoriteIds.get().size).toBe(0);
  });
});

describe('a change shown as done, when the page is left at once', () => {
  it('waits in the tab until the API answered it, and is forgotten then', async () => {
    const answer = deferred<boolean>();
    api.setFavorite.mockReturnValue(answer.promise);
    const store = await freshStore();
    const toggled = store.toggleFavorite('5', 'Teclado Pulso');
    await vi.waitFor(() => expect(api.setFavorite).toHaveBeenCalledWith('5', true));
    expect(await waiting()).toEqual(['c1:5:true']);
    answer.resolve(true);
    await toggled;
    expect(await waiting()).toEqual([]);
  });

  it('is forgotten once refused on its own page, which says why', async () => {
    const store = await freshStore();
    api.setFavorite.mockRejectedValue(new store.ApiError('http', 'HTTP 503', { status: 503 }));
    expect(await store.toggleFavorite('5')).toBe('failed');
    expect(await waiting()).toEqual([]);
  });

  it('stays pending, and nothing is undone, when its request fails as the page is left', async () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    const answer = deferred<boolean>();
    api.setFavorite.mockReturnValue(answer.promise);
    const store = await freshStore();
    const toggled = store.toggleFavorite('5');
    await vi.waitFor(() => expect(api.setFavorite).toHaveBeenCalledWith('5', true));
    page.dispatchEvent(new Event('pagehide'));
    answer.reject(new store.ApiError('network', 'The page went away.'));
    expect(await toggled).toBe('pending');
    expect(store.$favoriteError.get()).toBeNull();
    expect(await waiting()).toEqual(['c1:5:true']);
  });

  it('stays for after the login when the API refused the session', async () => {
    const store = await freshStore();
    api.setFavorite.mockRejectedValue(
      new store.ApiError('graphql', 'Usuário não autenticado', { code: 'UNAUTHENTICATED' }),
    );
    expect(await store.toggleFavorite('5')).toBe('login-required');
    expect(await waiting()).toEqual(['c1:5:true']);
  });

  it('is sent again by the next page before it loads the ids, which then show it', async () => {
    await leaveAfter((store) => store.toggleFavorite('5', 'Teclado Pulso'));

    const order: string[] = [];
    api.setFavorite.mockImplementation(async (id, favorite) => {
      order.push(`set ${id}:${favorite}`);
      return favorite;
    });
    api.fetchFavoriteIds.mockImplementation(async () => {
      order.push('ids');
      return ['3', '5'];
    });
    const nextPage = await freshStore();
    await nextPage.loadFavoriteIds();
    expect(order).toEqual(['set 5:true', 'ids']);
    expect(nextPage.$favoriteIds.get().has('5')).toBe(true);
    expect(await waiting()).toEqual([]);
    // Settled once per page: nothing is sent twice.
    expect((await nextPage.settlePendingFavorites()).applied).toHaveLength(1);
    expect(api.setFavorite).toHaveBeenCalledTimes(2);
  });

  it('sends only the latest of several changes of one product', async () => {
    await leaveAfter((store) => store.toggleFavorite('5'));
    api.fetchFavoriteIds.mockResolvedValue(['5']);
    // The next page sends the add again (answered), then the customer removes it and leaves.
    api.setFavorite.mockResolvedValueOnce(true).mockReturnValueOnce(new Promise(() => {}));
    const second = await freshStore();
    void second.toggleFavorite('5');
    await vi.waitFor(() => expect(api.setFavorite).toHaveBeenCalledTimes(3));
    expect(api.setFavorite.mock.calls.slice(1)).toEqual([
      ['5', true],
      ['5', false],
    ]);
    expect(await waiting()).toEqual(['c1:5:false']);

    api.setFavorite.mockImplementation(async (_id, favorite) => favorite);
    api.setFavorite.mockClear();
    const third = await freshStore();
    await third.settlePendingFavorites();
    expect(api.setFavorite.mock.calls).toEqual([['5', false]]);
  });

  it("reports a refusal on the next page with the product's name, and drops the change", async () => {
    await leaveAfter((store) => store.toggleFavorite('5', 'Teclado Pulso'));

    const nextPage = await freshStore();
    api.setFavorite.mockRejectedValue(
      new nextPage.ApiError('graphql', 'Produto com ID não encontrado.', {
        status: 200,
        code: 'NOT_FOUND',
      }),
    );
    api.fetchFavoriteIds.mockResolvedValue(['3']);
    const report = await nextPage.settlePendingFavorites();
    expect(report.refused.map(({ message }) => message)).toEqual([
      'Não foi possível adicionar Teclado Pulso aos favoritos. Produto com ID não encontrado.',
    ]);
    await nextPage.loadFavoriteIds();
    expect(nextPage.$favoriteIds.get().has('5')).toBe(false);
    expect(await waiting()).toEqual([]);
  });

  it('keeps a change that met no answer again, and shows it as done meanwhile', async () => {
    await leaveAfter((store) => store.removeFavorite('3'));

    const nextPage = await freshStore();
    api.setFavorite.mockRejectedValue(new nextPage.ApiError('network', 'down'));
    await nextPage.loadFavoriteIds();
    expect([...nextPage.$favoriteIds.get()]).toEqual(['1', '8']);
    expect(await waiting()).toEqual(['c1:3:false']);
  });

  it("never sends another customer's changes", async () => {
    await leaveAfter((store) => store.toggleFavorite('5'));

    session.customer = { id: 'c2' };
    const otherCustomer = await freshStore();
    await otherCustomer.loadFavoriteIds();
    expect(api.setFavorite).toHaveBeenCalledTimes(1);
    expect(otherCustomer.$favoriteIds.get().has('5')).toBe(false);
    expect(await waiting()).toEqual(['c1:5:true']);
  });
});
