/**
 * Fills an empty, migrated database with the seed: categories and attribute values, `products`
 * generated products (product N as `catalogue.ts` computes it), the home content, and the
 * customers with their tickets, pedidos, favorites and cards (saved at the payment stand-in too,
 * as customers of its own, so they can be paid with). Products go in batches of
 * BATCH rows, so 100,000 of them take a few statements, not 100,000.
 */
import { sql } from 'kysely';
import type { Db } from '../../api/db/database.ts';
import type { Seeder } from '../../api/db/seeder.ts';
import type { SeedKind } from '../../config/seed.ts';
import { inTransaction } from '../../api/db/transaction.ts';
import { toCents, toDate } from '../../api/db/codecs.ts';
import { foldedNameOf, productOf } from './catalogue.ts';
import { SEED_DATE, seedShopTaxonomy, shopSeeder } from '../../api/db/shop-seed.ts';
import { ANNOUNCEMENTS, FEATURED_PRODUCT_IDS, HERO, SERVICES } from './content.ts';
import { seedData } from './customers.ts';
import { seedCustomerCards } from '../gateway/customers.ts';
import { splitName } from '../../api/providers/payments/customer-cards.ts';
import { seedReviews } from './reviews.ts';
import { SEED_STAFF } from './staff.ts';

const BATCH = 2_000;

/** Identity columns continue after the highest id the seed gave explicitly. */
const IDENTITY_TABLES = [
  'products',
  'customers',
  'favorites',
  'tickets',
  'ticket_comments',
  'requests',
  'request_items',
  'request_events',
  'cards',
  'staff',
  'reviews',
] as const;

async function seedCatalogue(db: Db, count: number): Promise<void> {
  await seedShopTaxonomy(db);
  for (let first = 1; first <= count; first += BATCH) {
    const last = Math.min(count, first + BATCH - 1);
    const rows = [];
    for (let n = first; n <= last; n++) {
      const product = productOf(n);
      rows.push({
        id: n,
        name: product.name,
        sort_name: foldedNameOf(n),
        description: product.description,
        price_cents: toCents(product.price),
        stock: product.quantity,
        published: product.is_published,
        category_id: product.categoryId,
        photos: JSON.stringify(product.photos),
        attributes: JSON.stringify(product.attributes),
        option_values: product.attributes.flatMap((a) => a.values.map((v) => v.id)),
        created_at: toDate(product.created_at),
        updated_at: toDate(product.updated_at),
      });
    }
    await db.insertInto('products').values(rows).execute();
  }
}

async function seedContent(db: Db, count: number): Promise<void> {
  const blocks: [string, unknown][] = [
    ['hero', HERO],
    ['announcements', ANNOUNCEMENTS],
    ['services', SERVICES],
    ['featuredProductIds', FEATURED_PRODUCT_IDS.filter((n) => n <= count).map(String)],
  ];
  await db
    .insertInto('content_blocks')
    .values(
      blocks.map(([key, value]) => ({
        key,
        value: JSON.stringify(value),
        updated_at: SEED_DATE,
      })),
    )
    .execute();
}

/** The payment stand-in's customer id of a seed customer with saved cards. */
function paymentCustomerIdOf(customerId: string): string {
  return `seed-customer-${customerId}`;
}

/** The seed's saved cards at the payment stand-in: each owner as its customer, and the cards. */
async function seedSavedCardsAtStandIn(db: Db, seed: ReturnType<typeof seedData>): Promise<void> {
  for (const customer of seed.customers) {
    const cards = seed.cards.filter((card) => card.customerId === customer.id);
    if (cards.length === 0) continue;
    const { first_name: firstName, last_name: lastName } = splitName(customer.name);
    await seedCustomerCards(
      db,
      {
        id: paymentCustomerIdOf(customer.id),
        email: customer.email,
        firstName,
        lastName,
        identification:
          customer.cpf === null ? null : { type: 'CPF', number: customer.cpf.replace(/\D/g, '') },
        createdAt: customer.created_at,
      },
      cards.map((card) => ({
        id: card.providerCardId,
        brand: card.brand,
        last4: card.last4,
        holderName: card.holderName,
        expMonth: card.expMonth,
        expYear: card.expYear,
        createdAt: card.created_at,
      })),
    );
  }
}

async function seedCustomers(db: Db, count: number): Promise<void> {
  const seed = seedData();
  await db
    .insertInto('customers')
    .values(
      seed.customers.map((c) => ({
        id: Number(c.id),
        name: c.name,
        email: c.email,
        password_hash: c.passwordHash,
        rg: c.rg,
        cpf: c.cpf,
        phone: c.phone,
        address: c.address,
        cep: c.cep,
        city: c.city,
        state: c.state,
        country: c.country,
        privacy_policy_version: c.privacyConsent?.policyVersion ?? null,
        privacy_accepted_at: c.privacyConsent ? toDate(c.privacyConsent.acceptedAt) : null,
        email_verified_at: c.emailVerifiedAt === null ? null : toDate(c.emailVerifiedAt),
        created_at: toDate(c.created_at),
        updated_at: toDate(c.updated_at),
        payment_customer_id: seed.cards.some((card) => card.customerId === c.id)
          ? paymentCustomerIdOf(c.id)
          : null,
      })),
    )
    .execute();
  // Oldest first, so the first favorite listed gets the highest id (most recent).
  const favorites = seed.favorites.flatMap(([customerId, productIds]) =>
    [...productIds]
      .reverse()
      .filter((id) => Number(id) <= count)
      .map((id) => ({ customer_id: Number(customerId), product_id: Number(id) })),
  );
  if (favorites.length > 0) await db.insertInto('favorites').values(favorites).execute();

  const known = (id: string | null) => (id !== null && Number(id) <= count ? Number(id) : null);
  for (const request of seed.requests) {
    const delivery = request.delivery;
    await db
      .insertInto('requests')
      .values({
        id: Number(request.id),
        customer_id: request.customerId === null ? null : Number(request.customerId),
        number: request.number,
        status: request.status,
        payment_method: request.paymentMethod,
        created_at: toDate(request.created_at),
        expires_at: request.expiresAt === null ? null : toDate(request.expiresAt),
        confirmation_mailed_at:
          request.confirmationMailedAt === null ? null : toDate(request.confirmationMailedAt),
        discount_cents: toCents(request.discount),
        freight_service: request.freight?.service ?? null,
        freight_price_cents: request.freight ? toCents(request.freight.price) : null,
        freight_days: request.freight?.deliveryDays ?? null,
        tracking_code: request.trackingCode,
        recipient: delivery?.recipient ?? null,
        buyer_cpf: seed.customers.find((c) => c.id === request.customerId)?.cpf ?? null,
        cep: delivery?.cep ?? null,
        street: delivery?.street ?? null,
        number_line: delivery?.number ?? null,
        complement: delivery?.complement ?? null,
        district: delivery?.district ?? null,
        city: delivery?.city ?? null,
        state: delivery?.state ?? null,
      })
      .execute();
    const items = request.items.filter((item) => known(item.productId) !== null);
    if (items.length > 0) {
      await db
        .insertInto('request_items')
        .values(
          items.map((item, i) => ({
            request_id: Number(request.id),
            position: i + 1,
            product_id: Number(item.productId),
            product_name: item.productName,
            quantity: item.quantity,
            unit_price_cents: toCents(item.unitPrice),
            attributes: JSON.stringify(item.attributes),
          })),
        )
        .execute();
    }
    await db
      .insertInto('request_events')
      .values(
        request.history.map((event) => ({
          request_id: Number(request.id),
          status: event.status,
          at: toDate(event.at),
          note: event.note,
        })),
      )
      .execute();
  }

  for (const ticket of seed.tickets) {
    await db
      .insertInto('tickets')
      .values({
        id: Number(ticket.id),
        customer_id: Number(ticket.customerId),
        subject: ticket.subject,
        description: ticket.description,
        status: ticket.status,
        product_id: known(ticket.productId),
        request_id: ticket.requestId === null ? null : Number(ticket.requestId),
        created_at: toDate(ticket.created_at),
        updated_at: toDate(ticket.updated_at),
        read_at: toDate(ticket.readAt),
      })
      .execute();
    if (ticket.comments.length > 0) {
      await db
        .insertInto('ticket_comments')
        .values(
          ticket.comments.map((comment) => ({
            id: Number(comment.id),
            ticket_id: Number(ticket.id),
            body: comment.body,
            author_kind: comment.authorKind,
            author_name: comment.authorName,
            created_at: toDate(comment.created_at),
          })),
        )
        .execute();
    }
  }

  await db
    .insertInto('cards')
    .values(
      seed.cards.map((card) => ({
        id: Number(card.id),
        customer_id: Number(card.customerId),
        provider_card_id: card.providerCardId,
        brand: card.brand,
        last4: card.last4,
        holder_name: card.holderName,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        created_at: toDate(card.created_at),
      })),
    )
    .execute();
  await seedSavedCardsAtStandIn(db, seed);
}

async function seedStaff(db: Db): Promise<void> {
  await db
    .insertInto('staff')
    .values(
      SEED_STAFF.map((member) => ({
        id: member.id,
        name: member.name,
        email: member.email,
        role: member.role,
        password_hash: member.passwordHash,
        created_at: SEED_DATE,
        updated_at: SEED_DATE,
      })),
    )
    .execute();
}

async function seedAll(db: Db, products: number): Promise<void> {
  await seedCatalogue(db, products);
  await seedContent(db, products);
  await seedCustomers(db, products);
  await seedReviews(db, products);
  await seedStaff(db);
  for (const table of IDENTITY_TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest(1, (select coalesce(max(id), 0) from ${sql.table(table)})))`.execute(
      db,
    );
  }
  // Fresh statistics, so the planner knows the catalogue's size from the first query.
  await sql`analyze`.execute(db);
}

/** Seeds an empty database in one transaction (the caller's, if it is in one): all or nothing. */
export function seedDatabase(db: Db, products: number): Promise<void> {
  return inTransaction(db, (trx) => seedAll(trx, products));
}

/** The seeder SEED chooses; the demo's has `products` products. */
export function seederFor(kind: SeedKind, products: number): Seeder {
  return kind === 'demo' ? demoSeeder(products) : shopSeeder();
}

/** The demo's seed with `products` products, as the API's database bootstrap takes it. */
export function demoSeeder(products: number): Seeder {
  return { description: `${products} produtos`, seed: (db) => seedDatabase(db, products) };
}
