/**
 * The CEP lookup of address forms: a CEP field whose registration looks the address up as soon
 * as 8 digits are typed, for the form to fill its other fields (the checkout's and the
 * profile's address forms share it).
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { api } from '~/lib/api/api';
import { describeApiError } from '~/lib/api/messages';
import { AddressByCepDocument } from '~/lib/graphql/generated/graphql';
import type { AddressByCepQuery } from '~/lib/graphql/generated/graphql';
import { digitsOf } from '../../../contract/validation.ts';

export type CepAddress = AddressByCepQuery['addressByCep'];

export async function fetchAddressByCep(cep: string): Promise<CepAddress> {
  const { addressByCep } = await api.request(AddressByCepDocument, { cep });
  return addressByCep;
}

export interface CepLookupHandlers {
  /** The lookup started (8 digits typed): clear the field's error, show progress. */
  readonly onStart?: (cep: string) => void;
  readonly onAddress: (address: CepAddress, cep: string) => void | Promise<void>;
  /** The pt-BR reason the lookup failed (unknown CEP, API down), for the CEP field. */
  readonly onProblem: (message: string) => void;
  readonly onEnd?: () => void;
}

/** Looks the address of `value` up when it holds 8 digits (a CEP filled in beforehand). */
export async function lookUpCep(value: string, handlers: CepLookupHandlers): Promise<void> {
  const cep = digitsOf(value);
  if (cep.length !== 8) return;
  handlers.onStart?.(cep);
  try {
    await handlers.onAddress(await fetchAddressByCep(cep), cep);
  } catch (failure) {
    handlers.onProblem(describeApiError(failure));
  } finally {
    handlers.onEnd?.();
  }
}

/** `registration` of a CEP field, looking the address up whenever it holds 8 digits. */
export function withCepLookup(
  registration: UseFormRegisterReturn,
  handlers: CepLookupHandlers,
): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: async (event: { target: { value?: unknown } }) => {
      await registration.onChange(event);
      await lookUpCep(String(event.target.value ?? ''), handlers);
    },
  };
}
