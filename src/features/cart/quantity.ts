/** The pt-BR problem with a quantity typed for a line, or undefined when it is 1 to `max`. */
export function quantityProblem(typed: string, max: number): string | undefined {
  const value = typed.trim();
  if (!/^\d+$/.test(value) || Number(value) < 1) return 'Informe uma quantidade de 1 ou mais.';
  if (Number(value) > max) {
    return max === 1
      ? 'Só há 1 unidade disponível deste produto.'
      : `Só é possível levar até ${max} unidades deste produto.`;
  }
  return undefined;
}
