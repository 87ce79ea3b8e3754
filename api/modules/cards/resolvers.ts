/**
 * Saved credit cards. The shop never sees a card number or CVV: the browser hands them to the
 * payment provider, which answers a single-use token. `addCreditCard` has the provider save the
 * card of that token under the provider's customer of the shop's customer (found or made the
 * first time), and keeps the provider's card id with what the provider recorded (brand, last four
 * digits, holder, expiry), which must be what the form sent. A card removed here is removed at
 * the provider first.
 */
import { badUserInput, notFound } from '../../core/errors.ts';
import type { Issue } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { MAX_CREDIT_CARDS } from '../../core/constants.ts';
import { checkHolderName, expiryIssues, validated } from '../../core/validation.ts';
import type { Outcome } from '../../../contract/validation.ts';
import { TOKEN_UNKNOWN_MESSAGE } from '../../providers/payments/provider.ts';
import type { SavedCard } from '../../providers/payments/provider.ts';
import { atProvider, paymentCustomerOf, removeAtProvider } from './saved-cards.ts';

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
    : { ok: false, message: TOKEN_UNKNOWN_MESSAGE };
}

type ClaimedCard = Omit<SavedCard, 'id'>;

function matches(claimed: ClaimedCard, recorded: SavedCard): boolean {
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
      // Everything that can be refused without the provider is, before the token is spent.
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
      const claimed: ClaimedCard = {
        brand: input.brand,
        last4,
        holderName,
        expMonth: input.expMonth,
        expYear: input.expYear,
      };
      const paymentCustomer = await paymentCustomerOf(ctx, customer);
      const saved = await atProvider(ctx, 'token', () =>
        ctx.payments.saveCard(paymentCustomer, token),
      );
      if (!matches(claimed, saved)) {
        // Not the card the form showed: it is not kept, here or at the provider.
        await atProvider(ctx, 'token', () => ctx.payments.removeCard(paymentCustomer, saved.id));
        throw badUserInput([{ field: 'token', message: MISMATCH }]);
      }
      const { id: providerCardId, ...card } = saved;
      return ctx.data.cards.insert({
        customerId: customer.id,
        providerCardId,
        ...card,
        created_at: ctx.now,
      });
    },

    async removeCreditCard(_, args, ctx) {
      const customer = await ctx.requireCustomer();
      const card = await ctx.data.cards.cardOf(customer.id, args.id);
      if (card === null) throw notFound('Cartão não encontrado.');
      await removeAtProvider(ctx, customer, [card]);
      await ctx.data.cards.remove(customer.id, args.id);
      return args.id;
    },
  },
} satisfies Resolvers;
