/**
 * The mock's mutable state: customers, sessions, favorites, tickets, requests, saved cards and
 * recovery codes. Plain records in Maps; `snapshot()` turns it into JSON-safe data (what the
 * state file and the browser demo persist) and `MockState.from()` reads it back.
 *
 * Nothing in a snapshot lets its reader act as a customer: passwords are scrypt hashes,
 * sessions are keyed by the SHA-256 of their token, and recovery codes live in memory only
 * (a restart drops pending codes; the customer asks for a new one). Version 1 snapshots held
 * live tokens, codes and fast password hashes: they are refused, and the caller starts over
 * from the seed.
 */

export type TicketStatus = 'OPEN' | 'IN_PROGRESS' | 'CLOSED' | 'SOLVED';
export type RequestStatus =
  'PENDING' | 'PAID' | 'PREPARING' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED';
export type PaymentMethod = 'PIX' | 'BOLETO';
export type CardBrand =
  'VISA' | 'MASTERCARD' | 'AMEX' | 'ELO' | 'HIPERCARD' | 'DINERS' | 'DISCOVER' | 'OTHER';

export interface CustomerRecord {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  rg: string | null;
  cpf: string | null;
  phone: string | null;
  address: string | null;
  cep: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
  /** The privacy policy the customer accepted at registration; absent for seed customers. */
  privacyConsent?: PrivacyConsentRecord | null;
}

export interface PrivacyConsentRecord {
  /** The policy's version (its date, YYYY-MM-DD). */
  policyVersion: string;
  acceptedAt: number;
}

export interface SessionRecord {
  customerId: string;
  expiresAt: number;
}

export interface TicketCommentRecord {
  id: string;
  body: string;
  authorKind: 'CUSTOMER' | 'COMPANY';
  authorName: string;
  created_at: number;
}

export interface TicketRecord {
  id: string;
  customerId: string;
  subject: string;
  description: string;
  status: TicketStatus;
  created_at: number;
  updated_at: number;
  productId: string | null;
  requestId: string | null;
  comments: TicketCommentRecord[];
  /** When the customer last saw the ticket; company comments after it are unread. */
  readAt: number;
}

export interface RequestItemRecord {
  id: string;
  productId: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  attributes: { name: string; value: string }[];
}

/** One step of a request's timeline. */
export interface RequestEventRecord {
  status: RequestStatus;
  at: number;
  note: string | null;
}

export interface DeliveryAddressRecord {
  recipient: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

export interface RequestFreightRecord {
  service: 'PAC' | 'SEDEX';
  price: number;
  deliveryDays: number;
}

export interface RequestRecord {
  id: string;
  customerId: string;
  number: string;
  status: RequestStatus;
  created_at: number;
  items: RequestItemRecord[];
  /** Oldest first; the last entry is the current status. */
  history: RequestEventRecord[];
  paymentMethod: PaymentMethod;
  /** Null on requests placed before the online checkout (the seed's). */
  delivery: DeliveryAddressRecord | null;
  freight: RequestFreightRecord | null;
  /** Pix discount, in reais. */
  discount: number;
  trackingCode: string | null;
  /** The client's idempotency key and the digest of what it ordered with it (checkout only). */
  idempotencyKey: string | null;
  orderDigest: string | null;
}

/**
 * A saved card as the mock keeps it: the payment gateway's token and what the gateway said about
 * the card. The mock never receives the full number nor the CVV.
 */
export interface CardRecord {
  id: string;
  customerId: string;
  /** The gateway's card token the card was saved with (`tok_…`). */
  token: string;
  brand: CardBrand;
  last4: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  created_at: number;
}

/** A pending recovery code; kept in memory only, never in a snapshot. */
export interface ResetCodeRecord {
  customerId: string;
  code: string;
  expiresAt: number;
  attempts: number;
}

export interface Counters {
  customer: number;
  ticket: number;
  comment: number;
  card: number;
  request: number;
}

/** JSON-safe form of the whole state. */
export interface StateData {
  version: 2;
  customers: CustomerRecord[];
  sessions: [tokenHash: string, session: SessionRecord][];
  favorites: [customerId: string, productIds: string[]][];
  tickets: TicketRecord[];
  requests: RequestRecord[];
  cards: CardRecord[];
  /** Units in stock of the products whose stock moved from the catalogue's (orders, cancels). */
  stock?: [productId: string, units: number][];
  counters: Counters;
}

function byId<T extends { id: string }>(records: readonly T[]): Map<string, T> {
  return new Map(records.map((record) => [record.id, record]));
}

function isStateData(value: unknown): value is StateData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  return (
    data['version'] === 2 &&
    ['customers', 'sessions', 'favorites', 'tickets', 'requests', 'cards'].every((key) =>
      Array.isArray(data[key]),
    ) &&
    typeof data['counters'] === 'object' &&
    data['counters'] !== null
  );
}

export class MockState {
  readonly customers: Map<string, CustomerRecord>;
  /** Sessions by the SHA-256 (hex) of their bearer token. */
  readonly sessions: Map<string, SessionRecord>;
  /** Product ids per customer, most recently added first. */
  readonly favorites: Map<string, string[]>;
  readonly tickets: Map<string, TicketRecord>;
  readonly requests: Map<string, RequestRecord>;
  readonly cards: Map<string, CardRecord>;
  /** Pending recovery codes by customer id; left out of snapshots on purpose. */
  readonly resetCodes = new Map<string, ResetCodeRecord>();
  /** Units in stock by product id, for products whose stock moved; others have the catalogue's. */
  readonly stock: Map<string, number>;
  readonly counters: Counters;

  private constructor(data: StateData) {
    // structuredClone keeps the seed and loaded snapshots untouched by later mutations.
    const copy = structuredClone(data);
    this.customers = byId(copy.customers);
    this.sessions = new Map(copy.sessions);
    this.favorites = new Map(copy.favorites);
    this.tickets = byId(copy.tickets);
    this.requests = byId(copy.requests);
    this.cards = byId(copy.cards);
    this.stock = new Map(copy.stock ?? []);
    this.counters = copy.counters;
  }

  /** A state from snapshot data; throws when `data` is not a snapshot of this version. */
  static from(data: unknown): MockState {
    if (!isStateData(data)) throw new Error('not a mock state snapshot (version 2)');
    return new MockState(data);
  }

  nextId(kind: keyof Counters): string {
    this.counters[kind] += 1;
    return String(this.counters[kind]);
  }

  customerByEmail(email: string): CustomerRecord | undefined {
    for (const customer of this.customers.values()) {
      if (customer.email === email) return customer;
    }
    return undefined;
  }

  snapshot(): StateData {
    return structuredClone({
      version: 2,
      customers: [...this.customers.values()],
      sessions: [...this.sessions.entries()],
      favorites: [...this.favorites.entries()],
      tickets: [...this.tickets.values()],
      requests: [...this.requests.values()],
      cards: [...this.cards.values()],
      stock: [...this.stock.entries()],
      counters: this.counters,
    });
  }
}
