/**
 * The cart's lines as the browser keeps them: which product, which option values and how many
 * units. Prices are deliberately absent: the API prices the cart each time it is shown, so
 * nothing a visitor edits in their browser's storage can change what they pay.
 */
import {
  MAX_LINE_ATTRIBUTES,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
} from '../../../contract/limits.ts';

export interface CartLine {
  readonly productId: string;
  /** The chosen value of each of the product's attributes (`Product.attributes.values.id`). */
  readonly optionIds: readonly string[];
  readonly quantity: number;
}

/** Two lines with the same product and the same options are one line. */
export function lineKey(line: Pick<CartLine, 'productId' | 'optionIds'>): string {
  return [line.productId, ...[...line.optionIds].sort()].join('|');
}

/** The most units of a product one line may hold: its stock, within the API's bound. */
export function maxLineQuantity(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 100;
}

function decodeLine(value: unknown): CartLine | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { productId, optionIds, quantity } = value as Record<string, unknown>;
  if (!isId(productId) || !Array.isArray(optionIds) || !optionIds.every(isId)) return undefined;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return undefined;
  // Only the three known fields are kept: a price or anything else written into storage is
  // dropped here.
  return {
    productId,
    optionIds: optionIds.slice(0, MAX_LINE_ATTRIBUTES),
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
  };
}

/**
 * The lines stored as JSON, keeping only well-formed lines (and merging duplicates); anything
 * unreadable is an empty cart rather than a broken page.
 */
export function decodeLines(raw: string): CartLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .map(decodeLine)
    .filter((line): line is CartLine => line !== undefined)
    .reduce<CartLine[]>((lines, line) => addLine(lines, line, MAX_LINE_QUANTITY).lines, []);
}

export type AddOutcome = 'added' | 'capped' | 'full';

/**
 * `lines` with `line` added: merged into the same product-and-options line, its quantity kept
 * within `max`. `capped` when fewer units than asked fit; `full` when nothing was added (the
 * line is at `max` already, or the cart has MAX_ORDER_LINES lines).
 */
export function addLine(
  lines: readonly CartLine[],
  line: CartLine,
  max: number,
): { lines: CartLine[]; outcome: AddOutcome } {
  const key = lineKey(line);
  const index = lines.findIndex((candidate) => lineKey(candidate) === key);
  const existing = lines[index];
  if (existing === undefined) {
    if (lines.length >= MAX_ORDER_LINES || max < 1) return { lines: [...lines], outcome: 'full' };
    const quantity = Math.min(line.quantity, max);
    return {
      lines: [...lines, { ...line, quantity }],
      outcome: quantity < line.quantity ? 'capped' : 'added',
    };
  }
  const quantity = Math.min(existing.quantity + line.quantity, max);
  if (quantity <= existing.quantity) return { lines: [...lines], outcome: 'full' };
  const next = [...lines];
  next[index] = { ...existing, quantity };
  return {
    lines: next,
    outcome: quantity < existing.quantity + line.quantity ? 'capped' : 'added',
  };
}

/** `lines` with the line of `key` holding `quantity` units (removed below 1). */
export function setLineQuantity(
  lines: readonly CartLine[],
  key: string,
  quantity: number,
): CartLine[] {
  if (quantity < 1) return removeLine(lines, key);
  return lines.map((line) => (lineKey(line) === key ? { ...line, quantity } : line));
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((line) => lineKey(line) !== key);
}

/** How many units the cart holds. */
export function countUnits(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The header link's accessible name: `Carrinho, vazio`, `Carrinho, 1 item`, `Carrinho, 3 itens`
 * (it holds the link's visible text, `Carrinho` and the count, as WCAG asks).
 */
export function cartLinkLabel(units: number): string {
  if (units === 0) return 'Carrinho, vazio';
  return `Carrinho, ${units} ${units === 1 ? 'item' : 'itens'}`;
}
