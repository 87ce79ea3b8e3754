import { api } from '~/lib/api/api';
import { CustomerRequestsDocument } from '~/lib/graphql/generated/graphql';
import type { CustomerRequestsQuery } from '~/lib/graphql/generated/graphql';

export type CustomerRequest = CustomerRequestsQuery['requests'][number];
export type CustomerRequestItem = CustomerRequest['items'][number];

/** The customer's requests, newest first, with their items. */
export async function fetchRequests(signal: AbortSignal): Promise<CustomerRequest[]> {
  const { requests } = await api.request(CustomerRequestsDocument, undefined, {
    auth: true,
    signal,
  });
  return requests;
}
