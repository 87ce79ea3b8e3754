/**
 * Reviews as shoppers meet them: a customer reviews a product from a delivered pedido (once), and
 * reads their own reviews; anyone reads a product's approved ones, and the build reads the
 * figures of every product that has some.
 */
import type { ApiContext } from '../../core/context.ts';
import { forbidden } from '../../core/errors.ts';
import { pageOf, pageWindow } from '../../core/paging.ts';
import type { PageArgs } from '../../core/paging.ts';
import { checkReview } from './review-input.ts';
import type { ReviewText } from './review-input.ts';
import type { RatingSummary } from './review-store.ts';

/** How many of the newest reviews a product page shows (and the build fetches). */
export const LATEST_REVIEWS = 5;
const MAX_RATINGS_PAGE = 100;

export const NOT_DELIVERED = 'Só é possível avaliar produtos de pedidos entregues.';
export const ALREADY_REVIEWED = 'Você já avaliou este produto.';

interface ReviewArgs {
  readonly input: ReviewText & { readonly requestId: string; readonly productId: string };
}

export const reviewResolvers = {
  Query: {
    async productRatings(
      _: unknown,
      args: { after?: string | null; pageSize?: number | null; productIds?: string[] | null },
      ctx: ApiContext,
    ) {
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

    async productReviews(_: unknown, args: PageArgs & { productId: string }, ctx: ApiContext) {
      const window = pageWindow(args, 10, 50);
      const [summary, items] = await Promise.all([
        ctx.data.reviews.summaryOf(args.productId),
        ctx.data.reviews.publicPage(args.productId, window.offset, window.pageSize),
      ]);
      return pageOf(window, { items, total: summary?.count ?? 0 });
    },

    async myReviews(_: unknown, __: unknown, ctx: ApiContext) {
      const customer = await ctx.requireCustomer();
      return ctx.data.reviews.ofCustomer(customer.id);
    },
  },

  Mutation: {
    async reviewProduct(_: unknown, { input }: ReviewArgs, ctx: ApiContext) {
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
};
