/**
 * Cart lines as the API prices them: every product, price and option comes from the catalogue
 * as the database holds it now (read by the caller, under a lock when the order takes stock),
 * never from the client. Each problem is reported in pt-BR naming the product.
 */
import type { Issue } from '../../core/errors.ts';
import type { CartLineInput } from '../../core/generated/schema-types.ts';
import { rowId } from '../../db/codecs.ts';
import type { ProductRecord } from '../catalogue/product-store.ts';
import { MAX_LINE_QUANTITY } from '../../../contract/limits.ts';

export interface PricedLine {
  readonly n: number;
  readonly product: ProductRecord;
  readonly quantity: number;
  readonly unitPrice: number;
  /** The chosen value of each of the product's attributes, in the product's order. */
  readonly attributes: { name: string; value: string }[];
}

/** The product ids `lines` name that can be products, as the integers the database uses. */
export function productNumbers(lines: readonly CartLineInput[]): number[] {
  return [...new Set(lines.map((line) => rowId(line.productId)).filter((n) => n !== null))];
}

/** The chosen value per attribute, or the issues of the choice. */
function chosenAttributes(
  product: ProductRecord,
  valueIds: readonly string[],
  field: string,
): { attributes: { name: string; value: string }[]; issues: Issue[] } {
  const issues: Issue[] = [];
  const attributes: { name: string; value: string }[] = [];
  const known = new Set(product.attributes.flatMap((a) => a.values.map((v) => v.id)));
  for (const id of valueIds) {
    if (!known.has(id)) {
      issues.push({ field, message: `A opção "${id}" não existe para "${product.name}".` });
    }
  }
  for (const attribute of product.attributes) {
    const chosen = attribute.values.filter((v) => valueIds.includes(v.id));
    const [value] = chosen;
    if (value === undefined) {
      issues.push({ field, message: `Escolha ${attribute.name} para "${product.name}".` });
    } else if (chosen.length > 1) {
      issues.push({
        field,
        message: `Escolha só uma opção de ${attribute.name} para "${product.name}".`,
      });
    } else {
      attributes.push({ name: attribute.name, value: value.value });
    }
  }
  return { attributes, issues };
}

/**
 * Every cart's first check, before any product is read: not empty. (How many lines and options
 * it may have is the SDL's `@maxItems`, checked before the request runs.)
 */
export function cartIssues(lines: readonly CartLineInput[]): Issue[] {
  return lines.length === 0
    ? [{ field: 'lines', message: 'O carrinho está vazio: adicione um produto.' }]
    : [];
}

/**
 * Prices `lines` with `products` (the catalogue's current records by id). With
 * `withAttributes` every line must choose one value of each of its product's attributes
 * (placing an order); without it the choices are not looked at (quotes).
 */
export function priceLines(
  products: ReadonlyMap<string, ProductRecord>,
  lines: readonly CartLineInput[],
  withAttributes: boolean,
): { lines: PricedLine[]; issues: Issue[] } {
  const first = cartIssues(lines);
  if (first.length > 0) return { lines: [], issues: first };
  const issues: Issue[] = [];
  const priced: PricedLine[] = [];
  lines.forEach((line, i) => {
    const product = products.get(line.productId) ?? null;
    // An unpublished product is answered as an unknown one: ids are sequential, and naming it
    // would read out the drafts of products not launched yet.
    if (product === null || !product.is_published) {
      issues.push({
        field: `lines.${i}.productId`,
        message: `Produto ${line.productId} não está à venda: remova-o do carrinho.`,
      });
      return;
    }
    if (
      !Number.isInteger(line.quantity) ||
      line.quantity < 1 ||
      line.quantity > MAX_LINE_QUANTITY
    ) {
      issues.push({
        field: `lines.${i}.quantity`,
        message: `Quantidade inválida para "${product.name}": informe de 1 a ${MAX_LINE_QUANTITY}.`,
      });
      return;
    }
    const valueIds = line.attributeValueIds ?? [];
    const chosen = withAttributes
      ? chosenAttributes(product, valueIds, `lines.${i}.attributeValueIds`)
      : { attributes: [], issues: [] };
    issues.push(...chosen.issues);
    priced.push({
      n: Number(product.id),
      product,
      quantity: line.quantity,
      unitPrice: product.price,
      attributes: chosen.attributes,
    });
  });
  return { lines: priced, issues };
}

/** Sum of the lines in reais, added in cents so R$ 0,10 + R$ 0,20 is R$ 0,30. */
export function linesSubtotal(lines: readonly { unitPrice: number; quantity: number }[]): number {
  return (
    lines.reduce((sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity, 0) / 100
  );
}

/** Units wanted per product number (a product may appear on several lines with other options). */
export function unitsByProduct(lines: readonly PricedLine[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.n, (units.get(line.n) ?? 0) + line.quantity);
  return units;
}
