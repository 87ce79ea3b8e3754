/** A product's price by Pix and in card installments, by the rules `placeOrder` and the settings hold. */
import type { ApiContext } from '../../core/context.ts';
import { toCents } from '../../db/codecs.ts';
import type { ProductRecord } from '../catalogue/product-store.ts';
import { installmentsOf } from '../../providers/payments/installments.ts';
import { pixDiscountCents } from './payment-prices.ts';

export const priceResolvers = {
  Product: {
    pixPrice(product: ProductRecord, _: unknown, ctx: ApiContext): number {
      const price = toCents(product.price);
      return (price - pixDiscountCents(price, ctx.orderSettings.pixDiscountPercent)) / 100;
    },
    installments(product: ProductRecord, _: unknown, ctx: ApiContext) {
      const { count, amountCents } = installmentsOf(
        toCents(product.price),
        ctx.orderSettings.installments,
      );
      return { count, amount: amountCents / 100 };
    },
  },
};
