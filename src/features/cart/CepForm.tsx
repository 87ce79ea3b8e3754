/**
 * Field `CEP` and `Calcular frete`, alike in the cart and on product pages: checks the CEP has 8
 * digits, hands it to `onQuote` and shows what went wrong there, keeping what was typed.
 */
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { TextField } from '~/components/form/FormField';
import { describeApiError } from '~/lib/api/messages';
import { CEP_INPUT } from '~/lib/cep/cep-field';
import { useHydrated } from '~/lib/use-hydrated';
import { MESSAGES, digitsOf } from '../../../contract/validation.ts';
import styles from './CepForm.module.css';

interface CepFormProps {
  readonly initialCep?: string;
  /** Quotes the freight to the CEP (8 digits; `typed` as written); a rejection is shown. */
  readonly onQuote: (digits: string, typed: string) => Promise<void>;
}

export function CepForm({ initialCep = '', onQuote }: CepFormProps) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A prerendered form (the product page's) must not be sent natively before it is hydrated.
  const hydrated = useHydrated();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('cep') as HTMLInputElement | null;
    // Read from the field: it may have been typed in before the form was hydrated.
    const cep = field?.value ?? '';
    const digits = digitsOf(cep);
    if (digits.length !== 8) {
      setError(MESSAGES.cep);
      field?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onQuote(digits, cep);
    } catch (failure) {
      setError(describeApiError(failure));
      field?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField label="CEP" name="cep" {...CEP_INPUT} defaultValue={initialCep} error={error} />
      <button
        type="submit"
        className="button button--secondary"
        disabled={busy || !hydrated}
        aria-busy={busy || undefined}
      >
        Calcular frete
      </button>
    </form>
  );
}
