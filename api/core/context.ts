/**
 * What every resolver receives: the data layer, the request's time and viewer, the guards and
 * the per-request loaders that batch lookups a list of results would otherwise repeat.
 */
import DataLoader from 'dataloader';
import type { PhotoRecord } from '../modules/catalogue/product-photo-store.ts';
import type { AbuseGuard } from '../guards/abuse-limits.ts';
import { createHumanCheck } from '../guards/captcha.ts';
import type { HumanCheck } from '../guards/captcha.ts';
import type { CaptchaVerifier } from '../providers/captcha/verifier.ts';
import type { ReturnPostageProvider } from '../providers/return-postage/provider.ts';
import type { PaymentProvider } from '../providers/payments/provider.ts';
import type { CustomerRecord } from '../modules/account/customer-store.ts';
import type { Kdf } from '../modules/account/password-hash.ts';
import { DEVICE_PROOF_HEADER } from '../../contract/http-headers.ts';
import { presentedProofs } from '../modules/account/device-proofs.ts';
import { bearerToken } from '../modules/account/sessions.ts';
import type { CategoryRecord } from '../modules/catalogue/category-store.ts';
import type { ProductRecord } from '../modules/catalogue/product-store.ts';
import type { OrderSettings } from '../modules/orders/order-settings.ts';
import type { ChangeRequest, PublishNotifier } from '../modules/backoffice/publish-webhook.ts';
import type { StaffRecord } from '../modules/staff/staff-store.ts';
import type { Db } from '../db/database.ts';
import type { DataAccess } from './data-access.ts';
import { unauthenticated } from './errors.ts';
import type { Letter, Mailer } from '../modules/messages/mailer.ts';
import type { NewProductStarter } from '../modules/catalogue/new-product.ts';
import type { Logger } from '../../runtime/log.ts';

/** The password machinery, injected because Node and the browser demo each bring their own. */
export interface PasswordTools {
  readonly kdf: Kdf;
  /** True for a password from the published lists of the commonest ones. */
  readonly isCommonPassword: (password: string) => Promise<boolean>;
}

export interface Loaders {
  /** Any product by id (published or not); null when there is none. */
  readonly product: DataLoader<string, ProductRecord | null>;
  /** A product photo and its variants by path (`photos/….jpg`); null for any other photo. */
  readonly photo: DataLoader<string, PhotoRecord | null>;
  /** The categories by id. */
  categories(): Promise<Map<string, CategoryRecord>>;
  /** Published products per category id. */
  productCounts(): Promise<Map<string, number>>;
  /** The viewer's favorite product ids (empty for anonymous requests). */
  favoriteIds(): Promise<ReadonlySet<string>>;
}

export interface ApiContext {
  readonly data: DataAccess;
  /** The database itself, for the few stores a request builds for itself (a preview's view). */
  readonly db: Db;
  /**
   * The payment provider pedidos are charged, read, cancelled and refunded through; which one
   * runs is the payments module's business (`providers/payments/`).
   */
  readonly payments: PaymentProvider;
  /** Where a return's `Código de postagem` comes from (`providers/return-postage/`). */
  readonly returnPostage: ReturnPostageProvider;
  /** The request's time, read once so a request sees one consistent clock. */
  readonly now: number;
  /** The photos and options a product an editor creates starts with. */
  readonly newProductStart: NewProductStarter;
  readonly token: string | null;
  /** The device proofs the request presented (header `X-Device-Proof`), well-formed ones only. */
  readonly deviceProofs: readonly string[];
  /**
   * Who the client is for per-address bounds, as the transport decided it
   * (`runtime/client-address.ts`: the socket, or a trusted proxy's X-Forwarded-For).
   */
  readonly clientAddress: string;
  /**
   * Whether the request came through the back office's server (it carries the gateway key):
   * only then are staff operations answered and a staff token worth anything.
   */
  readonly throughBackoffice: boolean;
  readonly guard: AbuseGuard;
  /** The captcha of the request's protected form (`X-Captcha-Token`), checked on demand. */
  readonly human: HumanCheck;
  readonly passwords: PasswordTools;
  /** The request's logger: every line it writes carries the request's id. */
  readonly log: Logger;
  /** The HTTP request's headers (e.g. `X-Preview`). */
  readonly headers: Headers;
  readonly orderSettings: OrderSettings;
  /** The public site's origin (SITE_URL), for the links in notices to customers. */
  readonly siteUrl: string;
  /** Announces editors' product changes to the publisher (the signed webhook). */
  readonly publish: PublishNotifier;
  /** Where a photo variant (`photos/…`) is served (the database's or the bucket's copy). */
  readonly photoUrl: (path: string, inBucket: boolean) => string;
  /** Announces pages whose content changed without a product (the home page). */
  publishPages(pages: readonly string[], reason: string): Promise<void>;
  readonly loaders: Loaders;
  /** The customer id of a valid bearer token, or null (public operations use this). */
  viewerId(): Promise<string | null>;
  /** The logged-in customer; throws `Usuário não autenticado` without a valid token. */
  requireCustomer(): Promise<CustomerRecord>;
  /**
   * The active staff member of the bearer token's staff session, or null (always null on the
   * public API: a staff token counts only through the back office).
   */
  staff(): Promise<StaffRecord | null>;
  /**
   * Sends a message to a person through the outbox. Given a transaction's `data`, the message
   * is kept only if the transaction commits, with the change it tells about.
   */
  mail(letter: Letter, through?: DataAccess): Promise<void>;
  /** The mailer `mail` uses, for the modules that write messages inside their transactions. */
  readonly mailer: Mailer;
}

export interface ContextOptions {
  readonly data: DataAccess;
  readonly db: Db;
  readonly payments: PaymentProvider;
  readonly returnPostage: ReturnPostageProvider;
  readonly now: number;
  readonly newProductStart: NewProductStarter;
  readonly headers: Headers;
  readonly clientAddress: string;
  readonly throughBackoffice: boolean;
  readonly guard: AbuseGuard;
  /** The captcha provider tokens are verified with; null: the captcha is off. */
  readonly captcha: CaptchaVerifier | null;
  readonly passwords: PasswordTools;
  readonly orderSettings: OrderSettings;
  readonly siteUrl: string;
  readonly mailer: Mailer;
  /** The request's id and logger (the handler's child, whose lines carry the id). */
  readonly request: ChangeRequest;
  readonly publish: PublishNotifier;
  /**
   * Where a photo variant (`photos/…`) is served: the API's `/files/…` for one in the database,
   * the photo bucket's public URL for one there.
   */
  readonly photoUrl: (path: string, inBucket: boolean) => string;
}

/** Memoises `load` for the life of one request. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

export function createContext(options: ContextOptions): ApiContext {
  const { data, now } = options;
  const token = bearerToken(options.headers.get('authorization'));
  const viewerId = once(() => data.sessions.customerOf(token, now));
  const staff = once(async () =>
    options.throughBackoffice ? data.staff.ofSession(token, now) : null,
  );
  const viewer = once(async () => {
    const id = await viewerId();
    return id === null ? null : data.customers.byId(id);
  });
  const { captcha, request, publish, ...rest } = options;
  return {
    ...rest,
    log: request.log,
    // The publisher's lines about a change carry the id of the request that made it.
    publish: (products, reason, pages, from = request) => publish(products, reason, pages, from),
    token,
    human: createHumanCheck(captcha, options.headers, options.clientAddress, request.log),
    deviceProofs: presentedProofs(options.headers.get(DEVICE_PROOF_HEADER)),
    viewerId,
    staff,
    publishPages: (pages, reason) => publish([], reason, pages, request),
    mail: (letter, through = data) => options.mailer.mail(letter, through),
    async requireCustomer() {
      const customer = await viewer();
      if (!customer) throw unauthenticated();
      return customer;
    },
    loaders: {
      product: new DataLoader(async (ids) => {
        const found = new Map((await data.products.byIds(ids)).map((p) => [p.id, p]));
        return ids.map((id) => found.get(id) ?? null);
      }),
      photo: new DataLoader(async (paths) => {
        const found = await data.photos.byPaths(paths);
        return paths.map((path) => found.get(path) ?? null);
      }),
      categories: once(async () => new Map((await data.categories.all()).map((c) => [c.id, c]))),
      productCounts: once(() => data.products.countsByCategory()),
      favoriteIds: once(async () => {
        const id = await viewerId();
        return new Set(id === null ? [] : await data.favorites.idsOf(id));
      }),
    },
  };
}
