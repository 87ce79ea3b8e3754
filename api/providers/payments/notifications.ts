/**
 * Whether a notification a provider sent is to be believed, checked in this order: the body's
 * size (read no further than the limit), the signature (`signature.ts`) over the resource's id,
 * the delivery's id and its time, how old it is, and last whether it was believed before (a
 * delivery whose signature fails is never remembered, so forgeries cannot fill the memory or
 * spoil a real delivery). A believed notification only names the charge to read again from the
 * provider: its body is never taken for the charge's state.
 */
import { readLimited } from '../../http/limited-body.ts';
import type { NotificationCheck } from './provider.ts';
import type { SeenNotifications } from './seen-notifications.ts';
import {
  REQUEST_ID_HEADER,
  SIGNATURE_HEADER,
  parseSignatureHeader,
  signatureMatches,
  signedAt,
} from './signature.ts';

/** A notification is a few hundred bytes of JSON; anything past this is refused unread. */
export const MAX_NOTIFICATION_BYTES = 16 * 1024;
/** Signed longer ago than this: refused as stale (long enough for a slow delivery). */
export const NOTIFICATION_MAX_AGE_MS = 5 * 60_000;
/** How far the sender's clock may run ahead of the API's. */
export const NOTIFICATION_MAX_SKEW_MS = 60_000;

export interface NotificationGate {
  readonly secret: string;
  readonly seen: SeenNotifications;
  readonly now: () => number;
  /** The notification type that is about a charge (`payment` at Mercado Pago). */
  readonly topic: string;
}

/** A delivery id: a UUID or the like, bounded so what is remembered stays small. */
const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
/** A resource id: digits at Mercado Pago, `ch_…` at the stand-in. */
const DATA_ID = /^[A-Za-z0-9_-]{1,64}$/;

interface Body {
  readonly type?: unknown;
  readonly data?: { readonly id?: unknown };
}

function parseBody(bytes: Uint8Array): Body {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Body) : {};
  } catch {
    return {};
  }
}

/** The resource the notification is about: the URL's `data.id`, else the body's `data.id`. */
function dataIdOf(url: URL, body: Body): string | null {
  const fromBody = body.data?.id;
  const id =
    url.searchParams.get('data.id') ??
    (typeof fromBody === 'string' || typeof fromBody === 'number' ? String(fromBody) : null);
  return id !== null && DATA_ID.test(id) ? id : null;
}

export async function checkSignedNotification(
  request: Request,
  gate: NotificationGate,
): Promise<NotificationCheck> {
  const bytes = await readLimited(request, MAX_NOTIFICATION_BYTES);
  if (bytes === null) return { ok: false, reason: 'too_large' };
  const header = request.headers.get(SIGNATURE_HEADER);
  if (header === null || header.trim() === '') return { ok: false, reason: 'unsigned' };
  const parts = parseSignatureHeader(header);
  const requestId = request.headers.get(REQUEST_ID_HEADER) ?? '';
  const url = new URL(request.url);
  const body = parseBody(bytes);
  const dataId = dataIdOf(url, body);
  const signed =
    parts !== null &&
    dataId !== null &&
    REQUEST_ID.test(requestId) &&
    gate.secret !== '' &&
    signatureMatches(gate.secret, dataId, requestId, parts);
  if (!signed) return { ok: false, reason: 'forged' };

  const at = signedAt(parts.ts);
  const now = gate.now();
  if (now - at >= NOTIFICATION_MAX_AGE_MS || at - now > NOTIFICATION_MAX_SKEW_MS) {
    return { ok: false, reason: 'stale' };
  }
  if (!(await gate.seen.firstTime(requestId, at + NOTIFICATION_MAX_AGE_MS))) {
    return { ok: false, reason: 'replayed' };
  }
  const type = url.searchParams.get('type') ?? body.type;
  return { ok: true, chargeId: type === gate.topic ? dataId : null };
}
