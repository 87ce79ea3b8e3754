import styles from './FormSkeleton.module.css';

/** The shape of a form while it cannot be shown yet (hydrating, or about to redirect). */
export function FormSkeleton({ fields }: { readonly fields: number }) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">Carregando…</span>
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="field" aria-hidden="true">
          <span className={`skeleton skeleton--text ${styles.skeletonLabel}`} />
          <span className={`skeleton ${styles.skeletonInput}`} />
        </div>
      ))}
      <span className={`skeleton ${styles.skeletonButton}`} aria-hidden="true" />
    </div>
  );
}
