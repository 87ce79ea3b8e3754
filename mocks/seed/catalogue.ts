/**
 * The product catalogue as pure functions of the product id: product N is computed from N
 * alone (category, type, line, price, attributes, photos, dates), so 100,000 products cost
 * nothing until they are asked for and every run yields the same catalogue.
 */
import { CATEGORIES, COLORS, SIZES, fold } from './vocabulary.ts';
import { optionValueId } from '../../api/db/shop-seed.ts';
import type { CategoryDef, ProductTypeDef } from './vocabulary.ts';
import type { NewProductStart } from '../../api/modules/catalogue/new-product.ts';

export { optionValueId };

export const PHOTOS_PER_PRODUCT = 5;
export const PRODUCT_QUANTITY = 3;
/** Creation time of product 0; product N was created N minutes later (fixed, never the clock). */
const CATALOGUE_EPOCH = Date.UTC(2025, 0, 6, 12, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface AttributeRecord {
  readonly id: string;
  readonly name: 'Cor' | 'Tamanho';
  readonly values: readonly { readonly id: string; readonly value: string }[];
}

export interface ProductRecord {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly price: number;
  readonly quantity: number;
  readonly is_published: boolean;
  readonly photos: readonly string[];
  readonly created_at: number;
  readonly updated_at: number;
  readonly deleted_at: null;
  readonly categoryId: string;
  readonly attributes: readonly AttributeRecord[];
}

/** A well-mixed 32-bit hash of (n, salt): the catalogue's only source of variety. */
export function mix(n: number, salt: number): number {
  let h = Math.imul(n ^ Math.imul(salt, 0x27d4eb2d), 0x9e3779b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('empty vocabulary table');
  return item;
}

export function categoryOf(n: number): CategoryDef {
  return at(CATEGORIES, n - 1);
}

export function priceOf(n: number): number {
  return 99 + n;
}

export function createdAtOf(n: number): number {
  return CATALOGUE_EPOCH + n * MINUTE;
}

/** Bit i set = the product comes in COLORS[i]: one to three neighbouring colours. */
export function colorMaskOf(n: number): number {
  const count = 1 + (mix(n, 1) % 3);
  const start = mix(n, 2) % COLORS.length;
  let mask = 0;
  for (let i = 0; i < count; i++) mask |= 1 << ((start + i) % COLORS.length);
  return mask;
}

/** Bit i set = the product comes in SIZES[i]: one or two sizes of its category. */
export function sizeMaskOf(n: number): number {
  const sizes = categoryOf(n).sizes;
  const count = 1 + (mix(n, 3) % 2);
  const start = mix(n, 4) % sizes.length;
  let mask = 0;
  for (let i = 0; i < count; i++) mask |= 1 << SIZES.indexOf(at(sizes, start + i));
  return mask;
}

function warrantyText(months: number): string {
  if (months === 12) return '1 ano';
  return months % 12 === 0 ? `${months / 12} anos` : `${months} meses`;
}

interface Texts {
  readonly name: string;
  readonly description: string;
}

/**
 * Name and description of product N, every vocabulary piece passed through `t`. With the
 * identity it gives the display text; with a memoised `fold` it gives the name sort's key, each
 * vocabulary piece folded once however many products use it.
 */
function texts(n: number, t: (piece: string) => string): Texts {
  const category = categoryOf(n);
  const k = Math.floor((n - 1) / CATEGORIES.length);
  const type: ProductTypeDef = at(category.types, k);
  const line = at(category.lines, Math.floor(k / category.types.length));
  const spec = at(type.specs, mix(n, 5));
  const code = `${type.code}-${String(n).padStart(4, '0')}`;
  const codeText = t === identity ? code : code.toLowerCase();
  return {
    name: `${t(type.name)} ${t(line)} ${codeText}`,
    description:
      `${t(type.pitch)} ${t('Configuração:')} ${t(spec)}. ${t('Linha')} ${t(line)}, ` +
      `${t('modelo')} ${codeText}. ${t('Garantia de')} ${t(warrantyText(type.warrantyMonths))} ` +
      `${t('com suporte técnico da nossa equipe.')}`,
  };
}

function identity(piece: string): string {
  return piece;
}

const foldedPieces = new Map<string, string>();
function foldPiece(piece: string): string {
  let folded = foldedPieces.get(piece);
  if (folded === undefined) {
    folded = fold(piece);
    foldedPieces.set(piece, folded);
  }
  return folded;
}

export function nameOf(n: number): string {
  return texts(n, identity).name;
}

/** Folded name of product N, the key of the name sort. */
export function foldedNameOf(n: number): string {
  return texts(n, foldPiece).name;
}

export function photoPath(n: number, photo: number): string {
  return `/files/products/${n}/${photo}.svg`;
}

function attributesOf(n: number): AttributeRecord[] {
  const colorMask = colorMaskOf(n);
  const sizeMask = sizeMaskOf(n);
  return [
    {
      id: `${n}-cor`,
      name: 'Cor',
      values: COLORS.filter((_, i) => colorMask & (1 << i)).map((value) => ({
        id: optionValueId('Cor', value),
        value,
      })),
    },
    {
      id: `${n}-tamanho`,
      name: 'Tamanho',
      values: SIZES.filter((_, i) => sizeMask & (1 << i)).map((value) => ({
        id: optionValueId('Tamanho', value),
        value,
      })),
    },
  ];
}

/** Product N in full (N must be a positive integer; whether it exists depends on the catalogue size). */
export function productOf(n: number): ProductRecord {
  const { name, description } = texts(n, identity);
  const created = createdAtOf(n);
  return {
    id: String(n),
    name,
    description,
    price: priceOf(n),
    quantity: PRODUCT_QUANTITY,
    is_published: true,
    photos: Array.from({ length: PHOTOS_PER_PRODUCT }, (_, i) => photoPath(n, i + 1)),
    created_at: created,
    updated_at: created + (mix(n, 6) % 72) * HOUR,
    deleted_at: null,
    categoryId: categoryOf(n).id,
    attributes: attributesOf(n),
  };
}

/** A product an editor creates in the demo starts with the photos and options drawn for its id. */
export function drawnProductStart(id: number): NewProductStart {
  const drawn = productOf(id);
  return { photos: drawn.photos.map((url) => ({ url, alt: '' })), attributes: drawn.attributes };
}
