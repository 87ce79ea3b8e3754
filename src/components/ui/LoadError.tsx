export interface LoadErrorProps {
  /** What failed, for people, in pt-BR (e.g. from `useApiQuery`'s message). */
  readonly message: string;
  readonly onRetry: () => void;
  /** What could not be loaded, e.g. "os tickets": gives the alert a heading. */
  readonly what?: string;
}

/** Shown where data would be when loading it failed: the reason and a way to try again. */
export function LoadError({ message, onRetry, what }: LoadErrorProps) {
  return (
    <div className="alert load-error" role="alert">
      {what && <p className="load-error__title">Não foi possível carregar {what}.</p>}
      <p>{message}</p>
      <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
        Tentar novamente
      </button>
    </div>
  );
}
