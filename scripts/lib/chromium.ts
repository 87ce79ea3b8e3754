/**
 * Where the end-to-end tests find Chromium. Shared by `scripts/ensure-test-tools.ts` (which makes
 * sure the browser is there) and `playwright.config.ts` (which launches it), so both agree.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** `CHROMIUM_PATH` when set (it must then be valid: a typo should not silently fall back), else Debian's. */
export function chromiumPath(env: Record<string, string | undefined> = process.env): string {
  const configured = env.CHROMIUM_PATH?.trim();
  return configured ? configured : DEBIAN_CHROMIUM;
}
