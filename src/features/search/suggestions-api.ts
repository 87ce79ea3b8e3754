/** The suggestions' request: loaded with the search box's code, when the box is first used. */
import { api } from '~/lib/api/api';
import { SearchSuggestionsDocument } from '~/lib/graphql/generated/graphql';
import type { Suggestions } from './suggestion-options.ts';

/** How many products the popup suggests. */
export const SUGGESTED_PRODUCTS = 6;

export async function fetchSuggestions(text: string, signal: AbortSignal): Promise<Suggestions> {
  const { products } = await api.request(
    SearchSuggestionsDocument,
    { search: text, pageSize: SUGGESTED_PRODUCTS },
    { signal },
  );
  return products;
}
