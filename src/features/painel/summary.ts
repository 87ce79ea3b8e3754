/** The painel summary's wording. */

/** `Nenhum ticket aberto`, `1 ticket aberto`, `2 tickets abertos`. */
export function openTicketsLabel(open: number): string {
  if (open === 0) return 'Nenhum ticket aberto';
  return open === 1 ? '1 ticket aberto' : `${open} tickets abertos`;
}

/** `Nenhum em andamento`, `1 em andamento`, `3 em andamento`. */
export function inProgressLabel(count: number): string {
  return count === 0 ? 'Nenhum em andamento' : `${count} em andamento`;
}

/** `Nenhuma resposta nova`, `1 resposta nova`, `2 respostas novas`. */
export function unreadRepliesLabel(count: number): string {
  if (count === 0) return 'Nenhuma resposta nova';
  return count === 1 ? '1 resposta nova' : `${count} respostas novas`;
}
