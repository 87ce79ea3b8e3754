/**
 * Saved credit cards. The number and CVV are validated and dropped: only the brand, the last
 * four digits, the holder's name and the expiry are kept.
 */
import { cardBrand } from '../card-brand.ts';
import { MAX_CREDIT_CARDS } from '../constants.ts';
import type { MockContext } from '../context.ts';
import { notFound } from '../errors.ts';
import type { CardRecord } from '../state.ts';
import {
  checkCardNumber,
  checkCvv,
  expiryIssues,
  checkHolderName,
  validated,
} from '../validation.ts';

interface AddCardInput {
  number: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  cvv: string;
}

function ownCards(ctx: MockContext, customerId: string): CardRecord[] {
  return [...ctx.state.cards.values()]
    .filter((card) => card.customerId === customerId)
    .sort((a, b) => a.created_at - b.created_at || Number(a.id) - Number(b.id));
}

export const cardResolvers = {
  Query: {
    creditCards: (_: unknown, __: unknown, ctx: MockContext) =>
      ownCards(ctx, ctx.requireCustomer().id),
  },

  Mutation: {
    addCreditCard(_: unknown, args: { input: AddCardInput }, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      const { input } = args;
      const more = expiryIssues(input.expMonth, input.expYear, ctx.now);
      if (ownCards(ctx, customer.id).length >= MAX_CREDIT_CARDS) {
        more.push({
          field: 'number',
          message: `Limite de ${MAX_CREDIT_CARDS} cartões salvos atingido: remova um antes.`,
        });
      }
      // The CVV is checked and then dropped with the number: neither is ever stored.
      const { number, holderName } = validated(
        {
          number: checkCardNumber(input.number),
          holderName: checkHolderName(input.holderName),
          cvv: checkCvv(input.cvv),
        },
        more,
      );

      const id = ctx.state.nextId('card');
      const card: CardRecord = {
        id,
        customerId: customer.id,
        brand: cardBrand(number),
        last4: number.slice(-4),
        holderName,
        expMonth: input.expMonth,
        expYear: input.expYear,
        created_at: ctx.now,
      };
      ctx.state.cards.set(id, card);
      return card;
    },

    removeCreditCard(_: unknown, args: { id: string }, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      const card = ctx.state.cards.get(args.id);
      if (!card || card.customerId !== customer.id) throw notFound('Cartão não encontrado.');
      ctx.state.cards.delete(card.id);
      return card.id;
    },
  },
};
