// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceLiveStockSettled,
  applyLiveFigures,
  fetchLiveFigures,
  LIVE_QUERY,
  UNAVAILABLE_TEXT,
  visibleProductIds,
} from './live-stock.ts';

function product(id: string, top: number): string {
  return `<p data-live-product="${id}" data-top="${top}">
    <span data-live="price">R$ 100,00</span>
    <span class="badge badge--success" data-live="stock">3 em estoque</span>
  </p>`;
}

function page(...products: [string, number][]): HTMLElement {
  document.body.innerHTML = products.map(([id, top]) => product(id, top)).join('');
  for (const element of document.querySelectorAll<HTMLElement>('[data-live-product]')) {
    const top = Number(element.dataset.top);
    element.getBoundingClientRect = () =>
      ({ top, bottom: top + 40, left: 0, right: 200, width: 200, height: 40 }) as DOMRect;
  }
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('visibleProductIds', () => {
  it('lists only the products on screen, once each', () => {
    const root = page(['1', 10], ['2', 300], ['1', 500], ['3', window.innerHeight + 100]);
    expect(visibleProductIds(root)).toEqual(['1', '2']);
  });

  it('lists a product page’s own figures even below the fold', () => {
    const root = page(['4', window.innerHeight + 100], ['5', window.innerHeight + 300]);
    root
      .querySelector<HTMLElement>('[data-live-product="4"]')
      ?.setAttribute('data-live-always', '');
    expect(visibleProductIds(root)).toEqual(['4']);
  });
});

describe('fetchLiveFigures', () => {
  it('asks for all the ids in one request and maps the answer', async () => {
    const live = {
      price: 90.5,
      quantity: 0,
      pixPrice: 85.98,
      installments: { count: 4, amount: 22.62 },
    };
    const send = vi.fn(async () =>
      Response.json({ data: { products: { items: [{ id: '1', ...live }] } } }),
    );
    const figures = await fetchLiveFigures(['1', '2'], 'http://api.test/graphql', send);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/graphql');
    expect(JSON.parse(String(init.body))).toEqual({
      query: LIVE_QUERY,
      variables: { ids: ['1', '2'], pageSize: 2 },
    });
    expect([...figures]).toEqual([['1', live]]);
  });

  it('fails on an error answer, so the built figures stay', async () => {
    const send = vi.fn(async () => Response.json({ errors: [{ message: 'Muitas requisições' }] }));
    await expect(fetchLiveFigures(['1'], 'http://api.test/graphql', send)).rejects.toThrow(
      'Muitas requisições',
    );
  });
});

const SOLD_OUT = {
  price: 1234.5,
  quantity: 0,
  pixPrice: 1172.78,
  installments: { count: 10, amount: 123.45 },
};

describe('applyLiveFigures', () => {
  it('shows the current price and stock, and says when a product is no longer available', () => {
    const root = page(['1', 10], ['2', 60], ['3', 2000]);
    applyLiveFigures(root, ['1', '2'], new Map([['1', SOLD_OUT]]));
    const [first, second, third] = [...root.querySelectorAll('[data-live-product]')];
    expect(first?.querySelector('[data-live="price"]')?.textContent).toBe('R$\u00a01.234,50');
    const firstStock = first?.querySelector('[data-live="stock"]');
    expect(firstStock?.textContent).toBe('Esgotado');
    expect(firstStock?.classList.contains('badge--danger')).toBe(true);
    // What the page shows now, for the code that acts on it (Avise-me quando chegar).
    expect((first as HTMLElement | undefined)?.dataset.liveQuantity).toBe('0');
    expect(second?.querySelector('[data-live="stock"]')?.textContent).toBe(UNAVAILABLE_TEXT);
    // Not asked for (off screen): left as built.
    expect(third?.querySelector('[data-live="stock"]')?.textContent).toBe('3 em estoque');
    expect(third?.querySelector('[data-live="price"]')?.textContent).toBe('R$ 100,00');
  });
});

describe('applyLiveFigures on a product page', () => {
  it('also shows the current installments and Pix price', () => {
    document.body.innerHTML = `<div data-live-product="1">
      <span data-live="price">R$ 100,00</span>
      <span data-live="installments">em até 5x de R$ 20,00 sem juros</span>
      <span data-live="pix">R$ 95,00 no Pix</span>
      <span class="badge badge--success" data-live="stock">3 em estoque</span>
    </div>`;
    applyLiveFigures(document.body, ['1'], new Map([['1', SOLD_OUT]]));
    expect(document.querySelector('[data-live="installments"]')?.textContent).toBe(
      'em até 10x de R$\u00a0123,45 sem juros',
    );
    expect(document.querySelector('[data-live="pix"]')?.textContent).toBe(
      'R$\u00a01.172,78 no Pix',
    );
  });
});

describe('announceLiveStockSettled', () => {
  it('marks the document and fires the event other features read (stock-alerts)', () => {
    const heard = vi.fn();
    document.addEventListener('live-stock:settled', heard, { once: true });
    announceLiveStockSettled();
    expect(document.documentElement.dataset.liveStock).toBe('settled');
    expect(heard).toHaveBeenCalledTimes(1);
    delete document.documentElement.dataset.liveStock;
  });
});
