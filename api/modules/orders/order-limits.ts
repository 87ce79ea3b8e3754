/**
 * Bounds of carts and orders. The SDL descriptions quote these numbers; a test keeps them in
 * step, so change both together.
 */

/** Different lines (product and options) in one cart or pedido. */
export const MAX_ORDER_LINES = 20;
/** Units of one line. */
export const MAX_LINE_QUANTITY = 10;
/** Chosen option ids of one line. */
export const MAX_LINE_ATTRIBUTES = 10;
/** Pedidos of one customer waiting for payment at the same time. */
export const MAX_PENDING_ORDERS = 5;
/** Pedidos one customer may place in 24 hours. */
export const MAX_ORDERS_PER_DAY = 20;
/** An idempotency key: 8 to 100 letters, digits, hyphens or underscores (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
