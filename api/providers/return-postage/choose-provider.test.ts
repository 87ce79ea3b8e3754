import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingError, loadSettings } from '../../../config/settings.ts';
import { startCorreiosStandIn } from '../../../tests/support/correios-stand-in.ts';
import type { CorreiosStandIn } from '../../../tests/support/correios-stand-in.ts';
import { returnRequest } from '../../../tests/support/returns.ts';
import {
  CORREIOS_CREDENTIALS,
  chooseReturnPostageProvider,
  companyRecipient,
} from './choose-provider.ts';
import { embeddedCode } from './embedded-provider.ts';
import { isETicket } from './e-ticket.ts';

let standIn: CorreiosStandIn;
beforeAll(async () => {
  standIn = await startCorreiosStandIn();
});
afterAll(() => standIn.close());

const correiosSettings = () => ({
  CORREIOS_USER: standIn.contract.user,
  CORREIOS_ACCESS_CODE: standIn.contract.accessCode,
  CORREIOS_ADMINISTRATIVE_CODE: standIn.contract.administrativeCode,
  CORREIOS_POSTAGE_CARD: standIn.contract.postageCard,
  CORREIOS_REVERSE_SERVICE_CODE: standIn.contract.serviceCode,
  CORREIOS_API_URL: standIn.url,
});

describe('chooseReturnPostageProvider', () => {
  it('runs the embedded provider when no Correios credential is set, calling no one', async () => {
    const before = standIn.requests.length;
    const provider = chooseReturnPostageProvider(loadSettings({ CORREIOS_API_URL: standIn.url }));
    const postage = await provider.authorize(returnRequest({ protocol: 'DEV-2026-000401' }));
    expect(postage.code).toBe(await embeddedCode('DEV-2026-000401'));
    expect(standIn.requests.length).toBe(before);
  });

  it("runs Correios' web service when all five are set", async () => {
    const before = standIn.requests.length;
    const provider = chooseReturnPostageProvider(loadSettings(correiosSettings()));
    const postage = await provider.authorize(returnRequest({ protocol: 'DEV-2026-000402' }));
    expect(isETicket(postage.code)).toBe(true);
    expect(postage.code).not.toBe(await embeddedCode('DEV-2026-000402'));
    expect(standIn.requests.length).toBe(before + 1);
  });

  it('refuses to start with some credentials set, naming the missing ones', () => {
    const partial = loadSettings({
      CORREIOS_USER: 'empresacws',
      CORREIOS_POSTAGE_CARD: '0057018901',
    });
    const choose = () => chooseReturnPostageProvider(partial);
    expect(choose).toThrow(SettingError);
    expect(choose).toThrow(
      'missing CORREIOS_ACCESS_CODE, CORREIOS_ADMINISTRATIVE_CODE, CORREIOS_REVERSE_SERVICE_CODE',
    );
    for (const name of CORREIOS_CREDENTIALS) {
      const allBut = loadSettings({ ...correiosSettings(), [name]: '' });
      expect(() => chooseReturnPostageProvider(allBut)).toThrow(`missing ${name}`);
    }
  });

  it('refuses a code not of its documented number of digits, without echoing the secret', () => {
    const short = loadSettings({ ...correiosSettings(), CORREIOS_POSTAGE_CARD: '57018901' });
    expect(() => chooseReturnPostageProvider(short)).toThrow(
      'CORREIOS_POSTAGE_CARD must be 10 digits, got "57018901"',
    );
    const partial = loadSettings({ CORREIOS_ACCESS_CODE: 'segredo-que-nao-aparece' });
    expect(() => chooseReturnPostageProvider(partial)).toThrow(SettingError);
    try {
      chooseReturnPostageProvider(partial);
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('segredo-que-nao-aparece');
    }
  });
});

describe('companyRecipient', () => {
  it("splits the company's street into the service's street, number and complement", () => {
    expect(companyRecipient()).toMatchObject({
      street: 'Rua Augusta',
      number: '1500',
      complement: 'sala 42',
      district: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      cep: '01304001',
    });
  });
});
