/** homeContent: the home page's blocks as stored, and the featured products still on sale. */
import type { ApiContext } from '../../core/context.ts';
import { previewedHomeDraft } from '../backoffice/preview.ts';

export const homeResolvers = {
  Query: {
    async homeContent(_: unknown, __: unknown, ctx: ApiContext) {
      const blocks = await ctx.data.content.all();
      const draft = (await previewedHomeDraft(ctx)) as Record<string, unknown> | null;
      for (const [key, value] of Object.entries(draft ?? {})) blocks.set(key, value);
      const featuredIds = (blocks.get('featuredProductIds') ?? []) as string[];
      const featured = await ctx.loaders.product.loadMany(featuredIds);
      return {
        hero: blocks.get('hero'),
        announcements: blocks.get('announcements') ?? [],
        services: blocks.get('services') ?? [],
        featuredProducts: featured.filter(
          (product) => product !== null && !(product instanceof Error) && product.is_published,
        ),
      };
    },
  },
};
