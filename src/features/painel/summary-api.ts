import { api } from '~/lib/api/api';
import { PainelSummaryDocument } from '~/lib/graphql/generated/graphql';
import type { PainelSummaryQuery } from '~/lib/graphql/generated/graphql';

export interface PainelSummaryData {
  readonly openTickets: number;
  readonly ticketsInProgress: number;
  /** Tickets with an answer from the company the customer has not read. */
  readonly unreadReplies: number;
  /** The newest request, or null when there is none. */
  readonly lastRequest: PainelSummaryQuery['requests'][number] | null;
}

export async function fetchSummary(signal: AbortSignal): Promise<PainelSummaryData> {
  const { tickets, requests } = await api.request(PainelSummaryDocument, undefined, {
    auth: true,
    signal,
  });
  return {
    openTickets: tickets.counts.open,
    ticketsInProgress: tickets.counts.inProgress,
    unreadReplies: tickets.counts.unread,
    lastRequest: requests[0] ?? null,
  };
}
