/**
 * What a page opened from a mailed link shows: it acts once with the link's token (`act`),
 * says so while it works, shows `done(result)` once the API answered, or the failure in pt-BR,
 * with `Tentar de novo` when the API did not answer (a refusal, such as a used or unknown link,
 * stays so). `next` is where the reader goes afterwards.
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { isRefusal } from '~/lib/api/errors';
import { describeApiError } from '~/lib/api/messages';
import { useHydrated } from '~/lib/use-hydrated';
import styles from './TokenLinkOutcome.module.css';

type State<T> =
  | { readonly kind: 'working' }
  | { readonly kind: 'done'; readonly result: T }
  | { readonly kind: 'failed'; readonly message: string; readonly retry: boolean };

export interface TokenLinkOutcomeProps<T> {
  /** What the link does with its token; a module-level function (it runs once per attempt). */
  readonly act: (token: string) => Promise<T>;
  /** Shown while it works, e.g. "Confirmando seu e-mail…". */
  readonly working: string;
  readonly done: (result: T) => ReactNode;
  readonly next: { readonly href: string; readonly label: string };
}

export function TokenLinkOutcome<T>({ act, working, done, next }: TokenLinkOutcomeProps<T>) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State<T>>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A link without its token is refused by the API like any token it does not know.
    const token = new URLSearchParams(location.search).get('token') ?? '';
    let current = true;
    act(token).then(
      (result) => current && setState({ kind: 'done', result }),
      (failure: unknown) =>
        current &&
        setState({
          kind: 'failed',
          message: describeApiError(failure),
          retry: !isRefusal(failure),
        }),
    );
    return () => {
      current = false;
    };
  }, [act, attempt]);

  return (
    <div className={styles.result}>
      <div role="status">
        {!hydrated || state.kind === 'working' ? (
          <p>{working}</p>
        ) : state.kind === 'done' ? (
          <p className="alert alert--success">{done(state.result)}</p>
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
        <a href={next.href}>{next.label}</a>
      </p>
    </div>
  );
}
