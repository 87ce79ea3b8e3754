/**
 * Cart lines as the API prices them: every product, price and option comes from the API's own
 * catalogue, never from the client. Each problem is reported in pt-BR naming the product.
 */
import type { MockContext } from './context.ts';
import type { Issue } from './errors.ts';
import { MAX_LINE_ATTRIBUTES, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order-limits.ts';
import { productOf } from './seed/catalogue.ts';
import type { ProductRecord } from './seed/catalogue.ts';

export interface CartLineInput {
  readonly productId: string;
  readonly quantity: number;
  readonly attributeValueIds?: readonly string[] | null;
}

export interface PricedLine {
  readonly n: number;
  readonly product: ProductRecord;
  readonly quantity: number;
  readonly unitPrice: number;
  /** The chosen value of each of the product's attributes, in the product's order. */
  readonly attributes: { name: string; value: string }[];
}

/** The product a line names as the shop sells it now. */
function currentProduct(ctx: MockContext, productId: string): ProductRecord | null {
  const n = ctx.catalogue.parseId(productId);
  return n === null ? null : productOf(n);
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
 * Prices `lines`. With `withAttributes` every line must choose one value of each of its
 * product's attributes (placing an order); without it the choices are not looked at (quotes).
 */
export function priceLines(
  ctx: MockContext,
  lines: readonly CartLineInput[],
  withAttributes: boolean,
): { lines: PricedLine[]; issues: Issue[] } {
  if (lines.length === 0) {
    return {
      lines: [],
      issues: [{ field: 'lines', message: 'O carrinho está vazio: adicione um produto.' }],
    };
  }
  if (lines.length > MAX_ORDER_LINES) {
    return {
      lines: [],
      issues: [
        {
          field: 'lines',
          message: `Um pedido pode ter no máximo ${MAX_ORDER_LINES} itens diferentes.`,
        },
      ],
    };
  }
  const issues: Issue[] = [];
  const priced: PricedLine[] = [];
  lines.forEach((line, i) => {
    const product = currentProduct(ctx, line.productId);
    if (product === null) {
      issues.push({
        field: `lines.${i}.productId`,
        message: `Produto ${line.productId} não encontrado: remova-o do carrinho.`,
      });
      return;
    }
    if (!product.is_published) {
      issues.push({
        field: `lines.${i}.productId`,
        message: `"${product.name}" não está mais à venda: remova-o do carrinho.`,
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
    if (valueIds.length > MAX_LINE_ATTRIBUTES) {
      issues.push({
        field: `lines.${i}.attributeValueIds`,
        message: `Opções demais para "${product.name}": no máximo ${MAX_LINE_ATTRIBUTES}.`,
      });
      return;
    }
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
