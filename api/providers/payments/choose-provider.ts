/**
 * The payment provider the settings choose (PAYMENT_PROVIDER): `local`, the embedded stand-in at
 * PUBLIC_PAYMENT_GATEWAY_URL with the secrets generated in DATA_DIR, or `mercadopago` with the
 * merchant's three settings. A choice that cannot work is refused at start, naming the setting.
 * Either way it receives notifications at the API's `NOTIFICATION_PATH`, on the origin of
 * PUBLIC_GRAPHQL_URL.
 */
import { withGeneratedSecrets } from '../../../config/generated-secrets.ts';
import { SettingError } from '../../../config/settings.ts';
import type { Settings } from '../../../config/settings.ts';
import { createLocalProvider } from './local-provider.ts';
import { createMercadoPagoProvider } from './mercadopago-provider.ts';
import { NOTIFICATION_PATH } from './provider.ts';
import type { PaymentProvider } from './provider.ts';
import type { SeenNotifications } from './seen-notifications.ts';

const PAYMENT_PROVIDERS = ['local', 'mercadopago'] as const;

export function paymentProviderFrom(settings: Settings, seen: SeenNotifications): PaymentProvider {
  const notificationUrl = new URL(NOTIFICATION_PATH, settings.PUBLIC_GRAPHQL_URL).toString();
  switch (settings.PAYMENT_PROVIDER) {
    case 'local': {
      // Both given (a test server's fresh ones): no secrets file is read or made.
      const given =
        settings.MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN !== '' &&
        settings.MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET !== '';
      const secrets = given ? settings : withGeneratedSecrets(settings);
      return createLocalProvider({
        baseUrl: settings.PUBLIC_PAYMENT_GATEWAY_URL,
        accessToken: secrets.MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN,
        webhookSecret: secrets.MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET,
        notificationUrl,
        seen,
      });
    }
    case 'mercadopago': {
      const missing = (
        [
          'MERCADOPAGO_ACCESS_TOKEN',
          'MERCADOPAGO_PUBLIC_KEY',
          'MERCADOPAGO_WEBHOOK_SECRET',
        ] as const
      ).filter((name) => settings[name] === '');
      if (missing.length > 0) {
        throw new SettingError(`PAYMENT_PROVIDER=mercadopago needs ${missing.join(', ')}`);
      }
      return createMercadoPagoProvider({
        accessToken: settings.MERCADOPAGO_ACCESS_TOKEN,
        webhookSecret: settings.MERCADOPAGO_WEBHOOK_SECRET,
        notificationUrl,
        seen,
      });
    }
    default:
      throw new SettingError(
        `PAYMENT_PROVIDER must be ${PAYMENT_PROVIDERS.join(' or ')}, got "${settings.PAYMENT_PROVIDER}"`,
      );
  }
}
