/**
 * One labelled checkbox of a form (a consent, an agreement): the label beside the box, the
 * hint and the error linked with aria-describedby, an error sets aria-invalid.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './CheckboxField.module.css';

interface CheckboxFieldProps {
  readonly label: string;
  readonly registration: UseFormRegisterReturn;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
}

export function CheckboxField({ label, registration, error, hint }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <div className={styles.row}>
        <input
          {...registration}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
