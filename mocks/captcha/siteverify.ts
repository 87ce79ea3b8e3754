/**
 * A local stand-in of a captcha provider's siteverify endpoint (Cloudflare Turnstile's, whose
 * shape hCaptcha and reCAPTCHA share), for the tests of the API's captcha:
 *
 * - `POST` only, the fields form-encoded (`application/x-www-form-urlencoded`) or as JSON, as
 *   Turnstile accepts both; always answered with JSON `{ success, "error-codes", … }`;
 * - the secret it was made with, else `missing-input-secret` / `invalid-input-secret`;
 * - a `response` it issued (`issue()`, what its widget would hand the browser), else
 *   `missing-input-response` / `invalid-input-response`; each token is good once and for five
 *   minutes on its clock, then `timeout-or-duplicate`;
 * - a success names `challenge_ts` and the `hostname` the token was issued for;
 * - on demand, the next calls answered with an HTTP status and no verdict (`failNext`), as an
 *   outage would.
 *
 * It records every request, so tests see what the client sent.
 */
import { listen } from '../../api/http/node-server.ts';
import { LOCAL_HOST } from '../../runtime/ports.ts';

/** How long a token is good, as Turnstile documents it. */
export const TOKEN_LIFETIME_MS = 300_000;
/** Turnstile's documented bound on a token's length. */
const MAX_TOKEN_LENGTH = 2048;

export interface RecordedSiteverify {
  readonly contentType: string;
  readonly fields: Readonly<Record<string, string>>;
}

export interface SiteverifyStandInOptions {
  readonly secret: string;
  /** The clock tokens expire on; the real one by default. */
  readonly now?: () => number;
}

export interface SiteverifyStandIn {
  /** Answers one request as the provider would. */
  fetch(request: Request): Promise<Response>;
  /** A fresh token, as a solved widget on `hostname` would get it. */
  issue(hostname?: string): string;
  /** The requests so far, oldest first. */
  readonly requests: readonly RecordedSiteverify[];
  /** The next `count` calls are answered `status` with no verdict. */
  failNext(status: number, count?: number): void;
}

interface Issued {
  readonly hostname: string;
  readonly issuedAt: number;
  spent: boolean;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function refusal(...codes: string[]): Response {
  return json({ success: false, 'error-codes': codes, messages: [] });
}

async function fieldsOf(request: Request, contentType: string): Promise<Record<string, string>> {
  const text = await request.text();
  if (contentType.startsWith('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export function createSiteverifyStandIn(options: SiteverifyStandInOptions): SiteverifyStandIn {
  const now = options.now ?? (() => Date.now());
  const issued = new Map<string, Issued>();
  const requests: RecordedSiteverify[] = [];
  let failures: { status: number; left: number } | null = null;
  let serial = 0;

  return {
    requests,
    issue(hostname = LOCAL_HOST) {
      serial += 1;
      const token = `XXXX.stand-in.${serial}.${crypto.randomUUID()}`;
      issued.set(token, { hostname, issuedAt: now(), spent: false });
      return token;
    },
    failNext(status, count = 1) {
      failures = { status, left: count };
    },
    async fetch(request) {
      if (request.method !== 'POST') {
        return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
      }
      const contentType = request.headers.get('content-type') ?? '';
      const fields = await fieldsOf(request, contentType);
      requests.push({ contentType, fields });
      if (failures !== null && failures.left > 0) {
        failures.left -= 1;
        return new Response('<html>Service unavailable</html>', {
          status: failures.status,
          headers: { 'Content-Type': 'text/html' },
        });
      }
      const secret = fields['secret'] ?? '';
      const response = fields['response'] ?? '';
      if (secret === '') return refusal('missing-input-secret');
      if (secret !== options.secret) return refusal('invalid-input-secret');
      if (response === '') return refusal('missing-input-response');
      const token = response.length <= MAX_TOKEN_LENGTH ? issued.get(response) : undefined;
      if (token === undefined) return refusal('invalid-input-response');
      if (token.spent || now() - token.issuedAt > TOKEN_LIFETIME_MS) {
        return refusal('timeout-or-duplicate');
      }
      token.spent = true;
      return json({
        success: true,
        'error-codes': [],
        challenge_ts: new Date(token.issuedAt).toISOString(),
        hostname: token.hostname,
        action: '',
        cdata: '',
        metadata: { interactive: false },
      });
    },
  };
}

export interface ListeningSiteverifyStandIn extends SiteverifyStandIn {
  /** Its siteverify URL (CAPTCHA_VERIFY_URL). */
  readonly url: string;
  close(): Promise<void>;
}

/** The stand-in on a port of its own (0: a free one), for an API in another process. */
export async function startSiteverifyStandIn(
  options: SiteverifyStandInOptions & { readonly port?: number },
): Promise<ListeningSiteverifyStandIn> {
  const standIn = createSiteverifyStandIn(options);
  const server = await listen(
    { fetch: (request) => standIn.fetch(request) },
    LOCAL_HOST,
    options.port ?? 0,
    'the siteverify stand-in',
  );
  return Object.assign(standIn, {
    url: `${server.origin}/turnstile/v0/siteverify`,
    close: () => server.close(),
  });
}
