/** homeContent: fixed texts of the seed plus the featured products that exist. */
import type { MockContext } from '../context.ts';
import { ANNOUNCEMENTS, FEATURED_PRODUCT_IDS, HERO, SERVICES } from '../seed/content.ts';

export const homeResolvers = {
  Query: {
    homeContent: (_: unknown, __: unknown, ctx: MockContext) => ({
      hero: HERO,
      announcements: ANNOUNCEMENTS,
      services: SERVICES,
      featuredProducts: FEATURED_PRODUCT_IDS.filter((n) => n <= ctx.catalogue.count)
        .map((n) => ctx.catalogue.product(n))
        .filter((product) => product.is_published),
    }),
  },
};
