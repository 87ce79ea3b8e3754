/**
 * Saved credit cards. The shop never sees a card number or CVV: the browser hands them to the
 * payment gateway, which answers a single-use token. `addCreditCard` redeems that token with the
 * gateway and keeps the token, brand, last four digits, holder's name and expiry, which must be
 * what the gateway recorded for it.
 */
import { badUserInput, notFound } from '../../core/errors.ts';
import type { Issue } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { MAX_CREDIT_CARDS } from '../../core/constants.ts';
import { checkHolderName, expiryIssues, validated } from '../../core/validation.ts';
import type { Outcome } from '../../../contract/validation.ts';
import type { RedeemOutcome, TokenizedCard } from '../../providers/payments/card-tokens.ts';

const REDEEM_FAILURES: Record<Extract<RedeemOutcome, { ok: false }>['reason'], string> = {
  unknown: 'O token do cartão não foi reconhecido pela operadora: envie o cartão de novo.',
  used: 'Este token de cartão já foi usado: envie o cartão de novo.',
  expired: 'O token do cartão expirou: envie o cartão de novo.',
};
const MISMATCH =
  'Os dados do cartão não conferem com os confirmados pela operadora: envie o cartão de novo.';

function checkLast4(raw: string): Outcome<string> {
  return /^\d{4}$/.test(raw)
    ? { ok: true, value: raw }
    : { ok: false, message: 'Informe os quatro últimos dígitos do cartão.' };
}

function checkTokenShape(raw: string): Outcome<string> {
  return /^[\w-]{1,200}$/.test(raw)
    ? { ok: true, value: raw }
    : { ok: false, message: REDEEM_FAILURES.unknown };
}

function matches(claimed: TokenizedCard, recorded: TokenizedCard): boolean {
  return (
    claimed.brand === recorded.brand &&
    claimed.last4 === recorded.last4 &&
    claimed.holderName === recorded.holderName &&
    claimed.expMonth === recorded.expMonth &&
    claimed.expYear === recorded.expYear
  );
}

export const cardResolvers = {
  Query: {
    creditCards: async (_, __, ctx) => ctx.data.cards.listOf((await ctx.requireCustomer()).id),
  },

  Mutation: {
    async addCreditCard(_, args, ctx) {
      const customer = await ctx.requireCustomer();
      const { input } = args;
      const more: Issue[] = expiryIssues(input.expMonth, input.expYear, ctx.now);
      if ((await ctx.data.cards.listOf(customer.id)).length >= MAX_CREDIT_CARDS) {
        more.push({
          field: 'token',
          message: `Limite de ${MAX_CREDIT_CARDS} cartões salvos atingido: remova um antes.`,
        });
      }
      // Everything that can be refused without the gateway is, before the token is spent.
      const { token, holderName, last4 } = validated(
        {
          token: checkTokenShape(input.token),
          holderName: checkHolderName(input.holderName),
          last4: checkLast4(input.last4),
        },
        more,
      );
      // Counted before the token is spent: a refusal here leaves the token for a later try.
      await ctx.guard.write('cards', customer.id);
      const claimed: TokenizedCard = {
        brand: input.brand,
        last4,
        holderName,
        expMonth: input.expMonth,
        expYear: input.expYear,
      };
      const redeemed = await ctx.cardTokens.redeem(token);
      if (!redeemed.ok) {
        throw badUserInput([{ field: 'token', message: REDEEM_FAILURES[redeemed.reason] }]);
      }
      if (!matches(claimed, redeemed.card)) {
        throw badUserInput([{ field: 'token', message: MISMATCH }]);
      }

      return ctx.data.cards.insert({
        customerId: customer.id,
        token,
        ...redeemed.card,
        created_at: ctx.now,
      });
    },

    async removeCreditCard(_, args, ctx) {
      const customer = await ctx.requireCustomer();
      if (!(await ctx.data.cards.remove(customer.id, args.id))) {
        throw notFound('Cartão não encontrado.');
      }
      return args.id;
    },
  },
} satisfies Resolvers;
