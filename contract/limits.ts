/**
 * The limits the API enforces and the site and the back office check before sending, so that
 * what the forms accept is what the API takes. The SDL's descriptions quote them (a test in
 * api/ compares the two).
 */

/** How long a login token stays valid: the API's sessions and the site's token cookie. */
export const TOKEN_LIFETIME_DAYS = 7;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A person's name: a customer's, a staff member's. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
/** The free-text parts of an address. */
export const ADDRESS_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
export const COUNTRY_MAX_LENGTH = 60;
/** The name printed on a card. */
export const CARD_HOLDER_MIN_LENGTH = 2;
export const CARD_HOLDER_MAX_LENGTH = 100;

export const TICKET_SUBJECT_MIN_LENGTH = 3;
export const TICKET_SUBJECT_MAX_LENGTH = 120;
/** Rich text (HTML) of a ticket, a comment or a product description: only its length is capped. */
export const RICH_TEXT_MAX_LENGTH = 20_000;

/** Different lines (product and options) in one cart or pedido. */
export const MAX_ORDER_LINES = 20;
/** Units of one line. */
export const MAX_LINE_QUANTITY = 10;
/** Chosen option ids of one line. */
export const MAX_LINE_ATTRIBUTES = 10;

/** The words of a product search: the API refuses longer ones, the site cuts them. */
export const SEARCH_MAX_LENGTH = 100;

/** A customer's review of a product: its one-line title and its comment. */
export const REVIEW_TITLE_MIN_LENGTH = 3;
export const REVIEW_TITLE_MAX_LENGTH = 100;
export const REVIEW_BODY_MIN_LENGTH = 10;
export const REVIEW_BODY_MAX_LENGTH = 2000;

/** A product's name, as an editor writes it. */
export const PRODUCT_NAME_MIN_LENGTH = 2;
export const PRODUCT_NAME_MAX_LENGTH = 120;
/** The text that describes one of a product's photos. */
export const PHOTO_ALT_MAX_LENGTH = 150;
