import { verify } from '@octokit/webhooks-methods';
import { describe, expect, it } from 'vitest';
import { signPublishWebhook } from './publish-webhook.ts';
import { checkPublishWebhook, WebhookError } from './publish-webhook-check.ts';
import { MAX_AGE_MS } from './webhook-delivery.ts';

const SECRET = 'webhook-secret';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SENT_AT = Date.UTC(2026, 0, 2, 3, 4, 5);

describe('signPublishWebhook', () => {
  it('stamps the whole catalogue request with the given time inside the signed body', async () => {
    const { body, headers } = await signPublishWebhook(
      SECRET,
      { all: true, reason: 'tudo' },
      SENT_AT,
    );
    expect(JSON.parse(body)).toEqual({
      all: true,
      reason: 'tudo',
      timestamp: '2026-01-02T03:04:05.000Z',
      delivery: expect.stringMatching(UUID),
    });
    expect(await verify(SECRET, body, headers['X-Signature-256'] ?? '')).toBe(true);
    expect(
      await verify(
        SECRET,
        body.replace('2026-01-02', '2026-01-03'),
        headers['X-Signature-256'] ?? '',
      ),
    ).toBe(false);
  });
});

describe('checkPublishWebhook', () => {
  async function signed(content: Parameters<typeof signPublishWebhook>[1]) {
    const { body, headers } = await signPublishWebhook(SECRET, content, SENT_AT);
    return { body, signature: headers['X-Signature-256'] ?? null };
  }

  async function refusal(check: Promise<unknown>): Promise<{ status: number; message: string }> {
    const error = await check.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof WebhookError)) throw new Error('the webhook was not refused');
    return { status: error.status, message: error.message };
  }

  it('takes what the sender signed, as it was sent', async () => {
    const { body, signature } = await signed({ products: ['3', '7', '3'], reason: 'preço' });
    const request = await checkPublishWebhook(body, signature, SECRET, SENT_AT + 1_000);
    expect(request).toEqual({
      products: ['3', '7'],
      pages: [],
      all: false,
      reason: 'preço',
      delivery: expect.stringMatching(UUID),
      timestamp: SENT_AT,
    });
  });

  it('refuses a missing or wrong signature, and a body changed after signing', async () => {
    const { body, signature } = await signed({ pages: ['/'] });
    expect(await refusal(checkPublishWebhook(body, null, SECRET, SENT_AT))).toEqual({
      status: 401,
      message: 'Assinatura ausente: envie o cabeçalho X-Signature-256.',
    });
    const changed = body.replace('"/"', '"/produtos"');
    for (const [text, secret] of [
      [changed, SECRET],
      [body, 'another-secret'],
    ] as const) {
      expect(await refusal(checkPublishWebhook(text, signature, secret, SENT_AT))).toEqual({
        status: 401,
        message: 'Assinatura inválida: nada foi publicado.',
      });
    }
  });

  it('refuses a signed body once it is as old as the acceptance window', async () => {
    const { body, signature } = await signed({ all: true });
    const late = await refusal(checkPublishWebhook(body, signature, SECRET, SENT_AT + MAX_AGE_MS));
    expect(late.status).toBe(401);
    expect(late.message).toMatch(/^Aviso vencido/);
  });
});
