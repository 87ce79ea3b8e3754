/**
 * The product page's buying form: one radio group per attribute (`Cor`, `Tamanho`, ...), the
 * field `Quantidade` (1 up to the stock) and `Adicionar ao carrinho`, which puts the choice in
 * the cart store. Prerendered with the first option of each group chosen and the build's stock,
 * so the page reads the same before the island hydrates; the stock then follows the page's
 * live figure, so a product sold out since the build cannot be added.
 */
import { useEffect, useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { afterLiveStock } from '~/features/live-stock/live-stock-signal';
import { CART_PATH } from '~/lib/paths';
import { useHydrated } from '~/lib/use-hydrated';
import { maxLineQuantity } from './cart-lines.ts';
import { addToCart } from './store.ts';
import { rememberPrice } from './seen-prices.ts';
import { QuantityField } from './QuantityField.tsx';
import { quantityProblem } from './quantity.ts';
import styles from './AddToCart.module.css';

export interface ProductOption {
  readonly id: string;
  readonly name: string;
  readonly values: readonly { readonly id: string; readonly value: string }[];
}

interface AddToCartProps {
  readonly productId: string;
  readonly options: readonly ProductOption[];
  /** Units in stock when the page was built, until the live figure replaces it. */
  readonly stock: number;
  /** The price the page shows, remembered so that the cart can say when it changed. */
  readonly price: number;
}

type Feedback = { readonly kind: 'success' | 'warning'; readonly text: string } | null;

export default function AddToCart({ productId, options, stock, price }: AddToCartProps) {
  const id = useId();
  const [liveStock, setLiveStock] = useState<number | null>(null);
  const max = maxLineQuantity(liveStock ?? stock);
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(options.map((option) => [option.id, option.values[0]?.id ?? ''])),
  );
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string>();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const soldOut = max < 1;
  // Until the island runs, a click would submit the prerendered form natively and add nothing.
  const hydrated = useHydrated();

  useEffect(() => {
    let current = true;
    afterLiveStock(productId, (quantity) => {
      if (current && quantity !== null) setLiveStock(quantity);
    });
    return () => {
      current = false;
    };
  }, [productId]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = quantityProblem(quantity, max);
    setError(problem);
    if (problem) {
      setFeedback(null);
      return;
    }
    const outcome = addToCart(
      {
        productId,
        optionIds: options.map((option) => chosen[option.id] ?? ''),
        quantity: Number(quantity),
      },
      max,
    );
    if (outcome !== 'full') rememberPrice(productId, price);
    setFeedback(
      outcome === 'added'
        ? { kind: 'success', text: 'Produto adicionado ao carrinho.' }
        : outcome === 'capped'
          ? {
              kind: 'warning',
              text: `O carrinho ficou com ${max} unidades deste produto, o máximo disponível.`,
            }
          : {
              kind: 'warning',
              text: 'Não foi possível adicionar: o carrinho já tem o máximo disponível deste produto.',
            },
    );
  }

  const reasonId = `${id}-motivo`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {options.map((option) => (
        <fieldset key={option.id} className="field-group">
          <legend>{option.name}</legend>
          <div className={styles.values}>
            {option.values.map((value) => (
              <label key={value.id} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-${option.id}`}
                  value={value.id}
                  checked={chosen[option.id] === value.id}
                  onChange={() => setChosen((current) => ({ ...current, [option.id]: value.id }))}
                />
                <span>{value.value}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {(!soldOut || stock > 0) && (
        <QuantityField
          className={styles.quantity}
          value={quantity}
          max={Math.max(max, 1)}
          error={error}
          onChange={setQuantity}
          disabled={soldOut}
        />
      )}
      <div className={styles.actions}>
        <button
          type="submit"
          className="button"
          disabled={soldOut || !hydrated}
          aria-describedby={soldOut ? reasonId : undefined}
        >
          Adicionar ao carrinho
        </button>
        {soldOut && (
          <p id={reasonId} className={styles.reason}>
            Produto esgotado: não há unidades para adicionar ao carrinho.
          </p>
        )}
      </div>
      <div role="status" className={feedback ? `alert alert--${feedback.kind}` : undefined}>
        {feedback && (
          <>
            {feedback.text} <a href={CART_PATH}>Ver carrinho</a>
          </>
        )}
      </div>
    </form>
  );
}
