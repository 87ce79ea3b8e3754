import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartLinkLabel,
  countUnits,
  decodeLines,
  lineKey,
  maxLineQuantity,
  removeLine,
  setLineQuantity,
} from './cart-lines.ts';
import type { CartLine } from './cart-lines.ts';
import { MAX_ORDER_LINES } from '../../../contract/limits.ts';

const black: CartLine = { productId: '1', optionIds: ['cor-preto', 'tam-m'], quantity: 1 };
const white: CartLine = { productId: '1', optionIds: ['cor-branco', 'tam-m'], quantity: 2 };

describe('lineKey', () => {
  it('is the same whatever order the options come in', () => {
    expect(lineKey({ productId: '1', optionIds: ['b', 'a'] })).toBe(
      lineKey({ productId: '1', optionIds: ['a', 'b'] }),
    );
  });

  it('tells other options of the same product apart', () => {
    expect(lineKey(black)).not.toBe(lineKey(white));
  });
});

describe('maxLineQuantity', () => {
  it('is the stock, within the 10 units a line may hold', () => {
    expect(maxLineQuantity(3)).toBe(3);
    expect(maxLineQuantity(50)).toBe(10);
    expect(maxLineQuantity(0)).toBe(0);
  });
});

describe('addLine', () => {
  it('adds a new line', () => {
    expect(addLine([], black, 5)).toEqual({ lines: [black], outcome: 'added' });
  });

  it('merges the same product and options into one line', () => {
    const { lines, outcome } = addLine([black], { ...black, quantity: 2 }, 5);
    expect(outcome).toBe('added');
    expect(lines).toEqual([{ ...black, quantity: 3 }]);
  });

  it('keeps other options of the same product on their own line', () => {
    expect(addLine([black], white, 5).lines).toEqual([black, white]);
  });

  it('caps the line at the maximum and says so', () => {
    const { lines, outcome } = addLine([{ ...black, quantity: 4 }], { ...black, quantity: 3 }, 5);
    expect(outcome).toBe('capped');
    expect(lines).toEqual([{ ...black, quantity: 5 }]);
  });

  it('adds nothing when the line is full already', () => {
    const full = [{ ...black, quantity: 5 }];
    expect(addLine(full, black, 5)).toEqual({ lines: full, outcome: 'full' });
  });

  it('adds no line beyond the cart limit', () => {
    const lines = Array.from({ length: MAX_ORDER_LINES }, (_, i) => ({
      ...black,
      productId: `p${i}`,
    }));
    expect(addLine(lines, white, 5).outcome).toBe('full');
  });
});

describe('setLineQuantity and removeLine', () => {
  it('changes the quantity of one line', () => {
    expect(setLineQuantity([black, white], lineKey(white), 4)).toEqual([
      black,
      { ...white, quantity: 4 },
    ]);
  });

  it('removes a line set below one unit', () => {
    expect(setLineQuantity([black, white], lineKey(black), 0)).toEqual([white]);
  });

  it('removes a line', () => {
    expect(removeLine([black, white], lineKey(white))).toEqual([black]);
  });
});

describe('decodeLines', () => {
  it('reads what was stored', () => {
    expect(decodeLines(JSON.stringify([black, white]))).toEqual([black, white]);
  });

  it('drops prices and other fields written into storage', () => {
    const tampered = JSON.stringify([{ ...black, price: 0.01, unitPrice: 1 }]);
    expect(decodeLines(tampered)).toEqual([black]);
  });

  it('drops malformed lines and caps quantities', () => {
    const raw = JSON.stringify([
      { productId: '', optionIds: [], quantity: 1 },
      { productId: '2', optionIds: 'x', quantity: 1 },
      { productId: '3', optionIds: [], quantity: 1.5 },
      { productId: '4', optionIds: [], quantity: 0 },
      { productId: '5', optionIds: [], quantity: 99 },
    ]);
    expect(decodeLines(raw)).toEqual([{ productId: '5', optionIds: [], quantity: 10 }]);
  });

  it('reads anything unreadable as an empty cart', () => {
    expect(decodeLines('{not json')).toEqual([]);
    expect(decodeLines('{"a":1}')).toEqual([]);
  });
});

describe('counting', () => {
  it('counts units over every line', () => {
    expect(countUnits([black, white])).toBe(3);
  });

  it('names the header link with the count', () => {
    expect(cartLinkLabel(0)).toBe('Carrinho, vazio');
    expect(cartLinkLabel(1)).toBe('Carrinho, 1 item');
    expect(cartLinkLabel(3)).toBe('Carrinho, 3 itens');
  });
});
