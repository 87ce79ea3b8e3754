/** How a freight option and the free-freight promise read, in the cart and on product pages. */
import { formatMoney } from '~/lib/money';

/** `5 dias úteis`, `1 dia útil`. */
export function deliveryDays(days: number): string {
  return days === 1 ? '1 dia útil' : `${days} dias úteis`;
}

/** `PAC: R$ 26,00, em até 5 dias úteis`, `SEDEX: grátis, em até 2 dias úteis`. */
export function freightOptionLabel(option: {
  readonly name: string;
  readonly price: number;
  readonly deliveryDays: number;
}): string {
  const price = option.price === 0 ? 'grátis' : formatMoney(option.price);
  return `${option.name}: ${price}, em até ${deliveryDays(option.deliveryDays)}`;
}

/**
 * What a cart still needs for the promise of the quoted CEP's region, or null once it has it:
 * `Faltam R$ 199,00 para frete grátis`, or where the promise is a discount,
 * `Faltam R$ 199,00 para 50% de desconto no frete`.
 */
export function promiseProgress(promise: {
  readonly missing: number;
  readonly freightDiscountPercent: number;
}): string | null {
  if (promise.missing <= 0) return null;
  const prize =
    promise.freightDiscountPercent >= 100
      ? 'frete grátis'
      : `${promise.freightDiscountPercent}% de desconto no frete`;
  return `Faltam ${formatMoney(promise.missing)} para ${prize}`;
}
