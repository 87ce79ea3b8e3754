// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AddToCart from './AddToCart.tsx';

const SOLD_OUT = 'Produto esgotado: não há unidades para adicionar ao carrinho.';

/** The product page's live figure, as live-stock.ts leaves it once its refresh is over. */
function settleLiveStock(productId: string, quantity: number): void {
  const figure = document.createElement('p');
  figure.dataset.liveProduct = productId;
  figure.dataset.liveQuantity = String(quantity);
  document.body.append(figure);
  document.documentElement.dataset.liveStock = 'settled';
  document.dispatchEvent(new Event('live-stock:settled'));
}

function addButton(): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name: 'Adicionar ao carrinho' });
}

/** The text the button's `aria-describedby` points at. */
function description(element: HTMLElement): string | undefined {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
}

function renderForm(stock: number) {
  render(<AddToCart productId="8" options={[]} stock={stock} price={107} />);
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.liveStock;
});

describe('AddToCart and the live stock', () => {
  it('built in stock, sold out now: the button is disabled and says why', () => {
    renderForm(3);
    expect(addButton().disabled).toBe(false);
    act(() => settleLiveStock('8', 0));
    expect(addButton().disabled).toBe(true);
    expect(description(addButton())).toBe(SOLD_OUT);
    // The field stays where it was, disabled, so the button does not move.
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantidade' }).disabled).toBe(
      true,
    );
  });

  it('built sold out, back in stock now: the quantity field and the button return', () => {
    renderForm(0);
    expect(addButton().disabled).toBe(true);
    expect(screen.queryByRole('spinbutton', { name: 'Quantidade' })).toBeNull();
    act(() => settleLiveStock('8', 2));
    expect(addButton().disabled).toBe(false);
    expect(screen.getByRole('spinbutton', { name: 'Quantidade' }).getAttribute('max')).toBe('2');
    expect(screen.queryByText(SOLD_OUT)).toBeNull();
  });

  it('keeps the build’s figure when the page has no live figure for the product', () => {
    renderForm(3);
    act(() => settleLiveStock('9', 0));
    expect(addButton().disabled).toBe(false);
  });
});
