/**
 * Helpers of the session specs (login, registration, guard, recovery): the demo customer,
 * fresh customers for specs that change data (specs share one mock API), and a token cookie
 * stored the way the site stores it.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import type { BrowserContext } from '@playwright/test';
import { graphqlUrl, siteUrl } from './env.ts';

export const DEMO = {
  email: 'cliente@exemplo.com.br',
  password: 'Senha@123',
  name: 'Cliente Exemplo',
  firstName: 'Cliente',
} as const;

export interface NewCustomer {
  readonly name: string;
  readonly firstName: string;
  readonly email: string;
  /** 11 digits, valid check digits, unique. */
  readonly cpf: string;
  /** A mobile number with area code, 11 digits. */
  readonly phone: string;
  readonly password: string;
}

let counter = 0;

/** A customer nobody registered yet (unique e-mail and CPF). */
export function newCustomer(firstName = 'Teste'): NewCustomer {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid}${counter}`;
  const subscriber = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return {
    name: `${firstName} Sessão ${unique}`,
    firstName,
    email: `sessao.${unique}@exemplo.com.br`,
    cpf: generateCpf(),
    phone: `119${subscriber}`,
    password: `senha${unique}1`,
  };
}

export interface GraphqlAnswer<T> {
  readonly data?: T;
  readonly errors?: {
    readonly message: string;
    /** The API's validation errors name each field's problem (mocks/schema.graphql). */
    readonly extensions?: { readonly fields?: { readonly message: string }[] };
  }[];
}

/** Sends one GraphQL operation to the mock API, as the customer of `token` when given. */
export async function graphql<T>(
  query: string,
  variables: Record<string, unknown>,
  token?: string | null,
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer<T>;
}

/** Registers `customer` through the API and answers its token. */
export async function registerThroughApi(customer: NewCustomer): Promise<string> {
  const { name, email, cpf, phone, password } = customer;
  const result = await graphql<{ registerCustomer: { token: string } }>(
    'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }',
    { input: { name, email, cpf, phone, password, acceptPrivacyPolicy: true } },
  );
  if (!result.data) throw new Error(`registerCustomer failed: ${JSON.stringify(result.errors)}`);
  return result.data.registerCustomer.token;
}

/** Logs in through the API and answers the token. */
export async function loginThroughApi(email: string, password: string): Promise<string> {
  const result = await graphql<{ loginCustomer: { token: string } }>(
    'query ($email: String!, $password: String!) { loginCustomer(email: $email, password: $password) { token } }',
    { email, password },
  );
  if (!result.data) throw new Error(`loginCustomer failed: ${JSON.stringify(result.errors)}`);
  return result.data.loginCustomer.token;
}

/** The name of the customer a token belongs to, or the API's error message. */
export async function whoIs(token: string): Promise<string> {
  const result = await graphql<{ getCustomerLoggedIn: { name: string } | null }>(
    '{ getCustomerLoggedIn { name } }',
    {},
    token,
  );
  return result.data?.getCustomerLoggedIn?.name ?? result.errors?.[0]?.message ?? 'no answer';
}

/** Stores a token cookie as the site does (host-only, path /), before any page opens. */
export async function storeToken(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'token', value: token, url: siteUrl, sameSite: 'Lax' }]);
}

/** The window, in minutes, in which the API counts an account's wrong guesses. */
const GUESS_WINDOW_MINUTES = 15;

/**
 * The alert of a login or recovery refused for too many guesses, when the account's window
 * opened at `openedAt` (the first wrong guess, a `Date.now()`): the wait it names counts down
 * from 15 minutes, rounded up, so a slow run may read 14 or fewer; never less than what is left.
 */
export function tooManyGuessesAlert(openedAt: number): RegExp {
  const elapsed = Math.ceil((Date.now() - openedAt) / 60_000);
  const fewest = Math.max(1, GUESS_WINDOW_MINUTES - elapsed - 1);
  const counts = Array.from(
    { length: GUESS_WINDOW_MINUTES - fewest + 1 },
    (_, index) => fewest + index,
  );
  return new RegExp(`^Muitas tentativas\\. Tente de novo em (${counts.join('|')}) minutos?\\.$`);
}
