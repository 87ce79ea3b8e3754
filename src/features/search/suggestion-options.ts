/**
 * What the search box's popup offers for an answer of the API, and what the live region says
 * about it: the correction of a typo, the products, and the way to every result.
 */
import { formatMoney } from '~/lib/money';
import { productPath, searchPath } from '~/lib/paths';

/** The API's answer: the best matches and the correction of a typo, if there was one. */
export interface Suggestions {
  readonly didYouMean: string | null;
  readonly items: readonly { readonly id: string; readonly name: string; readonly price: number }[];
}

export interface SuggestionOption {
  readonly kind: 'correction' | 'product' | 'all';
  readonly label: string;
  /** Said after the label (a product's price). */
  readonly detail: string | null;
  readonly href: string;
}

/** The popup's options for `text`; none when no product was found. */
export function suggestionOptions(text: string, answer: Suggestions): SuggestionOption[] {
  if (answer.items.length === 0) return [];
  const search = answer.didYouMean ?? text;
  return [
    ...(answer.didYouMean === null
      ? []
      : [
          {
            kind: 'correction' as const,
            label: `Você quis dizer ${answer.didYouMean}?`,
            detail: null,
            href: searchPath(answer.didYouMean),
          },
        ]),
    ...answer.items.map((item) => ({
      kind: 'product' as const,
      label: item.name,
      detail: formatMoney(item.price),
      href: productPath(item.id),
    })),
    {
      kind: 'all' as const,
      label: `Ver todos os resultados para “${search}”`,
      detail: null,
      href: searchPath(search),
    },
  ];
}

/** The live region's sentence for an answer: how many products, and a correction first. */
export function suggestionsStatus(text: string, answer: Suggestions): string {
  const count = answer.items.length;
  if (count === 0) return `Nenhum produto encontrado para “${text}”.`;
  const found = count === 1 ? '1 produto sugerido.' : `${count} produtos sugeridos.`;
  return answer.didYouMean === null ? found : `Você quis dizer ${answer.didYouMean}? ${found}`;
}
