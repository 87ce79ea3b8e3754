// @vitest-environment jsdom
import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lineKey } from './cart-lines.ts';
import {
  $cartLines,
  $cartUnits,
  CART_STORAGE_KEY,
  addToCart,
  changeQuantity,
  clearCart,
  removeFromCart,
} from './store.ts';

const line = { productId: '7', optionIds: ['cor-preto'], quantity: 2 };

describe('cart store', () => {
  beforeEach(() => {
    clearCart();
    keepMount($cartUnits);
  });

  afterEach(() => {
    cleanStores($cartLines, $cartUnits);
    localStorage.clear();
  });

  it('keeps the lines in localStorage without prices', () => {
    addToCart(line, 5);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '')).toEqual([line]);
    expect($cartUnits.get()).toBe(2);
  });

  it('changes and removes lines', () => {
    addToCart(line, 5);
    changeQuantity(lineKey(line), 4);
    expect($cartUnits.get()).toBe(4);
    removeFromCart(lineKey(line));
    expect($cartLines.get()).toEqual([]);
  });

  it('follows a change made by another tab', () => {
    const stored = JSON.stringify([line, { productId: '8', optionIds: [], quantity: 1 }]);
    localStorage.setItem(CART_STORAGE_KEY, stored);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: CART_STORAGE_KEY,
        newValue: stored,
        storageArea: localStorage,
      }),
    );
    expect($cartUnits.get()).toBe(3);
  });

  it('says when the line is full', () => {
    expect(addToCart(line, 2)).toBe('added');
    expect(addToCart(line, 2)).toBe('full');
    expect($cartUnits.get()).toBe(2);
  });
});
