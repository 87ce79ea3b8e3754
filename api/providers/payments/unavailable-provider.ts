/**
 * The provider of an API started without one (the browser demo, which has no payment stand-in
 * of its own): every call fails as `unavailable`, every notification is refused. Nothing is
 * charged, so nothing is lost: a pedido placed meanwhile waits and expires as usual.
 */
import { PaymentProviderError, UNAVAILABLE_MESSAGE } from './provider.ts';
import type { PaymentProvider } from './provider.ts';

export function unavailablePaymentProvider(reason: string): PaymentProvider {
  const fail = async (): Promise<never> => {
    throw new PaymentProviderError('unavailable', UNAVAILABLE_MESSAGE, reason);
  };
  return {
    create: fail,
    get: fail,
    refund: fail,
    cancel: fail,
    customerFor: fail,
    saveCard: fail,
    removeCard: fail,
    checkNotification: async () => ({ ok: false, reason: 'forged' }),
  };
}

/**
 * A provider known only later (once the API listens, its notification URL is known): calls
 * before `resolve` fail as unavailable.
 */
export function deferredPaymentProvider(): PaymentProvider & {
  resolve(provider: PaymentProvider): void;
} {
  let current = unavailablePaymentProvider('the payment provider is not started yet');
  return {
    resolve(provider) {
      current = provider;
    },
    create: (request) => current.create(request),
    get: (chargeId) => current.get(chargeId),
    refund: (chargeId, request) => current.refund(chargeId, request),
    cancel: (chargeId, key) => current.cancel(chargeId, key),
    customerFor: (customer) => current.customerFor(customer),
    saveCard: (customerId, token) => current.saveCard(customerId, token),
    removeCard: (customerId, cardId) => current.removeCard(customerId, cardId),
    checkNotification: (request) => current.checkNotification(request),
  };
}
