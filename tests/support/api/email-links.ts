/**
 * A check every e-mail template's test makes of its links: each link of the HTML part is an
 * absolute http(s) address on one of the expected origins, and the plain-text part carries
 * every one of them in full, so a reader of either part can follow it.
 */
import { expect } from 'vitest';
import type { Email } from '../../../api/modules/messages/render-email.ts';

export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}

export function expectLinksOn(email: Email, origins: readonly string[]): void {
  const hrefs = hrefsOf(email.html);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const url = new URL(href);
    expect(['http:', 'https:']).toContain(url.protocol);
    expect(origins).toContain(url.origin);
    expect(email.text).toContain(href);
  }
}
