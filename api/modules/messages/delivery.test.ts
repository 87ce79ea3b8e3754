/**
 * The outbox's delivery, against a real SMTP server (the local mailbox, or one that refuses):
 * a message written in a transaction arrives once, with both parts and its headers, and its
 * record keeps no body; an outage delays it with growing waits; a permanent refusal ends the
 * tries with the reason and the message kept (an admin may have it tried again); a worker that
 * dies between sending and recording sends it again under the same Message-ID, which the
 * mailbox keeps once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createDataAccess } from '../../core/data-access.ts';
import { ENGINES, testDatabase } from '../../../tests/support/api/database.ts';
import { freePort } from '../../../runtime/ports.ts';
import { startMailbox } from '../../../mocks/mailbox/mailbox.ts';
import type { RunningMailbox } from '../../../mocks/mailbox/mailbox.ts';
import { scriptedSmtpServer } from '../../../tests/support/api/smtp-server.ts';
import { smtpTransport } from '../../providers/mail/transport.ts';
import { retryDelayMs, startDelivery } from './delivery.ts';
import type { Delivery } from './delivery.ts';
import { createMailer } from './mailer.ts';
import { captureLog } from '../../../tests/support/log-capture.ts';

const FROM = 'Loja <nao-responda@loja.example>';
const LETTER = {
  to: 'cliente@exemplo.com.br',
  subject: 'Código de recuperação de senha',
  text: 'Seu código: 123456',
  html: '<p>Seu código: <strong>123456</strong></p>',
};

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

async function mailbox(smtpPort = 0): Promise<RunningMailbox> {
  const box = await startMailbox({ smtpPort, httpPort: 0, file: null });
  closing.push(() => box.close());
  return box;
}

describe.each(ENGINES)('the delivery of the outbox (%s)', (engine) => {
  async function setUp(smtpUrl: string, maxAttempts = 10) {
    const database = await testDatabase(engine);
    const data = createDataAccess(database.db);
    let now = Date.parse('2026-11-27T12:00:00Z');
    const { log, lines: logged } = captureLog();
    const delivery: Delivery = startDelivery({
      db: database.db,
      transport: smtpTransport({ url: smtpUrl, timeoutMs: 2000 }),
      from: FROM,
      maxAttempts,
      now: () => now,
      log,
      pollMs: 3_600_000,
    });
    closing.push(() => delivery.stop());
    const mailer = createMailer({
      siteUrl: 'https://loja.example',
      backofficeUrl: 'https://gestao.loja.example',
      from: FROM,
      now: () => now,
    });
    return {
      data,
      delivery,
      logged,
      mailer,
      advance: (ms: number) => {
        now += ms;
      },
      record: async () => (await data.outbox.to(LETTER.to))[0],
    };
  }

  it('sends a message written in a committed transaction once, then erases its body', async () => {
    const box = await mailbox();
    const { data, delivery, mailer, record } = await setUp(box.smtpUrl);
    await data.transaction((tx) =>
      mailer.mail(
        { ...LETTER, listUnsubscribe: 'https://loja.example/avise-me/cancelar?token=t' },
        tx,
      ),
    );
    await expect(
      data.transaction(async (tx) => {
        await mailer.mail({ ...LETTER, subject: 'Nunca enviado' }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await delivery.runOnce()).toBe(1);
    expect(await delivery.runOnce()).toBe(0);

    const [got, ...more] = box.list(LETTER.to);
    expect(more).toEqual([]);
    expect(got).toMatchObject({
      from: '"Loja" <nao-responda@loja.example>',
      subject: LETTER.subject,
      html: expect.stringContaining('<strong>123456</strong>'),
    });
    expect(got?.text.trim()).toBe(LETTER.text);
    expect(got?.messageId).toMatch(/^<[0-9a-f-]{36}@loja\.example>$/);
    expect(got?.headers['list-unsubscribe']).toBe(
      '<https://loja.example/avise-me/cancelar?token=t>',
    );
    expect(await record()).toMatchObject({ text: '', sentAt: expect.any(Number), failedAt: null });
  });

  it('retries while the server is unreachable, waiting longer each time, and delivers once it is back', async () => {
    const port = await freePort('127.0.0.1');
    const { data, delivery, mailer, advance, record } = await setUp(`smtp://127.0.0.1:${port}`);
    await data.transaction((tx) => mailer.mail(LETTER, tx));

    expect(await delivery.runOnce()).toBe(1);
    expect(await record()).toMatchObject({
      sentAt: null,
      failedAt: null,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
    expect(await delivery.runOnce()).toBe(0);
    advance(retryDelayMs(1));
    expect(await delivery.runOnce()).toBe(1);
    advance(retryDelayMs(1));
    expect(await delivery.runOnce()).toBe(0);
    advance(retryDelayMs(2) - retryDelayMs(1));

    const box = await mailbox(port);
    expect(await delivery.runOnce()).toBe(1);
    expect(box.list(LETTER.to)).toHaveLength(1);
    expect(await record()).toMatchObject({ sentAt: expect.any(Number), lastError: null });
  });

  it('tries again after a temporary refusal and stops at a permanent one, keeping the reason and the message', async () => {
    const server = await scriptedSmtpServer([451, null, 550]);
    const { data, delivery, mailer, advance, logged } = await setUp(server.url);
    await data.transaction((tx) => mailer.mail(LETTER, tx));
    await delivery.runOnce();
    advance(retryDelayMs(1));
    await delivery.runOnce();
    expect(server.got).toBe(2);
    expect((await data.outbox.to(LETTER.to))[0]).toMatchObject({ sentAt: expect.any(Number) });

    const other = 'ninguem@exemplo.com.br';
    await data.transaction((tx) => mailer.mail({ ...LETTER, to: other }, tx));
    await delivery.runOnce();
    advance(retryDelayMs(10));
    expect(await delivery.runOnce()).toBe(0);
    expect(server.got).toBe(3);
    expect((await data.outbox.to(other))[0]).toMatchObject({
      sentAt: null,
      failedAt: expect.any(Number),
      text: LETTER.text,
      lastError: expect.stringContaining('Usuário desconhecido'),
    });
    expect(logged.join('\n')).toContain('não entregue');
  });

  it('gives up after MAIL_MAX_ATTEMPTS temporary failures', async () => {
    const port = await freePort('127.0.0.1');
    const { data, delivery, mailer, advance, record } = await setUp(`smtp://127.0.0.1:${port}`, 3);
    await data.transaction((tx) => mailer.mail(LETTER, tx));
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await delivery.runOnce()).toBe(1);
      advance(retryDelayMs(attempt));
    }
    expect(await delivery.runOnce()).toBe(0);
    expect(await record()).toMatchObject({ failedAt: expect.any(Number), sentAt: null });
  });

  it('sends again, under the same Message-ID, what a worker sent but died before recording', async () => {
    const box = await mailbox();
    const { data, mailer, delivery, advance, record } = await setUp(box.smtpUrl);
    await data.transaction((tx) => mailer.mail(LETTER, tx));
    // The first worker claims the message and sends it, then dies before recording it.
    const [claimed] = await data.outbox.claimDue(Date.parse('2026-11-27T12:00:00Z'), 60_000, 10);
    if (!claimed) throw new Error('nothing was due');
    const transport = smtpTransport({ url: box.smtpUrl });
    expect(await transport.send({ ...claimed, from: FROM })).toEqual({ ok: true });
    transport.close();

    expect(await delivery.runOnce()).toBe(0);
    advance(60_000);
    expect(await delivery.runOnce()).toBe(1);
    expect(box.list(LETTER.to)).toHaveLength(1);
    expect(await record()).toMatchObject({ sentAt: expect.any(Number) });
  });
});
