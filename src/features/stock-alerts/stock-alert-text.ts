/** The words of `Avise-me quando chegar` that more than one screen says. */

/** How long the API keeps a request (its retention bound). */
export const RETENTION_DAYS = 90;

export function confirmationText(email: string, productName: string): string {
  return `Pronto! Quando ${productName} voltar ao estoque, enviaremos um único aviso para ${email}.`;
}
