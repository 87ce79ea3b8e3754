/**
 * What the API asks of a captcha provider: whether a widget's token is good. Cloudflare
 * Turnstile, hCaptcha and reCAPTCHA answer the same siteverify form (`siteverify.ts`); the
 * guard that decides which forms need a token is `api/guards/captcha.ts`.
 */

/** The provider's word on one token. */
export type CaptchaVerdict =
  | { readonly ok: true; readonly hostname: string | null }
  | {
      readonly ok: false;
      /** The provider's `error-codes` (e.g. `timeout-or-duplicate`); empty when it gave none. */
      readonly codes: readonly string[];
    };

export interface CaptchaVerifier {
  /**
   * Asks the provider about `token`, presented by the client at `remoteIp` (null when the
   * transport cannot tell). Rejects with `CaptchaUnavailableError` when the provider cannot be
   * asked or cannot answer: an outage is never a pass.
   */
  verify(token: string, remoteIp: string | null): Promise<CaptchaVerdict>;
}

/** The provider could not give its word (down, slow, an answer that is no verdict, the shop's secret refused). */
export class CaptchaUnavailableError extends Error {
  override name = 'CaptchaUnavailableError';
}
