/**
 * Who a request comes from when the back office forwards it. The back office's server is the
 * socket's peer of every staff request, so by the socket alone all staff browsers would share
 * one address and one bucket of guesses, and a stranger's wrong passwords at the back office
 * would lock the whole team out. The back office therefore names the browser's client key in
 * `X-Gateway-Client`, believed only beside the shared BACKOFFICE_GATEWAY_SECRET in
 * `X-Gateway-Key` (compared in constant time). Any other request, a wrong key included, is what
 * `runtime/client-address.ts` decides from its socket and trusted proxies.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { GATEWAY_CLIENT_HEADER, GATEWAY_KEY_HEADER } from '../../contract/http-headers.ts';
import type { ClientAddress } from '../../runtime/client-address.ts';

/** A client key as `runtime/client-address.ts` writes it: an IPv4 address, an IPv6 /64, or `unknown`. */
const CLIENT_KEY = /^(?:[0-9a-f.:]{2,39}(?:\/64)?|unknown)$/i;

/** Who sent `req`, as every per-address bound counts it. */
export type RequestClient = (req: IncomingMessage) => string;

function single(value: string | string[] | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The request's client: the back office's word for it when the request carries the gateway's
 * key (`gatewaySecret`; empty believes no one), else `identify`'s reading of the socket.
 */
export function requestClientRule(identify: ClientAddress, gatewaySecret: string): RequestClient {
  const expected = gatewaySecret === '' ? null : digest(gatewaySecret);
  return (req) => {
    const named = single(req.headers[GATEWAY_CLIENT_HEADER]);
    const key = single(req.headers[GATEWAY_KEY_HEADER]);
    if (
      expected !== null &&
      named !== null &&
      key !== null &&
      CLIENT_KEY.test(named) &&
      timingSafeEqual(digest(key), expected)
    ) {
      return named.toLowerCase();
    }
    const forwarded = req.headers['x-forwarded-for'];
    return identify(
      req.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null),
    );
  };
}
