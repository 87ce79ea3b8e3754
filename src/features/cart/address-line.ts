/**
 * The profile keeps the address as one line, written the Brazilian way
 * ("Avenida Paulista, 1000, apto 42 - Bela Vista"); the checkout asks for its parts. This
 * splits such a line so the checkout opens with Endereço, Número, Complemento and Bairro filled.
 * Without a house number after the street, the line up to the district stays whole in Endereço.
 */

export interface AddressLineParts {
  readonly street: string;
  readonly number: string;
  readonly complement: string;
  readonly district: string;
}

/** A house number ("1000", "12A", "nº 45", "n. 7") or "s/n" (no number). */
const HOUSE_NUMBER = /^(?:n(?:º|°|o|\.)?\s*)?(\d{1,6}[a-z]?|s\/?n)$/i;
/** The district follows the last " - " (a hyphen with spaces, so "Pará-de-Minas" stays whole). */
const DISTRICT_SEPARATOR = ' - ';

export function splitAddressLine(line: string): AddressLineParts {
  const dash = line.lastIndexOf(DISTRICT_SEPARATOR);
  const beforeDistrict = (dash === -1 ? line : line.slice(0, dash)).trim();
  const district = dash === -1 ? '' : line.slice(dash + DISTRICT_SEPARATOR.length).trim();
  const [street = '', numberPart = '', ...rest] = beforeDistrict.split(',').map((p) => p.trim());
  const number = HOUSE_NUMBER.exec(numberPart)?.[1];
  if (!street || number === undefined) {
    return { street: beforeDistrict, number: '', complement: '', district };
  }
  return {
    street,
    number: /^s\/?n$/i.test(number) ? 's/n' : number,
    complement: rest.filter(Boolean).join(', '),
    district,
  };
}
