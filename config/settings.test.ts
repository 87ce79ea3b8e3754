import { describe, expect, it } from 'vitest';
import { loadSettings, SettingError } from './settings.ts';

describe('loadSettings', () => {
  it('falls back to the documented defaults', () => {
    expect(loadSettings({})).toEqual({
      PORT: 4321,
      MOCK_API_PORT: 4000,
      PUBLIC_GRAPHQL_URL: 'http://127.0.0.1:4000/graphql',
      MOCK_PAYMENT_GATEWAY_PORT: 4001,
      API_START_TIMEOUT_MS: 60_000,
      PUBLIC_PAYMENT_GATEWAY_URL: 'http://127.0.0.1:4001',
      PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY: 'pk_test_vertice_mock',
      PUBLIC_MOCK: false,
      PUBLIC_CAPTCHA_SITE_KEY: '',
      CAPTCHA_SECRET_KEY: '',
      CAPTCHA_VERIFY_URL: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      PUBLIC_MAINTENANCE_NOTICE: true,
      SITE_URL: 'http://127.0.0.1:4321',
      MOCK_PRODUCTS: 50,
      GUESSES_PER_ACCOUNT: 10,
      GUESSES_PER_ADDRESS: 100,
      DAILY_TICKETS: 20,
      DAILY_COMMENTS: 100,
      DAILY_FAVORITES: 300,
      DAILY_CARDS: 20,
      DAILY_REGISTRATIONS: 20,
      DAILY_RESET_REQUESTS: 50,
      DAILY_STOCK_ALERTS: 30,
      STOCK_ALERTS_PER_EMAIL: 20,
      TRUST_PROXY: '',
      TEST_HOOKS: false,
      PIX_MERCHANT_NAME: 'Loja Vitrine Tecnologia',
      PIX_MERCHANT_CITY: 'Sao Paulo',
      PIX_DISCOUNT_PERCENT: 5,
      INSTALLMENTS_MAX: 10,
      INSTALLMENT_MIN: 20,
      PIX_EXPIRY_SECONDS: 1800,
      BOLETO_DUE_DAYS: 3,
      MAX_HELD_UNITS: 5,
      PAYMENT_PROVIDER: 'local',
      MERCADOPAGO_ACCESS_TOKEN: '',
      MERCADOPAGO_PUBLIC_KEY: '',
      MERCADOPAGO_WEBHOOK_SECRET: '',
      CORREIOS_USER: '',
      CORREIOS_ACCESS_CODE: '',
      CORREIOS_ADMINISTRATIVE_CODE: '',
      CORREIOS_POSTAGE_CARD: '',
      CORREIOS_REVERSE_SERVICE_CODE: '',
      CORREIOS_API_URL:
        'https://cws.correios.com.br/logisticaReversaWS/logisticaReversaService/logisticaReversaWS',
      MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN: '',
      MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET: '',
      DATA_DIR: '.data',
      SEED: '',
      DATABASE_URL: '',
      PUBLISH_WEBHOOK_URL: '',
      PUBLISH_WEBHOOK_SECRET: '',
      HOST: '127.0.0.1',
      PUBLISHER_PORT: 4100,
      SMTP_URL: '',
      MAIL_FROM: 'Vértice Tecnologia <nao-responda@verticetecnologia.com.br>',
      MAILBOX_SMTP_PORT: 2525,
      MAILBOX_PORT: 4300,
      MAIL_MAX_ATTEMPTS: 10,
      BACKOFFICE_GATEWAY_SECRET: '',
      BACKOFFICE_PORT: 4200,
      BACKOFFICE_URL: 'http://127.0.0.1:4200',
      PUBLISH_DISPATCH_URL: '',
      PUBLISH_DISPATCH_TOKEN: '',
      PHOTO_BUCKET: '',
      PHOTO_BUCKET_ENDPOINT: '',
      PHOTO_BUCKET_REGION: 'auto',
      PHOTO_PUBLIC_URL: '',
      PUBLISH_DEBOUNCE_MS: 3000,
      PUBLISH_MAX_WAIT_MS: 30_000,
      LOG_LEVEL: 'info',
      METRICS_TOKEN: '',
    });
  });

  it('parses numbers and booleans from the environment', () => {
    const loaded = loadSettings({ PORT: '8080', PUBLIC_MOCK: 'true', MOCK_PRODUCTS: '10000' });
    expect(loaded.PORT).toBe(8080);
    expect(loaded.PUBLIC_MOCK).toBe(true);
    expect(loaded.MOCK_PRODUCTS).toBe(10000);
  });

  it('parses an amount of money with up to two decimals', () => {
    expect(loadSettings({ INSTALLMENT_MIN: '19.90' }).INSTALLMENT_MIN).toBe(19.9);
    expect(loadSettings({ INSTALLMENT_MIN: '25' }).INSTALLMENT_MIN).toBe(25);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['MOCK_PRODUCTS', '0'],
    ['MOCK_PRODUCTS', '1.5'],
    ['INSTALLMENTS_MAX', '2.5'],
    ['INSTALLMENT_MIN', '19.999'],
    ['INSTALLMENT_MIN', '0'],
    ['LOG_LEVEL', 'verbose'],
    ['PUBLIC_MOCK', 'yes'],
    ['SEED', 'demonstração'],
  ])('rejects %s=%s with a message naming the setting', (name, raw) => {
    expect(() => loadSettings({ [name]: raw })).toThrow(SettingError);
    expect(() => loadSettings({ [name]: raw })).toThrow(name);
  });
});
