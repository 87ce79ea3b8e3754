/**
 * A product as the back office edits it (its content): the fields of the form, checked in
 * pt-BR like every input, compared field by field (the history's diff), and merged the way a
 * draft is published: only the fields the editor changed since the draft began are applied,
 * so a sale that took stock meanwhile, or an import that repriced another field, is kept.
 */
import { isDeepStrictEqual } from 'node:util';
import { assertNoIssues } from '../../core/errors.ts';
import type { Issue } from '../../core/errors.ts';
import { checkRichText } from '../../core/validation.ts';
import type { ProductContentInput } from '../../core/generated/schema-types.ts';
import type { ProductContent } from '../../../contract/product-content.ts';
import type { CategoryRecord } from './category-store.ts';
import type { ProductRecord } from './product-store.ts';
import { PRODUCT_MAX_PHOTOS } from '../../core/constants.ts';
import { PHOTO_ALT_MAX_LENGTH } from '../../../contract/limits.ts';
import { checkProductName } from '../../../contract/validation.ts';

export const PRODUCT_MAX_PRICE = 1_000_000;
export const PRODUCT_MAX_QUANTITY = 1_000_000;

export type ContentField = keyof ProductContent;

export const CONTENT_FIELDS: readonly ContentField[] = [
  'name',
  'price',
  'quantity',
  'categoryId',
  'description',
  'photos',
  'published',
];

/** pt-BR names of the fields, for messages and the history. */
export const FIELD_LABELS: Readonly<Record<ContentField, string>> = {
  name: 'Nome',
  price: 'Preço',
  quantity: 'Estoque',
  categoryId: 'Categoria',
  description: 'Descrição',
  photos: 'Fotos',
  published: 'Publicado',
};

export interface FieldChange {
  readonly field: ContentField;
  readonly from: unknown;
  readonly to: unknown;
}

export function contentOf(product: ProductRecord): ProductContent {
  return {
    name: product.name,
    price: product.price,
    quantity: product.quantity,
    categoryId: product.categoryId,
    description: product.description,
    photos: product.photos.map((url, i) => ({ url, alt: product.photoAlts[i] ?? '' })),
    published: product.is_published,
  };
}

/**
 * Equal as data, whatever order an object's keys come in: a draft's starting point read back
 * from a JSON column may list a photo's `alt` before its `url`.
 */
function same(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a, b);
}

/** The fields whose values differ, in form order. */
export function changedFields(before: ProductContent, after: ProductContent): FieldChange[] {
  return CONTENT_FIELDS.filter((field) => !same(before[field], after[field])).map((field) => ({
    field,
    from: before[field],
    to: after[field],
  }));
}

/**
 * `live` with the fields the draft changed since `base` (what publishing the draft makes). The
 * stock is a change, not a value: units sold (or returned) since the draft was started stay
 * counted, so a draft that took the stock from 8 to 10 adds 2 to whatever the shop holds now
 * (never below 0).
 */
export function mergeDraft(
  live: ProductContent,
  base: ProductContent,
  draft: ProductContent,
): ProductContent {
  const merged: Record<string, unknown> = { ...live };
  for (const field of CONTENT_FIELDS) {
    if (!same(base[field], draft[field])) merged[field] = draft[field];
  }
  merged['quantity'] = Math.max(0, live.quantity + draft.quantity - base.quantity);
  return merged as unknown as ProductContent;
}

/** Photos the API serves: uploaded ones and the catalogue's own drawings. */
const PHOTO_PATH =
  /^\/files\/(photos\/[\w-]{22}\.jpg|uploads\/[0-9a-f]{64}\.(png|jpg|webp)|products\/\d{1,10}\/[1-5]\.svg)$/;

/** The input normalised, or BAD_USER_INPUT naming every bad field in pt-BR. */
export function checkedContent(
  input: ProductContentInput,
  categories: ReadonlyMap<string, CategoryRecord>,
): ProductContent {
  const issues: Issue[] = [];
  const name = checkProductName(input.name);
  if (!name.ok) issues.push({ field: 'name', message: name.message });
  issues.push(...priceIssues(input.price), ...quantityIssues(input.quantity));
  if (!categories.has(input.categoryId)) {
    issues.push({ field: 'categoryId', message: 'Escolha uma categoria da lista.' });
  }
  const description = checkRichText('Escreva a descrição do produto.')(input.description);
  if (!description.ok) issues.push({ field: 'description', message: description.message });
  if (input.photos.length > PRODUCT_MAX_PHOTOS) {
    issues.push({
      field: 'photos',
      message: `No máximo ${PRODUCT_MAX_PHOTOS} fotos por produto.`,
    });
  }
  const photos = input.photos.map((photo) => ({
    url: photo.url,
    alt: (photo.alt ?? '').trim().replace(/\s+/g, ' '),
  }));
  photos.forEach((photo, i) => {
    if (!PHOTO_PATH.test(photo.url)) {
      issues.push({ field: `photos.${i}.url`, message: `A foto ${i + 1} não é uma foto enviada.` });
    }
    if (photo.alt.length > PHOTO_ALT_MAX_LENGTH) {
      issues.push({
        field: `photos.${i}.alt`,
        message: `O texto alternativo da foto ${i + 1} deve ter no máximo ${PHOTO_ALT_MAX_LENGTH} caracteres.`,
      });
    }
  });
  assertNoIssues(issues);
  return {
    name: name.ok ? name.value : '',
    price: Math.round(input.price * 100) / 100,
    quantity: input.quantity,
    categoryId: input.categoryId,
    description: input.description,
    photos,
    published: input.published,
  };
}

export function priceIssues(price: number, field = 'price'): Issue[] {
  const cents = Math.round(price * 100);
  const valid =
    Number.isFinite(price) &&
    price > 0 &&
    price <= PRODUCT_MAX_PRICE &&
    Math.abs(cents - price * 100) <= 1e-6;
  return valid
    ? []
    : [
        {
          field,
          message: `O preço deve ser maior que zero, até R$ ${PRODUCT_MAX_PRICE.toLocaleString('pt-BR')}, com no máximo dois decimais.`,
        },
      ];
}

export function quantityIssues(quantity: number, field = 'quantity'): Issue[] {
  return Number.isInteger(quantity) && quantity >= 0 && quantity <= PRODUCT_MAX_QUANTITY
    ? []
    : [
        {
          field,
          message: `O estoque deve ser um número inteiro de 0 a ${PRODUCT_MAX_QUANTITY.toLocaleString('pt-BR')}.`,
        },
      ];
}
