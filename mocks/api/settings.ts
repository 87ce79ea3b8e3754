/** The API's options as the settings give them (what `npm run mock` and `npm start` run with). */
import { SettingError } from '../../config/settings.ts';
import type { Settings } from '../../config/settings.ts';
import type { OrderSettings } from '../domains/orders/order-settings.ts';
import { pixPayload } from '../domains/orders/pix.ts';
import type { AbuseLimits } from '../guards/abuse-limits.ts';

export function limitsFrom(settings: Settings): AbuseLimits {
  return {
    guessesPerAccount: settings.MOCK_GUESSES_PER_ACCOUNT,
    guessesPerAddress: settings.MOCK_GUESSES_PER_ADDRESS,
    daily: {
      tickets: settings.MOCK_DAILY_TICKETS,
      comments: settings.MOCK_DAILY_COMMENTS,
      favorites: settings.MOCK_DAILY_FAVORITES,
      cards: settings.MOCK_DAILY_CARDS,
      registrations: settings.MOCK_DAILY_REGISTRATIONS,
      resetRequests: settings.MOCK_DAILY_RESET_REQUESTS,
      stockAlerts: settings.MOCK_DAILY_STOCK_ALERTS,
    },
    stockAlertsPerEmail: settings.MOCK_STOCK_ALERTS_PER_EMAIL,
  };
}

/** The orders part of the settings; a Pix key, name or city no BR Code can carry is refused at start. */
export function orderSettingsFrom(settings: Settings): OrderSettings {
  const pix = {
    key: settings.PIX_KEY,
    name: settings.PIX_MERCHANT_NAME,
    city: settings.PIX_MERCHANT_CITY,
  };
  try {
    pixPayload(pix, 'PED-0', 1);
  } catch {
    throw new SettingError(
      'PIX_KEY must be a valid Pix key (e-mail, CPF, CNPJ, phone or random key) and PIX_MERCHANT_NAME and PIX_MERCHANT_CITY must not be empty',
    );
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
  };
}
