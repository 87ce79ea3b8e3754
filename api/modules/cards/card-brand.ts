/**
 * The card brand a number belongs to, from its leading digits (IIN ranges). Elo and Hipercard,
 * common in Brazil, share prefixes with Visa and Discover, so they are tested first.
 */
import type { CardBrand } from '../../providers/payments/provider.ts';

const ELO_PREFIXES = [
  '401178',
  '401179',
  '431274',
  '438935',
  '451416',
  '457393',
  '457631',
  '457632',
  '504175',
  '506699',
  '5067',
  '509',
  '627780',
  '636297',
  '636368',
  '650',
  '6516',
  '6550',
];

export function cardBrand(digits: string): CardBrand {
  if (ELO_PREFIXES.some((prefix) => digits.startsWith(prefix))) return 'ELO';
  if (/^(606282|3841)/.test(digits)) return 'HIPERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(30[0-5]|36|38)/.test(digits)) return 'DINERS';
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD';
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'DISCOVER';
  return 'OTHER';
}
