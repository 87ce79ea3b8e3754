import { describe, expect, it } from 'vitest';
import { pageCsp } from './page-csp.ts';

describe('pageCsp', () => {
  it('keeps the policy Astro wrote in the page, and forbids every frame around it', () => {
    const html = `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-abc='"></head></html>`;
    expect(pageCsp(html)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'",
    );
  });

  it("reads the meta however its attribute's quotes and ampersands were escaped", () => {
    const html = `<meta http-equiv="Content-Security-Policy" content="script-src &#39;self&#39; &#39;sha256-a&amp;b&#39;; style-src &#39;self&#39;;">`;
    expect(pageCsp(html)).toBe(
      "script-src 'self' 'sha256-a&b'; style-src 'self'; frame-ancestors 'none'",
    );
  });

  it('gives a page without a policy of its own a strict one, never an open page', () => {
    const policy = pageCsp('<html><head><title>Back office</title></head></html>');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy.endsWith("; frame-ancestors 'none'")).toBe(true);
  });
});
