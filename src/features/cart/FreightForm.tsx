/**
 * Field `CEP` and `Calcular frete`: the API's PAC and SEDEX options for the cart's lines, one
 * of them chosen, and while the cart is below the free-freight promise of the CEP's region,
 * how much it still needs (`Faltam R$ … para frete grátis`). A quote belongs to the lines it
 * was made for: changing the cart asks for a new one.
 */
import { fetchFreight } from './cart-api.ts';
import type { FreightQuote } from './cart-api.ts';
import type { CartLine } from './cart-lines.ts';
import { CepForm } from './CepForm.tsx';
import { FreightOptions } from './FreightOptions.tsx';
import { promiseProgress } from './freight-text.ts';
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

export function FreightForm({ lines, choice, onChoice }: FreightFormProps) {
  const current = choice && choice.signature === linesSignature(lines) ? choice : null;
  const progress = current ? promiseProgress(current.quote.promise) : null;

  async function quote(digits: string, cep: string) {
    try {
      const quote = await fetchFreight(digits, lines);
      const service = quote.options[0]?.service ?? '';
      onChoice({ cep, signature: linesSignature(lines), quote, service });
    } catch (failure) {
      onChoice(null);
      throw failure;
    }
  }

  return (
    <div className={styles.freight}>
      <CepForm initialCep={choice?.cep ?? ''} onQuote={quote} />
      <div aria-live="polite">{progress && <p className={styles.progress}>{progress}</p>}</div>
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
