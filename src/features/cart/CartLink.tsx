/**
 * The header's link to the cart with how many units it holds (`Carrinho, 2 itens`). The count
 * lives in the browser's storage, so the prerendered link says only `Carrinho` until the island
 * has hydrated.
 */
import { useStore } from '@nanostores/react';
import { CART_PATH } from '~/lib/paths';
import { useHydrated } from '~/lib/use-hydrated';
import { cartLinkLabel } from './cart-lines.ts';
import { $cartUnits } from './store.ts';
import styles from './CartLink.module.css';

interface CartLinkProps {
  /** Whether the page is the cart itself. */
  readonly current?: boolean;
}

export default function CartLink({ current = false }: CartLinkProps) {
  const hydrated = useHydrated();
  const units = useStore($cartUnits);
  return (
    <a
      className={styles.link}
      href={CART_PATH}
      aria-current={current ? 'page' : undefined}
      aria-label={hydrated ? cartLinkLabel(units) : undefined}
    >
      <span className={styles.text}>Carrinho</span>{' '}
      {/* The count sits on the icon, so its arrival after hydration moves nothing. The icon
          comes after the word, drawn before it (CSS), so the visible text reads as the
          link's name does: `Carrinho 2`, `Carrinho, 2 itens`. */}
      <span className={styles.iconBox}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5a1 1 0 1 0 0-.01M17 20.5a1 1 0 1 0 0-.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {hydrated && units > 0 && <span className={styles.count}>{units}</span>}
      </span>
    </a>
  );
}
