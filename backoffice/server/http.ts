/**
 * The small HTTP pieces of the back office server: its security headers (every answer says
 * `X-Robots-Tag: noindex`; pages carry their own strict CSP with `frame-ancestors 'none'`),
 * bounded body reading, JSON answers, the session and device cookies and the CSRF checks.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

export const SESSION_COOKIE = 'bo_sessao';
/**
 * The browser's staff device proof (see the API's `StaffSession.deviceProof`), sent back with
 * the next logins so strangers' wrong passwords never lock the staff member out of this browser.
 */
export const DEVICE_COOKIE = 'bo_dispositivo';
/** As long as the API keeps a proof after its last login through it. */
const DEVICE_COOKIE_SECONDS = 90 * 24 * 60 * 60;
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
  return isSameOriginForm(req) && req.headers[CSRF_HEADER] === '1';
}

/**
 * A form of the back office's own pages posted into a frame (which can set no header): the
 * browser's Origin is the back office's. With the SameSite=Strict cookie, another site's form
 * carries neither.
 */
export function isSameOriginForm(req: IncomingMessage): boolean {
  return req.headers.origin === ownOrigin(req);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
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

/** The cookie `name` of the request when it holds 64 hex digits (a token or proof), or null. */
function hexCookie(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      const token = value.join('=');
      return /^[0-9a-f]{64}$/.test(token) ? token : null;
    }
  }
  return null;
}

/** The staff session token of the request's cookie, or null. */
export function sessionToken(req: IncomingMessage): string | null {
  return hexCookie(req, SESSION_COOKIE);
}

/** The browser's staff device proof, or null. */
export function deviceProof(req: IncomingMessage): string | null {
  return hexCookie(req, DEVICE_COOKIE);
}

/** A cookie no script reads (HttpOnly), never sent cross-site (Strict), Secure over https. */
function privateCookie(
  req: IncomingMessage,
  name: string,
  value: string,
  path: string,
  maxAgeSeconds: number,
): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(isHttps(req) ? ['Secure'] : []),
  ].join('; ');
}

/** The session cookie: HttpOnly (no script reads it), SameSite=Strict, Secure over https. */
export function sessionCookie(req: IncomingMessage, token: string, maxAgeSeconds: number): string {
  return privateCookie(req, SESSION_COOKIE, token, '/', maxAgeSeconds);
}

/** The device cookie, sent only to the back office's own API paths. `Sair` keeps it. */
export function deviceCookie(req: IncomingMessage, proof: string): string {
  return privateCookie(req, DEVICE_COOKIE, proof, '/api', DEVICE_COOKIE_SECONDS);
}

export function clearedSessionCookie(req: IncomingMessage): string {
  return sessionCookie(req, '', 0);
}
