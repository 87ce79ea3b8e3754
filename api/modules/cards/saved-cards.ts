/**
 * The provider's side of saved cards, for the cards' resolvers and the account's deletion: the
 * provider's customer of a shop customer (found or made once, then recorded), and removing cards
 * at the provider before the shop forgets them. Provider failures become the API's errors.
 */
import { badUserInput, paymentUnavailable } from '../../core/errors.ts';
import type { ApiContext } from '../../core/context.ts';
import { PaymentProviderError } from '../../providers/payments/provider.ts';
import type { CardRecord } from './card-store.ts';

/**
 * A provider call about saved cards, its failure as the API's error: the provider unreachable
 * or refusing the shop's credentials is PAYMENT_UNAVAILABLE (logged); a refusal of the request
 * says why, on `field`.
 */
export async function atProvider<T>(
  ctx: ApiContext,
  field: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn(`payments: saved card call failed (${error.detail})`);
    if (error.kind === 'unavailable' || error.kind === 'unauthorized') throw paymentUnavailable();
    throw badUserInput([{ field, message: error.message }]);
  }
}

/** The customer whose cards these are, as the provider's customer is made from them. */
export interface CardHolder {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly cpf: string | null;
}

/** The provider's customer of `customer`, found or made (and recorded) the first time. */
export async function paymentCustomerOf(ctx: ApiContext, customer: CardHolder): Promise<string> {
  const recorded = await ctx.data.customers.paymentCustomerIdOf(customer.id);
  if (recorded !== null) return recorded;
  const id = await atProvider(ctx, 'token', () =>
    ctx.payments.customerFor({
      email: customer.email,
      name: customer.name,
      cpf: (customer.cpf ?? '').replace(/\D/g, ''),
    }),
  );
  await ctx.data.customers.setPaymentCustomerId(customer.id, id);
  return (await ctx.data.customers.paymentCustomerIdOf(customer.id)) ?? id;
}

/** Removes `cards` of `customer` at the provider (before the shop forgets them). */
export async function removeAtProvider(
  ctx: ApiContext,
  customer: CardHolder,
  cards: readonly CardRecord[],
): Promise<void> {
  if (cards.length === 0) return;
  const paymentCustomer = await ctx.data.customers.paymentCustomerIdOf(customer.id);
  // Never saved at a provider's customer: nothing there to remove.
  if (paymentCustomer === null) return;
  for (const card of cards) {
    await atProvider(ctx, 'id', () =>
      ctx.payments.removeCard(paymentCustomer, card.providerCardId),
    );
  }
}
