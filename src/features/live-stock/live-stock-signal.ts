/**
 * The live stock as the page shows it, read from the DOM contract of the live-stock feature
 * (see live-stock.ts): the product's `[data-live-product]` element carries
 * `data-live-quantity`, and `<html data-live-stock="settled">` with the event
 * `live-stock:settled` say the refresh is over. Reading the DOM, not a shared module, keeps
 * every other page free of this code.
 */
const SETTLED_EVENT = 'live-stock:settled';

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
  else document.addEventListener(SETTLED_EVENT, read, { once: true });
}
