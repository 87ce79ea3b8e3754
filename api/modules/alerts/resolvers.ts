/**
 * The API of `Avise-me quando chegar`: shoppers ask (`requestStockAlert`) and cancel through
 * their notice's link (`cancelStockAlert`); editors and admins list a product's requests
 * (`productStockAlerts`). Shoppers' requests are not staff changes: nothing goes to the
 * activity log. With the captcha on, asking needs a confirmed token (`api/guards/captcha.ts`).
 */
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { notFound } from '../../core/errors.ts';
import { pageOf, pageWindow } from '../../core/paging.ts';
import { sha256Hex } from '../../core/secrets.ts';
import { validated } from '../../core/validation.ts';
import { checkEmail } from '../../../contract/validation.ts';
import { requireStaff } from '../staff/roles.ts';
import { retentionCutoff } from './retention.ts';
import { requestStockAlert } from './stock-alerts.ts';

const MAX_PAGE_SIZE = 50;

export const UNKNOWN_CANCEL_LINK =
  'Este link de cancelamento não vale: confira se ele foi copiado inteiro do e-mail.';

export const stockAlertResolvers = {
  Query: {
    async productStockAlerts(_, args, ctx) {
      await requireStaff(ctx, 'CATALOGUE');
      const window = pageWindow(args, 20, MAX_PAGE_SIZE);
      await ctx.data.stockAlerts.deleteOlderThan(retentionCutoff(ctx.now));
      const found = await ctx.data.stockAlerts.pageOf(
        args.productId,
        window.offset,
        window.pageSize,
      );
      return { ...pageOf(window, found), waiting: found.waiting };
    },
  },

  Mutation: {
    async requestStockAlert(_, args, ctx) {
      const { email } = validated({ email: checkEmail(args.email) });
      await ctx.human.require();
      await ctx.guard.write('stockAlerts', ctx.clientAddress);
      await requestStockAlert(
        ctx.data,
        { productId: args.productId, email },
        ctx.now,
        ctx.guard.limits.stockAlertsPerEmail,
      );
      return { productId: args.productId, email };
    },

    async cancelStockAlert(_, args, ctx) {
      const productId = await ctx.data.stockAlerts.cancelByToken(
        sha256Hex(args.token.trim()),
        ctx.now,
      );
      if (productId === null) throw notFound(UNKNOWN_CANCEL_LINK);
      const product = await ctx.loaders.product.load(productId);
      return { productId, productName: product?.name ?? '' };
    },
  },
} satisfies Resolvers;
