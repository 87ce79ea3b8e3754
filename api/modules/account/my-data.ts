/**
 * The customer's own data (myData, a JSON document of what the API stores about them) and the
 * deletion of their account (deleteMyAccount), as the privacy policy promises: the profile,
 * sessions, recovery codes, tickets with their comments, favorites, saved cards (at the payment
 * provider too), reviews, and, once the address is proved the customer's (e-mail
 * verification), the `Avise-me quando chegar` requests and the e-mails sent to it are deleted;
 * pedidos are kept for the shop's fiscal duties with only what fiscal records need (see
 * `keepForFiscalRecords`), no longer linked to any account.
 */
import type { DataAccess } from '../../core/data-access.ts';
import { badUserInput } from '../../core/errors.ts';
import type { CustomerRecord } from './customer-store.ts';
import { removeAtProvider } from '../cards/saved-cards.ts';
import { passwordMatches } from './resolvers.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';

const WRONG_PASSWORD = 'Senha incorreta.';

/** What the API stores about `customer`, without a secret (hash, token, recovery code). */
export async function exportOf(data: DataAccess, customer: CustomerRecord, now: number) {
  // Everything but the password hash: a secret, even hashed.
  const { passwordHash: _secret, privacyConsent, ...profile } = customer;
  const [tickets, requests, favorites, cards, reviews, stockAlerts] = await Promise.all([
    data.tickets.exportOf(customer.id),
    data.requests.listOf(customer.id),
    data.favorites.idsOf(customer.id),
    data.cards.listOf(customer.id),
    data.reviews.ofCustomer(customer.id),
    // Requests anyone could have made with the address: the customer's once it is proved theirs.
    customer.emailVerifiedAt === null ? [] : data.stockAlerts.listOf(customer.email),
  ]);
  return {
    exportedAt: new Date(now).toISOString(),
    profile,
    privacyConsent,
    tickets: tickets.map(
      ({ customerId: _owner, commentCount: _count, hasUnreadReply: _unread, ...ticket }) => ticket,
    ),
    requests: requests.map(
      ({ customerId: _owner, idempotencyKey: _key, orderDigest: _digest, ...request }) => request,
    ),
    favorites,
    cards: cards.map(({ customerId: _owner, ...card }) => card),
    reviews,
    stockAlerts,
  };
}

/**
 * Deletes `customer` as the privacy policy says, in one transaction, and answers the products
 * whose public reviews went with the account (their pages must be published again).
 */
export function deleteAccount(
  data: DataAccess,
  customer: CustomerRecord,
  now: number,
): Promise<string[]> {
  return data.transaction(async (tx) => {
    await tx.requests.keepForFiscalRecords(customer.id);
    const reviewed = await tx.reviews.eraseOf(customer.id);
    await tx.reviews.touchProducts(reviewed, now);
    // Made with the e-mail, not the account: deleted by address, and only when the address is
    // proved the customer's (an unproved one may be someone else's, whose requests and
    // messages stay theirs).
    if (customer.emailVerifiedAt !== null) {
      await tx.stockAlerts.deleteOf(customer.email);
      // The messages sent to the address, delivered or not: they tie it to pedidos and tickets.
      await tx.outbox.forget(customer.email);
    }
    // Sessions, recovery codes, tickets and their comments, favorites and cards cascade.
    await tx.customers.delete(customer.id);
    return reviewed;
  });
}

export const myDataResolvers = {
  Query: {
    async myData(_, __, ctx) {
      const customer = await ctx.requireCustomer();
      return JSON.stringify(await exportOf(ctx.data, customer, ctx.now), null, 2);
    },
  },
  Mutation: {
    async deleteMyAccount(_, args, ctx) {
      const customer = await ctx.requireCustomer();
      if (!(await passwordMatches(ctx, customer, args.password))) {
        throw badUserInput([{ field: 'password', message: WRONG_PASSWORD }]);
      }
      // The saved cards go from the payment provider first: the account is deleted only after.
      await removeAtProvider(ctx, customer, await ctx.data.cards.listOf(customer.id));
      const reviewed = await deleteAccount(ctx.data, customer, ctx.now);
      if (reviewed.length > 0)
        void ctx.publish(reviewed, 'Conta de cliente excluída: avaliações removidas');
      return true;
    },
  },
} satisfies Resolvers;
