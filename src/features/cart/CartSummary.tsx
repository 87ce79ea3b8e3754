/** `Subtotal`, `Frete` and `Total` of the priced cart, and the Pix price when there is a discount. */
import { formatMoney } from '~/lib/money';
import type { CartLine } from './cart-lines.ts';
import { chosenOption } from './FreightForm.tsx';
import type { FreightChoice } from './FreightForm.tsx';
import { cents, pixDiscount, subtotalOf } from './reprice.ts';
import type { PricedLine } from './reprice.ts';
import styles from './CartPage.module.css';

interface CartSummaryProps {
  readonly lines: readonly PricedLine[];
  readonly freight: FreightChoice | null;
  readonly pixPercent: number;
}

export function CartSummary({ lines, freight, pixPercent }: CartSummaryProps) {
  const stored: CartLine[] = lines.map((line) => line.line);
  const option = chosenOption(freight, stored);
  const subtotal = subtotalOf(lines);
  const total = cents(subtotal + (option?.price ?? 0));
  const discount = pixDiscount(subtotal, pixPercent);
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatMoney(subtotal)}</dd>
      </div>
      <div>
        <dt>Frete</dt>
        <dd>
          {option === undefined
            ? 'Calcule pelo CEP'
            : option.price === 0
              ? 'Grátis'
              : formatMoney(option.price)}
        </dd>
      </div>
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{formatMoney(total)}</dd>
      </div>
      {discount > 0 && (
        <div className={styles.pix}>
          <dt>No Pix</dt>
          <dd>
            {formatMoney(cents(total - discount))}
            <span className={styles.pixNote}>{pixPercent}% de desconto nos produtos</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
