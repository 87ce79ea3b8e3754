/**
 * The one face of the payment provider that the rest of the API uses: create a charge for a
 * pedido (card with a provider's token and installments, Pix, boleto), read it, refund all or
 * part, cancel it while unpaid, check a notification the provider sent, and keep a customer's
 * saved cards where the provider keeps them (its customer and the customer's cards). Which provider runs
 * (`choose-provider.ts`) is invisible behind it: every amount is in integer cents, every state
 * one of `ChargeStatus`, every reason shown to a shopper in Portuguese.
 */

export type ChargeMethod = 'card' | 'pix' | 'boleto';

import type { CardBrand } from '../../../contract/card-brands.ts';

export type { CardBrand };

/**
 * Where a charge stands, as a Brazilian PSP puts it: `pending` waits for the payer (a Pix or a
 * boleto) or for the provider's review; `paid` is approved and settled; a refund makes it
 * `partially_refunded` or `refunded`; `declined` was refused (see `declineReason`); `cancelled`
 * was called off unpaid; `expired` ran out of time unpaid.
 */
export type ChargeStatus =
  'pending' | 'paid' | 'partially_refunded' | 'refunded' | 'declined' | 'cancelled' | 'expired';

/** Who pays: the pedido's buyer and delivery address (a boleto is registered in the payer's name). */
export interface Payer {
  readonly name: string;
  readonly email: string;
  /** Eleven digits. */
  readonly cpf: string;
  readonly address: {
    /** Eight digits. */
    readonly cep: string;
    readonly street: string;
    readonly number: string;
    readonly district: string;
    readonly city: string;
    /** Two letters, e.g. `SP`. */
    readonly state: string;
  };
}

export type ChargeMethodRequest =
  /**
   * `token`: what the provider's card form answered for the card; used once. A saved card's token
   * is made from the card and its security code typed again, and `customerId` is the provider's
   * customer the card is saved under (the payer); absent for a new card.
   */
  | {
      readonly type: 'card';
      readonly token: string;
      readonly brand: CardBrand;
      readonly installments: number;
      readonly customerId?: string;
    }
  /** `expiresAt`: the first moment the Pix can no longer be paid. */
  | { readonly type: 'pix'; readonly expiresAt: number }
  /** `expiresAt`: the first moment after the boleto's due date (its end, in São Paulo). */
  | { readonly type: 'boleto'; readonly expiresAt: number };

export interface ChargeRequest {
  /**
   * The same key always answers the same charge: a retry after a lost answer finds the charge it
   * made instead of charging again.
   */
  readonly idempotencyKey: string;
  /** The pedido's number (`PED-…`): how the charge and the pedido find each other. */
  readonly reference: string;
  /** What the payer's statement or bank app shows. */
  readonly description: string;
  /** The API's own total of the pedido. */
  readonly amountCents: number;
  readonly payer: Payer;
  readonly method: ChargeMethodRequest;
}

/** A link for the payer: the provider's page to pay (or see) the charge. */
export interface PayLink {
  readonly url: string;
  /** Its text, in Portuguese. */
  readonly label: string;
}

export interface Charge {
  /** The provider's id of the charge. */
  readonly id: string;
  readonly reference: string;
  readonly method: ChargeMethod;
  readonly status: ChargeStatus;
  readonly amountCents: number;
  readonly refundedCents: number;
  /** 1 for Pix and boleto. */
  readonly installments: number;
  /** Why a `declined` charge was refused, in Portuguese; null otherwise. */
  readonly declineReason: string | null;
  /** A card charge's last four digits. */
  readonly cardLast4: string | null;
  /** A Pix charge's BR Code ("Pix copia e cola") and its QR code as a PNG data URL. */
  readonly pix: { readonly code: string; readonly qrCodeDataUrl: string } | null;
  /** A boleto's linha digitável (47 digits) and bar code (44 digits). */
  readonly boleto: { readonly digitableLine: string; readonly barcode: string } | null;
  /** When a Pix or boleto stops being payable; null for cards. */
  readonly expiresAt: number | null;
  readonly payLink: PayLink | null;
  readonly paidAt: number | null;
}

export interface RefundRequest {
  readonly idempotencyKey: string;
  /** Part of what is left to refund; the rest of it when absent. */
  readonly amountCents?: number;
}

export interface Refund {
  readonly id: string;
  readonly chargeId: string;
  readonly amountCents: number;
  /** `pending` until the money is back with the payer (a card's estorno can take days). */
  readonly status: 'pending' | 'succeeded' | 'failed';
}

/**
 * What a notification is worth. A believed one names the charge to read again (null when it is
 * about something else the provider tells of); the API believes nothing else it says.
 * Refused ones: `unsigned` (no signature), `forged` (a signature that does not verify),
 * `stale` (signed too long ago, or in the future), `replayed` (believed once already),
 * `too_large` (a body over the limit, unread).
 */
export type NotificationCheck =
  | { readonly ok: true; readonly chargeId: string | null }
  | {
      readonly ok: false;
      readonly reason: 'unsigned' | 'forged' | 'stale' | 'replayed' | 'too_large';
    };

/** The shop's customer, as the provider's customer is found or made for them. */
export interface PaymentCustomer {
  readonly email: string;
  readonly name: string;
  /** Eleven digits; empty when the customer has none on record. */
  readonly cpf: string;
}

/** A card saved at the provider: its id there and what the provider recorded of it. */
export interface SavedCard {
  readonly id: string;
  readonly brand: CardBrand;
  readonly last4: string;
  readonly holderName: string;
  readonly expMonth: number;
  readonly expYear: number;
}

/** Saved cards at the provider (a provider's customer and the customer's cards). */
export interface SavedCards {
  /** The provider's customer of this e-mail, made when there is none; answers its id. */
  customerFor(customer: PaymentCustomer): Promise<string>;
  /** Saves the card of a single-use `token` under the provider's customer `customerId`. */
  saveCard(customerId: string, token: string): Promise<SavedCard>;
  /** Removes a saved card; one the provider no longer has counts as removed. */
  removeCard(customerId: string, cardId: string): Promise<void>;
}

export interface PaymentProvider extends SavedCards {
  create(request: ChargeRequest): Promise<Charge>;
  get(chargeId: string): Promise<Charge>;
  refund(chargeId: string, request: RefundRequest): Promise<Refund>;
  /** Calls off a pending charge (an expired pedido), so it can no longer be paid. */
  cancel(chargeId: string, idempotencyKey: string): Promise<Charge>;
  /** Checks a request that reached `NOTIFICATION_PATH`. */
  checkNotification(request: Request): Promise<NotificationCheck>;
}

/** Where providers send their notifications, on the API's origin. */
export const NOTIFICATION_PATH = '/webhooks/payments';

/** What a shopper is told when the provider cannot be reached. */
export const UNAVAILABLE_MESSAGE =
  'O serviço de pagamentos não respondeu: tente de novo em instantes.';

/** What a shopper is told when the provider refuses the card's token (spent, unknown, too old). */
export const CARD_AGAIN_MESSAGE = 'Os dados do cartão expiraram: digite o cartão de novo.';

/** What a customer saving a card is told of a token the provider never issued. */
export const TOKEN_UNKNOWN_MESSAGE =
  'O token do cartão não foi reconhecido pela operadora: envie o cartão de novo.';

/**
 * A provider call that did not get an answer about the charge:
 * - `unavailable`: no answer, or errors after retries; whether it happened is unknown, so the
 *   same call (same idempotency key) may be tried again later;
 * - `rejected`: the provider refused the request as it is (the message says why, in Portuguese);
 * - `unauthorized`: the provider refused the shop's credentials (a setting to fix);
 * - `not_found`: no such charge.
 * `message` may be shown to a shopper; `detail` is for the log and carries no secret.
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  readonly kind: 'unavailable' | 'rejected' | 'unauthorized' | 'not_found';
  readonly detail: string;
  constructor(kind: PaymentProviderError['kind'], message: string, detail: string) {
    super(message);
    this.kind = kind;
    this.detail = detail;
  }
}
