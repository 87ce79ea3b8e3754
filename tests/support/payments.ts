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
