/**
 * Field `CEP` and `Calcular frete`: the API's PAC and SEDEX options for the cart's lines, one
 * of them chosen. A quote belongs to the lines it was made for: changing the cart asks for a
 * new one.
 */
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { TextField } from '~/components/form/FormField';
import { describeApiError } from '~/lib/api/messages';
import { CEP_INPUT } from '~/lib/cep/cep-field';
import { digitsOf } from '~/lib/validation';
import { fetchFreight } from './cart-api.ts';
import type { FreightQuote } from './cart-api.ts';
import type { CartLine } from './cart-lines.ts';
import { FreightOptions } from './FreightOptions.tsx';
import styles from './CartPage.module.css';

export interface FreightChoice {
  readonly cep: string;
  /** The lines the quote was made for (see `linesSignature`). */
  readonly signature: string;
  readonly quote: FreightQuote;
  readonly service: string;
}

/** What a freight quote depends on: which products and how many units. */
export function linesSignature(lines: readonly CartLine[]): string {
  return lines.map((line) => `${line.productId}x${line.quantity}`).join(',');
}

/** The chosen option of a quote still valid for `lines`, or undefined. */
export function chosenOption(choice: FreightChoice | null, lines: readonly CartLine[]) {
  if (!choice || choice.signature !== linesSignature(lines)) return undefined;
  return choice.quote.options.find((option) => option.service === choice.service);
}

interface FreightFormProps {
  readonly lines: readonly CartLine[];
  readonly choice: FreightChoice | null;
  readonly onChoice: (choice: FreightChoice | null) => void;
}

const CEP_MISSING = 'Informe o CEP com 8 dígitos, por exemplo 01310-100.';

export function FreightForm({ lines, choice, onChoice }: FreightFormProps) {
  const [cep, setCep] = useState(choice?.cep ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const current = choice && choice.signature === linesSignature(lines) ? choice : null;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('cep') as HTMLInputElement | null;
    const digits = digitsOf(cep);
    if (digits.length !== 8) {
      setError(CEP_MISSING);
      field?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const quote = await fetchFreight(digits, lines);
      const service = quote.options[0]?.service ?? '';
      onChoice({ cep, signature: linesSignature(lines), quote, service });
    } catch (failure) {
      onChoice(null);
      setError(describeApiError(failure));
      field?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.freight}>
      <form className={styles.cepForm} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="CEP"
          name="cep"
          {...CEP_INPUT}
          defaultValue={cep}
          onChange={(event) => setCep(event.target.value)}
          error={error}
        />
        <button
          type="submit"
          className="button button--secondary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          Calcular frete
        </button>
      </form>
      {current && (
        <FreightOptions
          legend={`Entrega para ${current.quote.address.city || current.quote.address.state}/${current.quote.address.state}`}
          options={current.quote.options}
          chosen={current.service}
          onChoose={(service) => onChoice({ ...current, service })}
          note={current.quote.promotion}
        />
      )}
      {choice && !current && (
        <p className={styles.hint}>O carrinho mudou: calcule o frete de novo.</p>
      )}
    </div>
  );
}
