/**
 * The captcha the settings choose: none while PUBLIC_CAPTCHA_SITE_KEY is empty (no widget, no
 * check), else the provider's siteverify at CAPTCHA_VERIFY_URL with CAPTCHA_SECRET_KEY. A site
 * key without a secret key is refused at start: the widget would show and nothing would check
 * it. There is no default secret.
 */
import { SettingError } from '../../../config/settings.ts';
import type { Settings } from '../../../config/settings.ts';
import { createSiteverifyClient } from './siteverify.ts';
import type { CaptchaVerifier } from './verifier.ts';

export function captchaVerifierFrom(
  settings: Pick<Settings, 'PUBLIC_CAPTCHA_SITE_KEY' | 'CAPTCHA_SECRET_KEY' | 'CAPTCHA_VERIFY_URL'>,
  options: { readonly fetch?: typeof fetch } = {},
): CaptchaVerifier | null {
  if (settings.PUBLIC_CAPTCHA_SITE_KEY.trim() === '') return null;
  const secret = settings.CAPTCHA_SECRET_KEY.trim();
  if (secret === '') {
    throw new SettingError(
      'PUBLIC_CAPTCHA_SITE_KEY is set but CAPTCHA_SECRET_KEY is empty: the API could not verify the captcha. Set CAPTCHA_SECRET_KEY to the secret key of the same widget (Cloudflare dashboard › Turnstile), or empty PUBLIC_CAPTCHA_SITE_KEY to turn the captcha off.',
    );
  }
  let url: URL;
  try {
    url = new URL(settings.CAPTCHA_VERIFY_URL);
  } catch {
    throw new SettingError(
      `CAPTCHA_VERIFY_URL must be an http(s) URL, got "${settings.CAPTCHA_VERIFY_URL}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SettingError(
      `CAPTCHA_VERIFY_URL must be an http(s) URL, got "${settings.CAPTCHA_VERIFY_URL}"`,
    );
  }
  return createSiteverifyClient({ url: url.href, secret, fetch: options.fetch });
}
