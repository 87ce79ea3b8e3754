/**
 * The frame every profile form shares: heading, the error region (`role="alert"`, always in
 * the page so changes are announced), the fields, `Salvar` (disabled while sending) and the
 * success region (`role="status"`).
 */
import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { FormAlert } from '~/components/form/FormAlert';
import styles from './ProfileForm.module.css';
import { SubmitButton } from '~/components/form/SubmitButton';

interface ProfileFormProps {
  readonly title: string;
  readonly description?: ReactNode;
  readonly onSubmit: () => void;
  readonly busy: boolean;
  readonly alert: string | undefined;
  readonly alertRef: Ref<HTMLDivElement>;
  readonly status: string;
  readonly children: ReactNode;
}

export function ProfileForm({
  title,
  description,
  onSubmit,
  busy,
  alert,
  alertRef,
  status,
  children,
}: ProfileFormProps) {
  const titleId = useId();
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      {description && <p className={styles.description}>{description}</p>}
      <FormAlert ref={alertRef} message={alert} />
      <div className={styles.fields}>{children}</div>
      <div className={styles.footer}>
        <SubmitButton busy={busy}>Salvar</SubmitButton>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
    </form>
  );
}
