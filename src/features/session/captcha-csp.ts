/**
 * The captcha's Content-Security-Policy allowance for the page being rendered: the session
 * pages (login, registration, password recovery) call it from their frontmatter, so only they
 * may load Turnstile's script and frame, and only when a site key is configured.
 */
import { PUBLIC_CAPTCHA_SITE_KEY } from 'astro:env/client';
import { allowCaptcha } from '../../../config/csp.ts';
import type { PageCsp } from '../../../config/csp.ts';

export function allowCaptchaOnThisPage(csp: PageCsp): void {
  allowCaptcha(csp, PUBLIC_CAPTCHA_SITE_KEY ?? '');
}
