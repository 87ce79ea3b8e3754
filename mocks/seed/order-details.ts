/**
 * What the seed's requests carry beyond their items: the timeline up to their status, the
 * delivery address of their customer, and boleto as the payment. They were placed before the
 * online checkout, so they have no freight record and no idempotency key, and their totals
 * stay the sum of their items.
 */
import { paymentDeadline } from '../../api/modules/orders/expiry.ts';
import { DEFAULT_ORDER_SETTINGS } from '../../api/modules/orders/order-settings.ts';
import type {
  DeliveryAddressRecord,
  RequestEventRecord,
  RequestRecord,
  RequestStatus,
} from '../../api/modules/orders/request-store.ts';

const HOUR = 60 * 60 * 1000;

/** The way a request goes when nothing goes wrong, with the hours after the order of each step. */
const PATH: readonly [RequestStatus, number][] = [
  ['PENDING', 0],
  ['PAID', 2],
  ['PREPARING', 20],
  ['SHIPPED', 44],
  ['DELIVERED', 150],
];

/** Seed request id -> tracking code, for the ones handed to the carrier. */
const TRACKING: Readonly<Record<string, string>> = {
  '1': 'QB123456785BR',
  '2': 'QB987654326BR',
};

/** Where customer 1 (the demo customer) receives pedidos. */
export const DEMO_DELIVERY_ADDRESS: DeliveryAddressRecord = {
  recipient: 'Cliente Exemplo',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'apto 42',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

const ADDRESSES: Readonly<Record<string, DeliveryAddressRecord>> = {
  '1': DEMO_DELIVERY_ADDRESS,
  '2': {
    recipient: 'Carlos Pereira',
    cep: '20010010',
    street: 'Rua da Assembleia',
    number: '10',
    complement: 'sala 1201',
    district: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
  },
};

function timeline(status: RequestStatus, created: number): RequestEventRecord[] {
  if (status === 'CANCELLED') {
    return [
      { status: 'PENDING', at: created, note: null },
      {
        status: 'CANCELLED',
        at: created + 72 * HOUR,
        note: 'Boleto não pago até o vencimento.',
      },
    ];
  }
  const last = PATH.findIndex(([step]) => step === status);
  return PATH.slice(0, last + 1).map(([step, hours]) => ({
    status: step,
    at: created + hours * HOUR,
    note: null,
  }));
}

export function seedOrderDetails(
  id: string,
  customerId: string,
  status: RequestStatus,
  created: number,
): Omit<RequestRecord, 'id' | 'customerId' | 'number' | 'status' | 'created_at' | 'items'> {
  const shipped = status === 'SHIPPED' || status === 'DELIVERED';
  return {
    history: timeline(status, created),
    // A pending seed pedido is due like any boleto: the expiry sweep cancels it once past due.
    expiresAt:
      status === 'PENDING' ? paymentDeadline('BOLETO', created, DEFAULT_ORDER_SETTINGS) : null,
    paymentMethod: 'BOLETO',
    delivery: ADDRESSES[customerId] ?? null,
    freight: null,
    discount: 0,
    trackingCode: shipped ? (TRACKING[id] ?? null) : null,
    idempotencyKey: null,
    orderDigest: null,
    installments: null,
    cardBrand: null,
    cardLast4: null,
    cardToken: null,
    cardCustomerId: null,
    charge: null,
    paymentFailure: null,
    refundedCents: 0,
    refundedAt: null,
    // The seed's pedidos were confirmed when they were placed.
    confirmationMailedAt: created,
  };
}
