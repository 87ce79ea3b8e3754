/**
 * The payment stand-in's customers and their saved cards, kept as Mercado Pago keeps them: a
 * customer per e-mail, and cards saved from a single-use card token (the token is spent, the
 * card keeps what the token said: brand, last four digits, holder, expiry, and a test card's
 * decline). A saved card is charged with a new token made from its id and its security code
 * (`card-tokens.ts`), the payer being its customer (`charges.ts`).
 *
 * Free of Node APIs, like the card tokens, so the browser demo runs the same code.
 */
import type { CardBrand } from '../../contract/card-brands.ts';
import { randomToken } from '../../api/core/secrets.ts';
import { toDate, toMs, violatedUnique } from '../../api/db/codecs.ts';
import type { Db } from '../../api/db/database.ts';
import type { Row } from '../../api/db/tables.ts';
import { CARD_AGAIN_MESSAGE, PaymentProviderError } from '../../api/providers/payments/provider.ts';
import type { SavedCards } from '../../api/providers/payments/provider.ts';
import { splitName } from '../../api/providers/payments/customer-cards.ts';
import { spendCardToken } from './card-tokens.ts';
import type { SpendOutcome } from './card-tokens.ts';

export interface GatewayCustomer {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly identification: { readonly type: string; readonly number: string } | null;
  readonly createdAt: number;
}

export interface GatewayCard {
  readonly id: string;
  readonly customerId: string;
  readonly brand: string;
  readonly last4: string;
  readonly holderName: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly declineCode: string | null;
  readonly createdAt: number;
}

export interface NewGatewayCustomer {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly identification: GatewayCustomer['identification'];
}

/** A card saved without a token: the demo seed's cards, as if saved long ago. */
export type SeedCard = Omit<GatewayCard, 'customerId' | 'createdAt' | 'declineCode'> & {
  readonly createdAt: number;
};

export type SaveCardOutcome =
  | { readonly ok: true; readonly card: GatewayCard }
  | {
      readonly ok: false;
      readonly reason: 'no_customer' | Extract<SpendOutcome, { ok: false }>['reason'];
    };

/** How many cards one customer may keep, as Mercado Pago limits them. */
export const MAX_CARDS_PER_CUSTOMER = 25;

function customerOf(row: Row<'gateway_customers'>): GatewayCustomer {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    identification:
      row.identification_type === null || row.identification_number === null
        ? null
        : { type: row.identification_type, number: row.identification_number },
    createdAt: toMs(row.created_at),
  };
}

function cardOf(row: Row<'gateway_cards'>): GatewayCard {
  return {
    id: row.id,
    customerId: row.customer_id,
    brand: row.brand,
    last4: row.last4,
    holderName: row.holder_name,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    declineCode: row.decline_code,
    createdAt: toMs(row.created_at),
  };
}

/** The row of a customer `id` made at `at`. */
function customerRow(customer: NewGatewayCustomer, id: string, at: number) {
  return {
    id,
    email: customer.email.toLowerCase(),
    first_name: customer.firstName,
    last_name: customer.lastName,
    identification_type: customer.identification?.type ?? null,
    identification_number: customer.identification?.number ?? null,
    created_at: toDate(at),
  };
}

/** The row of a card of `customerId`. */
function cardRow(card: Omit<GatewayCard, 'customerId'>, customerId: string) {
  return {
    id: card.id,
    customer_id: customerId,
    brand: card.brand,
    last4: card.last4,
    holder_name: card.holderName,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    decline_code: card.declineCode,
    created_at: toDate(card.createdAt),
  };
}

/** A customer id shaped as Mercado Pago's: digits, a dash, letters and digits. */
function customerId(): string {
  const hex = randomToken();
  return `${parseInt(hex.slice(0, 8), 16)}-${hex.slice(8, 22)}`;
}

/** A card id shaped as Mercado Pago's: thirteen digits. */
function cardId(): string {
  return String(1_000_000_000_000 + (parseInt(randomToken().slice(0, 12), 16) % 9_000_000_000_000));
}

export interface CustomerStore {
  /** The customers of this e-mail (none or one), compared without case. */
  search(email: string): Promise<GatewayCustomer[]>;
  get(id: string): Promise<GatewayCustomer | null>;
  /** A new customer; null when the e-mail has one already. */
  create(customer: NewGatewayCustomer): Promise<GatewayCustomer | null>;
  /** Saves the card of `token` (spending it) under `customerId`. */
  saveCard(customerId: string, token: string): Promise<SaveCardOutcome>;
  cardsOf(customerId: string): Promise<GatewayCard[]>;
  /** Removes a card of `customerId`; answers it, or null when the customer has no such card. */
  deleteCard(customerId: string, cardId: string): Promise<GatewayCard | null>;
  /** The saved card `cardId`, if `customerId` has it. */
  cardOf(customerId: string, cardId: string): Promise<GatewayCard | null>;
}

export function createCustomerStore(db: Db, now: () => number = () => Date.now()): CustomerStore {
  async function get(id: string) {
    const row = await db
      .selectFrom('gateway_customers')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? customerOf(row) : null;
  }

  async function savedCardOf(customer: string, card: string) {
    const row = await db
      .selectFrom('gateway_cards')
      .selectAll()
      .where('id', '=', card)
      .where('customer_id', '=', customer)
      .executeTakeFirst();
    return row ? cardOf(row) : null;
  }

  return {
    async search(email) {
      const rows = await db
        .selectFrom('gateway_customers')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .execute();
      return rows.map(customerOf);
    },

    get,

    async create(customer) {
      try {
        const row = await db
          .insertInto('gateway_customers')
          .values(customerRow(customer, customerId(), now()))
          .returningAll()
          .executeTakeFirstOrThrow();
        return customerOf(row);
      } catch (error) {
        if (violatedUnique(error) !== null) return null;
        throw error;
      }
    },

    async saveCard(customer, token) {
      if ((await get(customer)) === null) return { ok: false, reason: 'no_customer' };
      const at = now();
      const spent = await spendCardToken(db, token, at);
      if (!spent.ok) return spent;
      const { card, declineCode } = spent.token;
      const row = await db
        .insertInto('gateway_cards')
        .values(cardRow({ ...card, id: cardId(), declineCode, createdAt: at }, customer))
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ok: true, card: cardOf(row) };
    },

    async cardsOf(customer) {
      const rows = await db
        .selectFrom('gateway_cards')
        .selectAll()
        .where('customer_id', '=', customer)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(cardOf);
    },

    async deleteCard(customer, card) {
      const row = await db
        .deleteFrom('gateway_cards')
        .where('id', '=', card)
        .where('customer_id', '=', customer)
        .returningAll()
        .executeTakeFirst();
      return row ? cardOf(row) : null;
    },

    cardOf: savedCardOf,
  };
}

/**
 * Puts a customer and cards at the stand-in directly, as if saved through its API long ago: the
 * demo seed's customers pay with their saved cards out of the box.
 */
export async function seedCustomerCards(
  db: Db,
  customer: NewGatewayCustomer & { readonly id: string; readonly createdAt: number },
  cards: readonly SeedCard[],
): Promise<void> {
  await db
    .insertInto('gateway_customers')
    .values(customerRow(customer, customer.id, customer.createdAt))
    .execute();
  if (cards.length === 0) return;
  await db
    .insertInto('gateway_cards')
    .values(cards.map((card) => cardRow({ ...card, declineCode: null }, customer.id)))
    .execute();
}

/**
 * The store as the payment module's `SavedCards`, answered in process (the browser demo, which
 * has no stand-in server): the same outcomes the customers API answers over HTTP.
 */
export function inProcessSavedCards(store: CustomerStore): SavedCards {
  return {
    async customerFor(customer) {
      const [found] = await store.search(customer.email);
      if (found) return found.id;
      const { first_name: firstName, last_name: lastName } = splitName(customer.name);
      const made = await store.create({
        email: customer.email,
        firstName,
        lastName,
        identification: customer.cpf === '' ? null : { type: 'CPF', number: customer.cpf },
      });
      const id = made?.id ?? (await store.search(customer.email))[0]?.id;
      if (id === undefined) throw new Error(`no stand-in customer for ${customer.email}`);
      return id;
    },

    async saveCard(customerId, token) {
      const saved = await store.saveCard(customerId, token);
      if (!saved.ok) {
        throw saved.reason === 'no_customer'
          ? new PaymentProviderError('not_found', 'Cliente não encontrado.', customerId)
          : new PaymentProviderError('rejected', CARD_AGAIN_MESSAGE, `card token ${saved.reason}`);
      }
      const { card } = saved;
      return {
        id: card.id,
        brand: card.brand as CardBrand,
        last4: card.last4,
        holderName: card.holderName,
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },

    async removeCard(customerId, cardId) {
      await store.deleteCard(customerId, cardId);
    },
  };
}
