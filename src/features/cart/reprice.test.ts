import { describe, expect, it } from 'vitest';
import { lineKey } from './cart-lines.ts';
import { pixDiscount, reprice, subtotalOf } from './reprice.ts';
import type { PricedProduct } from './reprice.ts';

const mouse: PricedProduct = {
  id: '7',
  name: 'Mouse Lince',
  price: 59.9,
  quantity: 3,
  photos: [],
  attributes: [{ id: 'cor', name: 'Cor', values: [{ id: 'cor-preto', value: 'Preto' }] }],
};
const line = { productId: '7', optionIds: ['cor-preto'], quantity: 2 };

describe('reprice', () => {
  it('prices the lines with the API price and names the choices', () => {
    const { lines, notices, adjusted } = reprice([line], [mouse], { '7': 59.9 });
    expect(lines).toEqual([
      { key: lineKey(line), line, product: mouse, choices: ['Cor: Preto'], max: 3, total: 119.8 },
    ]);
    expect(notices).toEqual([]);
    expect(adjusted).toEqual([line]);
  });

  it('says a changed price without showing the old one', () => {
    const { notices, lines } = reprice([line], [mouse], { '7': 0.01 });
    expect(notices).toEqual(['O preço de Mouse Lince mudou: agora é R$\u00a059,90.']);
    expect(lines[0]?.total).toBe(119.8);
  });

  it('keeps a quantity within the stock and says so', () => {
    const { adjusted, notices } = reprice([{ ...line, quantity: 5 }], [mouse], {});
    expect(adjusted).toEqual([{ ...line, quantity: 3 }]);
    expect(notices).toEqual(['Restam 3 unidades de Mouse Lince: a quantidade foi ajustada.']);
  });

  it('drops sold-out and vanished products, and lines whose options no longer fit', () => {
    const { adjusted, notices } = reprice(
      [line, { productId: '8', optionIds: [], quantity: 1 }, { ...line, optionIds: ['cor-rosa'] }],
      [{ ...mouse, quantity: 3 }],
      {},
    );
    expect(adjusted).toEqual([line]);
    expect(notices).toEqual([
      'Um produto do carrinho não está mais à venda e foi retirado.',
      'As opções de Mouse Lince mudaram: escolha de novo na página do produto.',
    ]);
    expect(reprice([line], [{ ...mouse, quantity: 0 }], {}).notices).toEqual([
      'Mouse Lince esgotou e foi retirado do carrinho.',
    ]);
  });
});

describe('totals', () => {
  it('adds the lines to the cent', () => {
    const { lines } = reprice(
      [line, { ...line, optionIds: ['cor-preto'], productId: '7' }],
      [mouse],
      {},
    );
    expect(subtotalOf(lines)).toBe(239.6);
  });

  it('takes the Pix percent off the products, rounded to the cent', () => {
    expect(pixDiscount(119.8, 5)).toBe(5.99);
    expect(pixDiscount(100, 0)).toBe(0);
  });
});
