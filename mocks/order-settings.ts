/** What the orders part of the mock reads from the settings: the Pix merchant, its discount and the editor key. */
import { settings } from '../config/settings.ts';
import type { PixMerchant } from './pix.ts';

export interface OrderSettings {
  readonly pix: PixMerchant;
  /** Percent off the products' subtotal of a pedido paid by Pix. */
  readonly pixDiscountPercent: number;
  /** The X-Editor-Key value editor operations accept. */
  readonly editorKey: string;
}

/** The settings' defaults: what the browser demo, which reads no server settings, uses. */
export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  pix: {
    key: settings.PIX_KEY.default,
    name: settings.PIX_MERCHANT_NAME.default,
    city: settings.PIX_MERCHANT_CITY.default,
  },
  pixDiscountPercent: settings.PIX_DISCOUNT_PERCENT.default,
  editorKey: settings.MOCK_EDITOR_KEY.default,
};
