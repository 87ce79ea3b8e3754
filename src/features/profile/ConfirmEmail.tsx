/**
 * The page the `Confirme seu e-mail` message links to: confirms the address with the link's
 * token and says so; a failure says why in pt-BR, and one the API did not answer can be
 * retried.
 */
import { useEffect, useState } from 'react';
import { isRefusal } from '~/lib/api/errors';
import { describeApiError } from '~/lib/api/messages';
import { PAINEL_PATH } from '~/lib/paths';
import { useHydrated } from '~/lib/use-hydrated';
import { verifyEmail } from './profile-api.ts';
import styles from './ConfirmEmail.module.css';

type State =
  | { readonly kind: 'working' }
  | { readonly kind: 'done' }
  | { readonly kind: 'failed'; readonly message: string; readonly retry: boolean };

export default function ConfirmEmail() {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A link without its token is refused by the API like any token it does not know.
    const token = new URLSearchParams(location.search).get('token') ?? '';
    let current = true;
    verifyEmail(token).then(
      () => current && setState({ kind: 'done' }),
      (failure: unknown) =>
        current &&
        setState({
          kind: 'failed',
          message: describeApiError(failure),
          // A used or expired link stays so; an answer that never came may come next time.
          retry: !isRefusal(failure),
        }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <div className={styles.result}>
      <div role="status">
        {!hydrated || state.kind === 'working' ? (
          <p>Confirmando seu e-mail…</p>
        ) : state.kind === 'done' ? (
          <p className="alert alert--success">Pronto: seu e-mail foi confirmado.</p>
        ) : null}
      </div>
      <div role="alert">{state.kind === 'failed' && <p className="alert">{state.message}</p>}</div>
      {state.kind === 'failed' && state.retry && (
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setState({ kind: 'working' });
              setAttempt((n) => n + 1);
            }}
          >
            Tentar de novo
          </button>
        </p>
      )}
      <p>
        <a href={PAINEL_PATH}>Ir para o painel</a>
      </p>
    </div>
  );
}
