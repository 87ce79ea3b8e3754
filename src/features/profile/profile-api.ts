/** The profile's API calls: the customer update and the saved cards. */
import { api } from '~/lib/api/api';
import {
  AddCreditCardDocument,
  CreditCardsDocument,
  RemoveCreditCardDocument,
  UpdateCostumerDocument,
} from '~/lib/graphql/generated/graphql';
import type {
  AddCreditCardInput,
  CreditCardsQuery,
  UpdateCustomerInput,
} from '~/lib/graphql/generated/graphql';
import type { Customer } from '~/features/session/store';

export type SavedCard = CreditCardsQuery['creditCards'][number];

/** `UpdateCostumer` (the API's spelling): resolves to the customer as the API now has it. */
export async function updateCustomer(input: UpdateCustomerInput): Promise<Customer> {
  const { updateCostumer } = await api.request(UpdateCostumerDocument, { input }, { auth: true });
  return updateCostumer;
}

export async function fetchCards(signal: AbortSignal): Promise<SavedCard[]> {
  const { creditCards } = await api.request(CreditCardsDocument, undefined, { auth: true, signal });
  return creditCards;
}

/** Saves a card; the answer holds only its brand, last four digits, holder and expiry. */
export async function addCard(input: AddCreditCardInput): Promise<SavedCard> {
  const { addCreditCard } = await api.request(AddCreditCardDocument, { input }, { auth: true });
  return addCreditCard;
}

export async function removeCard(id: string): Promise<void> {
  await api.request(RemoveCreditCardDocument, { id }, { auth: true });
}
