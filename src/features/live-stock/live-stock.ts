/**
 * Live price and stock. Pages are prerendered with the build's figures, which may be minutes
 * old; once the page is idle, the product figures on screen are refreshed from the API in ONE
 * request (`products(filter: { ids })`, prices and quantity only). Products the API no longer
 * lists (unpublished or deleted) say so. Figures off screen are left as built: no request for
 * what nobody sees; but a product page's own figures (`data-live-always`) are refreshed even
 * below the fold, where a phone shows them under the photos, since its buying form follows them. The text is swapped in place, in elements whose size does not depend on it
 * (see ProductCard and ProductDetail), so nothing moves.
 *
 * Markup: an element with `data-live-product="<id>"` (and `data-live-always` on a product
 * page's own) holding `[data-live="price"]`,
 * `[data-live="stock"]` (a badge with `badge--success` / `badge--danger`) and, on the product
 * page, `[data-live="installments"]` and `[data-live="pix"]`.
 *
 * What other code may read (the DOM is the contract, so no module is shared with every page):
 * the element's `data-live-quantity` (the build's figure until the API's replaces it), and once
 * the refresh has settled (refreshed, failed or not needed) `<html data-live-stock="settled">`
 * and the document's event `live-stock:settled` (read through live-stock-signal.ts).
 */
import { formatMoney } from '~/lib/money';
import { installmentsLabel, pixPriceLabel } from '~/lib/payment-labels';
import type { InstallmentFigures } from '~/lib/payment-labels';
import { stockLabel } from '~/components/product-card/stock-label';

export const LIVE_QUERY =
  'query LiveStock($ids: [ID!]!, $pageSize: Int!) { products(filter: { ids: $ids }, pageSize: $pageSize) { items { id price quantity pixPrice installments { count amount } } } }';
/** The API's largest page: more visible products than this are not refreshed. */
export const MAX_LIVE_PRODUCTS = 500;
export const UNAVAILABLE_TEXT = 'Indisponível no momento';

export interface LiveFigures {
  readonly price: number;
  readonly quantity: number;
  readonly pixPrice: number;
  readonly installments: InstallmentFigures;
}

function isOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return (
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < window.innerHeight &&
    box.left < window.innerWidth &&
    box.width + box.height > 0
  );
}

/**
 * The ids of the products whose figures are on screen now or always refreshed, once each, in
 * page order.
 */
export function visibleProductIds(root: ParentNode): string[] {
  const ids = [...root.querySelectorAll<HTMLElement>('[data-live-product]')]
    .filter((element) => element.dataset.liveAlways !== undefined || isOnScreen(element))
    .map((element) => element.dataset.liveProduct ?? '')
    .filter((id) => id !== '');
  return [...new Set(ids)].slice(0, MAX_LIVE_PRODUCTS);
}

/** Asks the API for the current figures of `ids`; products it does not list are absent. */
export async function fetchLiveFigures(
  ids: readonly string[],
  graphqlUrl: string,
  send: typeof fetch,
): Promise<Map<string, LiveFigures>> {
  const response = await send(graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: LIVE_QUERY, variables: { ids, pageSize: ids.length } }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as {
    data?: { products?: { items?: ({ id: string } & LiveFigures)[] } };
    errors?: { message: string }[];
  };
  const items = body.data?.products?.items;
  if (!items) throw new Error(body.errors?.[0]?.message ?? 'resposta sem produtos');
  return new Map(
    items.map(({ id, price, quantity, pixPrice, installments }) => [
      id,
      { price, quantity, pixPrice, installments },
    ]),
  );
}

function setText(element: Element | null, text: string): void {
  if (element) element.textContent = text;
}

function setStock(badge: Element | null, text: string, available: boolean): void {
  if (!badge) return;
  badge.textContent = text;
  badge.classList.toggle('badge--success', available);
  badge.classList.toggle('badge--danger', !available);
}

/** Writes the figures into every element of the given products (a product may show twice). */
export function applyLiveFigures(
  root: ParentNode,
  ids: readonly string[],
  figures: ReadonlyMap<string, LiveFigures>,
): void {
  const wanted = new Set(ids);
  for (const element of root.querySelectorAll<HTMLElement>('[data-live-product]')) {
    const id = element.dataset.liveProduct ?? '';
    if (!wanted.has(id)) continue;
    const live = figures.get(id);
    const stock = element.querySelector('[data-live="stock"]');
    if (!live) {
      setStock(stock, UNAVAILABLE_TEXT, false);
      delete element.dataset.liveQuantity;
      continue;
    }
    setText(element.querySelector('[data-live="price"]'), formatMoney(live.price));
    setText(
      element.querySelector('[data-live="installments"]'),
      installmentsLabel(live.installments),
    );
    setText(element.querySelector('[data-live="pix"]'), pixPriceLabel(live.pixPrice));
    setStock(stock, stockLabel(live.quantity), live.quantity > 0);
    element.dataset.liveQuantity = String(live.quantity);
  }
}

/** Says, on the document, that the figures on screen are as live as they will get. */
export function announceLiveStockSettled(): void {
  document.documentElement.dataset.liveStock = 'settled';
  document.dispatchEvent(new Event('live-stock:settled'));
}

/** Refreshes the figures on screen once the page is idle. */
export function startLiveStock(graphqlUrl: string, resolveSend: () => Promise<typeof fetch>): void {
  const run = async () => {
    const ids = visibleProductIds(document);
    try {
      if (ids.length === 0) return;
      applyLiveFigures(document, ids, await fetchLiveFigures(ids, graphqlUrl, await resolveSend()));
    } catch (error) {
      // The built figures stay; they were right when the page was published.
      console.warn(`[live-stock] price and stock not refreshed: ${String(error)}`);
    } finally {
      announceLiveStockSettled();
    }
  };
  if ('requestIdleCallback' in window) requestIdleCallback(() => void run());
  else setTimeout(() => void run(), 0);
}
