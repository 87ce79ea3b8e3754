/**
 * Back to the seed: every table emptied and seeded again (`npm run db:reset`, the tests' reset
 * hook). Free of Node APIs, so the browser demo resets the same way.
 */
import { sql } from 'kysely';
import type { Db } from './database.ts';
import type { Seeder } from './seeder.ts';

/** Every table the seed fills or the API writes, emptied by a reset. */
const TABLES = [
  'after_sale_photos',
  'after_sale_events',
  'after_sale_items',
  'after_sales',
  'reviews',
  'stock_alerts',
  'activity_log',
  'outbox',
  'content_drafts',
  'uploaded_files',
  'photo_variants',
  'product_photos',
  'product_schedules',
  'product_versions',
  'product_drafts',
  'staff_invitations',
  'staff_sessions',
  'staff',
  'rate_limits',
  'card_tokens',
  'gateway_cards',
  'gateway_customers',
  'cards',
  'ticket_comments',
  'tickets',
  'request_events',
  'request_items',
  'requests',
  'favorites',
  'reset_codes',
  'email_verifications',
  'device_proofs',
  'sessions',
  'customers',
  'content_blocks',
  'products',
  'attribute_values',
  'categories',
] as const;

/** Empties every table and seeds again (`npm run db:reset`, the tests' reset hook). */
export async function resetDatabase(db: Db, seeder: Seeder): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The activity log refuses TRUNCATE (it is append-only); a reset empties it on purpose, and
    // the trigger is back when the transaction commits (or never left, if it fails).
    await sql`alter table activity_log disable trigger activity_log_no_truncate`.execute(trx);
    await sql`truncate ${sql.join(TABLES.map((table) => sql.table(table)))} restart identity cascade`.execute(
      trx,
    );
    await sql`alter table activity_log enable trigger activity_log_no_truncate`.execute(trx);
    await seeder.seed(trx);
    // Every process's cached counts and facets belong to the catalogue that is gone, and so
    // does the publisher's checkpoint: the seed's products keep their old `updated_at`.
    await trx
      .updateTable('catalogue_revision')
      .set({ revision: sql`revision + 1`, epoch: sql`gen_random_uuid()::text` })
      .execute();
  });
}
