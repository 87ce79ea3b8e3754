import { describe, expect, it } from 'vitest';
import { SettingError, loadSettings } from '../../../config/settings.ts';
import { pixTxid } from './pix.ts';
import { orderSettingsFrom } from '../../core/settings.ts';

describe('Pix settings', () => {
  it('takes the defaults', () => {
    expect(orderSettingsFrom(loadSettings({}))).toEqual({
      pix: { name: 'Loja Vitrine Tecnologia', city: 'Sao Paulo' },
      pixDiscountPercent: 5,
      maxHeldUnits: 5,
      installments: { max: 10, minimumCents: 2000 },
      pixExpirySeconds: 1800,
      boletoDueDays: 3,
    });
  });

  it.each([{ PIX_MERCHANT_NAME: ' ' }, { PIX_MERCHANT_CITY: ' ' }])(
    'refuses a Pix merchant no BR Code can carry (%o)',
    (env) => {
      expect(() => orderSettingsFrom(loadSettings(env))).toThrow(SettingError);
    },
  );

  it('uses the order number without hyphens as txid', () => {
    expect(pixTxid('PED-2026-000106')).toBe('PED2026000106');
  });
});
