/**
 * The list filters' price fields as typed, checked when the filter form is sent. Loaded once
 * the form is first used (ListFilters.tsx), not with the list.
 */

export interface PriceRangeInput {
  readonly min: number | null;
  readonly max: number | null;
  /** pt-BR messages per field; empty when the range is valid. */
  readonly errors: { readonly min?: string; readonly max?: string };
}

function parsePriceField(text: string): number | null | 'invalid' | 'negative' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Accept the Brazilian decimal comma as well as the dot of number inputs.
  const normalized = /,\d{1,2}$/.test(trimmed)
    ? trimmed.replace(/\./g, '').replace(',', '.')
    : trimmed;
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return 'invalid';
  const price = Number(normalized);
  return price < 0 ? 'negative' : price;
}

const PRICE_MESSAGES = {
  invalid: 'Informe um valor em reais, por exemplo 150 ou 149,90.',
  negative: 'O preço não pode ser negativo.',
  reversed: 'O preço máximo não pode ser menor que o preço mínimo.',
} as const;

/** Validates the two price fields as typed; both empty is a valid "no price condition". */
export function validatePriceRange(minText: string, maxText: string): PriceRangeInput {
  const min = parsePriceField(minText);
  const max = parsePriceField(maxText);
  const errors: { min?: string; max?: string } = {};
  if (typeof min === 'string') errors.min = PRICE_MESSAGES[min];
  if (typeof max === 'string') errors.max = PRICE_MESSAGES[max];
  if (typeof min === 'number' && typeof max === 'number' && max < min) {
    errors.max = PRICE_MESSAGES.reversed;
  }
  return {
    min: typeof min === 'number' ? min : null,
    max: typeof max === 'number' ? max : null,
    errors,
  };
}
