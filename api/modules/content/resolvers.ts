/** homeContent: the home page's blocks as stored, and the featured products still on sale. */
import type { Resolvers } from '../../core/generated/resolvers.ts';
import type { Announcement, Hero, Service } from '../../core/generated/schema-types.ts';
import type { ProductRecord } from '../catalogue/product-store.ts';
import { previewedHomeDraft } from './home-draft.ts';

export const homeResolvers = {
  Query: {
    async homeContent(_, __, ctx) {
      const blocks = await ctx.data.content.all();
      const draft = (await previewedHomeDraft(ctx)) as Record<string, unknown> | null;
      for (const [key, value] of Object.entries(draft ?? {})) blocks.set(key, value);
      const featuredIds = (blocks.get('featuredProductIds') ?? []) as string[];
      const featured = await ctx.loaders.product.loadMany(featuredIds);
      // The blocks are JSON of the SDL's shapes, as the seed and the back office write them.
      return {
        hero: blocks.get('hero') as Hero,
        announcements: (blocks.get('announcements') ?? []) as readonly Announcement[],
        services: (blocks.get('services') ?? []) as readonly Service[],
        featuredProducts: featured.filter(
          (product): product is ProductRecord =>
            product !== null && !(product instanceof Error) && product.is_published,
        ),
      };
    },
  },
} satisfies Resolvers;
