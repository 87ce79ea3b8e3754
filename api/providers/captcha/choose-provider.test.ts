import { describe, expect, it } from 'vitest';
import { SettingError, loadSettings } from '../../../config/settings.ts';
import { createSiteverifyStandIn } from '../../../mocks/captcha/siteverify.ts';
import { captchaVerifierFrom } from './choose-provider.ts';

describe('captchaVerifierFrom', () => {
  it('turns the check off with no site key', () => {
    expect(captchaVerifierFrom(loadSettings({}))).toBeNull();
    expect(captchaVerifierFrom(loadSettings({ CAPTCHA_SECRET_KEY: 'secret' }))).toBeNull();
  });

  it('refuses a site key without a secret key, saying which setting to fill', () => {
    const settings = loadSettings({ PUBLIC_CAPTCHA_SITE_KEY: '0x4AAAAAAAsite' });
    expect(() => captchaVerifierFrom(settings)).toThrow(SettingError);
    expect(() => captchaVerifierFrom(settings)).toThrow(
      /PUBLIC_CAPTCHA_SITE_KEY is set but CAPTCHA_SECRET_KEY is empty/,
    );
  });

  it('refuses a siteverify URL that is not http(s)', () => {
    const settings = loadSettings({
      PUBLIC_CAPTCHA_SITE_KEY: '0x4AAAAAAAsite',
      CAPTCHA_SECRET_KEY: 'secret',
      CAPTCHA_VERIFY_URL: 'ftp://example.com/siteverify',
    });
    expect(() => captchaVerifierFrom(settings)).toThrow(
      /CAPTCHA_VERIFY_URL must be an http\(s\) URL/,
    );
  });

  it("asks Turnstile's siteverify by default, with the secret key", async () => {
    const standIn = createSiteverifyStandIn({ secret: 'the-secret' });
    const asked: string[] = [];
    const verifier = captchaVerifierFrom(
      loadSettings({ PUBLIC_CAPTCHA_SITE_KEY: '0x4AAAAAAAsite', CAPTCHA_SECRET_KEY: 'the-secret' }),
      {
        fetch: (input, init) => {
          asked.push(String(input));
          return standIn.fetch(new Request(input, init));
        },
      },
    );
    expect(await verifier?.verify(standIn.issue(), null)).toMatchObject({ ok: true });
    expect(asked).toEqual(['https://challenges.cloudflare.com/turnstile/v0/siteverify']);
  });
});
