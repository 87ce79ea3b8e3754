/**
 * The captcha's guard: with a provider configured (PUBLIC_CAPTCHA_SITE_KEY and
 * CAPTCHA_SECRET_KEY), a protected form's request must carry a token the provider confirms in
 * the `X-Captcha-Token` header. The forms that need one: registration, password recovery,
 * `Avise-me quando chegar`, and a login once its account, address or browser has
 * `CAPTCHA_AFTER_FAILED_GUESSES` wrong guesses in the guessing window. Without a provider
 * (development, tests, the browser demo) nothing is asked.
 */
import { CAPTCHA_HEADER } from '../../contract/http-headers.ts';
import { captchaRefused, captchaUnavailable } from '../core/errors.ts';
import { MAX_TOKEN_LENGTH } from '../providers/captcha/siteverify.ts';
import { CaptchaUnavailableError } from '../providers/captcha/verifier.ts';
import type { CaptchaVerifier } from '../providers/captcha/verifier.ts';
import type { Logger } from '../../runtime/log.ts';

/** Wrong guesses after which a login needs the captcha too. */
export const CAPTCHA_AFTER_FAILED_GUESSES = 3;

export interface HumanCheck {
  /** Whether the API checks tokens at all (a provider is configured). */
  readonly enabled: boolean;
  /**
   * Throws unless the request's token is one the provider confirms now (each token is good for
   * one request); does nothing when the captcha is off.
   */
  require(): Promise<void>;
}

/** The address the provider is told of: a single IP (never an IPv6 /64 key or a placeholder). */
function remoteIpOf(clientAddress: string): string | null {
  if (clientAddress.includes('/')) return null;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(clientAddress) || clientAddress.includes(':')) {
    return clientAddress;
  }
  return null;
}

export function createHumanCheck(
  verifier: CaptchaVerifier | null,
  headers: Headers,
  clientAddress: string,
  log: Logger,
): HumanCheck {
  let confirmed: Promise<void> | undefined;
  async function check(provider: CaptchaVerifier): Promise<void> {
    const token = headers.get(CAPTCHA_HEADER)?.trim() ?? '';
    if (token === '' || token.length > MAX_TOKEN_LENGTH) throw captchaRefused();
    let verdict;
    try {
      verdict = await provider.verify(token, remoteIpOf(clientAddress));
    } catch (error) {
      if (!(error instanceof CaptchaUnavailableError)) throw error;
      log.error(`captcha: ${error.message}`);
      throw captchaUnavailable();
    }
    if (!verdict.ok) throw captchaRefused();
  }
  return {
    enabled: verifier !== null,
    require() {
      if (verifier === null) return Promise.resolve();
      // One request spends its token once, however many of its fields ask.
      confirmed ??= check(verifier);
      return confirmed;
    },
  };
}
