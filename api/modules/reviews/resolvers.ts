/**
 * Reviews as shoppers meet them: a customer reviews a product from a delivered pedido (once), and
 * reads their own reviews; anyone reads a product's approved ones, and the build reads the
 * figures of every product that has some.
 */
import { forbidden } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { pageOf, pageWindow } from '../../core/paging.ts';
import { checkReview } from './review-input.ts';
import type { RatingSummary } from './review-store.ts';

/** How many of the newest reviews a product page shows (and the build fetches). */
export const LATEST_REVIEWS = 5;
const MAX_RATINGS_PAGE = 100;

export const NOT_DELIVERED = 'Só é possível avaliar produtos de pedidos entregues.';
export const ALREADY_REVIEWED = 'Você já avaliou este produto.';

export const reviewResolvers = {
  Query: {
    async productRatings(_, args, ctx) {
      const { pageSize } = pageWindow(
        { pageSize: args.pageSize },
        MAX_RATINGS_PAGE,
        MAX_RATINGS_PAGE,
      );
      const summaries = await ctx.data.reviews.summaries({
        after: args.after ?? null,
        limit: pageSize,
        ...(args.productIds ? { only: args.productIds } : {}),
      });
      const latest = await ctx.data.reviews.latestOf(
        summaries.map((summary) => summary.productId),
        LATEST_REVIEWS,
      );
      return {
        items: summaries.map((summary: RatingSummary) => ({
          ...summary,
          latest: latest.get(summary.productId) ?? [],
        })),
        endCursor: summaries.length < pageSize ? null : (summaries.at(-1)?.productId ?? null),
      };
    },

    async productReviews(_, args, ctx) {
      const window = pageWindow(args, 10, 50);
      const [summary, items] = await Promise.all([
        ctx.data.reviews.summaryOf(args.productId),
        ctx.data.reviews.publicPage(args.productId, window.offset, window.pageSize),
      ]);
      return pageOf(window, { items, total: summary?.count ?? 0 });
    },

    async myReviews(_, __, ctx) {
      const customer = await ctx.requireCustomer();
      return ctx.data.reviews.ofCustomer(customer.id);
    },
  },

  Mutation: {
    async reviewProduct(_, { input }, ctx) {
      const customer = await ctx.requireCustomer();
      const review = checkReview(input);
      return ctx.data.transaction(async (tx) => {
        if (!(await tx.reviews.receivedIn(customer.id, input.requestId, input.productId))) {
          throw forbidden(NOT_DELIVERED);
        }
        const added = await tx.reviews.add(
          {
            ...review,
            customerId: customer.id,
            requestId: input.requestId,
            productId: input.productId,
          },
          ctx.now,
        );
        if (!added) throw forbidden(ALREADY_REVIEWED);
        return added;
      });
    },
  },
} satisfies Resolvers;
