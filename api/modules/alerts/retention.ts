/**
 * How long a request of `Avise-me quando chegar` is kept (LGPD: no longer than its purpose
 * needs): one not answered by then lapses, and every request, whatever its state, is deleted
 * with its e-mail once this old.
 */
export const STOCK_ALERT_RETENTION_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests made before this instant are past the retention bound at `now`. */
export function retentionCutoff(now: number): number {
  return now - STOCK_ALERT_RETENTION_DAYS * DAY_MS;
}
