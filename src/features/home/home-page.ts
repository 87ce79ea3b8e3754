import { api } from '~/lib/api/api';
import { HomePageDocument } from '~/lib/graphql/generated/graphql';
import type { HomePageQuery } from '~/lib/graphql/generated/graphql';

export type HomePageData = HomePageQuery;
export type FeaturedProduct = HomePageData['homeContent']['featuredProducts'][number];

let pending: Promise<HomePageData> | undefined;

/**
 * The data the home page is prerendered from. The page and its `/_payload.json` both call
 * this during one build: the memo makes it one API request, and guarantees the payload holds
 * exactly what the page was rendered from. A failed request is not memoised, so the error
 * reaches every caller instead of a stale rejection.
 */
export function fetchHomePage(): Promise<HomePageData> {
  pending ??= api.request(HomePageDocument).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
