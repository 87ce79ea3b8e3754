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

/** The `Subtotal` and `Frete` rows (`missing` stands for a freight not quoted yet). */
export function SubtotalAndFreight({
  subtotal,
  freight,
  missing,
}: {
  readonly subtotal: number;
  readonly freight: number | undefined;
  readonly missing: string;
}) {
  return (
    <>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatMoney(subtotal)}</dd>
      </div>
      <div>
        <dt>Frete</dt>
        <dd>{freight === undefined ? missing : freight === 0 ? 'Grátis' : formatMoney(freight)}</dd>
      </div>
    </>
  );
}

export function CartSummary({ lines, freight, pixPercent }: CartSummaryProps) {
  const stored: CartLine[] = lines.map((line) => line.line);
  const option = chosenOption(freight, stored);
  const subtotal = subtotalOf(lines);
  const total = cents(subtotal + (option?.price ?? 0));
  const discount = pixDiscount(subtotal, pixPercent);
  return (
    <dl className={styles.summary}>
      <SubtotalAndFreight subtotal={subtotal} freight={option?.price} missing="Calcule pelo CEP" />
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
