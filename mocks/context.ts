/** What every resolver receives: the state, the catalogue, the request time and the viewer. */
import type { Catalogue } from './catalogue-query.ts';
import { unauthenticated } from './errors.ts';
import type { OrderSettings } from './order-settings.ts';
import { bearerToken, sessionCustomer } from './sessions.ts';
import type { CustomerRecord, MockState } from './state.ts';

export interface MockContext {
  readonly state: MockState;
  readonly catalogue: Catalogue;
  /** The request's time, read once so a request sees one consistent clock. */
  readonly now: number;
  readonly token: string | null;
  readonly log: (line: string) => void;
  /** The HTTP request's headers (e.g. `X-Editor-Key`). */
  readonly headers: Headers;
  readonly orderSettings: OrderSettings;
  /** The customer id of a valid bearer token, or null (public operations use this). */
  viewerId(): string | null;
  /** The logged-in customer; throws `Usuário não autenticado` without a valid token. */
  requireCustomer(): CustomerRecord;
}

export function createContext(options: {
  state: MockState;
  catalogue: Catalogue;
  now: number;
  headers: Headers;
  orderSettings: OrderSettings;
  log: (line: string) => void;
}): MockContext {
  const { state, now } = options;
  const token = bearerToken(options.headers.get('authorization'));
  return {
    state,
    catalogue: options.catalogue,
    now,
    token,
    log: options.log,
    headers: options.headers,
    orderSettings: options.orderSettings,
    viewerId: () => sessionCustomer(state, token, now),
    requireCustomer() {
      const id = sessionCustomer(state, token, now);
      const customer = id === null ? undefined : state.customers.get(id);
      if (!customer) throw unauthenticated();
      return customer;
    },
  };
}
