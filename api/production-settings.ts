/**
 * What the production API (`api/main.ts`) makes of the settings before it starts: those it
 * refuses (each saying what to do instead), and those it starts with but a shop that is online
 * should not keep. Light on purpose: `npm start` asks it before starting anything.
 */
import { seedKind } from '../config/seed.ts';
import type { Settings } from '../config/settings.ts';

export type ProductionSettings = Pick<
  Settings,
  | 'SEED'
  | 'DATABASE_URL'
  | 'PAYMENT_PROVIDER'
  | 'SMTP_URL'
  | 'TEST_HOOKS'
  | 'PUBLIC_CAPTCHA_SITE_KEY'
  | 'TRUST_PROXY'
>;

/** Settings the production API does not start with: each says what to do instead. */
export function refusals(settings: ProductionSettings): string[] {
  const found: string[] = [];
  if (seedKind(settings) === 'demo') {
    found.push(
      'SEED=demo (the default with the embedded database) fills a new database with the ' +
        "demo's accounts, whose passwords are published; the production API never does: set " +
        'SEED=none, or run the demo with `npm run mock`',
    );
  }
  if (settings.PAYMENT_PROVIDER === 'local') {
    found.push(
      'PAYMENT_PROVIDER=local pays through the payment stand-in, which only `npm run mock` ' +
        'runs: set PAYMENT_PROVIDER=mercadopago and its MERCADOPAGO_* settings',
    );
  }
  return found;
}

/** Settings the production API starts with, but a shop that is online should not keep. */
export function warnings(settings: ProductionSettings): string[] {
  const found: string[] = [];
  if (settings.SMTP_URL === '') {
    found.push('SMTP_URL is empty: e-mails go to the local mailbox (MAILBOX_SMTP_PORT) only');
  }
  if (settings.TEST_HOOKS) found.push('TEST_HOOKS is ignored: this API serves no test hooks');
  if (settings.PUBLIC_CAPTCHA_SITE_KEY === '') {
    found.push('PUBLIC_CAPTCHA_SITE_KEY is empty: no form is protected by a captcha');
  }
  if (settings.TRUST_PROXY === '') {
    found.push(
      'TRUST_PROXY is empty: behind a reverse proxy every client counts as the proxy (set its address)',
    );
  }
  return found;
}
