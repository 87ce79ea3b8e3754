// One formatter for the whole app: building an Intl.NumberFormat is the costly part.
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** An amount in reais, e.g. `R$\u00a0100,00` (note the non-breaking space Intl puts there). */
export function formatMoney(value: number): string {
  return money.format(value);
}
