import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  BodyTooLargeError,
  clearedSessionCookie,
  deviceCookie,
  deviceProof,
  isHttps,
  isSameOriginWrite,
  ownOrigin,
  readBody,
  sendJson,
  sessionCookie,
  sessionToken,
} from './http.ts';

const TOKEN = 'a'.repeat(64);
const PROOF = '0123456789abcdef'.repeat(4);

/** A request with `headers`, over TLS when `encrypted`, with `chunks` as its body. */
function request(
  headers: IncomingHttpHeaders,
  { encrypted = false, chunks = [] as Buffer[] } = {},
): IncomingMessage {
  return Object.assign(Readable.from(chunks), {
    headers,
    socket: { encrypted },
  }) as unknown as IncomingMessage;
}

describe('isHttps and ownOrigin', () => {
  it('know a TLS connection, or the first proxy saying https', () => {
    expect(isHttps(request({}, { encrypted: true }))).toBe(true);
    expect(isHttps(request({ 'x-forwarded-proto': 'HTTPS, http' }))).toBe(true);
    expect(isHttps(request({ 'x-forwarded-proto': 'http, https' }))).toBe(false);
    expect(isHttps(request({}))).toBe(false);
  });

  it('name the origin the browser used', () => {
    expect(ownOrigin(request({ host: '127.0.0.1:4200' }))).toBe('http://127.0.0.1:4200');
    expect(
      ownOrigin(request({ host: 'equipe.exemplo.com.br', 'x-forwarded-proto': 'https' })),
    ).toBe('https://equipe.exemplo.com.br');
  });
});

describe('isSameOriginWrite', () => {
  const own = { host: '127.0.0.1:4200', origin: 'http://127.0.0.1:4200', 'x-backoffice': '1' };

  it("accepts a write from the back office's own pages", () => {
    expect(isSameOriginWrite(request(own))).toBe(true);
  });

  it.each([
    ['another origin', { ...own, origin: 'http://127.0.0.1:4321' }],
    ['no origin', { host: own.host, 'x-backoffice': '1' }],
    ['no X-Backoffice header', { host: own.host, origin: own.origin }],
    ['another X-Backoffice value', { ...own, 'x-backoffice': 'true' }],
    ['the http origin of an https back office', { ...own, 'x-forwarded-proto': 'https' }],
  ])('refuses a write with %s', (_what, headers) => {
    expect(isSameOriginWrite(request(headers))).toBe(false);
  });
});

describe('sessionToken and deviceProof', () => {
  it('read their cookies among the others', () => {
    const req = request({ cookie: `tema=escuro; bo_sessao=${TOKEN}; bo_dispositivo=${PROOF}` });
    expect(sessionToken(req)).toBe(TOKEN);
    expect(deviceProof(req)).toBe(PROOF);
  });

  it.each([
    ['no cookie', undefined],
    ['another cookie', `sessao=${TOKEN}`],
    ['a short value', 'bo_sessao=abc123'],
    ['capital hex digits', `bo_sessao=${TOKEN.toUpperCase()}`],
    ['a value with more after it', `bo_sessao=${TOKEN}=x`],
    ['an empty value', 'bo_sessao='],
  ])('find no session in %s', (_what, cookie) => {
    expect(sessionToken(request(cookie === undefined ? {} : { cookie }))).toBeNull();
  });
});

describe('the cookies', () => {
  it('keep the session from scripts and other sites, Secure over https', () => {
    expect(sessionCookie(request({}), TOKEN, 3600)).toBe(
      `bo_sessao=${TOKEN}; Path=/; HttpOnly; SameSite=Strict; Max-Age=3600`,
    );
    expect(sessionCookie(request({}, { encrypted: true }), TOKEN, 3600)).toBe(
      `bo_sessao=${TOKEN}; Path=/; HttpOnly; SameSite=Strict; Max-Age=3600; Secure`,
    );
  });

  it("send the device proof only to the back office's API, for 90 days", () => {
    expect(deviceCookie(request({ 'x-forwarded-proto': 'https' }), PROOF)).toBe(
      `bo_dispositivo=${PROOF}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=7776000; Secure`,
    );
  });

  it('end the session by emptying its cookie at once', () => {
    expect(clearedSessionCookie(request({}))).toBe(
      'bo_sessao=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0',
    );
  });
});

describe('readBody', () => {
  it('reads the whole body up to the limit', async () => {
    const req = request({}, { chunks: [Buffer.from('{"a":'), Buffer.from('1}')] });
    expect((await readBody(req, 7)).toString('utf8')).toBe('{"a":1}');
  });

  it('refuses a body that says it is too large before reading it', async () => {
    const req = request({ 'content-length': '8' }, { chunks: [Buffer.from('x')] });
    await expect(readBody(req, 7)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('refuses a body that grows past the limit without saying its length', async () => {
    const req = request({}, { chunks: [Buffer.from('1234'), Buffer.from('5678')] });
    await expect(readBody(req, 7)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe('sendJson', () => {
  it('answers JSON never cached nor indexed, with its length and any extra header', () => {
    let head: { status: number; headers: Record<string, unknown> } | undefined;
    let body = '';
    const res = {
      writeHead: (status: number, headers: Record<string, unknown>) => {
        head = { status, headers };
      },
      end: (text: string) => {
        body = text;
      },
    } as unknown as ServerResponse;
    sendJson(res, 429, { error: 'Muitas tentativas.' }, { 'Retry-After': '60' });
    expect(JSON.parse(body)).toEqual({ error: 'Muitas tentativas.' });
    expect(head?.status).toBe(429);
    expect(head?.headers).toMatchObject({
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': String(Buffer.byteLength(body)),
      'X-Robots-Tag': 'noindex, nofollow',
      'X-Frame-Options': 'DENY',
      'Retry-After': '60',
    });
  });
});
