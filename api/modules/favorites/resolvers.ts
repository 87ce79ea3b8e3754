/** The customer's favorites: most recent first, only products still on sale. */
import type { ApiContext } from '../../core/context.ts';
import { forbidden } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { MAX_FAVORITES } from '../../core/constants.ts';
import { findProduct } from '../catalogue/find-product.ts';
import type { ProductRecord } from '../catalogue/product-store.ts';

/** The viewer's favorite products that are still published, most recent first. */
async function favoriteProducts(ctx: ApiContext): Promise<ProductRecord[]> {
  const customer = await ctx.requireCustomer();
  const ids = await ctx.data.favorites.idsOf(customer.id);
  const products = await ctx.loaders.product.loadMany(ids);
  return products.filter(
    (product): product is ProductRecord =>
      product !== null && !(product instanceof Error) && product.is_published,
  );
}

export const favoriteResolvers = {
  Query: {
    favorites: (_, __, ctx) => favoriteProducts(ctx),
    favoriteIds: async (_, __, ctx) => (await favoriteProducts(ctx)).map((product) => product.id),
  },

  Mutation: {
    async addFavorite(_, args, ctx) {
      const customer = await ctx.requireCustomer();
      const product = await findProduct(ctx, args.productId);
      const ids = await ctx.data.favorites.idsOf(customer.id);
      if (ids.includes(product.id)) return product;
      if (ids.length >= MAX_FAVORITES) {
        throw forbidden(
          `Você já tem ${MAX_FAVORITES} favoritos, o máximo: remova algum para adicionar outro.`,
        );
      }
      await ctx.guard.write('favorites', customer.id);
      await ctx.data.favorites.add(customer.id, product.id);
      return product;
    },

    async removeFavorite(_, args, ctx) {
      const customer = await ctx.requireCustomer();
      const product = await findProduct(ctx, args.productId);
      const ids = await ctx.data.favorites.idsOf(customer.id);
      if (ids.includes(product.id)) await ctx.guard.write('favorites', customer.id);
      await ctx.data.favorites.remove(customer.id, product.id);
      return product;
    },
  },
} satisfies Resolvers;
