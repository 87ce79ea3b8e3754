/**
 * The product form's values as typed (text, so nothing typed is lost while it is not valid yet)
 * and their conversion to the API's input, with the checks the browser can make in pt-BR. The
 * API checks everything again and names each field it refuses.
 */
import { checkProductName } from '../../../contract/validation.ts';
import { parsePrice, priceInput } from './format';
import type {
  ProductContentFieldsFragment,
  ProductContentInput,
} from './graphql/generated/graphql';

export type PhotoValue = ProductContentFieldsFragment['photos'][number];

export interface ProductFormValues {
  readonly name: string;
  readonly price: string;
  readonly quantity: string;
  readonly categoryId: string;
  readonly description: string;
  readonly photos: readonly PhotoValue[];
  readonly published: boolean;
}

export const EMPTY_FORM: ProductFormValues = {
  name: '',
  price: '',
  quantity: '0',
  categoryId: '',
  description: '',
  photos: [],
  published: false,
};

export function formOf(content: ProductContentFieldsFragment): ProductFormValues {
  return {
    name: content.name,
    price: priceInput(content.price),
    quantity: String(content.quantity),
    categoryId: content.categoryId,
    description: content.description,
    photos: content.photos.map(({ url, alt }) => ({ url, alt })),
    published: content.published,
  };
}

export type FormCheck =
  | { readonly ok: true; readonly input: ProductContentInput }
  | { readonly ok: false; readonly errors: Record<string, string> };

export function checkForm(values: ProductFormValues): FormCheck {
  const errors: Record<string, string> = {};
  const name = checkProductName(values.name);
  if (!name.ok) errors['name'] = name.message;
  const price = parsePrice(values.price);
  if (price === null || price <= 0) {
    errors['price'] = 'Informe o preço em reais, como 1.234,56.';
  }
  const quantity = /^\d{1,7}$/.test(values.quantity.trim()) ? Number(values.quantity) : null;
  if (quantity === null)
    errors['quantity'] = 'Informe o estoque: um número inteiro de 0 em diante.';
  if (values.categoryId === '') errors['categoryId'] = 'Escolha a categoria.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name: values.name,
      price: price ?? 0,
      quantity: quantity ?? 0,
      categoryId: values.categoryId,
      description: values.description,
      photos: [...values.photos],
      published: values.published,
    },
  };
}

/** A datetime-local value (the browser's local time) as milliseconds, or null. */
export function localDateTime(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}
