/** Charge requests for the payment providers' tests: each one a pedido of its own. */
import type { ChargeRequest, Payer } from '../../api/providers/payments/provider.ts';

export const TEST_PAYER: Payer = {
  name: 'Maria Aparecida Souza',
  email: 'maria@example.com',
  cpf: '12345678909',
  address: {
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
};

let made = 0;

/** A request for `amountCents` by `method`, with a new idempotency key and pedido number. */
export function chargeRequest(
  method: ChargeRequest['method'],
  amountCents = 12_345,
): ChargeRequest {
  made += 1;
  const number = `PED-${String(made).padStart(6, '0')}`;
  return {
    idempotencyKey: `pedido-${made}-${crypto.randomUUID()}`,
    reference: number,
    description: `Pedido ${number} na Loja Vitrine`,
    amountCents,
    payer: TEST_PAYER,
    method,
  };
}

/**
 * The payment stand-in's answer for the approved test card (4111 1111 1111 1111), tokenized at
 * `gatewayUrl` as a card form does: Mercado Pago's card token, `id` first. Throws if refused.
 */
export async function tokenizeApprovedCard(
  gatewayUrl: string,
  publicKey: string,
  holderName = 'Joana Lima',
): Promise<Record<string, unknown> & { readonly id: string }> {
  const response = await fetch(`${gatewayUrl}/v1/card_tokens?public_key=${publicKey}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      card_number: '4111111111111111',
      security_code: '123',
      expiration_month: 12,
      expiration_year: new Date().getFullYear() + 2,
      cardholder: { name: holderName },
    }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 201 || typeof body['id'] !== 'string') {
    throw new Error(`the payment stand-in refused to tokenize: ${JSON.stringify(body)}`);
  }
  return body as Record<string, unknown> & { readonly id: string };
}
