/**
 * The payment stand-in as API tests meet it: card tokens made the way the browser's card form
 * makes them, a Pix pedido and its charge, and paying at the stand-in's test bank.
 */
import { expect } from 'vitest';
import type { TestHandler } from './api.ts';
import { orderInput, placeOrder } from './orders.ts';

/** The stand-in's test cards: approved, and declined by the issuer. */
export const APPROVED_CARD = '4111111111111111';
export const DECLINED_CARD = '4000000000000002';

export function gatewayOf(handler: TestHandler) {
  if (!handler.gateway) throw new Error('no stand-in');
  return handler.gateway;
}

/** A card token, as the browser's card form gets it from the stand-in for `request`. */
export async function tokenFor(
  handler: TestHandler,
  request: Record<string, unknown>,
): Promise<string> {
  const response = await gatewayOf(handler).fetch(
    new Request('http://pagamentos.test/v1/card_tokens?public_key=pk_test_handler', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    }),
  );
  const body = (await response.json()) as { id: string };
  if (response.status !== 201) throw new Error(JSON.stringify(body));
  return body.id;
}

/** A new card's token. */
export function tokenize(handler: TestHandler, number: string): Promise<string> {
  return tokenFor(handler, {
    card_number: number,
    security_code: '123',
    expiration_month: 12,
    expiration_year: 2099,
    cardholder: { name: 'Maria Souza' },
  });
}

/** The pedido's charge id, as the API recorded it. */
export async function chargeIdOf(handler: TestHandler, id: string): Promise<string> {
  const row = await handler.database.db
    .selectFrom('requests')
    .select('charge_id')
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
  if (row.charge_id === null) throw new Error('no charge');
  return row.charge_id;
}

/** Pays a pending Pix or boleto at the test bank, as `Simular pagamento` does. */
export async function payAtBank(handler: TestHandler, chargeId: string): Promise<void> {
  const response = await gatewayOf(handler).fetch(
    new Request(`http://pagamentos.test/banco/${chargeId}/pagar`, { method: 'POST' }),
  );
  expect(response.status).toBe(303);
}

export async function placePix(handler: TestHandler, token: string) {
  const placed = await placeOrder(handler, token, orderInput({ paymentMethod: 'PIX' }));
  if (!placed.data) throw new Error(JSON.stringify(placed.errors));
  const { id } = placed.data.placeOrder;
  return { id, chargeId: await chargeIdOf(handler, id) };
}

/** Places a pedido of product 1 paid with a new Visa `number` in `installments`, as the checkout does. */
export async function placeCardOrder(
  handler: TestHandler,
  token: string,
  number: string,
  installments = 1,
) {
  const card = { token: await tokenize(handler, number), brand: 'VISA', installments };
  return placeOrder(handler, token, orderInput({ paymentMethod: 'CREDIT_CARD', card }));
}
