import { useStore } from '@nanostores/react';
import type { SubmitEvent } from 'react';
import { loginUrlReturningTo } from './login-redirect.ts';
import { $favoriteError, $favoriteIds, $pendingFavorites, toggleFavorite } from './store.ts';
import styles from './FavoriteToggle.module.css';
import { LOGIN_PATH } from '~/lib/paths';

interface Props {
  productId: string;
  /** The product's name: a change the API refuses after the page was left names it. */
  productName: string;
  /**
   * On product cards: only the heart, and a button named after the product (a list of
   * identical "Adicionar aos favoritos" buttons tells a screen reader nothing).
   */
  compact?: boolean;
  /** The page's path: before hydration (or without JavaScript) the button is a plain form to login. */
  returnTo: string;
}

const ADD_TEXT = 'Adicionar aos favoritos';
const REMOVE_TEXT = 'Remover dos favoritos';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.6 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The favorite toggle of cards and product pages. Anonymous visitors go to login and come
 * back here; customers toggle at once (optimistic) and hear about a failure.
 */
export default function FavoriteToggle({
  productId,
  productName,
  compact = false,
  returnTo,
}: Props) {
  // Toggles hydrate one by one (client:visible), often after the ids arrived: each must
  // hydrate with the prerendered state (the stores' initial values) and update after, or
  // React keeps the prerendered attributes (aria-pressed) while the store says otherwise.
  const pressed = useStore($favoriteIds, { ssr: 'initial' }).has(productId);
  const busy = useStore($pendingFavorites, { ssr: 'initial' }).has(productId);
  const error = useStore($favoriteError, { ssr: 'initial' });
  const message = error?.productId === productId ? error.message : null;

  const text = pressed ? REMOVE_TEXT : ADD_TEXT;
  const label = !compact
    ? undefined
    : pressed
      ? `Remover ${productName} dos favoritos`
      : `Adicionar ${productName} aos favoritos`;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await toggleFavorite(productId, productName);
    if (outcome === 'login-required') location.assign(loginUrlReturningTo(location));
  }

  return (
    <form
      className={compact ? styles.compact : styles.full}
      method="get"
      action={LOGIN_PATH}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="next" value={returnTo} />
      <button
        type="submit"
        className={styles.button}
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        aria-label={label}
      >
        <Heart filled={pressed} />
        {!compact && (
          // The other state's words hold the label's width (unseen and unheard, see the
          // module's `.label`), so pressing the button moves nothing beside it.
          <span className={styles.label} data-reserve={pressed ? ADD_TEXT : REMOVE_TEXT}>
            <span>{text}</span>
          </span>
        )}
      </button>
      {message && (
        <p role="alert" className={styles.message}>
          {message}
        </p>
      )}
    </form>
  );
}
