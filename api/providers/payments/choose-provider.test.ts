import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureSecretsFile } from '../../../config/generated-secrets.ts';
import { SettingError, loadSettings } from '../../../config/settings.ts';
import { paymentProviderFrom } from './choose-provider.ts';
import type { SeenNotifications } from './seen-notifications.ts';
import { REQUEST_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from './signature.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'payments-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const seen: SeenNotifications = { firstTime: async () => true };

/** A notification about `dataId` of `type`, signed now with `secret`, sent to the API's route. */
function signed(secret: string, dataId: string, type: string): Request {
  const requestId = crypto.randomUUID();
  const ts = String(Math.floor(Date.now() / 1000));
  return new Request(`http://127.0.0.1:4000/webhooks/payments?data.id=${dataId}&type=${type}`, {
    method: 'POST',
    headers: {
      [REQUEST_ID_HEADER]: requestId,
      [SIGNATURE_HEADER]: signatureHeader(secret, dataId, requestId, ts),
    },
    body: '{}',
  });
}

describe('paymentProviderFrom', () => {
  it('runs the local stand-in by default, with the secret generated in DATA_DIR', async () => {
    const provider = paymentProviderFrom(loadSettings({ DATA_DIR: dataDir }), seen);
    const { MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET: secret } = ensureSecretsFile(dataDir);
    const charge = `ch_${'a'.repeat(32)}`;
    expect(await provider.checkNotification(signed(secret, charge, 'charge'))).toEqual({
      ok: true,
      chargeId: charge,
    });
    expect(await provider.checkNotification(signed('guessed', charge, 'charge'))).toMatchObject({
      ok: false,
    });
  });

  it("runs Mercado Pago with the merchant's three settings", async () => {
    const provider = paymentProviderFrom(
      loadSettings({
        PAYMENT_PROVIDER: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token',
        MERCADOPAGO_PUBLIC_KEY: 'APP_USR-public',
        MERCADOPAGO_WEBHOOK_SECRET: 'mp-secret',
        DATA_DIR: dataDir,
      }),
      seen,
    );
    expect(await provider.checkNotification(signed('mp-secret', '1325000001', 'payment'))).toEqual({
      ok: true,
      chargeId: '1325000001',
    });
  });

  it('refuses Mercado Pago without its settings, naming the missing ones', () => {
    const choose = () =>
      paymentProviderFrom(
        loadSettings({
          PAYMENT_PROVIDER: 'mercadopago',
          MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token',
        }),
        seen,
      );
    expect(choose).toThrow(SettingError);
    expect(choose).toThrow(
      'PAYMENT_PROVIDER=mercadopago needs MERCADOPAGO_PUBLIC_KEY, MERCADOPAGO_WEBHOOK_SECRET',
    );
  });

  it('refuses a provider it does not know', () => {
    expect(() => paymentProviderFrom(loadSettings({ PAYMENT_PROVIDER: 'stripe' }), seen)).toThrow(
      'PAYMENT_PROVIDER must be local or mercadopago, got "stripe"',
    );
  });
});
