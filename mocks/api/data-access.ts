/**
 * The API's data layer as resolvers see it: one store per domain, bound to the database or to
 * a transaction. Resolvers and domain logic call these stores; only the stores run SQL.
 */
import type { Db } from '../store/database.ts';
import { inTransaction } from '../store/transaction.ts';
import { customerStore } from '../domains/account/customer-store.ts';
import { deviceProofStore } from '../domains/account/device-proofs.ts';
import { resetCodeStore } from '../domains/account/reset-codes.ts';
import { sessionStore } from '../domains/account/sessions.ts';
import { cardStore } from '../domains/cards/card-store.ts';
import { categoryStore } from '../domains/catalogue/category-store.ts';
import { createListingCache } from '../domains/catalogue/listing-cache.ts';
import type { ListingCache } from '../domains/catalogue/listing-cache.ts';
import { productStore } from '../domains/catalogue/product-store.ts';
import { searchStore } from '../domains/catalogue/search-store.ts';
import { contentStore } from '../domains/content/content-store.ts';
import { favoriteStore } from '../domains/favorites/favorite-store.ts';
import { requestStore } from '../domains/orders/request-store.ts';
import { ticketStore } from '../domains/tickets/ticket-store.ts';
import { activityStore } from '../domains/backoffice/activity-store.ts';
import { fileStore } from '../domains/backoffice/file-store.ts';
import { workspaceStore } from '../domains/backoffice/workspace-store.ts';
import { outboxStore } from '../domains/messages/outbox-store.ts';
import { staffStore } from '../domains/staff/staff-store.ts';
import { reviewStore } from '../domains/reviews/review-store.ts';

export interface DataAccess {
  readonly customers: ReturnType<typeof customerStore>;
  readonly sessions: ReturnType<typeof sessionStore>;
  readonly deviceProofs: ReturnType<typeof deviceProofStore>;
  /** Staff members' browsers (through the back office). */
  readonly staffDeviceProofs: ReturnType<typeof deviceProofStore>;
  readonly resetCodes: ReturnType<typeof resetCodeStore>;
  readonly products: ReturnType<typeof productStore>;
  readonly search: ReturnType<typeof searchStore>;
  readonly categories: ReturnType<typeof categoryStore>;
  readonly content: ReturnType<typeof contentStore>;
  readonly favorites: ReturnType<typeof favoriteStore>;
  readonly tickets: ReturnType<typeof ticketStore>;
  readonly requests: ReturnType<typeof requestStore>;
  readonly cards: ReturnType<typeof cardStore>;
  readonly staff: ReturnType<typeof staffStore>;
  readonly workspace: ReturnType<typeof workspaceStore>;
  readonly activity: ReturnType<typeof activityStore>;
  readonly files: ReturnType<typeof fileStore>;
  readonly outbox: ReturnType<typeof outboxStore>;
  readonly reviews: ReturnType<typeof reviewStore>;
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
    products: productStore(db, listingCache),
    search: searchStore(db),
    categories: categoryStore(db),
    content: contentStore(db),
    favorites: favoriteStore(db),
    tickets: ticketStore(db),
    requests: requestStore(db),
    cards: cardStore(db),
    staff: staffStore(db),
    workspace: workspaceStore(db),
    activity: activityStore(db),
    files: fileStore(db),
    outbox: outboxStore(db),
    reviews: reviewStore(db),
    transaction: (work) => inTransaction(db, (trx) => work(createDataAccess(trx, listingCache))),
  };
}
