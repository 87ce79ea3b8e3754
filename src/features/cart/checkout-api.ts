/** The checkout's own API call: placing the order. */
import { api } from '~/lib/api/api';
import { PlaceOrderDocument } from '~/lib/graphql/generated/graphql';
import type { PlaceOrderInput, PlaceOrderMutation } from '~/lib/graphql/generated/graphql';

export type PlacedOrder = PlaceOrderMutation['placeOrder'];
export type { PlaceOrderInput };

/** Places the order; sending the same `idempotencyKey` again answers the same order. */
export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  const { placeOrder: order } = await api.request(PlaceOrderDocument, { input }, { auth: true });
  return order;
}
