/**
 * The API's data layer as resolvers see it: one store per domain, bound to the database or to
 * a transaction. Resolvers and domain logic call these stores; only the stores run SQL.
 */
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { customerStore } from '../modules/account/customer-store.ts';
import { deviceProofStore } from '../modules/account/device-proofs.ts';
import { resetCodeStore } from '../modules/account/reset-codes.ts';
import { emailVerificationStore } from '../modules/account/email-verifications.ts';
import { sessionStore } from '../modules/account/sessions.ts';
import { cardStore } from '../modules/cards/card-store.ts';
import { categoryStore } from '../modules/catalogue/category-store.ts';
import { createListingCache } from '../modules/catalogue/listing-cache.ts';
import type { ListingCache } from '../modules/catalogue/listing-cache.ts';
import { productStore } from '../modules/catalogue/product-store.ts';
import { searchStore } from '../modules/catalogue/search-store.ts';
import { contentStore } from '../modules/content/content-store.ts';
import { favoriteStore } from '../modules/favorites/favorite-store.ts';
import { requestStore } from '../modules/orders/request-store.ts';
import { ticketStore } from '../modules/tickets/ticket-store.ts';
import { activityStore } from '../modules/backoffice/activity-store.ts';
import { fileStore } from '../modules/backoffice/file-store.ts';
import { productPhotoStore } from '../modules/catalogue/product-photo-store.ts';
import { workspaceStore } from '../modules/backoffice/workspace-store.ts';
import { outboxStore } from '../modules/messages/outbox-store.ts';
import { stockAlertStore } from '../modules/alerts/alert-store.ts';
import { staffStore } from '../modules/staff/staff-store.ts';
import { reviewStore } from '../modules/reviews/review-store.ts';
import { afterSaleStore } from '../modules/returns/after-sale-store.ts';
import { afterSalePhotoStore } from '../modules/returns/photo-store.ts';

export interface DataAccess {
  readonly customers: ReturnType<typeof customerStore>;
  readonly sessions: ReturnType<typeof sessionStore>;
  readonly deviceProofs: ReturnType<typeof deviceProofStore>;
  /** Staff members' browsers (through the back office). */
  readonly staffDeviceProofs: ReturnType<typeof deviceProofStore>;
  readonly resetCodes: ReturnType<typeof resetCodeStore>;
  readonly emailVerifications: ReturnType<typeof emailVerificationStore>;
  readonly products: ReturnType<typeof productStore>;
  readonly search: ReturnType<typeof searchStore>;
  readonly categories: ReturnType<typeof categoryStore>;
  readonly content: ReturnType<typeof contentStore>;
  readonly favorites: ReturnType<typeof favoriteStore>;
  readonly tickets: ReturnType<typeof ticketStore>;
  readonly requests: ReturnType<typeof requestStore>;
  /** Cancellations, withdrawals and returns (`DEV-…`). */
  readonly afterSales: ReturnType<typeof afterSaleStore>;
  /** Customers' photos of defects, sent with their returns. */
  readonly afterSalePhotos: ReturnType<typeof afterSalePhotoStore>;
  readonly cards: ReturnType<typeof cardStore>;
  readonly staff: ReturnType<typeof staffStore>;
  readonly workspace: ReturnType<typeof workspaceStore>;
  readonly activity: ReturnType<typeof activityStore>;
  readonly files: ReturnType<typeof fileStore>;
  /** Product photos' variants; `save` opens its own transaction: never inside `transaction`. */
  readonly photos: ReturnType<typeof productPhotoStore>;
  readonly outbox: ReturnType<typeof outboxStore>;
  readonly reviews: ReturnType<typeof reviewStore>;
  readonly stockAlerts: ReturnType<typeof stockAlertStore>;
  /**
   * Runs `work` in one transaction: every store it is given writes in it, and nothing is kept
   * unless `work` returns. Never await anything slow or external (a hash, a webhook) inside.
   */
  transaction<T>(work: (data: DataAccess) => Promise<T>): Promise<T>;
}

/**
 * The stores over `db`. `listingCache` (counts and facets, per API process) is shared with the
 * stores of the transactions this data access opens.
 */
export function createDataAccess(
  db: Db,
  listingCache: ListingCache = createListingCache(),
): DataAccess {
  return {
    customers: customerStore(db),
    sessions: sessionStore(db),
    deviceProofs: deviceProofStore(db),
    staffDeviceProofs: deviceProofStore(db, 'staff_id'),
    resetCodes: resetCodeStore(db),
    emailVerifications: emailVerificationStore(db),
    products: productStore(db, listingCache),
    search: searchStore(db),
    categories: categoryStore(db),
    content: contentStore(db),
    favorites: favoriteStore(db),
    tickets: ticketStore(db),
    requests: requestStore(db),
    afterSales: afterSaleStore(db),
    afterSalePhotos: afterSalePhotoStore(db),
    cards: cardStore(db),
    staff: staffStore(db),
    workspace: workspaceStore(db),
    activity: activityStore(db),
    files: fileStore(db),
    photos: productPhotoStore(db),
    outbox: outboxStore(db),
    reviews: reviewStore(db),
    stockAlerts: stockAlertStore(db),
    transaction: (work) => inTransaction(db, (trx) => work(createDataAccess(trx, listingCache))),
  };
}
