/**
 * Helpers of the painel specs: logging in as the demo customer (read-only specs) or as a
 * fresh customer (specs that change data: the specs share one mock API), changing data
 * through the API, and the painel's tabs. Failing a GraphQL operation: `injectFault` in
 * faults-helpers.ts. axe on every painel state: a11y.spec.ts.
 */
import type { BrowserContext, Page } from '@playwright/test';
import {
  DEMO,
  graphql,
  loginThroughApi,
  newCustomer,
  registerThroughApi,
  storeToken,
} from './session-helpers.ts';
import type { NewCustomer } from './session-helpers.ts';

/** Logs the browser context in as the demo customer (read-only checks only). */
export async function logInAsDemo(context: BrowserContext): Promise<void> {
  await storeToken(context, await loginThroughApi(DEMO.email, DEMO.password));
}

/** Registers a customer of this test alone, stores its token and answers both. */
export async function logInFresh(
  context: BrowserContext,
  firstName = 'Painel',
): Promise<{ customer: NewCustomer; token: string }> {
  const customer = newCustomer(firstName);
  const token = await registerThroughApi(customer);
  await storeToken(context, token);
  return { customer, token };
}

/** Sends one GraphQL operation as the customer of `token`; throws on GraphQL errors. */
export async function asCustomer<T>(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = await graphql<T>(query, variables, token);
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export function painelTab(page: Page, name: 'Tickets' | 'Pedidos' | 'Favoritos' | 'Perfil') {
  return page.getByRole('tablist', { name: 'Seções do painel' }).getByRole('tab', { name });
}

export function profileTab(
  page: Page,
  name: 'Pessoal' | 'Contato' | 'Endereço' | 'Cartão de crédito' | 'Meus dados',
) {
  return page.getByRole('tablist', { name: 'Seções do perfil' }).getByRole('tab', { name });
}
