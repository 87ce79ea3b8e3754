/**
 * The siteverify client: one form-encoded POST of `secret`, `response` and (when known)
 * `remoteip` to the provider's endpoint, answered with JSON `{ success, "error-codes",
 * hostname, … }`. Cloudflare Turnstile, hCaptcha and reCAPTCHA share this shape. A fetch, with
 * a time limit: the same code runs on Node and in the browser demo. The secret never leaves the
 * request body and nothing here logs it or the token.
 */
import { CaptchaUnavailableError } from './verifier.ts';
import type { CaptchaVerdict, CaptchaVerifier } from './verifier.ts';

export interface SiteverifyOptions {
  /** The provider's siteverify endpoint (CAPTCHA_VERIFY_URL). */
  readonly url: string;
  /** The shop's secret key (CAPTCHA_SECRET_KEY). */
  readonly secret: string;
  /** Who answers (tests pass a stand-in's); defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /** How long one verification may take before it counts as an outage. */
  readonly timeoutMs?: number;
}

/** A shopper waits on this before the form's own work starts. */
const DEFAULT_TIMEOUT_MS = 8_000;
/** Turnstile's documented bound; longer is no token of any provider. */
export const MAX_TOKEN_LENGTH = 2048;

/**
 * Codes that say the shop, not the shopper, is wrong (its secret) or that the provider failed:
 * asking again with another token would not help, so they are an outage, not a refusal.
 */
const PROVIDER_FAULTS = new Set([
  'missing-input-secret',
  'invalid-input-secret',
  'invalid-keys',
  'sitekey-secret-mismatch',
  'internal-error',
]);

function codesOf(body: Record<string, unknown>): string[] {
  const codes = body['error-codes'];
  return Array.isArray(codes) ? codes.filter((code) => typeof code === 'string') : [];
}

export function createSiteverifyClient(options: SiteverifyOptions): CaptchaVerifier {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const where = new URL(options.url).origin;
  return {
    async verify(token, remoteIp): Promise<CaptchaVerdict> {
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp !== null) form.set('remoteip', remoteIp);
      let response: Response;
      try {
        response = await send(options.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const why =
          error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
        throw new CaptchaUnavailableError(
          `captcha siteverify at ${where} ${why}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!response.ok) {
        throw new CaptchaUnavailableError(
          `captcha siteverify at ${where} answered HTTP ${response.status}`,
        );
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new CaptchaUnavailableError(`captcha siteverify at ${where} answered no JSON`);
      }
      if (
        typeof body !== 'object' ||
        body === null ||
        typeof (body as { success?: unknown }).success !== 'boolean'
      ) {
        throw new CaptchaUnavailableError(
          `captcha siteverify at ${where} answered no verdict (no boolean "success")`,
        );
      }
      const answer = body as Record<string, unknown>;
      const codes = codesOf(answer);
      const faults = codes.filter((code) => PROVIDER_FAULTS.has(code));
      if (faults.length > 0) {
        throw new CaptchaUnavailableError(
          `captcha siteverify at ${where} refused the shop, not the token: ${faults.join(', ')} (check CAPTCHA_SECRET_KEY)`,
        );
      }
      if (answer['success'] === true) {
        const hostname = answer['hostname'];
        return { ok: true, hostname: typeof hostname === 'string' ? hostname : null };
      }
      return { ok: false, codes };
    },
  };
}
