// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { pageFromAddress, useListing } from './use-listing';
import type { Listing } from './use-listing';

interface Query {
  readonly search: string;
  readonly page: number;
}

const fromAddress = (params: URLSearchParams): Query => ({
  search: params.get('busca') ?? '',
  page: pageFromAddress(params),
});

function toAddress(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('busca', query.search);
  return params;
}

function listing(items: string[], page = 1): Listing<string> {
  return { items, total: items.length, page, totalPages: 3 };
}

/** A load the test answers when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const address = () => `${location.pathname}${location.search}`;

afterEach(() => history.replaceState(null, '', '/'));

describe('useListing', () => {
  it('loads the list the address asks for', async () => {
    history.replaceState(null, '', '/produtos?busca=mouse&pagina=2');
    const load = vi.fn(async (query: Query) => listing([`${query.search} ${query.page}`], 2));
    const { result } = renderHook(() => useListing(fromAddress, toAddress, load));
    expect(result.current.query).toEqual({ search: 'mouse', page: 2 });
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.listing?.items).toEqual(['mouse 2']);
    expect(result.current.problem).toBe('');
  });

  it('puts a new query in the address, naming the page only past the first', async () => {
    history.replaceState(null, '', '/produtos');
    const load = vi.fn(async () => listing(['a']));
    const { result } = renderHook(() => useListing(fromAddress, toAddress, load));
    await waitFor(() => expect(result.current.busy).toBe(false));

    act(() => result.current.go({ search: 'teclado sem fio', page: 3 }));
    expect(address()).toBe('/produtos?busca=teclado+sem+fio&pagina=3');
    act(() => result.current.go({ search: '', page: 1 }));
    expect(address()).toBe('/produtos');
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(load).toHaveBeenLastCalledWith({ search: '', page: 1 });
  });

  it('keeps the previous page on screen, busy, while the next one loads', async () => {
    history.replaceState(null, '', '/produtos');
    const next = deferred<Listing<string>>();
    const load = vi
      .fn<(query: Query) => Promise<Listing<string>>>()
      .mockResolvedValueOnce(listing(['primeira']))
      .mockReturnValueOnce(next.promise);
    const { result } = renderHook(() => useListing(fromAddress, toAddress, load));
    await waitFor(() => expect(result.current.listing?.items).toEqual(['primeira']));

    act(() => result.current.go({ search: '', page: 2 }));
    expect(result.current.busy).toBe(true);
    expect(result.current.listing?.items).toEqual(['primeira']);
    await act(async () => next.resolve(listing(['segunda'], 2)));
    expect(result.current.busy).toBe(false);
    expect(result.current.listing?.items).toEqual(['segunda']);
  });

  it('shows only the answer to the latest query when an earlier one answers late', async () => {
    history.replaceState(null, '', '/produtos');
    const slow = deferred<Listing<string>>();
    const load = vi.fn((query: Query) =>
      query.search === 'lento' ? slow.promise : Promise.resolve(listing([query.search])),
    );
    const { result } = renderHook(() => useListing(fromAddress, toAddress, load));
    await waitFor(() => expect(result.current.busy).toBe(false));

    act(() => result.current.go({ search: 'lento', page: 1 }));
    act(() => result.current.go({ search: 'rápido', page: 1 }));
    await waitFor(() => expect(result.current.listing?.items).toEqual(['rápido']));
    await act(async () => slow.resolve(listing(['lento'])));
    expect(result.current.listing?.items).toEqual(['rápido']);
    expect(result.current.busy).toBe(false);
  });

  it('says in pt-BR why a list could not load, keeping the last one it had', async () => {
    history.replaceState(null, '', '/produtos');
    const load = vi
      .fn<(query: Query) => Promise<Listing<string>>>()
      .mockResolvedValueOnce(listing(['primeira']))
      .mockRejectedValueOnce(new ApiError('Acesso negado.', 'FORBIDDEN'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useListing(fromAddress, toAddress, load));
    await waitFor(() => expect(result.current.busy).toBe(false));

    act(() => result.current.go({ search: 'x', page: 1 }));
    await waitFor(() => expect(result.current.problem).toBe('Acesso negado.'));
    expect(result.current.busy).toBe(false);
    expect(result.current.listing?.items).toEqual(['primeira']);

    act(() => result.current.go({ search: 'y', page: 1 }));
    await waitFor(() =>
      expect(result.current.problem).toBe(
        'Não foi possível falar com o servidor. Confira a conexão e tente de novo.',
      ),
    );
  });

  it('clears the problem once a list loads again', async () => {
    history.replaceState(null, '', '/produtos');
    const load = vi
      .fn<(query: Query) => Promise<Listing<string>>>()
      .mockRejectedValueOnce(new ApiError('Acesso negado.', 'FORBIDDEN'))
      .mockResolvedValueOnce(listing(['de novo']));
    const { result } = renderHook(() => useListing(fromAddress, toAddress, load));
    await waitFor(() => expect(result.current.problem).toBe('Acesso negado.'));
    act(() => result.current.go({ search: '', page: 1 }));
    await waitFor(() => expect(result.current.listing?.items).toEqual(['de novo']));
    expect(result.current.problem).toBe('');
  });
});

describe('pageFromAddress', () => {
  it.each([
    ['pagina=4', 4],
    ['', 1],
    ['pagina=0', 1],
    ['pagina=-2', 1],
    ['pagina=abc', 1],
    ['pagina=2.5', 1],
    ['pagina=1e3', 1],
    ['pagina=99999999999', 1],
  ])('reads %j as page %i', (search, page) => {
    expect(pageFromAddress(new URLSearchParams(search))).toBe(page);
  });
});
