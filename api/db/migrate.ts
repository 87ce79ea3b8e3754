/**
 * Versioned migrations, applied in order at start: each file of `migrations/` once, recorded in
 * Kysely's own table by its current name (former names recorded there are renamed first). The
 * list is static (no folder is read at run time), so the same code migrates PGlite in the
 * browser demo. Concurrent starts on one PostgreSQL are safe: Kysely holds its migration lock
 * while it runs them.
 */
import { Migrator } from 'kysely/migration';
import type { Migration } from 'kysely/migration';
import type { Db } from './database.ts';
import * as initial from './migrations/0001-initial.ts';
import * as catalogueRevision from './migrations/0002-catalogue-revision.ts';
import * as deviceProofs from './migrations/0003-security-device-proofs.ts';
import * as backofficeStaff from './migrations/0004-backoffice-staff.ts';
import * as shoppersSearch from './migrations/0005-shoppers-search.ts';
import * as supportDesk from './migrations/0006-support-desk.ts';
import * as catalogueEpoch from './migrations/0007-publishing-catalogue-epoch.ts';
import * as alertsRequests from './migrations/0008-alerts-requests.ts';
import * as reviewsTable from './migrations/0009-reviews-table.ts';
import * as staffDeviceProofs from './migrations/0010-staff-device-proofs.ts';
import * as paymentCharges from './migrations/0011-payment-charges.ts';
import * as requestPayments from './migrations/0012-request-payments.ts';
import * as savedCardsAtProvider from './migrations/0013-saved-cards-at-provider.ts';
import * as messageDelivery from './migrations/0014-message-delivery.ts';
import * as orderConfirmations from './migrations/0015-order-confirmations.ts';
import * as staffMail from './migrations/0016-staff-mail.ts';
import * as afterSale from './migrations/0017-after-sale.ts';
import * as afterSalePhotos from './migrations/0018-after-sale-photos.ts';
import * as activityLogNoTruncate from './migrations/0019-activity-log-no-truncate.ts';
import * as emailVerification from './migrations/0020-email-verification.ts';
import * as scheduledDraft from './migrations/0021-scheduled-draft.ts';
import * as productPhotoVariants from './migrations/0022-product-photo-variants.ts';
import { renameRecordedMigrations } from './former-migration-names.ts';

/**
 * Every migration, by name; a name's number is its place in the order they run. Append, never
 * edit a released one; a released one renamed keeps its former name in FORMER_MIGRATION_NAMES.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  '0002-catalogue-revision': catalogueRevision,
  '0003-security-device-proofs': deviceProofs,
  '0004-backoffice-staff': backofficeStaff,
  '0005-shoppers-search': shoppersSearch,
  '0006-support-desk': supportDesk,
  '0007-publishing-catalogue-epoch': catalogueEpoch,
  '0008-alerts-requests': alertsRequests,
  '0009-reviews-table': reviewsTable,
  '0010-staff-device-proofs': staffDeviceProofs,
  '0011-payment-charges': paymentCharges,
  '0012-request-payments': requestPayments,
  '0013-saved-cards-at-provider': savedCardsAtProvider,
  '0014-message-delivery': messageDelivery,
  '0015-order-confirmations': orderConfirmations,
  '0016-staff-mail': staffMail,
  '0017-after-sale': afterSale,
  '0018-after-sale-photos': afterSalePhotos,
  '0019-activity-log-no-truncate': activityLogNoTruncate,
  '0020-email-verification': emailVerification,
  '0021-scheduled-draft': scheduledDraft,
  '0022-product-photo-variants': productPhotoVariants,
};

/** Applies the migrations not yet applied; throws naming the one that failed. */
export async function migrate(db: Db): Promise<void> {
  await renameRecordedMigrations(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(
      `The database could not be migrated${failed ? ` (${failed})` : ''}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
