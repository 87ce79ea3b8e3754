/** The customer's favorites: ids kept most recent first; products beyond the catalogue are skipped. */
import { MAX_FAVORITES } from '../constants.ts';
import type { MockContext } from '../context.ts';
import { forbidden } from '../errors.ts';
import { findProduct } from './catalogue.ts';

function favoriteIds(ctx: MockContext): string[] {
  const customer = ctx.requireCustomer();
  return (ctx.state.favorites.get(customer.id) ?? []).filter(
    (id) => ctx.catalogue.parseId(id) !== null,
  );
}

export const favoriteResolvers = {
  Query: {
    favorites: (_: unknown, __: unknown, ctx: MockContext) =>
      favoriteIds(ctx).map((id) => ctx.catalogue.product(Number(id))),
    favoriteIds: (_: unknown, __: unknown, ctx: MockContext) => favoriteIds(ctx),
  },

  Mutation: {
    async addFavorite(_: unknown, args: { productId: string }, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      const product = findProduct(ctx, args.productId);
      const ids = ctx.state.favorites.get(customer.id) ?? [];
      if (ids.includes(product.id)) return product;
      if (ids.length >= MAX_FAVORITES) {
        throw forbidden(
          `Você já tem ${MAX_FAVORITES} favoritos, o máximo: remova algum para adicionar outro.`,
        );
      }
      await ctx.guard.write('favorites', customer.id);
      ctx.state.favorites.set(customer.id, [
        product.id,
        ...(ctx.state.favorites.get(customer.id) ?? []),
      ]);
      return product;
    },

    async removeFavorite(_: unknown, args: { productId: string }, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      const product = findProduct(ctx, args.productId);
      const ids = ctx.state.favorites.get(customer.id) ?? [];
      if (ids.includes(product.id)) await ctx.guard.write('favorites', customer.id);
      ctx.state.favorites.set(
        customer.id,
        ids.filter((id) => id !== product.id),
      );
      return product;
    },
  },
};
