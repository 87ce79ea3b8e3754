/** A product's price by Pix and in card installments, by the rules `placeOrder` and the settings hold. */
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { toCents } from '../../db/codecs.ts';
import { installmentsOf } from '../../providers/payments/installments.ts';
import { pixDiscountCents } from './payment-prices.ts';

export const priceResolvers = {
  Product: {
    pixPrice(product, _, ctx) {
      const price = toCents(product.price);
      return (price - pixDiscountCents(price, ctx.orderSettings.pixDiscountPercent)) / 100;
    },
    installments(product, _, ctx) {
      const { count, amountCents } = installmentsOf(
        toCents(product.price),
        ctx.orderSettings.installments,
      );
      return { count, amount: amountCents / 100 };
    },
  },
} satisfies Resolvers;
