/**
 * Limits and lifetimes only the API knows (those the forms check too are in contract/limits.ts).
 * The SDL descriptions quote these numbers; a test compares them, so change both together.
 */
import { TOKEN_LIFETIME_DAYS } from '../../contract/limits.ts';

/** How long a login token stays valid. */
export const TOKEN_LIFETIME_MS = TOKEN_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** Largest `pageSize` of `products` (the build fetches the whole catalogue in pages of this size). */
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 24;

/** Password recovery codes: six digits, valid for 15 minutes, five wrong tries burn the code. */
export const RESET_CODE_LIFETIME_MS = 15 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;

export const MAX_CREDIT_CARDS = 10;
export const MAX_FAVORITES = 100;

/**
 * Request body cap. The largest legitimate request is a 20,000-character rich text; JSON-escaped
 * non-ASCII text can take six bytes per character, so 256 KB leaves room while stopping a client
 * from making the mock buffer megabytes.
 */
export const MAX_REQUEST_BODY_BYTES = 256 * 1024;

/** Ticket comments per page (`Ticket.comments(limit)`): the default and the largest allowed. */
export const DEFAULT_COMMENT_PAGE_SIZE = 20;
export const MAX_COMMENT_PAGE_SIZE = 50;

/**
 * Query shape and cost limits. The schema has no cycles, but aliases, lists and introspection
 * still let one small request ask for a huge answer (500 aliased `products(pageSize: 500)`, or
 * `__schema` 900 times over). The site's deepest query is six levels; its costliest is the
 * build's `products(pageSize: 500)`.
 */
export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_ALIASES = 30;
/** Estimated answer size in units of ~100 bytes of JSON (see query-limits.ts): about 5 MB. */
export const MAX_QUERY_COST = 50_000;
/** What a list without a page size (favorites, a request's items, a product's photos) counts as. */
export const OTHER_LIST_SIZE = 20;
/** Brackets nesting and tokens before parsing; legitimate queries stay far below both. */
export const MAX_QUERY_NESTING = 64;
export const MAX_QUERY_TOKENS = 10_000;

/**
 * Device proofs (see domains/account/device-proofs.ts): how long a browser stays known after
 * its last login, how many browsers one customer keeps known (the newest), and how many proofs
 * one request may present (a shared computer keeps one per customer who logged in there).
 */
export const DEVICE_PROOF_LIFETIME_DAYS = 90;
export const DEVICE_PROOF_LIFETIME_MS = DEVICE_PROOF_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
export const DEVICE_PROOFS_PER_CUSTOMER = 10;
export const DEVICE_PROOFS_PER_REQUEST = 5;

/**
 * The catalogue's shape, the sizes the query cost counts a product's lists as: at most this many
 * photos (an editor's limit too), attributes (colour and size), and values of one attribute.
 */
export const PRODUCT_MAX_PHOTOS = 8;
export const PRODUCT_MAX_ATTRIBUTES = 2;
export const ATTRIBUTE_MAX_VALUES = 6;
