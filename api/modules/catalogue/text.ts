/** Lower case without accents: the form names are sorted by and searches compare. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
  '#160': ' ',
};

/**
 * The words of a rich-text description (HTML from the editor) without its markup: tags become
 * spaces and the entities the editor writes are decoded. For search and summaries only; what a
 * page shows goes through the site's sanitizer.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp|#160);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
