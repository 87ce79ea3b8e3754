/** Amounts as a pedido's timeline and e-mails write them: `R$ 1.234,56`, with a plain space. */

export function reais(cents: number): string {
  return `R$ ${(cents / 100).toLocaleString('pt-BR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}

/** An amount in reais (the records' unit), written as `reais` does. */
export function reaisOf(amount: number): string {
  return reais(Math.round(amount * 100));
}
