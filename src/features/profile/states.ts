/** The 27 federative units (UF) for the address form's state list, by name. */
import { getStates } from '@brazilian-utils/brazilian-utils/get-states';

export interface StateOption {
  /** Two-letter code, what the API stores (e.g. `SP`). */
  readonly code: string;
  /** Name as people read it (e.g. `São Paulo`). */
  readonly name: string;
}

export const STATE_OPTIONS: readonly StateOption[] = getStates()
  .map(({ code, name }) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

/** Whether `code` is one of the 27 UF codes (upper case). */
export function isStateCode(code: string): boolean {
  return STATE_OPTIONS.some((state) => state.code === code);
}
