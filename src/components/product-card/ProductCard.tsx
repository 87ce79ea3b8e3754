import type { ReactNode } from 'react';
import ProductPicture from '~/components/picture/ProductPicture';
import { formatMoney } from '~/lib/money';
import { productPath } from '~/lib/paths';
import { stockLabel } from './stock-label.ts';
import type { CardProduct } from './card.ts';
import styles from './ProductCard.module.css';

/** Cards in a row at the widest layout. */
const FIRST_ROW = 4;
/** The width a card's photo takes in the grid at each breakpoint. */
const PHOTO_SIZES =
  '(min-width: 72rem) 16rem, (min-width: 56rem) 30vw, (min-width: 34rem) 45vw, 92vw';

interface Props {
  product: CardProduct;
  /**
   * The card's place in a list, from 0. The first row (four at the widest) loads its photos at
   * once, the very first ahead of everything else (it is the page's largest paint on a phone);
   * later cards, and cards outside a list, when scrolled near.
   */
  position?: number;
  /** The favorite toggle (an island when the card is prerendered, a component in an island). */
  favorite?: ReactNode;
}

/**
 * The product card of every list: prerendered by Astro (no JavaScript of its own) and
 * rendered by the list's filter island, so both show the same markup.
 */
export default function ProductCard({ product, position, favorite }: Props) {
  const photo = product.photo;
  const inStock = product.quantity > 0;
  return (
    <article className={`card card--interactive ${styles.card}`}>
      <div className={styles.media}>
        {photo && (
          <ProductPicture
            picture={photo}
            sizes={PHOTO_SIZES}
            alt=""
            loading={position !== undefined && position < FIRST_ROW ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : undefined}
          />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{product.category.name}</p>
        <h3 className={styles.name}>
          <a className="card__link" href={productPath(product.id)}>
            {product.name}
          </a>
        </h3>
        <p className={styles.footer} data-live-product={product.id}>
          <span className={`price ${styles.price}`} data-live="price">
            {formatMoney(product.price)}
          </span>
          <span
            className={`badge ${inStock ? 'badge--success' : 'badge--danger'}`}
            data-live="stock"
          >
            {stockLabel(product.quantity)}
          </span>
        </p>
      </div>
      {favorite && <div className={styles.favorite}>{favorite}</div>}
    </article>
  );
}
