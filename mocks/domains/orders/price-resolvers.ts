/** A product's price by Pix and in card installments, by the rules `placeOrder` and the settings hold. */
import type { MockContext } from '../../api/context.ts';
import { toCents } from '../../store/codecs.ts';
import type { ProductRecord } from '../catalogue/product-store.ts';
import { installmentsOf, pixDiscountCents } from './payment-prices.ts';

export const priceResolvers = {
  Product: {
    pixPrice(product: ProductRecord, _: unknown, ctx: MockContext): number {
      const price = toCents(product.price);
      return (price - pixDiscountCents(price, ctx.orderSettings.pixDiscountPercent)) / 100;
    },
    installments(product: ProductRecord, _: unknown, ctx: MockContext) {
      const { count, amountCents } = installmentsOf(
        toCents(product.price),
        ctx.orderSettings.installments,
      );
      return { count, amount: amountCents / 100 };
    },
  },
};
