/**
 * `E-mails não entregues` through the API: a message the SMTP server refused for good is listed
 * to admins (newest first, with the server's reason), never to support; `Tentar de novo` makes
 * it due again, and the next delivery sends it.
 */
import { sql } from 'kysely';
import { onTestFinished, describe, expect, it } from 'vitest';
import { SEED_ADMIN, SEED_SUPPORT } from '../../../mocks/seed/staff.ts';
import { errorsOf, gql, testHandler } from '../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../tests/support/api/api.ts';
import { scriptedSmtpServer } from '../../../tests/support/api/smtp-server.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';
import { createDataAccess } from '../../core/data-access.ts';
import { startDelivery } from '../messages/delivery.ts';
import { smtpTransport } from '../../providers/mail/transport.ts';
import { silentLogger } from '../../../runtime/log.ts';

const FAILED = `query($page: Int) { failedMessages(page: $page, pageSize: 1) {
  total totalPages items { id to subject createdAt failedAt attempts lastError retryable }
} }`;
const RETRY = 'mutation($id: ID!) { retryFailedMessage(id: $id) }';

interface FailedPage {
  total: number;
  totalPages: number;
  items: {
    id: string;
    to: string;
    subject: string;
    createdAt: number;
    failedAt: number;
    attempts: number;
    lastError: string;
    retryable: boolean;
  }[];
}

/** The handler, on a clock the test moves, with a delivery to an SMTP server saying `answers`. */
async function setUp(answers: readonly (number | null)[]) {
  const clock = { now: Date.UTC(2026, 10, 27, 15) };
  const handler = await testHandler({ now: () => clock.now });
  const server = await scriptedSmtpServer(answers);
  const delivery = startDelivery({
    db: handler.database.db,
    transport: smtpTransport({ url: server.url, timeoutMs: 2000 }),
    from: 'Loja <nao-responda@loja.example>',
    maxAttempts: 10,
    now: () => clock.now,
    log: silentLogger,
    pollMs: 3_600_000,
  });
  onTestFinished(() => delivery.stop());
  return { handler, server, delivery, clock };
}

async function write(handler: TestHandler, to: string, subject: string): Promise<void> {
  const data = createDataAccess(handler.database.db);
  await data.transaction((tx) =>
    handler.mailer.mail({ to, subject, text: `${subject}.`, html: `<p>${subject}.</p>` }, tx),
  );
}

describe('the e-mails the delivery gave up on', () => {
  it('are listed to admins, newest first with the reason, and sent after Tentar de novo', async () => {
    const { handler, server, delivery, clock } = await setUp([550, 550, null]);
    await write(handler, 'ninguem@exemplo.com.br', 'Recebemos seu pedido PED-000901');
    await delivery.runOnce();
    clock.now += 60_000;
    await write(handler, 'outro@exemplo.com.br', 'Pagamento aprovado: PED-000902');
    await delivery.runOnce();
    expect(server.got).toBe(2);

    const support = await staffToken(handler, SEED_SUPPORT);
    expect(errorsOf(await gql(handler, FAILED, { token: support }))).toEqual([
      { code: 'FORBIDDEN', message: 'Acesso negado.' },
    ]);

    const admin = await staffToken(handler, SEED_ADMIN);
    const page = async (n: number) =>
      (
        await gql<{ failedMessages: FailedPage }>(handler, FAILED, {
          token: admin,
          variables: { page: n },
        })
      ).data?.failedMessages;
    const first = await page(1);
    expect(first).toMatchObject({ total: 2, totalPages: 2 });
    expect(first?.items).toEqual([
      {
        id: expect.any(String),
        to: 'outro@exemplo.com.br',
        subject: 'Pagamento aprovado: PED-000902',
        createdAt: clock.now,
        failedAt: clock.now,
        attempts: 1,
        lastError: expect.stringMatching(/550.*Usuário desconhecido/),
        retryable: true,
      },
    ]);
    const older = (await page(2))?.items[0];
    expect(older).toMatchObject({ to: 'ninguem@exemplo.com.br', failedAt: clock.now - 60_000 });

    const retried = await gql(handler, RETRY, { token: admin, variables: { id: older?.id } });
    expect(retried.data).toEqual({ retryFailedMessage: true });
    expect((await page(1))?.total).toBe(1);
    expect(await delivery.runOnce()).toBe(1);
    expect(server.got).toBe(3);
    const [record] = await createDataAccess(handler.database.db).outbox.to(
      'ninguem@exemplo.com.br',
    );
    expect(record).toMatchObject({ sentAt: clock.now, failedAt: null });

    const again = await gql(handler, RETRY, { token: admin, variables: { id: older?.id } });
    expect(errorsOf(again)).toEqual([
      { code: 'NOT_FOUND', message: 'E-mail não encontrado entre os não entregues.' },
    ]);
    const log = await gql<{ activityLog: { items: { action: string; staffName: string }[] } }>(
      handler,
      'query { activityLog(filter: { subjectType: MESSAGE }) { items { action staffName } } }',
      { token: admin },
    );
    expect(log.data?.activityLog.items).toEqual([
      { action: 'message.retry', staffName: SEED_ADMIN.name },
    ]);
  });

  it('refuses to retry a message whose text is no longer kept', async () => {
    const { handler, delivery } = await setUp([550]);
    await write(handler, 'ninguem@exemplo.com.br', 'Código de recuperação de senha');
    await delivery.runOnce();
    // A message given up on before its text was kept for admins.
    await sql`update outbox set body = '', html = ''`.execute(handler.database.db);
    const admin = await staffToken(handler, SEED_ADMIN);
    const listed = await gql<{ failedMessages: FailedPage }>(handler, FAILED, { token: admin });
    const [message] = listed.data?.failedMessages.items ?? [];
    expect(message?.retryable).toBe(false);
    const refused = await gql(handler, RETRY, { token: admin, variables: { id: message?.id } });
    expect(errorsOf(refused).map((error) => error.code)).toEqual(['FORBIDDEN']);
    expect(
      (await gql<{ failedMessages: FailedPage }>(handler, FAILED, { token: admin })).data
        ?.failedMessages.total,
    ).toBe(1);
  });
});
