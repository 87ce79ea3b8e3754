/** What every resolver receives: the state, the catalogue, the request time and the viewer. */
import type { Catalogue } from './catalogue-query.ts';
import { unauthenticated } from './errors.ts';
import { bearerToken, sessionCustomer } from './sessions.ts';
import type { CustomerRecord, MockState } from './state.ts';
import type { PublishNotifier } from './webhook.ts';

/** What an editor request may do: change products (with the key) and tell the publisher. */
export interface EditorAccess {
  /** True when the request carried the editor key. */
  readonly allowed: boolean;
  readonly notify: PublishNotifier;
}

export interface MockContext {
  readonly state: MockState;
  readonly catalogue: Catalogue;
  /** The request's time, read once so a request sees one consistent clock. */
  readonly now: number;
  readonly token: string | null;
  readonly log: (line: string) => void;
  readonly editor: EditorAccess;
  /** The customer id of a valid bearer token, or null (public operations use this). */
  viewerId(): string | null;
  /** The logged-in customer; throws `Usuário não autenticado` without a valid token. */
  requireCustomer(): CustomerRecord;
}

export function createContext(options: {
  state: MockState;
  catalogue: Catalogue;
  now: number;
  authorization: string | null;
  log: (line: string) => void;
  editor: EditorAccess;
}): MockContext {
  const { state, now } = options;
  const token = bearerToken(options.authorization);
  return {
    state,
    catalogue: options.catalogue,
    now,
    token,
    log: options.log,
    editor: options.editor,
    viewerId: () => sessionCustomer(state, token, now),
    requireCustomer() {
      const id = sessionCustomer(state, token, now);
      const customer = id === null ? undefined : state.customers.get(id);
      if (!customer) throw unauthenticated();
      return customer;
    },
  };
}
