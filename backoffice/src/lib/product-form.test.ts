import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, checkForm, formOf, localDateTime } from './product-form';
import type { ProductContentFieldsFragment as ProductContent } from './graphql/generated/graphql';
import type { ProductFormValues } from './product-form';

const CONTENT: ProductContent = {
  name: 'Notebook Aurora',
  price: 1234.5,
  quantity: 3,
  categoryId: '2',
  description: '<p>Leve e rápido.</p>',
  photos: [{ url: '/files/products/1/1.svg', alt: 'Notebook aberto' }],
  published: true,
};

const VALID: ProductFormValues = { ...formOf(CONTENT) };

describe('formOf', () => {
  it('shows the price and stock as typed text', () => {
    expect(formOf(CONTENT)).toMatchObject({ price: '1234,50', quantity: '3' });
  });

  it('is checked back into the same content', () => {
    expect(checkForm(formOf(CONTENT))).toEqual({ ok: true, input: CONTENT });
  });
});

describe('checkForm', () => {
  it('converts the typed price and stock', () => {
    const check = checkForm({ ...VALID, price: '1.999,9', quantity: ' 12 ' });
    expect(check.ok && check.input).toMatchObject({ price: 1999.9, quantity: 12 });
  });

  it('accepts a product out of stock, unpublished, without photos or description', () => {
    const check = checkForm({
      ...VALID,
      quantity: '0',
      published: false,
      photos: [],
      description: '',
    });
    expect(check.ok).toBe(true);
  });

  it('names every field a new, empty form still needs, in pt-BR', () => {
    expect(checkForm(EMPTY_FORM)).toEqual({
      ok: false,
      errors: {
        name: 'O nome do produto deve ter entre 2 e 120 caracteres.',
        price: 'Informe o preço em reais, como 1.234,56.',
        categoryId: 'Escolha a categoria.',
      },
    });
  });

  it.each([
    ['a name of one letter', { name: 'A' }, 'name'],
    ['a name of spaces', { name: '   ' }, 'name'],
    ['a price of zero', { price: '0,00' }, 'price'],
    ['a price with a decimal point', { price: '12.50' }, 'price'],
    ['a negative stock', { quantity: '-1' }, 'quantity'],
    ['a fractional stock', { quantity: '1,5' }, 'quantity'],
    ['an empty stock', { quantity: '' }, 'quantity'],
    ['a stock of eight digits', { quantity: '10000000' }, 'quantity'],
  ] as const)('refuses %s, naming only that field', (_what, change, field) => {
    const check = checkForm({ ...VALID, ...change });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.errors)).toEqual([field]);
  });

  it('says how to write the stock', () => {
    const check = checkForm({ ...VALID, quantity: 'três' });
    expect(!check.ok && check.errors['quantity']).toBe(
      'Informe o estoque: um número inteiro de 0 em diante.',
    );
  });
});

describe('localDateTime', () => {
  it("reads a datetime-local value in the browser's time", () => {
    expect(localDateTime('2026-03-01T09:30')).toBe(new Date(2026, 2, 1, 9, 30).getTime());
  });

  it.each(['', '2026-03-01', '01/03/2026 09:30', '2026-13-45T99:99'])('refuses %j', (value) => {
    expect(localDateTime(value)).toBeNull();
  });
});
