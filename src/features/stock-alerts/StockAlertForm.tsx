/**
 * `Avise-me quando chegar` on an out-of-stock product page: field `E-mail` (the logged-in
 * customer's, still editable), the button, a confirmation (role status) saying what will
 * happen, and errors in pt-BR (role alert) that keep what was typed. With a captcha key the form
 * carries the captcha widget and sends its token. The LGPD text says what
 * the e-mail is for, how long it is kept and how the request is cancelled.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { TextField } from '~/components/form/FormField';
import { $customer, loadCustomer } from '~/features/session/store';
import { useCaptcha } from '~/features/session/use-captcha';
import { ApiError } from '~/lib/api/errors';
import { describeApiError } from '~/lib/api/messages';
import { submitProblem } from '~/lib/form-errors';
import { PRIVACY_PATH } from '~/lib/paths';
import { requestStockAlert } from './stock-alerts-api.ts';
import { EMAIL_MAX_LENGTH } from '../../../contract/limits.ts';
import { RETENTION_DAYS, confirmationText } from './stock-alert-text.ts';
import styles from './StockAlertForm.module.css';

export interface StockAlertFormProps {
  readonly productId: string;
  readonly productName: string;
}

const EMAIL_MISSING = 'Informe o e-mail.';

/** Whether the API refused the e-mail itself (BAD_USER_INPUT naming the field `email`). */
function isAboutEmail(failure: unknown): boolean {
  return (
    failure instanceof ApiError &&
    failure.errors.some((error) => error.extensions?.['field'] === 'email')
  );
}

type Outcome =
  | { readonly kind: 'idle' }
  | { readonly kind: 'done'; readonly email: string }
  | { readonly kind: 'failed'; readonly message: string };

export default function StockAlertForm({ productId, productName }: StockAlertFormProps) {
  const id = useId();
  const customer = useStore($customer);
  // What the shopper typed; until they type, the logged-in customer's e-mail once known.
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? customer?.email ?? '';
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const captcha = useCaptcha();

  useEffect(() => {
    void loadCustomer();
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const field = form.elements.namedItem('email') as HTMLInputElement | null;
    setOutcome({ kind: 'idle' });
    setFieldError(undefined);
    if (email.trim() === '') {
      setFieldError(EMAIL_MISSING);
      field?.focus();
      return;
    }
    setBusy(true);
    try {
      const kept = await captcha.send(form, (_fields, headers) =>
        requestStockAlert(productId, email, headers),
      );
      setOutcome({ kind: 'done', email: kept });
    } catch (failure) {
      // The API checks the address (the form loads no validation library for one field).
      if (isAboutEmail(failure)) setFieldError(describeApiError(failure));
      else setOutcome({ kind: 'failed', message: submitProblem(failure, {}).message });
      field?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.box} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className={styles.title}>
        Avise-me quando chegar
      </h2>
      <p className={styles.lead}>
        Deixe seu e-mail e mandamos um aviso quando {productName} voltar ao estoque.
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(event) => setTyped(event.target.value)}
          error={fieldError}
        />
        {captcha.widget}
        <button
          type="submit"
          className="button button--secondary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          Avise-me quando chegar
        </button>
      </form>
      <div role="status">
        {outcome.kind === 'done' && (
          <p className="alert alert--success">{confirmationText(outcome.email, productName)}</p>
        )}
      </div>
      <div role="alert">
        {outcome.kind === 'failed' && <p className="alert">{outcome.message}</p>}
      </div>
      <p className={styles.lgpd}>
        Usamos seu e-mail só para um aviso sobre este produto, quando ele voltar ao estoque. Ele é
        guardado até o aviso ser enviado, por no máximo {RETENTION_DAYS} dias, e o aviso traz um
        link para cancelar o pedido. Saiba mais na{' '}
        <a href={PRIVACY_PATH}>Política de Privacidade</a>.
      </p>
    </section>
  );
}
