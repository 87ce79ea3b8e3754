/**
 * Moderation in the back office (editors and admins): the list of reviews, pending first, and
 * the decisions. Each decision is one conditional update, recorded in the activity log in the
 * same transaction; one that changes what the shop shows also marks the product as changed and,
 * once committed, asks the publisher for its page.
 */
import type { ApiContext } from '../../core/context.ts';
import type { DataAccess } from '../../core/data-access.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { pageOf, pageWindow } from '../../core/paging.ts';
import { publishReason } from '../backoffice/product-writes.ts';
import { requireStaff } from '../staff/roles.ts';
import type { Decision, ReviewStatus } from './review-store.ts';

const ALREADY_DECIDED = 'Esta avaliação já foi decidida.';
const NOT_PUBLIC = 'Esta avaliação não está publicada.';

interface Move {
  readonly from: ReviewStatus;
  readonly to: ReviewStatus;
  readonly action: string;
  /** The activity log's sentence, e.g. `Avaliação 4 do produto 3 aprovada.` */
  readonly verb: string;
  readonly refusal: string;
}

const MOVES = {
  approve: {
    from: 'PENDING',
    to: 'APPROVED',
    action: 'review.approve',
    verb: 'aprovada e publicada',
    refusal: ALREADY_DECIDED,
  },
  reject: {
    from: 'PENDING',
    to: 'REJECTED',
    action: 'review.reject',
    verb: 'rejeitada',
    refusal: ALREADY_DECIDED,
  },
  remove: {
    from: 'APPROVED',
    to: 'REJECTED',
    action: 'review.remove',
    verb: 'removida da loja',
    refusal: NOT_PUBLIC,
  },
} as const satisfies Record<string, Move>;

/** True when the decision changed which reviews the product's page shows. */
export function changesPublicReviews(decision: Decision): boolean {
  return decision.previous === 'APPROVED' || decision.status === 'APPROVED';
}

async function staffReview(data: DataAccess, id: string) {
  // The decided review is found by id among all states: pages are small, so a page of one.
  const review = await data.reviews.staffById(id);
  if (!review) throw notFound('Avaliação não encontrada.');
  return review;
}

async function decide(ctx: ApiContext, id: string, move: Move) {
  const member = await requireStaff(ctx, 'REVIEWS');
  const who = { id: member.id, name: member.name };
  const decision = await ctx.data.transaction(async (tx) => {
    const decided = await tx.reviews.decide(id, move.from, move.to, member.name, ctx.now);
    if (!decided) {
      await staffReview(tx, id);
      throw forbidden(move.refusal);
    }
    await tx.activity.record(
      who,
      {
        action: move.action,
        subjectType: 'REVIEW',
        subjectId: id,
        summary: `Avaliação ${id} do produto ${decided.productId} ${move.verb}.`,
      },
      ctx.now,
    );
    if (changesPublicReviews(decided)) await tx.reviews.touchProducts([decided.productId], ctx.now);
    return decided;
  });
  if (changesPublicReviews(decision)) {
    void ctx.publish(
      [decision.productId],
      publishReason(`Avaliação ${id} do produto ${decision.productId} ${move.verb}`, who),
    );
  }
  return staffReview(ctx.data, id);
}

export const moderationResolvers = {
  Query: {
    async staffReviews(_, args, ctx) {
      await requireStaff(ctx, 'REVIEWS');
      const window = pageWindow(args, 25, 100);
      return pageOf(
        window,
        await ctx.data.reviews.staffPage(args.status ?? null, window.offset, window.pageSize),
      );
    },
  },
  Mutation: {
    approveReview: (_, args, ctx) => decide(ctx, args.id, MOVES.approve),
    rejectReview: (_, args, ctx) => decide(ctx, args.id, MOVES.reject),
    removeReview: (_, args, ctx) => decide(ctx, args.id, MOVES.remove),
  },
} satisfies Resolvers;
