import { afterEach, describe, expect, it } from 'vitest';
import {
  TOKEN_LIFETIME_MS,
  createSiteverifyStandIn,
  startSiteverifyStandIn,
} from '../../../mocks/captcha/siteverify.ts';
import type { ListeningSiteverifyStandIn } from '../../../mocks/captcha/siteverify.ts';
import { createSiteverifyClient } from './siteverify.ts';
import { CaptchaUnavailableError } from './verifier.ts';

const SECRET = '0x4AAAAAAAstand-in-secret';
const URL_ = 'https://siteverify.test/turnstile/v0/siteverify';

function setup(options: { secret?: string; timeoutMs?: number } = {}) {
  let now = Date.UTC(2026, 10, 28, 12);
  const standIn = createSiteverifyStandIn({ secret: SECRET, now: () => now });
  const client = createSiteverifyClient({
    url: URL_,
    secret: options.secret ?? SECRET,
    fetch: (input, init) => standIn.fetch(new Request(input, init)),
    timeoutMs: options.timeoutMs,
  });
  return { standIn, client, advance: (ms: number) => (now += ms) };
}

describe('the siteverify client, against the stand-in', () => {
  it('confirms a token the provider issued, once, sending the form the provider reads', async () => {
    const { standIn, client } = setup();
    const token = standIn.issue('loja.exemplo.com.br');

    expect(await client.verify(token, '203.0.113.7')).toEqual({
      ok: true,
      hostname: 'loja.exemplo.com.br',
    });
    expect(standIn.requests).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded',
        fields: { secret: SECRET, response: token, remoteip: '203.0.113.7' },
      },
    ]);
    // A token is good for one verification.
    expect(await client.verify(token, '203.0.113.7')).toEqual({
      ok: false,
      codes: ['timeout-or-duplicate'],
    });
  });

  it('leaves remoteip out when the address is unknown', async () => {
    const { standIn, client } = setup();
    await client.verify(standIn.issue(), null);
    expect(standIn.requests[0]?.fields).toEqual({ secret: SECRET, response: expect.any(String) });
  });

  it('refuses a token past its five minutes, and one the provider never issued', async () => {
    const { standIn, client, advance } = setup();
    const token = standIn.issue();
    advance(TOKEN_LIFETIME_MS + 1);
    expect(await client.verify(token, null)).toEqual({
      ok: false,
      codes: ['timeout-or-duplicate'],
    });
    expect(await client.verify('XXXX.forged.token', null)).toEqual({
      ok: false,
      codes: ['invalid-input-response'],
    });
  });

  it("answers the provider's refusal of the shop's secret as an outage naming the setting", async () => {
    const { standIn, client } = setup({ secret: 'not-the-secret' });
    const verifying = client.verify(standIn.issue(), null);
    await expect(verifying).rejects.toThrow(CaptchaUnavailableError);
    await expect(verifying).rejects.toThrow(/invalid-input-secret.*CAPTCHA_SECRET_KEY/);
  });

  it('answers an HTTP error or a page that is no verdict as an outage, never a pass', async () => {
    const { standIn, client } = setup();
    standIn.failNext(503);
    await expect(client.verify(standIn.issue(), null)).rejects.toThrow(/answered HTTP 503/);

    const html = createSiteverifyClient({
      url: URL_,
      secret: SECRET,
      fetch: async () => new Response('<html>challenge</html>', { status: 200 }),
    });
    await expect(html.verify('token', null)).rejects.toThrow(/answered no JSON/);

    const noVerdict = createSiteverifyClient({
      url: URL_,
      secret: SECRET,
      fetch: async () => Response.json({ ok: true }),
    });
    await expect(noVerdict.verify('token', null)).rejects.toThrow(/no verdict/);
  });

  it('gives up on a provider that does not answer in time', async () => {
    const silent = createSiteverifyClient({
      url: URL_,
      secret: SECRET,
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    await expect(silent.verify('token', null)).rejects.toThrow(/timed out/);
  });

  describe('over HTTP', () => {
    let listening: ListeningSiteverifyStandIn | undefined;
    afterEach(async () => {
      await listening?.close();
      listening = undefined;
    });

    it('answers the missing fields with the documented error codes', async () => {
      const standIn = await startSiteverifyStandIn({ secret: SECRET });
      listening = standIn;
      const post = async (body: string, contentType = 'application/x-www-form-urlencoded') => {
        const response = await fetch(standIn.url, {
          method: 'POST',
          headers: { 'Content-Type': contentType },
          body,
        });
        return { status: response.status, body: await response.json() };
      };
      expect(await post('response=abc')).toEqual({
        status: 200,
        body: { success: false, 'error-codes': ['missing-input-secret'], messages: [] },
      });
      expect(await post(`secret=${SECRET}`)).toMatchObject({
        body: { success: false, 'error-codes': ['missing-input-response'] },
      });
      const token = listening.issue();
      expect(
        await post(JSON.stringify({ secret: SECRET, response: token }), 'application/json'),
      ).toMatchObject({ body: { success: true, 'error-codes': [], hostname: '127.0.0.1' } });

      const client = createSiteverifyClient({ url: listening.url, secret: SECRET });
      expect(await client.verify(token, null)).toEqual({
        ok: false,
        codes: ['timeout-or-duplicate'],
      });
      expect(await client.verify(listening.issue(), null)).toMatchObject({ ok: true });
      expect((await fetch(listening.url)).status).toBe(405);
    });
  });
});
