/**
 * E-mail verification: a customer proves an address is theirs by opening the link mailed to it
 * (`verifyEmail`); the painel can ask for another (`resendEmailVerification`). Until then what
 * other people tied to that address before the account existed (`Avise-me quando chegar`
 * requests, the messages sent to it) stays out of the customer's data export and out of their
 * account's deletion (my-data.ts).
 */
import type { ApiContext } from '../../core/context.ts';
import type { DataAccess } from '../../core/data-access.ts';
import { notFound, tooManyRequests } from '../../core/errors.ts';
import { randomToken } from '../../core/secrets.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { emailVerificationEmail } from '../messages/notices.ts';
import type { CustomerRecord } from './customer-store.ts';
import { VERIFICATION_LINK_LIFETIME_MS } from './email-verifications.ts';

/** A customer asks for another link at most this often. */
export const RESEND_INTERVAL_MS = 60_000;

export const INVALID_VERIFICATION_LINK =
  'Este link de confirmação não vale mais: ele já foi usado, expirou ou o e-mail da conta mudou. Entre no painel e peça um novo.';
const JUST_SENT = 'Acabamos de enviar um e-mail de confirmação.';

/**
 * Writes a fresh link for `customer`'s address `email` and its message, through `data` (a
 * transaction's, so the message goes only if the change it belongs to is kept).
 */
export async function sendVerification(
  ctx: ApiContext,
  data: DataAccess,
  customer: Pick<CustomerRecord, 'id'>,
  email: string,
): Promise<void> {
  const token = randomToken();
  const message = await emailVerificationEmail(
    ctx.siteUrl,
    token,
    VERIFICATION_LINK_LIFETIME_MS / (24 * 60 * 60 * 1000),
  );
  await data.emailVerifications.put(customer.id, email, token, ctx.now);
  await ctx.mail({ to: email, ...message }, data);
}

export const emailVerificationResolvers = {
  Customer: {
    emailVerified: (customer) => customer.emailVerifiedAt !== null,
  },

  Mutation: {
    async verifyEmail(_, args, ctx) {
      const verified = await ctx.data.transaction(async (tx) => {
        const link = await tx.emailVerifications.spend(args.linkToken.trim(), ctx.now);
        return (
          link !== null && tx.customers.markEmailVerified(link.customerId, link.email, ctx.now)
        );
      });
      if (!verified) throw notFound(INVALID_VERIFICATION_LINK);
      return true;
    },

    async resendEmailVerification(_, __, ctx) {
      const customer = await ctx.requireCustomer();
      if (customer.emailVerifiedAt !== null) return true;
      const sentAt = await ctx.data.emailVerifications.sentAt(customer.id);
      if (sentAt !== null && ctx.now - sentAt < RESEND_INTERVAL_MS) {
        throw tooManyRequests(JUST_SENT, sentAt + RESEND_INTERVAL_MS - ctx.now);
      }
      await ctx.data.transaction((tx) => sendVerification(ctx, tx, customer, customer.email));
      return true;
    },
  },
} satisfies Resolvers;
