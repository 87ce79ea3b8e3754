/**
 * A network fault for tests that crash the API in the middle of a payment, loaded into an API
 * process before its own code (`NODE_OPTIONS=--import=<this file>`). It wraps the process's
 * global `fetch`, which the API's payment provider and the stand-in's notifier both use, as
 * PAYMENT_FAULT says:
 *
 * - `hold-charges`: a `POST …/v1/charges` reaches the payment stand-in, which makes the charge
 *   and answers; the answer is then held forever instead of being handed to the API, and
 *   `payment fault: charge <id> made, its answer held` is printed (the moment to kill the
 *   process). Notifications fail as below.
 * - `no-notifications`: the stand-in's notifications to the API (`POST …/webhooks/payments`)
 *   fail as if the API could not be reached, so only the API's own calls tell it of a charge.
 *
 * Anything else passes through untouched.
 */
const mode = process.env['PAYMENT_FAULT'] ?? '';
const realFetch = globalThis.fetch;

function target(input: Parameters<typeof fetch>[0], init?: RequestInit) {
  const url = new URL(input instanceof Request ? input.url : input);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return { path: url.pathname, method };
}

if (mode === 'hold-charges' || mode === 'no-notifications') {
  globalThis.fetch = async (input, init) => {
    const { path, method } = target(input, init);
    if (method === 'POST' && path === '/webhooks/payments') {
      throw new TypeError('fetch failed (payment fault: notifications do not reach the API)');
    }
    if (mode === 'hold-charges' && method === 'POST' && path === '/v1/charges') {
      const response = await realFetch(input, init);
      const body = (await response.json()) as { id?: string };
      console.log(`payment fault: charge ${body.id ?? '(none)'} made, its answer held`);
      return new Promise<Response>(() => undefined);
    }
    return realFetch(input, init);
  };
}
