/** Lower case without accents: the form names are sorted by and searches compare. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
