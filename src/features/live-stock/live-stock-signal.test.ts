// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLiveStock } from './live-stock-signal.ts';

/** What live-stock.ts does once its refresh is over (its own test pins the same names). */
function settle(): void {
  document.documentElement.dataset.liveStock = 'settled';
  document.dispatchEvent(new Event('live-stock:settled'));
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.liveStock;
});

describe('afterLiveStock', () => {
  it('waits for the live refresh, then reads the quantity it left, once', () => {
    document.body.innerHTML = '<p data-live-product="7" data-live-quantity="3"></p>';
    const seen = vi.fn();
    afterLiveStock('7', seen);
    expect(seen).not.toHaveBeenCalled();
    const figure = document.querySelector<HTMLElement>('[data-live-product]');
    if (figure) figure.dataset.liveQuantity = '0';
    settle();
    settle();
    expect(seen.mock.calls).toEqual([[0]]);
  });

  it('answers at once when the refresh has already settled, and null without a figure', () => {
    document.body.innerHTML = '<p data-live-product="7" data-live-quantity="2"></p>';
    settle();
    const seen = vi.fn();
    afterLiveStock('7', seen);
    afterLiveStock('8', seen);
    expect(seen.mock.calls).toEqual([[2], [null]]);
  });
});
