/**
 * API fault injection for the end-to-end tests: the GraphQL endpoint answers ONE
 * operation, chosen by its operation name, with a fault; every other request reaches the mock
 * API as usual. Each fault comes with the pt-BR message the site shows for it
 * (`describeApiError`).
 *
 *   for (const fault of FAULTS) {
 *     test(`… ${fault.name} …`, async ({ page }) => {
 *       const injected = await injectFault(page, 'LoginCustomer', fault);
 *       … act; expect the message `fault.message` …
 *       await injected.stop(); // the API is back: "Tentar novamente" / submit again succeeds
 *     });
 *   }
 *
 * The timeout is special: the client gives up after CLIENT_TIMEOUT_MS (10 s, twice for a
 * query), too slow to wait for, so `TIMEOUT_FAULT` holds the request unanswered and
 * `expireHeldRequests` moves the page's clock on; install the clock before the page loads
 * (`await page.clock.install()` before `page.goto`).
 */
import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures.ts';
import { graphqlUrl } from './env.ts';

/** The API client's limit for one attempt (src/lib/api/client.ts). */
export const CLIENT_TIMEOUT_MS = 10_000;

/** The message of the GraphQL `errors` fault: two errors, shown joined with ', '. */
export const GRAPHQL_FAULT_MESSAGE = 'Serviço de pedidos fora do ar, Tente mais tarde';

export interface Fault {
  /** For test titles: `HTTP 500`, `invalid JSON`… */
  readonly name: string;
  /** What the site shows for it, in pt-BR. */
  readonly message: string;
  /** Whether the client tries a query a second time after it (mutations: never). */
  readonly retried: boolean;
  /** Answers one intercepted request. */
  readonly answer: (route: Route) => Promise<void>;
}

const UNAVAILABLE = 'O serviço está temporariamente indisponível. Tente novamente em instantes.';
const TIMED_OUT = 'O servidor demorou demais para responder. Tente novamente em instantes.';
const TOO_MANY = 'Muitas solicitações em pouco tempo. Aguarde um momento e tente novamente.';
const UNEXPECTED = 'O servidor enviou uma resposta inesperada. Tente novamente em instantes.';
const OFFLINE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

const status =
  (code: number, body: string, contentType = 'text/plain; charset=utf-8') =>
  (route: Route) =>
    route.fulfill({ status: code, contentType, body });

/** The plainest fault, for specs that need one failure and not the whole list. */
export const HTTP_500_FAULT: Fault = {
  name: 'HTTP 500',
  message: UNAVAILABLE,
  retried: true,
  answer: status(500, 'Server Error'),
};

/** Every fault that answers at once (all but the timeout). */
export const FAULTS: readonly Fault[] = [
  HTTP_500_FAULT,
  { name: 'HTTP 502', message: UNAVAILABLE, retried: true, answer: status(502, 'Bad Gateway') },
  { name: 'HTTP 503', message: UNAVAILABLE, retried: true, answer: status(503, 'Unavailable') },
  { name: 'HTTP 504', message: TIMED_OUT, retried: true, answer: status(504, 'Gateway Timeout') },
  { name: 'HTTP 429', message: TOO_MANY, retried: true, answer: status(429, 'Too Many') },
  {
    name: 'a GraphQL errors array',
    message: GRAPHQL_FAULT_MESSAGE,
    retried: false,
    answer: (route) =>
      route.fulfill({
        json: {
          data: null,
          errors: GRAPHQL_FAULT_MESSAGE.split(', ').map((message) => ({ message })),
        },
      }),
  },
  {
    name: 'invalid JSON',
    message: UNEXPECTED,
    retried: false,
    answer: status(200, '{"data": {"broken', 'application/json'),
  },
  {
    name: 'an HTML page with status 200',
    message: UNEXPECTED,
    retried: false,
    answer: status(
      200,
      '<!doctype html><title>Aviso</title><p>Faça login na rede Wi-Fi</p>',
      'text/html; charset=utf-8',
    ),
  },
  {
    name: 'the network down',
    message: OFFLINE,
    retried: true,
    answer: (route) => route.abort('internetdisconnected'),
  },
];

/** Never answers: only the client's own timeout ends the request (see expireHeldRequests). */
export const TIMEOUT_FAULT: Fault = {
  name: 'a timeout',
  message: TIMED_OUT,
  retried: true,
  answer: () => new Promise<void>(() => undefined),
};

export interface InjectedFault {
  /** How many requests of the operation were intercepted (a query is tried twice). */
  requests(): number;
  /** Removes the fault: the operation reaches the API again. */
  stop(): Promise<void>;
}

/** The operation name of an intercepted GraphQL request (none for a CORS preflight). */
function operationOf(route: Route): string | undefined {
  const body: unknown = route.request().postDataJSON();
  return typeof body === 'object' && body !== null && 'operationName' in body
    ? String(body.operationName)
    : undefined;
}

/** Answers every request of `operation` with `fault` until `stop()`. */
export async function injectFault(
  page: Page,
  operation: string,
  fault: Fault,
): Promise<InjectedFault> {
  let count = 0;
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST' || operationOf(route) !== operation) {
      await route.fallback();
      return;
    }
    count += 1;
    await fault.answer(route);
  };
  await page.route(graphqlUrl, handler);
  return {
    requests: () => count,
    stop: () => page.unroute(graphqlUrl, handler),
  };
}

/**
 * Lets the client time out on TIMEOUT_FAULT: for each expected attempt (2 for a query, which
 * the client retries, 1 for a mutation) waits for the held request, then moves the page's
 * clock past the client's limit. Needs `page.clock.install()` before the page loaded.
 */
export async function expireHeldRequests(
  page: Page,
  injected: InjectedFault,
  attempts: number,
): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await expect.poll(() => injected.requests()).toBe(attempt);
    await page.clock.fastForward(CLIENT_TIMEOUT_MS + 100);
  }
}

/**
 * Lets whatever the client would send by itself go out, with no wall-clock wait: runs every
 * timer the page sets for twice the client's limit (a retry waits on one), then sends a request
 * of its own through the same route, after them, and waits for its answer, so any request the
 * page made before has been intercepted and counted. Needs `page.clock.install()` before the
 * page loaded.
 */
export async function settleRetries(page: Page): Promise<void> {
  await page.clock.runFor(2 * CLIENT_TIMEOUT_MS);
  await page.evaluate(async (url) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', operationName: null }),
    });
    await response.text();
  }, graphqlUrl);
}

/**
 * The `problems` a fault causes on purpose (its HTTP error responses, its failed requests, the
 * browser's console line for each, `useApiQuery`'s log line), removed so that anything else
 * still fails the test.
 */
export function unexpectedProblems(problems: readonly string[]): string[] {
  return problems.filter(
    (problem) =>
      !problem.endsWith(`: ${graphqlUrl}`) &&
      // useApiQuery logs every failed load (src/lib/use-api-query.ts).
      !problem.startsWith('console error: [api] ') &&
      !problem.startsWith(`request failed: ${graphqlUrl} `) &&
      !/^console error: Failed to load resource: (the server responded with a status of \d+|net::ERR_INTERNET_DISCONNECTED)/.test(
        problem,
      ),
  );
}
