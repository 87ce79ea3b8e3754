/**
 * The header's account area: anonymous → links `Entrar` and
 * `Criar conta`; logged in → link `Painel`, the customer's first name and the button `Sair`.
 * Prerendered as the anonymous links (the no-JavaScript fallback SiteHeader also shows);
 * with a stored token it holds their place until the customer is known, rather than showing
 * the wrong links. While the API cannot be reached it keeps the logged-in links (without the
 * name, which only the API knows), since the token is still there. Uses the header's `.account-nav*` classes of global.css.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isPainelPath } from './guard-rules.ts';
import { normalizePath } from '~/lib/private-routes';
import { $apiUnreachable, $customer, $firstName, loadCustomer, logout } from './store.ts';
import { useHydrated } from '~/lib/use-hydrated';
import { useHasToken } from './use-has-token.ts';
import styles from './AccountNav.module.css';
import { LOGIN_PATH, PAINEL_PATH, REGISTRATION_PATH } from '~/lib/paths';

interface AccountNavProps {
  /** The page's path (`Astro.url.pathname`), to mark the current page's link. */
  readonly path?: string;
}

function current(condition: boolean): 'page' | undefined {
  return condition ? 'page' : undefined;
}

export default function AccountNav({ path = '' }: AccountNavProps) {
  const here = normalizePath(path);
  // Hydration must render what the server rendered (the anonymous links), even when the
  // customer is already known by then (this island hydrates when idle, after the guard).
  const hydrated = useHydrated();
  const knownCustomer = useStore($customer);
  const customer = hydrated ? knownCustomer : undefined;
  const firstName = useStore($firstName);
  const unreachable = useStore($apiUnreachable);
  const hasToken = useHasToken();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    void loadCustomer();
  }, []);

  if (customer || (hydrated && hasToken && unreachable)) {
    return (
      <ul className="account-nav">
        <li>
          <a
            className="account-nav__link"
            href={PAINEL_PATH}
            aria-current={current(isPainelPath(here))}
          >
            Painel
          </a>
        </li>
        {firstName !== undefined && (
          <li className={`account-nav__name ${styles.name}`}>
            <span className="visually-hidden">Conectado como </span>
            <span>{firstName}</span>
          </li>
        )}
        <li>
          <button
            type="button"
            className="button button--quiet button--sm"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
          >
            Sair
          </button>
        </li>
      </ul>
    );
  }

  if (hasToken && customer === undefined) {
    // The prerendered links, unseen and out of reach, keep their exact size: the placeholder
    // covers what was painted before hydration instead of a box of some other width.
    return (
      <div className={styles.pending} aria-hidden="true" inert>
        <AnonymousLinks here={here} />
      </div>
    );
  }

  return <AnonymousLinks here={here} />;
}

function AnonymousLinks({ here }: { readonly here: string }) {
  return (
    <ul className="account-nav">
      <li>
        <a
          className="account-nav__link"
          href={LOGIN_PATH}
          aria-current={current(here === LOGIN_PATH)}
        >
          Entrar
        </a>
      </li>
      <li>
        <a
          className="button button--sm"
          href={REGISTRATION_PATH}
          aria-current={current(here === REGISTRATION_PATH)}
        >
          Criar conta
        </a>
      </li>
    </ul>
  );
}
