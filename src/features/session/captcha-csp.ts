/**
 * The captcha's Content-Security-Policy allowance for the page being rendered: the pages with a
 * protected form (login, registration, password recovery, and product pages for `Avise-me
 * quando chegar`) call it from their frontmatter, so only they may load Turnstile's script and
 * frame, and only when a site key is configured.
 */
import { PUBLIC_CAPTCHA_SITE_KEY } from 'astro:env/client';
import { allowCaptcha } from '../../../config/csp.ts';
import type { PageCsp } from '../../../config/csp.ts';

export function allowCaptchaOnThisPage(csp: PageCsp): void {
  allowCaptcha(csp, PUBLIC_CAPTCHA_SITE_KEY ?? '');
}
