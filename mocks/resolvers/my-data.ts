/**
 * The customer's own data (myData, a JSON document of what the API stores about them) and the
 * deletion of their account (deleteMyAccount), as the privacy policy promises: profile,
 * tickets, favorites, saved cards and sessions are deleted; pedidos are kept for the shop's
 * legal duties, without the customer's name, CPF, e-mail and phone.
 */
import type { MockContext } from '../context.ts';
import { badUserInput } from '../errors.ts';
import { closeSessionsOf } from '../sessions.ts';
import type { CustomerRecord, MockState, RequestRecord } from '../state.ts';
import { passwordMatches } from './account.ts';

const WRONG_PASSWORD = 'Senha incorreta.';
/** What a kept pedido says instead of the deleted customer's name. */
const ANONYMOUS_RECIPIENT = 'Cliente removido';

function profileOf(customer: CustomerRecord) {
  // Everything but the password hash: a secret, even hashed.
  const { passwordHash: _secret, privacyConsent, ...profile } = customer;
  return { profile, privacyConsent: privacyConsent ?? null };
}

function requestsOf(state: MockState, customerId: string): RequestRecord[] {
  return [...state.requests.values()].filter((request) => request.customerId === customerId);
}

/** What the API stores about `customer`, without a secret (hash, token, recovery code). */
export function exportOf(state: MockState, customer: CustomerRecord, now: number) {
  const { profile, privacyConsent } = profileOf(customer);
  const tickets = [...state.tickets.values()]
    .filter((ticket) => ticket.customerId === customer.id)
    .map(({ customerId: _owner, ...ticket }) => ticket);
  const requests = requestsOf(state, customer.id).map(
    ({ customerId: _owner, idempotencyKey: _key, orderDigest: _digest, ...request }) => request,
  );
  const cards = [...state.cards.values()]
    .filter((card) => card.customerId === customer.id)
    .map(({ customerId: _owner, ...card }) => card);
  return {
    exportedAt: new Date(now).toISOString(),
    profile,
    privacyConsent,
    tickets,
    requests,
    favorites: state.favorites.get(customer.id) ?? [],
    cards,
  };
}

/** Deletes `customer` as the privacy policy says; their pedidos stay, anonymized. */
export function deleteAccount(state: MockState, customer: CustomerRecord): void {
  const id = customer.id;
  closeSessionsOf(state, id);
  state.resetCodes.delete(id);
  for (const [ticketId, ticket] of state.tickets)
    if (ticket.customerId === id) state.tickets.delete(ticketId);
  for (const [cardId, card] of state.cards) if (card.customerId === id) state.cards.delete(cardId);
  state.favorites.delete(id);
  for (const request of requestsOf(state, id)) {
    // The pedido no longer points at anyone; its delivery keeps the address (a fiscal record)
    // but not who received it.
    request.customerId = '';
    if (request.delivery)
      request.delivery = { ...request.delivery, recipient: ANONYMOUS_RECIPIENT };
  }
  state.customers.delete(id);
}

export const myDataResolvers = {
  Query: {
    myData(_: unknown, __: unknown, ctx: MockContext): string {
      return JSON.stringify(exportOf(ctx.state, ctx.requireCustomer(), ctx.now), null, 2);
    },
  },
  Mutation: {
    async deleteMyAccount(_: unknown, args: { password: string }, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      if (!(await passwordMatches(ctx, customer, args.password))) {
        throw badUserInput([{ field: 'password', message: WRONG_PASSWORD }]);
      }
      deleteAccount(ctx.state, customer);
      return true;
    },
  },
};
