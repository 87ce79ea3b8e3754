import { api } from '~/lib/api/api';
import { PainelSummaryDocument } from '~/lib/graphql/generated/graphql';
import type { PainelSummaryQuery } from '~/lib/graphql/generated/graphql';

export interface PainelSummaryData {
  readonly openTickets: number;
  readonly ticketsInProgress: number;
  /** The newest request, or null when there is none. */
  readonly lastRequest: PainelSummaryQuery['requests'][number] | null;
}

export async function fetchSummary(
  token: string | undefined,
  signal: AbortSignal,
): Promise<PainelSummaryData> {
  const { tickets, requests } = await api.request(PainelSummaryDocument, undefined, {
    token,
    signal,
  });
  return {
    openTickets: tickets.counts.open,
    ticketsInProgress: tickets.counts.inProgress,
    lastRequest: requests[0] ?? null,
  };
}
