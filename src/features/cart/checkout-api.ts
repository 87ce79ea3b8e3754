/** The checkout's own API calls: placing the order, and what paying by card needs. */
import { api } from '~/lib/api/api';
import {
  CheckoutCreditCardsDocument,
  InstallmentPlanDocument,
  PlaceOrderDocument,
} from '~/lib/graphql/generated/graphql';
import type {
  CheckoutCreditCardsQuery,
  InstallmentPlanQuery,
  PlaceOrderInput,
  PlaceOrderMutation,
} from '~/lib/graphql/generated/graphql';

export type PlacedOrder = PlaceOrderMutation['placeOrder'];
export type { PlaceOrderInput };
export type InstallmentOption = InstallmentPlanQuery['installmentPlan'][number];
export type CheckoutCard = CheckoutCreditCardsQuery['creditCards'][number];

/** Places the order; sending the same `idempotencyKey` again answers the same order. */
export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  const { placeOrder: order } = await api.request(PlaceOrderDocument, { input }, { auth: true });
  return order;
}

/** The choices of `Parcelas` for a card payment of `total` reais, as the API computes them. */
export async function fetchInstallmentPlan(
  total: number,
  signal: AbortSignal,
): Promise<InstallmentOption[]> {
  const { installmentPlan } = await api.request(InstallmentPlanDocument, { total }, { signal });
  return installmentPlan;
}

/** The customer's saved cards (brand and last four digits). */
export async function fetchCheckoutCards(signal: AbortSignal): Promise<CheckoutCard[]> {
  const { creditCards } = await api.request(CheckoutCreditCardsDocument, undefined, {
    auth: true,
    signal,
  });
  return creditCards;
}
