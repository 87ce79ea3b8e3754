/** The checkout's API calls: the address of a CEP and placing the order. */
import { api } from '~/lib/api/api';
import { AddressByCepDocument, PlaceOrderDocument } from '~/lib/graphql/generated/graphql';
import type {
  AddressByCepQuery,
  PlaceOrderInput,
  PlaceOrderMutation,
} from '~/lib/graphql/generated/graphql';

export type CepAddress = AddressByCepQuery['addressByCep'];
export type PlacedOrder = PlaceOrderMutation['placeOrder'];
export type { PlaceOrderInput };

export async function fetchAddressByCep(cep: string): Promise<CepAddress> {
  const { addressByCep } = await api.request(AddressByCepDocument, { cep });
  return addressByCep;
}

/** Places the order; sending the same `idempotencyKey` again answers the same order. */
export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  const { placeOrder: order } = await api.request(PlaceOrderDocument, { input }, { auth: true });
  return order;
}
