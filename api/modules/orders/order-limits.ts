/**
 * Bounds of orders only the API knows (the cart's, which the site keeps too, are in
 * contract/limits.ts). The SDL descriptions quote these numbers; a test compares them, so
 * change both together.
 */

/** Pedidos of one customer waiting for payment at the same time. */
export const MAX_PENDING_ORDERS = 5;
/** Pedidos one customer may place in 24 hours. */
export const MAX_ORDERS_PER_DAY = 20;
/** An idempotency key: 8 to 100 letters, digits, hyphens or underscores (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
