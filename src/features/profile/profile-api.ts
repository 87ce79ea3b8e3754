/** The profile's API calls: the customer update, the saved cards, the customer's own data. */
import { api } from '~/lib/api/api';
import {
  AddCreditCardDocument,
  CreditCardsDocument,
  DeleteMyAccountDocument,
  LogoutEverywhereDocument,
  MyDataDocument,
  RemoveCreditCardDocument,
  ResendEmailVerificationDocument,
  UpdateCostumerDocument,
  VerifyEmailDocument,
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
  const { updateCostumer } = await api.request(
    UpdateCostumerDocument,
    { input },
    { auth: true, deviceProof: true },
  );
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

/** Everything the API stores about the customer, as the JSON document it answers. */
export async function fetchMyData(): Promise<string> {
  const { myData } = await api.request(MyDataDocument, undefined, { auth: true });
  return myData;
}

/** Deletes the customer's account; the API checks `password` first. */
export async function deleteMyAccount(password: string): Promise<void> {
  await api.request(DeleteMyAccountDocument, { password }, { auth: true, deviceProof: true });
}

/**
 * Ends every session of the customer, this one included, and makes the API forget every browser
 * they logged in from (their device proofs).
 */
export async function endEverySession(): Promise<void> {
  await api.request(LogoutEverywhereDocument, undefined, { auth: true });
}

/** Mails the logged-in customer a new link to confirm their e-mail. */
export async function resendEmailVerification(): Promise<void> {
  await api.request(ResendEmailVerificationDocument, undefined, { auth: true });
}

/** Confirms an address with the token of the link mailed to it (no session needed). */
export async function verifyEmail(linkToken: string): Promise<void> {
  await api.request(VerifyEmailDocument, { linkToken });
}
