/**
 * The small HTTP pieces of the back office server: its security headers (every answer says
 * `X-Robots-Tag: noindex`; pages carry their own strict CSP with `frame-ancestors 'none'`),
 * bounded body reading, JSON answers, the session cookie and the CSRF checks.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

export const SESSION_COOKIE = 'bo_sessao';
/** Every state-changing request of the back office's own pages carries it (CSRF). */
export const CSRF_HEADER = 'x-backoffice';

export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

export function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
  return first?.trim().toLowerCase() === 'https';
}

/** The origin the browser used to reach this server. */
export function ownOrigin(req: IncomingMessage): string {
  return `${isHttps(req) ? 'https' : 'http'}://${req.headers.host ?? ''}`;
}

/**
 * A state-changing request from the back office's own pages: same Origin (a browser always
 * sends it on a POST) and the custom header no cross-site form can set. With the SameSite=Strict
 * cookie, a request forged by another site fails all three.
 */
export function isSameOriginWrite(req: IncomingMessage): boolean {
  return req.headers.origin === ownOrigin(req) && req.headers[CSRF_HEADER] === '1';
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The staff session token of the request's cookie, or null. */
export function sessionToken(req: IncomingMessage): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const token = value.join('=');
      return /^[0-9a-f]{64}$/.test(token) ? token : null;
    }
  }
  return null;
}

/** The session cookie: HttpOnly (no script reads it), SameSite=Strict, Secure over https. */
export function sessionCookie(req: IncomingMessage, token: string, maxAgeSeconds: number): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(isHttps(req) ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(req: IncomingMessage): string {
  return sessionCookie(req, '', 0);
}
