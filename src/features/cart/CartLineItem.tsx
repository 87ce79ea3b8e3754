/** One line of the cart page: photo, product link, choices, price, `Quantidade`, `Remover`. */
import { useState } from 'react';
import { fileUrl } from '~/lib/file-url';
import { formatMoney } from '~/lib/money';
import { productPath } from '~/lib/paths';
import { quantityProblem } from './quantity.ts';
import { QuantityField } from './QuantityField.tsx';
import type { PricedLine } from './reprice.ts';
import { changeQuantity, removeFromCart } from './store.ts';
import styles from './CartPage.module.css';

export function CartLineItem({ line }: { readonly line: PricedLine }) {
  const [typed, setTyped] = useState(String(line.line.quantity));
  const [error, setError] = useState<string>();
  const photo = line.product.photos[0] ? fileUrl(line.product.photos[0]) : '';

  function onQuantity(value: string) {
    setTyped(value);
    const problem = quantityProblem(value, line.max);
    setError(problem);
    if (!problem) changeQuantity(line.key, Number(value));
  }

  return (
    <li className={styles.line}>
      {photo !== '' ? (
        <img className={styles.photo} src={photo} alt="" width={96} height={96} loading="lazy" />
      ) : (
        <span className={styles.photo} />
      )}
      <div className={styles.lineInfo}>
        <a className={styles.lineName} href={productPath(line.product.id)}>
          {line.product.name}
        </a>
        {line.choices.length > 0 && (
          <ul className={`list-reset ${styles.choices}`} aria-label="Opções escolhidas">
            {line.choices.map((choice) => (
              <li key={choice}>{choice}</li>
            ))}
          </ul>
        )}
        <p className={styles.unitPrice}>{formatMoney(line.product.price)} cada</p>
      </div>
      <QuantityField
        className={styles.lineQuantity}
        value={typed}
        max={line.max}
        error={error}
        onChange={onQuantity}
      />
      <p className={styles.lineTotal}>{formatMoney(line.total)}</p>
      <button
        type="button"
        className="button button--quiet button--sm"
        onClick={() => removeFromCart(line.key)}
      >
        Remover
      </button>
    </li>
  );
}
