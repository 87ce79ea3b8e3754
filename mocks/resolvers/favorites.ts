/** The customer's favorites: ids kept most recent first; products beyond the catalogue are skipped. */
import type { MockContext } from '../context.ts';
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
    addFavorite(_: unknown, args: { productId: string }, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      const product = findProduct(ctx, args.productId);
      const ids = ctx.state.favorites.get(customer.id) ?? [];
      if (!ids.includes(product.id)) ctx.state.favorites.set(customer.id, [product.id, ...ids]);
      return product;
    },

    removeFavorite(_: unknown, args: { productId: string }, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      const product = findProduct(ctx, args.productId);
      const ids = ctx.state.favorites.get(customer.id) ?? [];
      ctx.state.favorites.set(
        customer.id,
        ids.filter((id) => id !== product.id),
      );
      return product;
    },
  },
};
