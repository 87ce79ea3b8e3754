/** The freight services of a quote as radio buttons: name, price and delivery time. */
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FreightQuote } from './cart-api.ts';
import { freightOptionLabel } from './freight-text.ts';
import styles from './CartPage.module.css';

interface FreightOptionsProps {
  readonly legend: ReactNode;
  readonly options: FreightQuote['options'];
  readonly chosen: string;
  readonly onChoose: (service: string) => void;
  /** Said under the options (the free-freight promise that applied). */
  readonly note?: string | null | undefined;
}

export function FreightOptions({ legend, options, chosen, onChoose, note }: FreightOptionsProps) {
  const name = useId();
  return (
    <fieldset className={`field-group ${styles.options}`}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.service} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option.service}
            checked={chosen === option.service}
            onChange={() => onChoose(option.service)}
          />
          <span>{freightOptionLabel(option)}</span>
        </label>
      ))}
      {note && <p className={styles.promotion}>{note}</p>}
    </fieldset>
  );
}
