/** The API's options as the settings give them (what `npm run mock` and `npm start` run with). */
import { SettingError } from '../../config/settings.ts';
import type { Settings } from '../../config/settings.ts';
import type { OrderSettings } from '../modules/orders/order-settings.ts';
import { dynamicPixPayload } from '../modules/orders/pix.ts';
import type { AbuseLimits } from '../guards/abuse-limits.ts';

export function limitsFrom(settings: Settings): AbuseLimits {
  return {
    guessesPerAccount: settings.GUESSES_PER_ACCOUNT,
    guessesPerAddress: settings.GUESSES_PER_ADDRESS,
    daily: {
      tickets: settings.DAILY_TICKETS,
      comments: settings.DAILY_COMMENTS,
      favorites: settings.DAILY_FAVORITES,
      cards: settings.DAILY_CARDS,
      registrations: settings.DAILY_REGISTRATIONS,
      resetRequests: settings.DAILY_RESET_REQUESTS,
      stockAlerts: settings.DAILY_STOCK_ALERTS,
    },
    stockAlertsPerEmail: settings.STOCK_ALERTS_PER_EMAIL,
  };
}

/** The orders part of the settings; a Pix receiver's name or city no BR Code can carry is refused at start. */
export function orderSettingsFrom(settings: Settings): OrderSettings {
  const pix = { name: settings.PIX_MERCHANT_NAME, city: settings.PIX_MERCHANT_CITY };
  try {
    dynamicPixPayload(pix, 'pix.example.com/v2/cob/0');
  } catch {
    throw new SettingError('PIX_MERCHANT_NAME and PIX_MERCHANT_CITY must not be empty');
  }
  return {
    pix,
    pixDiscountPercent: settings.PIX_DISCOUNT_PERCENT,
    installments: {
      max: settings.INSTALLMENTS_MAX,
      minimumCents: Math.round(settings.INSTALLMENT_MIN * 100),
    },
    pixExpirySeconds: settings.PIX_EXPIRY_SECONDS,
    boletoDueDays: settings.BOLETO_DUE_DAYS,
    maxHeldUnits: settings.MAX_HELD_UNITS,
  };
}
