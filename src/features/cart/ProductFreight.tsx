/**
 * `Calcular frete` on a product page: PAC and SEDEX for one unit of the product to a CEP, with
 * their delivery times, from the API's `freightQuote`, the same quote the cart and the checkout
 * get. The API client is loaded only when a CEP is sent, so the page carries none of it.
 */
import { useState } from 'react';
import type { FreightQuote } from './cart-api.ts';
import { CepForm } from './CepForm.tsx';
import { freightOptionLabel } from './freight-text.ts';
import styles from './ProductFreight.module.css';

interface ProductFreightProps {
  readonly productId: string;
}

export default function ProductFreight({ productId }: ProductFreightProps) {
  const [quote, setQuote] = useState<FreightQuote | null>(null);

  async function ask(digits: string) {
    setQuote(null);
    const { fetchFreight } = await import('./cart-api.ts');
    setQuote(await fetchFreight(digits, [{ productId, quantity: 1 }]));
  }

  const place = quote && (quote.address.city || quote.address.state);
  return (
    <section className={styles.freight} aria-labelledby="frete-titulo">
      <h2 id="frete-titulo" className={styles.title}>
        Frete e prazo de entrega
      </h2>
      <CepForm onQuote={ask} />
      <div aria-live="polite">
        {quote && (
          <div className={styles.quote}>
            <p className={styles.place}>
              Para {place}/{quote.address.state}, 1 unidade:
            </p>
            <ul className={`list-reset ${styles.options}`}>
              {quote.options.map((option) => (
                <li key={option.service}>{freightOptionLabel(option)}</li>
              ))}
            </ul>
            {quote.promotion && <p className={styles.note}>{quote.promotion}</p>}
          </div>
        )}
      </div>
    </section>
  );
}
