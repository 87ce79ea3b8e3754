/**
 * How a price by Pix and in installments reads (the API decides every figure): the product
 * page's `em até …`, and a card payment's installments at the checkout and in the painel.
 */
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

/** One choice of a card payment's installments, as the API computed it (`installmentPlan`). */
export interface InstallmentOptionFigures {
  readonly count: number;
  /** Each installment after the first. */
  readonly amount: number;
  /** The first installment: `amount` plus the cents the division left over. */
  readonly firstAmount: number;
  readonly total: number;
}

const inCents = (value: number) => Math.round(value * 100);

/**
 * A card payment's installments as Decreto 5.903 art. 3 wants them read: number, value of each
 * installment, interest and total. `1x de R$ 100,00 sem juros`; `2x de R$ 50,00 sem juros
 * (total R$ 100,00)`; when the first installment takes the leftover cents, it says so:
 * `3x de R$ 33,33 sem juros (1ª de R$ 33,34, total R$ 100,00)`.
 */
export function installmentOptionLabel(option: InstallmentOptionFigures): string {
  const { count, amount, firstAmount, total } = option;
  if (count <= 1) return `1x de ${formatMoney(total)} sem juros`;
  const first =
    inCents(firstAmount) === inCents(amount) ? '' : `1ª de ${formatMoney(firstAmount)}, `;
  return `${count}x de ${formatMoney(amount)} sem juros (${first}total ${formatMoney(total)})`;
}

/**
 * The chosen installments in a full sentence, shown under `Parcelas` (whose closed select may
 * cut its option short on a phone): `À vista: R$ 100,00 no cartão, sem juros.`; `2 parcelas de
 * R$ 50,00 sem juros, total R$ 100,00.`; `3 parcelas sem juros: a 1ª de R$ 33,34 e 2 de
 * R$ 33,33, total R$ 100,00.`
 */
export function installmentOptionSentence(option: InstallmentOptionFigures): string {
  const { count, amount, firstAmount, total } = option;
  if (count <= 1) return `À vista: ${formatMoney(total)} no cartão, sem juros.`;
  if (inCents(firstAmount) === inCents(amount)) {
    return `${count} parcelas de ${formatMoney(amount)} sem juros, total ${formatMoney(total)}.`;
  }
  return `${count} parcelas sem juros: a 1ª de ${formatMoney(firstAmount)} e ${count - 1} de ${formatMoney(amount)}, total ${formatMoney(total)}.`;
}
