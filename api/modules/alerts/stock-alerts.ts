/**
 * `Avise-me quando chegar`: a shopper (logged in or not) leaves an e-mail on a published,
 * out-of-stock product; when an editor's change brings the product back (out of the shop or
 * without stock before, in the shop with stock after), every waiting request gets exactly one
 * notice, written in the editor's transaction with the mark that it was sent, so a retried or a
 * second change never sends it again.
 */
import type { DataAccess } from '../../core/data-access.ts';
import { badUserInput, forbidden, productNotFound } from '../../core/errors.ts';
import { randomToken, sha256Hex } from '../../core/secrets.ts';
import type { ProductRecord } from '../catalogue/product-store.ts';
import type { Mailer } from '../messages/mailer.ts';
import { backInStockEmail, cancelPageUrl } from './back-in-stock-notice.ts';
import { retentionCutoff } from './retention.ts';

export const IN_STOCK_REFUSAL = 'Este produto está em estoque: você já pode comprá-lo.';

export function tooManyWaiting(limit: number): string {
  return `Este e-mail já tem ${limit} pedidos de aviso aguardando, o máximo. Aguarde algum deles chegar.`;
}

/**
 * Records that `email` (checked, lower case) wants to know when product `productId` is back. A
 * request already waiting for the same product and e-mail stands, and the answer is the same,
 * so nobody learns from it who asked before.
 */
export function requestStockAlert(
  data: DataAccess,
  request: { productId: string; email: string },
  now: number,
  perEmail: number,
): Promise<void> {
  return data.transaction(async (tx) => {
    await tx.stockAlerts.lockAddress(request.email);
    const product = await tx.stockAlerts.availability(request.productId);
    if (!product?.published) throw productNotFound();
    if (product.quantity > 0) {
      throw badUserInput([{ field: 'productId', message: IN_STOCK_REFUSAL }]);
    }
    await tx.stockAlerts.deleteOlderThan(retentionCutoff(now));
    if ((await tx.stockAlerts.waitingElsewhere(request.email, request.productId)) >= perEmail) {
      throw forbidden(tooManyWaiting(perEmail));
    }
    await tx.stockAlerts.add(request.productId, request.email, now);
  });
}

function inShop(product: ProductRecord): boolean {
  return product.is_published && product.deleted_at === null && product.quantity > 0;
}

/**
 * Inside the transaction of an editor's change from `before` to `after`: when the product came
 * back to the shop, notifies each request waiting for it once (requests past the retention
 * bound are deleted first, so they lapse unanswered).
 */
export async function announceBackInStock(
  tx: DataAccess,
  before: ProductRecord,
  after: ProductRecord,
  now: number,
  mailer: Mailer,
): Promise<number> {
  if (inShop(before) || !inShop(after)) return 0;
  await tx.stockAlerts.deleteOlderThan(retentionCutoff(now));
  let sent = 0;
  for (const request of await tx.stockAlerts.lockWaiting(after.id)) {
    const token = randomToken();
    if (!(await tx.stockAlerts.markNotified(request.id, sha256Hex(token), now))) continue;
    const email = await backInStockEmail(mailer.siteUrl, after, token);
    await mailer.mail(
      {
        to: request.email,
        ...email,
        listUnsubscribe: cancelPageUrl(mailer.siteUrl, token),
      },
      tx,
    );
    sent += 1;
  }
  return sent;
}
