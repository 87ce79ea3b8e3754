/** Helpers for the checkout tests: the placeOrder operation and valid inputs to vary. */
import { productOf } from '../../../mocks/seed/catalogue.ts';
import { DEMO_DELIVERY_ADDRESS } from '../../../mocks/seed/order-details.ts';
import type { Target } from './api.ts';
import { gql } from './api.ts';
import { SEED_SUPPORT } from '../../../mocks/seed/staff.ts';
import { staffToken } from './staff.ts';

export const REQUEST_FIELDS = `id number status created_at expiresAt subtotal discount total paymentMethod trackingCode
  freight { service name price deliveryDays }
  delivery { recipient cep street number complement district city state }
  items { productName quantity unitPrice subtotal attributes { name value } }
  timeline { status at note }`;

export const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) { ${REQUEST_FIELDS} }
}`;

export const UPDATE_STATUS = `mutation($id: ID!, $status: RequestStatus!, $trackingCode: String, $note: String) {
  updateRequestStatus(id: $id, status: $status, trackingCode: $trackingCode, note: $note) {
    id status trackingCode timeline { status note }
  }
}`;

export interface PlacedRequest {
  id: string;
  number: string;
  status: string;
  expiresAt: number | null;
  subtotal: number;
  discount: number;
  total: number;
  paymentMethod: string;
  trackingCode: string | null;
  freight: { service: string; name: string; price: number; deliveryDays: number };
  delivery: Record<string, string>;
  items: {
    productName: string;
    quantity: number;
    unitPrice: number;
    subtotal: number;
    attributes: { name: string; value: string }[];
  }[];
  timeline: { status: string; at: number; note: string | null }[];
}

/** The first value of each attribute of product `n`: a valid choice. */
export function validChoice(n: number): string[] {
  return productOf(n).attributes.map((attribute) => attribute.values[0]?.id ?? '');
}

export function line(n: number, quantity = 1): Record<string, unknown> {
  return { productId: String(n), quantity, attributeValueIds: validChoice(n) };
}

/** The demo customer's address as a shopper types it (CEP with its hyphen). */
export const PAULISTA = { ...DEMO_DELIVERY_ADDRESS, cep: '01310-100' };

let keys = 0;
/** A fresh idempotency key. */
export function newKey(): string {
  keys += 1;
  return `test-key-${String(keys).padStart(4, '0')}`;
}

export function orderInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    lines: [line(1)],
    address: PAULISTA,
    freight: 'PAC',
    paymentMethod: 'BOLETO',
    idempotencyKey: newKey(),
    ...overrides,
  };
}

export function placeOrder(target: Target, token: string, input: Record<string, unknown>) {
  return gql<{ placeOrder: PlacedRequest }>(target, PLACE_ORDER, { token, variables: { input } });
}

/**
 * Moves a pedido as staff do: with `token` (a staff bearer token; null sends none), by default
 * a fresh session of the seed's support member.
 */
export async function updateStatus(
  target: Target,
  variables: Record<string, unknown>,
  token?: string | null,
) {
  const bearer = token === undefined ? await staffToken(target, SEED_SUPPORT) : token;
  return gql<{
    updateRequestStatus: {
      id: string;
      status: string;
      trackingCode: string | null;
      timeline: { status: string; note: string | null }[];
    };
  }>(target, UPDATE_STATUS, { variables, ...(bearer === null ? {} : { token: bearer }) });
}

export async function stockOf(target: Target, n: number): Promise<number> {
  const result = await gql<{ getProduct: { quantity: number } }>(
    target,
    'query($id: ID!) { getProduct(id: $id) { quantity } }',
    { variables: { id: String(n) } },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.getProduct.quantity;
}
