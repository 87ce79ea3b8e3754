/**
 * What a customer paid for some units of a pedido, in cents: the lines' price less their share
 * of the Pix discount, rounded so the shares of every unit never add up to more than was paid
 * for the items; the freight is added once, for a withdrawal (CDC art. 49 returns all of it).
 */
import type { RequestItemRecord, RequestRecord } from '../orders/request-store.ts';

function cents(reais: number): number {
  return Math.round(reais * 100);
}

function itemsCents(request: Pick<RequestRecord, 'items'>): number {
  return request.items.reduce((sum, item) => sum + cents(item.unitPrice) * item.quantity, 0);
}

/** What was paid for `quantity` units of `line`. */
export function paidForUnits(
  request: Pick<RequestRecord, 'items' | 'discount'>,
  line: Pick<RequestItemRecord, 'unitPrice'>,
  quantity: number,
): number {
  const gross = cents(line.unitPrice) * quantity;
  const all = itemsCents(request);
  if (all === 0) return 0;
  const discountShare = Math.ceil((cents(request.discount) * gross) / all);
  return Math.max(0, gross - discountShare);
}

/** The pedido's freight, in cents (0 when it had none). */
export function freightCents(request: Pick<RequestRecord, 'freight'>): number {
  return request.freight === null ? 0 : cents(request.freight.price);
}
