/**
 * Address of a CEP from the mock's postal table: the full address when the table has the
 * street, otherwise the city (capital ranges) or only the state of the CEP's range.
 */
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { MESSAGES } from '../../../contract/validation.ts';
import { FULL_ADDRESSES, STATES } from './cep-table.ts';
import type { CepRange, Region, StateRanges } from './cep-table.ts';

export interface CepAddress {
  readonly cep: string;
  readonly street: string;
  readonly district: string;
  readonly city: string;
  readonly state: string;
  readonly stateName: string;
  readonly region: Region;
}

const FULL = new Map(FULL_ADDRESSES.map((address) => [address.cep, address]));

function within(ranges: readonly CepRange[], cep: number): boolean {
  return ranges.some((range) => cep >= range.from && cep <= range.to);
}

function cepError(message: string, code: 'BAD_USER_INPUT' | 'NOT_FOUND'): GraphQLError {
  return createGraphQLError(message, { extensions: { code, field: 'cep' } });
}

/** The 8 digits of a CEP typed with or without punctuation, or null when it is not 8 digits. */
export function cepDigits(raw: string): string | null {
  const digits = raw.replace(/[\s.-]/g, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** The state whose Correios range holds `cep` (8 digits), if any. */
function stateOf(cep: string): StateRanges | undefined {
  const n = Number(cep);
  return STATES.find((state) => within(state.ranges, n));
}

/**
 * The address of `raw`. Not 8 digits: the CEP's message (contract/validation.ts, BAD_USER_INPUT);
 * outside every range: `CEP não encontrado.` (NOT_FOUND); both with field "cep".
 */
export function lookupCep(raw: string): CepAddress {
  const cep = cepDigits(raw);
  if (cep === null) throw cepError(MESSAGES.cep, 'BAD_USER_INPUT');
  const state = stateOf(cep);
  if (!state) throw cepError('CEP não encontrado.', 'NOT_FOUND');
  const full = FULL.get(cep);
  return {
    cep,
    street: full?.street ?? '',
    district: full?.district ?? '',
    city: full?.city ?? (within(state.capitalRanges, Number(cep)) ? state.capital : ''),
    state: state.uf,
    stateName: state.name,
    region: state.region,
  };
}
