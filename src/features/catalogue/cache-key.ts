/**
 * The `cacheKey` of a prerendered path: a digest of the data the path renders. Incremental
 * publishing reuses a path's last output when this key and the route's code are unchanged, so
 * the key must cover everything the page shows: it is the page model itself, hashed.
 */
import { createHash } from 'node:crypto';

export function cacheKeyOf(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('base64url');
}
