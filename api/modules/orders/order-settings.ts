/**
 * What the orders domain reads from the settings: the Pix receiver (named by the BR Codes of the
 * payment stand-ins), the Pix discount, the card installments shown with prices, and the
 * payment terms.
 */
import { settings } from '../../../config/settings.ts';
import type { PaymentTerms } from './expiry.ts';
import type { InstallmentTerms } from '../../providers/payments/installments.ts';
import type { PixMerchant } from './pix.ts';

export interface OrderSettings extends PaymentTerms {
  readonly pix: PixMerchant;
  /** Percent off the products' subtotal of a pedido paid by Pix. */
  readonly pixDiscountPercent: number;
  /** INSTALLMENTS_MAX and INSTALLMENT_MIN. */
  readonly installments: InstallmentTerms;
  /** MAX_HELD_UNITS: units of a product one customer's unpaid Pix and boleto pedidos may hold. */
  readonly maxHeldUnits: number;
}

/** The settings' defaults: what the browser demo, which reads no server settings, uses. */
export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  pix: {
    name: settings.PIX_MERCHANT_NAME.default,
    city: settings.PIX_MERCHANT_CITY.default,
  },
  pixDiscountPercent: settings.PIX_DISCOUNT_PERCENT.default,
  installments: {
    max: settings.INSTALLMENTS_MAX.default,
    minimumCents: Math.round(settings.INSTALLMENT_MIN.default * 100),
  },
  pixExpirySeconds: settings.PIX_EXPIRY_SECONDS.default,
  boletoDueDays: settings.BOLETO_DUE_DAYS.default,
  maxHeldUnits: settings.MAX_HELD_UNITS.default,
};
