import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ token: undefined as string | undefined }));
const api = vi.hoisted(() => ({
  fetchFavoriteIds: vi.fn<() => Promise<string[]>>(),
  setFavorite: vi.fn<(productId: string, favorite: boolean) => Promise<boolean>>(),
}));

vi.mock('~/lib/session-token', () => ({ hasSessionToken: () => session.token !== undefined }));
vi.mock('./favorites-api.ts', () => api);

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
  api.fetchFavoriteIds.mockResolvedValue(['3', '1', '8']);
  api.setFavorite.mockImplementation(async (_id, favorite) => favorite);
});

afterEach(() => {
  vi.clearAllMocks();
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
    store.primeFavoriteIds(['8', '1']);
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
