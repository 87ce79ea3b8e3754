/** The delivery address of an order, checked against the CEP table. */
import { lookupCep } from './cep.ts';
import type { CepAddress } from './cep.ts';
import type { Issue } from '../../core/errors.ts';
import type { DeliveryAddressInput } from '../../core/generated/schema-types.ts';
import { fold } from '../catalogue/text.ts';
import type { DeliveryAddressRecord } from './request-store.ts';

const TEXT_FIELDS: readonly [
  key: keyof DeliveryAddressInput,
  label: string,
  min: number,
  max: number,
][] = [
  ['recipient', 'o nome de quem recebe', 2, 120],
  ['street', 'o endereço', 2, 200],
  ['number', 'o número', 1, 20],
  ['complement', 'o complemento', 0, 100],
  ['district', 'o bairro', 1, 100],
  ['city', 'a cidade', 2, 100],
];

function clean(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ');
}

/** The normalised address and the CEP's data, or the issues naming each bad field. */
export function checkDeliveryAddress(input: DeliveryAddressInput): {
  address: DeliveryAddressRecord;
  cep: CepAddress | null;
  issues: Issue[];
} {
  const issues: Issue[] = [];
  const field = (key: string) => `address.${key}`;
  for (const [key, label, min, max] of TEXT_FIELDS) {
    const value = clean(input[key]);
    if (value.length < min || value.length > max) {
      issues.push({
        field: field(key),
        message:
          value.length === 0 ? `Informe ${label}.` : `Informe ${label} com até ${max} caracteres.`,
      });
    }
  }
  let cep: CepAddress | null = null;
  try {
    cep = lookupCep(input.cep);
  } catch (error) {
    issues.push({ field: field('cep'), message: (error as Error).message });
  }
  const state = clean(input.state).toUpperCase();
  const city = clean(input.city);
  if (state === '') {
    issues.push({ field: field('state'), message: 'Informe o estado (UF).' });
  } else if (cep !== null && state !== cep.state) {
    issues.push({
      field: field('state'),
      message: `O CEP ${input.cep} é de ${cep.state}, não de ${state}.`,
    });
  }
  if (cep !== null && cep.city !== '' && city !== '' && fold(city) !== fold(cep.city)) {
    issues.push({
      field: field('city'),
      message: `O CEP ${input.cep} é de ${cep.city}/${cep.state}.`,
    });
  }
  return {
    address: {
      recipient: clean(input.recipient),
      cep: cep?.cep ?? '',
      street: clean(input.street),
      number: clean(input.number),
      complement: clean(input.complement),
      district: clean(input.district),
      city: cep?.city || city,
      state,
    },
    cep,
    issues,
  };
}
