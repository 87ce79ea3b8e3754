/**
 * Changes the page has shown as done before the API confirmed them (a favorite added or
 * removed, a ticket's reply marked as read), kept until the API answered. The request itself
 * is sent with `keepalive`, so the browser delivers it even when the customer leaves the page
 * at once; this record is what lets the next page know whether it was answered: a change still
 * here is sent again there (`replayChanges`), and a refusal is shown there instead of being
 * lost with the page that made the change.
 *
 * - One record per change target (a product, a ticket) and kind: a newer change of the same
 *   target replaces the older one, so only the latest intent is ever sent again. Changes set a
 *   state (favorite or not, read), never flip one, so sending one twice cannot apply it twice.
 * - Records belong to a customer: another customer logging in on the same tab never sends
 *   them, and the same customer logging in again after the session ended does.
 * - Kept in the tab's session storage, like form drafts: this tab's pages come one after
 *   another, so no two pages send the same record at once, and nothing outlives the tab. The
 *   keepalive request of the page before may still be on its way while the next page sends
 *   the record again: both ask for the same state. The next page's own changes of that target
 *   wait until its resend was answered (the favorites store does so), so they come after it.
 *
 * A browser that refuses storage only loses the safety net: the change is still sent.
 */

import {
  PENDING_CHANGES_KEY as STORAGE_KEY,
  pendingChangeStorage,
} from './pending-changes-storage.ts';
import type { ChangeStorage } from './pending-changes-storage.ts';
import { hasSessionToken } from './session-token.ts';

export interface ChangeIntent {
  /** What kind of change it is (`favorite`, `ticket-read`): the feature that sends it. */
  readonly kind: string;
  /** What it changes: a product id, a ticket id. */
  readonly target: string;
  /** The state asked for (a favorite: true to add, false to remove). */
  readonly value: boolean;
  /** The target's name for the customer, when the page had it (a product's name). */
  readonly label?: string;
}

export interface PendingChange extends ChangeIntent {
  /** Tells this record from a later one for the same target. */
  readonly id: string;
}

/** What became of one change sent again. */
export type ReplayOutcome =
  | { readonly type: 'applied' }
  /** The API said no (quota, unknown product, …): the change is dropped and shown as refused. */
  | { readonly type: 'refused'; readonly message: string }
  /** No answer, or the session ended: the change stays for a later page (after a login). */
  | { readonly type: 'kept' };

export interface ReplayReport {
  readonly applied: readonly PendingChange[];
  readonly refused: readonly { readonly change: PendingChange; readonly message: string }[];
  readonly kept: readonly PendingChange[];
}

type Records = Record<string, readonly PendingChange[]>;

function isPendingChange(value: unknown): value is PendingChange {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.kind === 'string' &&
    typeof record.target === 'string' &&
    typeof record.value === 'boolean' &&
    (record.label === undefined || typeof record.label === 'string')
  );
}

function readRecords(storage: ChangeStorage | undefined): Records {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const records: Records = {};
  for (const [customer, changes] of Object.entries(parsed)) {
    const valid = Array.isArray(changes) ? changes.filter(isPendingChange) : [];
    if (valid.length > 0) records[customer] = valid;
  }
  return records;
}

function writeRecords(storage: ChangeStorage | undefined, records: Records): void {
  const kept = Object.fromEntries(Object.entries(records).filter(([, list]) => list.length > 0));
  try {
    if (Object.keys(kept).length === 0) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Full or refused: see the module comment.
  }
}

let leaving = false;
let watching = false;

/** Starts following whether the page is being left (once per page, at the first change). */
function watchPageExit(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('pagehide', () => (leaving = true));
  // Back from the back/forward cache: the page lives again.
  window.addEventListener('pageshow', () => (leaving = false));
}

/**
 * Whether the page is being left. The browser fails the page's own view of its requests as it
 * goes (a keepalive request still travels on), so a failure now says nothing about the change:
 * it stays pending for the next page, and nothing on this one is undone or reported.
 */
export function isLeavingPage(): boolean {
  return leaving;
}

let sequence = 0;

function newId(): string {
  sequence += 1;
  return `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The customer's waiting changes of `kind`, oldest first. */
export function pendingChanges(
  storage: ChangeStorage | undefined,
  customerId: string,
  kind: string,
): PendingChange[] {
  return (readRecords(storage)[customerId] ?? []).filter((change) => change.kind === kind);
}

/**
 * Records `intent` as waiting for the API, in place of any earlier change of the same kind
 * and target (the latest intent wins), and returns the record to settle once answered.
 */
export function recordChange(
  storage: ChangeStorage | undefined,
  customerId: string,
  intent: ChangeIntent,
): PendingChange {
  watchPageExit();
  const change: PendingChange = { ...intent, id: newId() };
  const records = readRecords(storage);
  const others = (records[customerId] ?? []).filter(
    (other) => other.kind !== intent.kind || other.target !== intent.target,
  );
  writeRecords(storage, { ...records, [customerId]: [...others, change] });
  return change;
}

/**
 * Forgets `change` once the API answered it (applied or refused). A newer change of the same
 * target recorded meanwhile is another record and stays.
 */
export function settleChange(
  storage: ChangeStorage | undefined,
  customerId: string,
  change: PendingChange,
): void {
  const records = readRecords(storage);
  const list = records[customerId];
  if (!list?.some((other) => other.id === change.id)) return;
  writeRecords(storage, {
    ...records,
    [customerId]: list.filter((other) => other.id !== change.id),
  });
}

/**
 * Sends the customer's waiting changes of `kind` again, oldest first, one at a time: each
 * applied or refused change is settled; the first one kept (no answer, session ended) stops the
 * replay, and it and the later ones wait for another page. Resolves to what became of each.
 */
export async function replayChanges(
  storage: ChangeStorage | undefined,
  customerId: string,
  kind: string,
  send: (change: PendingChange) => Promise<ReplayOutcome>,
): Promise<ReplayReport> {
  const applied: PendingChange[] = [];
  const refused: { change: PendingChange; message: string }[] = [];
  const waiting = pendingChanges(storage, customerId, kind);
  for (const [index, change] of waiting.entries()) {
    const outcome = await send(change);
    if (outcome.type === 'kept') {
      return { applied, refused, kept: waiting.slice(index) };
    }
    settleChange(storage, customerId, change);
    if (outcome.type === 'applied') applied.push(change);
    else refused.push({ change, message: outcome.message });
  }
  return { applied, refused, kept: [] };
}

const NOTHING_SENT: ReplayReport = { applied: [], refused: [], kept: [] };

/**
 * `replayChanges` for the customer logged in on this page, as `knownCustomer` (the session's
 * load) tells: nothing is sent without a session token, without a customer, or with nothing
 * of `kind` waiting, so `send`'s code need not even load then.
 */
export async function replayForCustomer(
  kind: string,
  knownCustomer: () => Promise<{ readonly id: string } | null | undefined>,
  send: (change: PendingChange) => Promise<ReplayOutcome>,
): Promise<ReplayReport> {
  if (!hasSessionToken()) return NOTHING_SENT;
  const customer = await knownCustomer();
  const storage = pendingChangeStorage();
  if (!customer || pendingChanges(storage, customer.id, kind).length === 0) return NOTHING_SENT;
  return replayChanges(storage, customer.id, kind, send);
}
