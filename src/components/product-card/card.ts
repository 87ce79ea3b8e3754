/** What a product card shows, and the product count label the category grid shows. */
import type { ProductCardFieldsFragment } from '~/lib/graphql/generated/graphql';
import { pictureOf } from '~/lib/picture';
import type { Picture } from '~/lib/picture';

export interface CardProduct {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly quantity: number;
  /** The first photo, its sizes and formats resolved; null without photos. */
  readonly photo: Picture | null;
  readonly category: { readonly name: string; readonly slug: string };
}

/** A card from the `ProductCardFields` fragment every product query of the site spreads. */
export function toCardProduct(product: ProductCardFieldsFragment): CardProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    quantity: product.quantity,
    photo: product.cover ? pictureOf(product.cover) : null,
    category: { name: product.category.name, slug: product.category.slug },
  };
}

const count = new Intl.NumberFormat('pt-BR');

/** `50 produtos`, `1 produto`, `10.000 produtos`. */
export function productCountLabel(total: number): string {
  return `${count.format(total)} ${total === 1 ? 'produto' : 'produtos'}`;
}
