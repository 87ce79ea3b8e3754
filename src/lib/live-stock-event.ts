/**
 * How other code learns the live stock the page shows: the product's `[data-live-product]`
 * element carries `data-live-quantity` (the build's figure, replaced by the API's once the
 * live refresh has it), and once the refresh has settled (refreshed, failed or not needed) the
 * document carries `data-live-stock="settled"` and gets the event `live-stock:settled`.
 */
export const LIVE_STOCK_SETTLED = 'live-stock:settled';

/** Marks the live refresh as settled and tells whoever waits. */
export function announceLiveStockSettled(): void {
  document.documentElement.dataset.liveStock = 'settled';
  document.dispatchEvent(new Event(LIVE_STOCK_SETTLED));
}

/**
 * Calls `then` once with product `id`'s quantity as the page shows it after the live refresh
 * (null when the page has no figure for it).
 */
export function afterLiveStock(id: string, then: (quantity: number | null) => void): void {
  const read = () => {
    const element = document.querySelector<HTMLElement>(
      `[data-live-product="${CSS.escape(id)}"][data-live-quantity]`,
    );
    const quantity = Number(element?.dataset.liveQuantity ?? Number.NaN);
    then(Number.isInteger(quantity) ? quantity : null);
  };
  if (document.documentElement.dataset.liveStock === 'settled') read();
  else document.addEventListener(LIVE_STOCK_SETTLED, read, { once: true });
}
