/**
 * Dates in the shop's time zone (dayjs). Money is in money.ts: product cards need only that,
 * and must not pull dayjs into the catalogue pages.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The shop's time zone. Dates are always shown in it, so the text rendered on the build
 * machine (often UTC) matches what the browser renders after hydration, wherever it is.
 */
const SHOP_TIME_ZONE = 'America/Sao_Paulo';

function inShopTime(ms: number, pattern: string): string {
  // An invalid timestamp would make the time-zone conversion throw; show nothing instead.
  if (!Number.isFinite(ms)) return '';
  return dayjs(ms).tz(SHOP_TIME_ZONE).locale('pt-br').format(pattern);
}

/** A millisecond timestamp as `DD/MM/YYYY HH:mm:ss` in São Paulo time; '' if not a number. */
export function formatDateTime(ms: number): string {
  return inShopTime(ms, 'DD/MM/YYYY HH:mm:ss');
}

/** A millisecond timestamp as `DD/MM/YYYY` in São Paulo time; '' if not a number. */
export function formatDate(ms: number): string {
  return inShopTime(ms, 'DD/MM/YYYY');
}

/** A millisecond timestamp's day as ISO 8601 `YYYY-MM-DD` in São Paulo time; '' if not a number. */
export function formatIsoDate(ms: number): string {
  return inShopTime(ms, 'YYYY-MM-DD');
}
