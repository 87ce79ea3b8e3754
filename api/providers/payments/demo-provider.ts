/**
 * The browser demo's provider (the `system` provider of payment modules: for trying the shop,
 * never for money): charges kept in memory for the tab's life, no network, no notifications. A
 * card is approved at once; a Pix carries a dynamic BR Code and a boleto a linha digitável, both
 * pending until they expire, since no bank can pay them here. Calls are idempotent by key, like
 * a real provider's. Saved cards are kept by whatever `savedCards` the demo wires in.
 */
import { boletoFor } from '../../modules/orders/boleto.ts';
import { SAO_PAULO_OFFSET } from '../../modules/orders/expiry.ts';
import { dynamicPixPayload, pixQrCodeDataUrl } from '../../modules/orders/pix.ts';
import { PaymentProviderError } from './provider.ts';
import type { Charge, PaymentProvider, SavedCards } from './provider.ts';

const DAY = 24 * 60 * 60 * 1000;

export function createDemoProvider(options: {
  /** The Pix receiver (PIX_MERCHANT_NAME, PIX_MERCHANT_CITY). */
  readonly merchant: { readonly name: string; readonly city: string };
  /** Where customers' cards are saved. */
  readonly savedCards: SavedCards;
  readonly now?: () => number;
}): PaymentProvider {
  const now = options.now ?? (() => Date.now());
  const charges = new Map<string, Charge>();
  const byKey = new Map<string, string>();
  let seq = 0;

  function current(id: string): Charge {
    const charge = charges.get(id);
    if (!charge) throw new PaymentProviderError('not_found', 'Pagamento não encontrado.', id);
    if (charge.status === 'pending' && charge.expiresAt !== null && now() >= charge.expiresAt) {
      const expired: Charge = { ...charge, status: 'expired' };
      charges.set(id, expired);
      return expired;
    }
    return charge;
  }

  return {
    customerFor: (customer) => options.savedCards.customerFor(customer),
    saveCard: (customerId, token) => options.savedCards.saveCard(customerId, token),
    removeCard: (customerId, cardId) => options.savedCards.removeCard(customerId, cardId),

    async create(request) {
      const earlier = byKey.get(request.idempotencyKey);
      if (earlier !== undefined) return current(earlier);
      seq += 1;
      const id = `demo_${seq}_${now().toString(36)}`;
      const { method } = request;
      const base = {
        id,
        reference: request.reference,
        amountCents: request.amountCents,
        refundedCents: 0,
        declineReason: null,
        cardLast4: null,
        pix: null,
        boleto: null,
        payLink: null,
      };
      let charge: Charge;
      if (method.type === 'card') {
        charge = {
          ...base,
          method: 'card',
          status: 'paid',
          installments: method.installments,
          expiresAt: null,
          paidAt: now(),
        };
      } else {
        const pending = {
          ...base,
          status: 'pending' as const,
          installments: 1,
          expiresAt: method.expiresAt,
          paidAt: null,
        };
        if (method.type === 'pix') {
          const code = dynamicPixPayload(options.merchant, `pix.demo.invalid/v2/cob/${id}`);
          charge = {
            ...pending,
            method: 'pix',
            pix: { code, qrCodeDataUrl: await pixQrCodeDataUrl(code) },
          };
        } else {
          const dueDay = Math.floor((method.expiresAt - 1 - SAO_PAULO_OFFSET) / DAY) * DAY;
          charge = {
            ...pending,
            method: 'boleto',
            boleto: boletoFor(String(seq), request.amountCents / 100, dueDay),
          };
        }
      }
      charges.set(id, charge);
      byKey.set(request.idempotencyKey, id);
      return charge;
    },

    async get(chargeId) {
      return current(chargeId);
    },

    async refund(chargeId, request) {
      const charge = current(chargeId);
      const left = charge.amountCents - charge.refundedCents;
      const amount = request.amountCents ?? left;
      const paid = charge.status === 'paid' || charge.status === 'partially_refunded';
      if (!paid || amount < 1 || amount > left) {
        throw new PaymentProviderError(
          'rejected',
          'Este pagamento não pode ser reembolsado nesse valor.',
          `${chargeId}: not refundable`,
        );
      }
      const refunded = charge.refundedCents + amount;
      charges.set(chargeId, {
        ...charge,
        refundedCents: refunded,
        status: refunded === charge.amountCents ? 'refunded' : 'partially_refunded',
      });
      return { id: `${chargeId}_r${refunded}`, chargeId, amountCents: amount, status: 'succeeded' };
    },

    async cancel(chargeId) {
      const charge = current(chargeId);
      if (charge.status === 'cancelled') return charge;
      if (charge.status !== 'pending') {
        throw new PaymentProviderError(
          'rejected',
          'Este pagamento não pode mais ser cancelado.',
          `${chargeId}: not cancellable`,
        );
      }
      const cancelled: Charge = { ...charge, status: 'cancelled' };
      charges.set(chargeId, cancelled);
      return cancelled;
    },

    async checkNotification() {
      return { ok: false, reason: 'forged' };
    },
  };
}
