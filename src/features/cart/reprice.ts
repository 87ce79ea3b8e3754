/**
 * The cart as the API prices it: each stored line matched with its product's current price
 * and stock, the lines adjusted to what can still be bought, and a pt-BR notice for every
 * change the shopper should know about.
 */
import { formatMoney } from '~/lib/money';
import { lineKey, maxLineQuantity } from './cart-lines.ts';
import type { CartLine } from './cart-lines.ts';

export interface PricedProduct {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  /** Units in stock now. */
  readonly quantity: number;
  readonly photos: readonly string[];
  readonly attributes: readonly {
    readonly id: string;
    readonly name: string;
    readonly values: readonly { readonly id: string; readonly value: string }[];
  }[];
}

export interface PricedLine {
  readonly key: string;
  readonly line: CartLine;
  readonly product: PricedProduct;
  /** `Cor: Preto`, one per attribute. */
  readonly choices: readonly string[];
  /** The most units this line may hold now. */
  readonly max: number;
  readonly total: number;
}

export interface Repriced {
  readonly lines: readonly PricedLine[];
  /** The cart to store: lines of products gone or sold out left out, quantities within stock. */
  readonly adjusted: readonly CartLine[];
  readonly notices: readonly string[];
}

/** Money in reais, rounded to the cent. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The line's choices by attribute, or undefined when they no longer fit the product. */
function choicesOf(line: CartLine, product: PricedProduct): string[] | undefined {
  if (line.optionIds.length !== product.attributes.length) return undefined;
  const choices: string[] = [];
  for (const attribute of product.attributes) {
    const chosen = attribute.values.filter((value) => line.optionIds.includes(value.id));
    if (chosen.length !== 1 || !chosen[0]) return undefined;
    choices.push(`${attribute.name}: ${chosen[0].value}`);
  }
  return choices;
}

/**
 * Matches `lines` with `products` (the API's answer). `seenPrices` are the prices the shopper
 * saw before, by product id: only used to say that a price changed, never as a price.
 */
export function reprice(
  lines: readonly CartLine[],
  products: readonly PricedProduct[],
  seenPrices: Readonly<Record<string, number>>,
): Repriced {
  const byId = new Map(products.map((product) => [product.id, product]));
  const priced: PricedLine[] = [];
  const notices = new Set<string>();
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) {
      notices.add('Um produto do carrinho não está mais à venda e foi retirado.');
      continue;
    }
    const max = maxLineQuantity(product.quantity);
    if (max < 1) {
      notices.add(`${product.name} esgotou e foi retirado do carrinho.`);
      continue;
    }
    const choices = choicesOf(line, product);
    if (!choices) {
      notices.add(`As opções de ${product.name} mudaram: escolha de novo na página do produto.`);
      continue;
    }
    const seen = seenPrices[product.id];
    if (seen !== undefined && seen !== product.price) {
      notices.add(`O preço de ${product.name} mudou: agora é ${formatMoney(product.price)}.`);
    }
    const quantity = Math.min(line.quantity, max);
    if (quantity < line.quantity) {
      notices.add(
        `Restam ${product.quantity === 1 ? '1 unidade' : `${product.quantity} unidades`} de ${product.name}: a quantidade foi ajustada.`,
      );
    }
    const adjusted = { ...line, quantity };
    priced.push({
      key: lineKey(adjusted),
      line: adjusted,
      product,
      choices,
      max,
      total: cents(product.price * quantity),
    });
  }
  return { lines: priced, adjusted: priced.map((line) => line.line), notices: [...notices] };
}

/** The products' subtotal of priced lines. */
export function subtotalOf(lines: readonly PricedLine[]): number {
  return cents(lines.reduce((sum, line) => sum + line.total, 0));
}

/** The Pix discount on `subtotal` for `percent` (0 for none), rounded to the cent. */
export function pixDiscount(subtotal: number, percent: number): number {
  return cents((subtotal * percent) / 100);
}
