/**
 * A ticket's new replies are marked as read when its page shows them, and the tickets list
 * stops saying `Nova resposta`. That mark survives the customer leaving the page at once: its
 * request is sent with `keepalive`, and it waits in the tab's pending changes
 * (src/lib/pending-changes.ts) until the API answered. The next page sends what is still
 * waiting (`settlePendingReadMarks`) before the list is loaded, and says so if the API refused.
 */
import { isRefusal } from '~/lib/api/errors';
import { describeApiError } from '~/lib/api/messages';
import { recordChange, replayForCustomer, settleChange } from '~/lib/pending-changes';
import { pendingChangeStorage } from '~/lib/pending-changes-storage';
import type { PendingChange, ReplayOutcome, ReplayReport } from '~/lib/pending-changes';
import { loadCustomer } from '~/features/session/store';
import { markTicketRead } from './tickets-api.ts';
import type { TicketList } from './tickets-api.ts';

/** The kind of the read marks' pending changes. */
const READ_MARK = 'ticket-read';

function refusalMessage(change: PendingChange, error: unknown): string {
  const ticket = change.label === undefined ? `nº ${change.target}` : `“${change.label}”`;
  return `Não foi possível marcar como lida a resposta do ticket ${ticket}. ${describeApiError(error)}`;
}

/** Sends one read mark and says what became of it. */
async function send(change: PendingChange): Promise<ReplayOutcome> {
  try {
    await markTicketRead(change.target);
    return { type: 'applied' };
  } catch (error) {
    return isRefusal(error)
      ? { type: 'refused', message: refusalMessage(change, error) }
      : { type: 'kept' };
  }
}

/**
 * Marks the ticket's replies as read for `customerId`, whose page is showing them. Resolves
 * once answered; a mark that met no answer (or an ended session) waits for a later page, and
 * a refusal rejects, for the page to log: it changes nothing the customer is doing there.
 */
export async function markRead(
  customerId: string,
  ticketId: string,
  subject: string,
): Promise<void> {
  const storage = pendingChangeStorage();
  const change = recordChange(storage, customerId, {
    kind: READ_MARK,
    target: ticketId,
    value: true,
    label: subject,
  });
  const outcome = await send(change);
  // No answer (the page may be going away: its requests fail as it goes) waits for a later page.
  if (outcome.type === 'kept') return;
  settleChange(storage, customerId, change);
  if (outcome.type === 'refused') throw new Error(outcome.message);
}

let settling: Promise<ReplayReport> | undefined;

/**
 * Sends the read marks earlier pages of this tab made but never saw answered, at most once per
 * page: resolves to what became of them (the refused ones with their pt-BR message, for the
 * page to show). Never rejects: `send` turns every failure into an outcome.
 */
export function settlePendingReadMarks(): Promise<ReplayReport> {
  settling ??= replayForCustomer(READ_MARK, loadCustomer, send);
  return settling;
}

/** `list` with the read marks still waiting for an answer applied: those tickets are read. */
export async function withReadMarks(list: TicketList): Promise<TicketList> {
  const waiting = new Set((await settlePendingReadMarks()).kept.map((change) => change.target));
  if (waiting.size === 0) return list;
  return {
    ...list,
    items: list.items.map((ticket) =>
      waiting.has(ticket.id) ? { ...ticket, hasUnreadReply: false } : ticket,
    ),
  };
}
