/** What is wrong with a card's expiry, if anything: shared by the gateway and the API. */

export type ExpiryProblem = 'month' | 'year' | 'expired';

/** Month 1-12, a four-digit year, and not before `now`'s month (UTC). */
export function expiryProblem(month: number, year: number, now: number): ExpiryProblem | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'month';
  if (!Number.isInteger(year) || year < 2000 || year > 2100) return 'year';
  const today = new Date(now);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  return year * 12 + month < current ? 'expired' : null;
}
