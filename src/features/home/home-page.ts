import { api } from '~/lib/api/api';
import { HomePageDocument } from '~/lib/graphql/generated/graphql';
import type { HomePageQuery } from '~/lib/graphql/generated/graphql';

export type HomePageData = HomePageQuery;

/** The data the home page is prerendered from (one request at build time). */
export function fetchHomePage(): Promise<HomePageData> {
  return api.request(HomePageDocument);
}
