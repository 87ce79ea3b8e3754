// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLiveStock, announceLiveStockSettled } from './live-stock-event.ts';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.liveStock;
});

describe('afterLiveStock', () => {
  it('waits for the live refresh, then reads the quantity it left', () => {
    document.body.innerHTML = '<p data-live-product="7" data-live-quantity="3"></p>';
    const seen = vi.fn();
    afterLiveStock('7', seen);
    expect(seen).not.toHaveBeenCalled();
    document.querySelector<HTMLElement>('[data-live-product]')!.dataset.liveQuantity = '0';
    announceLiveStockSettled();
    announceLiveStockSettled();
    expect(seen.mock.calls).toEqual([[0]]);
  });

  it('answers at once when the refresh has already settled, and null without a figure', () => {
    document.body.innerHTML = '<p data-live-product="7" data-live-quantity="2"></p>';
    announceLiveStockSettled();
    const seen = vi.fn();
    afterLiveStock('7', seen);
    afterLiveStock('8', seen);
    expect(seen.mock.calls).toEqual([[2], [null]]);
  });
});
