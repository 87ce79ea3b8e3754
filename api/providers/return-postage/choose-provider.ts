/**
 * The return-postage provider the settings choose: Correios' Logística Reversa web service when
 * its five CORREIOS_* credentials are set, the embedded provider (codes not registered at
 * Correios) when none is. Some set and some not is refused at start, naming the missing ones; so
 * is a code not of its documented length. Returns arrive at the company's address
 * (contract/company.ts).
 */
import { company } from '../../../contract/company.ts';
import { SettingError } from '../../../config/settings.ts';
import type { Settings } from '../../../config/settings.ts';
import { createCorreiosReturnPostageProvider } from './correios-provider.ts';
import type { ReturnRecipient } from './correios-provider.ts';
import { createEmbeddedReturnPostageProvider } from './embedded-provider.ts';
import type { ReturnPostageProvider } from './provider.ts';

export const CORREIOS_CREDENTIALS = [
  'CORREIOS_USER',
  'CORREIOS_ACCESS_CODE',
  'CORREIOS_ADMINISTRATIVE_CODE',
  'CORREIOS_POSTAGE_CARD',
  'CORREIOS_REVERSE_SERVICE_CODE',
] as const;

/** Each code's documented number of digits. */
const DIGITS = {
  CORREIOS_ADMINISTRATIVE_CODE: 8,
  CORREIOS_POSTAGE_CARD: 10,
  CORREIOS_REVERSE_SERVICE_CODE: 5,
} as const;

/**
 * The company's address as the service's destinatário: its `street` is written `Rua, número,
 * complemento` (e.g. `Rua Augusta, 1500, sala 42`).
 */
export function companyRecipient(of: typeof company = company): ReturnRecipient {
  const [street = '', number = '', ...rest] = of.address.street
    .split(',')
    .map((part) => part.trim());
  return {
    name: of.legalName,
    street,
    number: number === '' ? 'S/N' : number,
    complement: rest.join(', '),
    district: of.address.district,
    city: of.address.city,
    state: of.address.state,
    cep: of.address.postalCode.replace(/\D/g, ''),
    phone: of.telephone.display,
    email: of.mail,
  };
}

export function chooseReturnPostageProvider(
  settings: Settings,
  options: { readonly fetch?: typeof fetch; readonly now?: () => number } = {},
): ReturnPostageProvider {
  const missing = CORREIOS_CREDENTIALS.filter((name) => settings[name].trim() === '');
  if (missing.length === CORREIOS_CREDENTIALS.length) {
    return createEmbeddedReturnPostageProvider({ now: options.now });
  }
  if (missing.length > 0) {
    throw new SettingError(
      `Correios return postage needs all of ${CORREIOS_CREDENTIALS.join(', ')}; missing ${missing.join(', ')}`,
    );
  }
  for (const [name, length] of Object.entries(DIGITS) as [keyof typeof DIGITS, number][]) {
    const value = settings[name].trim();
    if (!new RegExp(`^\\d{${length}}$`).test(value)) {
      throw new SettingError(`${name} must be ${length} digits, got "${value}"`);
    }
  }
  return createCorreiosReturnPostageProvider({
    user: settings.CORREIOS_USER.trim(),
    accessCode: settings.CORREIOS_ACCESS_CODE,
    administrativeCode: settings.CORREIOS_ADMINISTRATIVE_CODE.trim(),
    postageCard: settings.CORREIOS_POSTAGE_CARD.trim(),
    serviceCode: settings.CORREIOS_REVERSE_SERVICE_CODE.trim(),
    url: settings.CORREIOS_API_URL,
    recipient: companyRecipient(),
    fetch: options.fetch,
  });
}
