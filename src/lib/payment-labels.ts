/** How a product's price by Pix and in installments reads (the API decides both figures). */
import { formatMoney } from './money.ts';

export interface InstallmentFigures {
  readonly count: number;
  readonly amount: number;
}

/** `em até 5x de R$ 20,00 sem juros`. */
export function installmentsLabel({ count, amount }: InstallmentFigures): string {
  return `em até ${count}x de ${formatMoney(amount)} sem juros`;
}

/** `R$ 95,00 no Pix`. */
export function pixPriceLabel(pixPrice: number): string {
  return `${formatMoney(pixPrice)} no Pix`;
}
