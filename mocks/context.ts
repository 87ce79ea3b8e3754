/** What every resolver receives: the state, the catalogue, the request time and the viewer. */
import type { AbuseGuard } from './abuse-limits.ts';
import type { Catalogue } from './catalogue-query.ts';
import { unauthenticated } from './errors.ts';
import type { CardTokenVault } from './gateway/card-tokens.ts';
import type { OrderSettings } from './order-settings.ts';
import type { Kdf } from './password-hash.ts';
import { bearerToken, sessionCustomer } from './sessions.ts';
import type { CustomerRecord, MockState } from './state.ts';
import type { PublishNotifier } from './webhook.ts';

/** The password machinery, injected because Node and the browser demo each bring their own. */
export interface PasswordTools {
  readonly kdf: Kdf;
  /** True for a password from the published lists of the commonest ones. */
  readonly isCommonPassword: (password: string) => Promise<boolean>;
}

export interface MockContext {
  readonly state: MockState;
  readonly catalogue: Catalogue;
  /** The payment gateway's token vault, where `addCreditCard` redeems card tokens. */
  readonly cardTokens: CardTokenVault;
  /** The request's time, read once so a request sees one consistent clock. */
  readonly now: number;
  readonly token: string | null;
  /** The client's address as the server's socket saw it; what per-address bounds count. */
  readonly clientAddress: string;
  readonly guard: AbuseGuard;
  readonly passwords: PasswordTools;
  readonly log: (line: string) => void;
  /** The HTTP request's headers (e.g. `X-Editor-Key`). */
  readonly headers: Headers;
  readonly orderSettings: OrderSettings;
  /** Announces editors' product changes to the publisher (the signed webhook). */
  readonly publish: PublishNotifier;
  /** The customer id of a valid bearer token, or null (public operations use this). */
  viewerId(): string | null;
  /** The logged-in customer; throws `Usuário não autenticado` without a valid token. */
  requireCustomer(): CustomerRecord;
}

export function createContext(options: {
  state: MockState;
  catalogue: Catalogue;
  cardTokens: CardTokenVault;
  now: number;
  headers: Headers;
  clientAddress: string;
  guard: AbuseGuard;
  passwords: PasswordTools;
  orderSettings: OrderSettings;
  log: (line: string) => void;
  publish: PublishNotifier;
}): MockContext {
  const { state, now } = options;
  const token = bearerToken(options.headers.get('authorization'));
  return {
    state,
    catalogue: options.catalogue,
    cardTokens: options.cardTokens,
    now,
    token,
    clientAddress: options.clientAddress,
    guard: options.guard,
    passwords: options.passwords,
    log: options.log,
    headers: options.headers,
    orderSettings: options.orderSettings,
    publish: options.publish,
    viewerId: () => sessionCustomer(state, token, now),
    requireCustomer() {
      const id = sessionCustomer(state, token, now);
      const customer = id === null ? undefined : state.customers.get(id);
      if (!customer) throw unauthenticated();
      return customer;
    },
  };
}
