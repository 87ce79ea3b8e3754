/**
 * The tickets operations (see operations.graphql). Queries are retried once by the client;
 * mutations never are.
 */
import { api } from '~/lib/api/api';
import {
  AddTicketCommentDocument,
  MarkTicketReadDocument,
  OpenTicketDocument,
  TicketDetailDocument,
  TicketListDocument,
} from '~/lib/graphql/generated/graphql';
import type {
  OpenTicketInput,
  TicketDetailFieldsFragment,
  TicketListQuery,
  TicketStatus,
} from '~/lib/graphql/generated/graphql';

export type TicketList = TicketListQuery['tickets'];
export type TicketSummary = TicketList['items'][number];
export type TicketCounts = TicketList['counts'];
export type TicketDetail = TicketDetailFieldsFragment;
export type TicketComment = TicketDetail['comments'][number];

/** Comments fetched per page; after a new comment, up to the API's largest page. */
export const COMMENT_PAGE_SIZE = 20;
const COMMENTS_AFTER_COMMENTING = 50;

/** The customer's tickets of `status` (all when undefined) and the counts of every status. */
export async function fetchTickets(
  status: TicketStatus | undefined,
  signal: AbortSignal,
): Promise<TicketList> {
  const { tickets } = await api.request(TicketListDocument, { status }, { auth: true, signal });
  return tickets;
}

/**
 * One of the customer's tickets with one page of its comments, from the `commentOffset`-th
 * (oldest first); rejects with code NOT_FOUND for unknown or foreign ids.
 */
export async function fetchTicket(
  id: string,
  signal: AbortSignal,
  commentOffset = 0,
): Promise<TicketDetail | null> {
  const { ticket } = await api.request(
    TicketDetailDocument,
    { id, commentOffset, commentLimit: COMMENT_PAGE_SIZE },
    { auth: true, signal },
  );
  return ticket;
}

/** Opens a ticket and answers its id. */
export async function openTicket(input: OpenTicketInput): Promise<string> {
  const { openTicket: ticket } = await api.request(OpenTicketDocument, { input }, { auth: true });
  return ticket.id;
}

/**
 * Adds the customer's comment and answers the ticket as it is now (a solved one reopens), with
 * the comments after the `shownComments` the page already has (the new one among them).
 */
export async function addTicketComment(
  ticketId: string,
  body: string,
  shownComments: number,
): Promise<TicketDetail> {
  const { addTicketComment: ticket } = await api.request(
    AddTicketCommentDocument,
    { ticketId, body, commentOffset: shownComments, commentLimit: COMMENTS_AFTER_COMMENTING },
    { auth: true },
  );
  return ticket;
}

/** Marks the ticket's replies as read; kept alive beyond the page, like a favorite (read-marks.ts). */
export async function markTicketRead(id: string): Promise<void> {
  await api.request(MarkTicketReadDocument, { id }, { auth: true, keepalive: true });
}
