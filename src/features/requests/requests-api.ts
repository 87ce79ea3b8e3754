import { api } from '~/lib/api/api';
import { CustomerRequestsDocument, RequestPaymentDocument } from '~/lib/graphql/generated/graphql';
import type { CustomerRequestsQuery, RequestPaymentQuery } from '~/lib/graphql/generated/graphql';

export type CustomerRequest = CustomerRequestsQuery['requests'][number];
export type CustomerRequestItem = CustomerRequest['items'][number];
export type RequestPaymentState = NonNullable<RequestPaymentQuery['request']>;

/** The customer's requests, newest first, with their items. */
export async function fetchRequests(signal: AbortSignal): Promise<CustomerRequest[]> {
  const { requests } = await api.request(CustomerRequestsDocument, undefined, {
    auth: true,
    signal,
  });
  return requests;
}

/** What a payment changes in one request (status, timeline, refunds, link); null if gone. */
export async function fetchRequestPayment(
  id: string,
  signal: AbortSignal,
): Promise<RequestPaymentState | null> {
  const { request } = await api.request(RequestPaymentDocument, { id }, { auth: true, signal });
  return request ?? null;
}
