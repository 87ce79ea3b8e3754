/**
 * The page a back-in-stock notice links to: cancels the request its token names and says so
 * (cancelling again says the same); a failure says why in pt-BR, and one the API did not
 * answer can be retried.
 */
import { useEffect, useState } from 'react';
import { isRefusal } from '~/lib/api/errors';
import { describeApiError } from '~/lib/api/messages';
import { HOME_PATH } from '~/lib/paths';
import { useHydrated } from '~/lib/use-hydrated';
import { cancelStockAlert } from './stock-alerts-api.ts';
import styles from './CancelStockAlert.module.css';

type State =
  | { readonly kind: 'working' }
  | { readonly kind: 'done'; readonly productName: string }
  | { readonly kind: 'failed'; readonly message: string; readonly retry: boolean };

export default function CancelStockAlert() {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A link without its token is refused by the API like any token it does not know.
    const token = new URLSearchParams(location.search).get('token') ?? '';
    let current = true;
    cancelStockAlert(token).then(
      ({ productName }) => current && setState({ kind: 'done', productName }),
      (failure: unknown) =>
        current &&
        setState({
          kind: 'failed',
          message: describeApiError(failure),
          // An unknown link stays unknown; an answer that never came may come next time.
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
          <p>Cancelando o aviso…</p>
        ) : state.kind === 'done' ? (
          <p className="alert alert--success">
            Pronto: o pedido de aviso
            {state.productName ? ` de ${state.productName}` : ''} foi cancelado. Você não receberá
            mais e-mails sobre ele.
          </p>
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
        <a href={HOME_PATH}>Voltar para a loja</a>
      </p>
    </div>
  );
}
