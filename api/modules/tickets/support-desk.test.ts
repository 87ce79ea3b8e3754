/**
 * Atendimento through the API on both engines: support answers a customer's ticket, which the
 * customer then reads as an unread reply; internal notes never reach a customer token; the
 * status changes keep the painel's reopen rule; the queue puts the tickets owing a reply first;
 * answers send the customer a notice and land in the activity log; the queue filters by the
 * deadline (late, due today in São Paulo) and the home counts both.
 */
import { describe, expect, it } from 'vitest';
import { errorsOf, gql, login, testHandler } from '../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../tests/support/api/api.ts';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';
import { SEED_ADMIN, SEED_EDITOR, SEED_SUPPORT } from '../../../mocks/seed/staff.ts';
import { DEMO_EMAIL } from '../../../mocks/seed/customers.ts';

const OPEN_TICKET = `mutation($input: OpenTicketInput!) { openTicket(input: $input) { id } }`;
const CUSTOMER_VIEW = `query($id: ID!) {
  ticket(id: $id) { status hasUnreadReply commentCount comments(limit: 50) { body author { kind name } } }
  tickets { counts { unread } items { id hasUnreadReply } }
}`;
const QUEUE = `query($status: TicketStatus, $mine: Boolean) {
  supportTickets(status: $status, assignedToMe: $mine, pageSize: 50) {
    total items { id awaitingReply status assignee { name } }
  }
}`;

interface QueueItem {
  id: string;
  awaitingReply: boolean;
  status: string;
  assignee: { name: string } | null;
}

async function outbox(handler: TestHandler, to: string) {
  const response = await handler.fetch(
    new Request(`http://mock.test/__mock/outbox?to=${encodeURIComponent(to)}`),
  );
  return (await response.json()) as { subject: string; text: string }[];
}

async function queue(handler: TestHandler, token: string, variables = {}) {
  const result = await gql<{ supportTickets: { total: number; items: QueueItem[] } }>(
    handler,
    QUEUE,
    { token, variables },
  );
  expect(result.errors).toEqual([]);
  return result.data?.supportTickets ?? { total: 0, items: [] };
}

describe.each(ENGINES)('Atendimento (%s)', (engine) => {
  it('answers a ticket: the customer reads it unread, never the note, and is told by e-mail', async () => {
    let now = Date.UTC(2026, 10, 24, 12);
    const handler = await testHandler({
      engine,
      now: () => now,
      siteUrl: 'https://loja.exemplo.com.br',
    });
    const customer = await login(handler);
    const support = await staffToken(handler, SEED_SUPPORT);
    const counted = await gql<{ tickets: { counts: { unread: number } } }>(
      handler,
      'query { tickets { counts { unread } } }',
      { token: customer },
    );
    const unreadBefore = counted.data?.tickets.counts.unread ?? -1;
    const opened = await gql<{ openTicket: { id: string } }>(handler, OPEN_TICKET, {
      token: customer,
      variables: { input: { subject: 'Nota fiscal', description: '<p>Preciso da nota.</p>' } },
    });
    const id = opened.data?.openTicket.id ?? '';

    // A new ticket owes a reply: it is in the owing group at the head of the queue.
    const before = await queue(handler, support);
    const owing = before.items.filter((item) => item.awaitingReply);
    expect(before.items.slice(0, owing.length)).toEqual(owing);
    expect(owing.map((item) => item.id)).toContain(id);

    now += 60_000;
    const note = await gql(
      handler,
      'mutation($id: ID!) { addTicketNote(ticketId: $id, body: "<p>Cliente VIP, priorizar.</p>") { commentCount } }',
      { token: support, variables: { id } },
    );
    expect(note.data).toEqual({ addTicketNote: { commentCount: 1 } });
    now += 60_000;
    const answer = await gql<{
      answerTicket: { comments: { body: string; internal: boolean; author: { name: string } }[] };
    }>(
      handler,
      `mutation($id: ID!, $body: String!) { answerTicket(ticketId: $id, body: $body) {
        comments { body internal author { name } }
      } }`,
      { token: support, variables: { id, body: '<p>Enviamos a <strong>nota</strong>.</p>' } },
    );
    expect(answer.data?.answerTicket.comments).toEqual([
      {
        body: '<p>Cliente VIP, priorizar.</p>',
        internal: true,
        author: { name: SEED_SUPPORT.name },
      },
      {
        body: '<p>Enviamos a <strong>nota</strong>.</p>',
        internal: false,
        author: { name: SEED_SUPPORT.name },
      },
    ]);

    // The customer: the answer, unread; the note nowhere, not even in the count.
    const seen = await gql<{
      ticket: { hasUnreadReply: boolean; commentCount: number; comments: { body: string }[] };
      tickets: { counts: { unread: number }; items: { id: string; hasUnreadReply: boolean }[] };
    }>(handler, CUSTOMER_VIEW, { token: customer, variables: { id } });
    expect(seen.data?.ticket).toMatchObject({
      hasUnreadReply: true,
      commentCount: 1,
      comments: [
        {
          body: '<p>Enviamos a <strong>nota</strong>.</p>',
          author: { kind: 'COMPANY', name: SEED_SUPPORT.name },
        },
      ],
    });
    expect(seen.data?.tickets.items.find((item) => item.id === id)?.hasUnreadReply).toBe(true);
    // The painel's summary counts it among the customer's unread answers.
    expect(seen.data?.tickets.counts.unread).toBe(unreadBefore + 1);
    expect(JSON.stringify(seen.data)).not.toContain('VIP');
    const exported = await gql<{ myData: string }>(handler, 'query { myData }', {
      token: customer,
    });
    expect(exported.errors).toEqual([]);
    expect(JSON.stringify(exported.data)).not.toContain('VIP');

    // The notice: the painel's link to the ticket and nothing of what was written.
    const [notice] = await outbox(handler, DEMO_EMAIL);
    expect(notice?.subject).toBe('Sua solicitação foi respondida: Nota fiscal');
    expect(notice?.text).toContain(`https://loja.exemplo.com.br/painel/ticket/${id}`);
    // The answer stays in the painel: neither its text nor the internal note travels.
    expect(notice?.text).not.toContain('Enviamos a');
    expect(notice?.text).not.toContain('Cliente VIP');

    // Answered: out of the owing group, assigned to who answered it.
    const mine = await queue(handler, support, { mine: true });
    expect(mine.items).toEqual([
      { id, awaitingReply: false, status: 'OPEN', assignee: { name: SEED_SUPPORT.name } },
    ]);
    const admin = await staffToken(handler, SEED_ADMIN);
    expect((await queue(handler, admin, { mine: true })).items).toEqual([]);

    // Resolved, then the customer's reply reopens it and it owes a reply again.
    const solved = await gql(
      handler,
      'mutation($id: ID!) { setTicketStatus(ticketId: $id, status: SOLVED) { status } }',
      { token: support, variables: { id } },
    );
    expect(solved.data).toEqual({ setTicketStatus: { status: 'SOLVED' } });
    now += 60_000;
    await gql(
      handler,
      'mutation($id: ID!) { addTicketComment(ticketId: $id, body: "<p>Obrigado, mas falta o boleto.</p>") { id } }',
      {
        token: customer,
        variables: { id },
      },
    );
    expect((await queue(handler, support, { mine: true })).items).toEqual([
      { id, awaitingReply: true, status: 'OPEN', assignee: { name: SEED_SUPPORT.name } },
    ]);

    const log = await gql<{ activityLog: { items: { staffName: string; summary: string }[] } }>(
      handler,
      'query { activityLog(filter: { subjectType: TICKET }) { items { staffName summary } } }',
      { token: admin },
    );
    expect(log.data?.activityLog.items).toEqual([
      { staffName: SEED_SUPPORT.name, summary: `Marcou o ticket #${id} como "Resolvido".` },
      { staffName: SEED_SUPPORT.name, summary: `Respondeu ao ticket #${id}.` },
      { staffName: SEED_SUPPORT.name, summary: `Anotou uma nota interna no ticket #${id}.` },
    ]);
  });

  it('refuses statuses staff do not set, empty answers and a closed ticket, changing nothing', async () => {
    const handler = await testHandler({ engine });
    const support = await staffToken(handler, SEED_SUPPORT);
    const queueItems = (await queue(handler, support)).items;
    const closed = queueItems.find((item) => item.status === 'CLOSED');
    const open = queueItems.find((item) => item.status !== 'CLOSED');
    expect(closed).toBeDefined();
    expect(open).toBeDefined();

    const reopen = await gql(
      handler,
      'mutation($id: ID!) { setTicketStatus(ticketId: $id, status: OPEN) { id } }',
      { token: support, variables: { id: open?.id } },
    );
    expect(errorsOf(reopen)).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Escolha "Aguardando cliente" ou "Resolvido".' },
    ]);
    const empty = await gql(
      handler,
      'mutation($id: ID!) { answerTicket(ticketId: $id, body: "<p> </p>") { id } }',
      { token: support, variables: { id: open?.id } },
    );
    expect(errorsOf(empty)[0]?.code).toBe('BAD_USER_INPUT');
    const toClosed = await gql(
      handler,
      'mutation($id: ID!) { answerTicket(ticketId: $id, body: "<p>Oi</p>") { id } }',
      { token: support, variables: { id: closed?.id } },
    );
    expect(errorsOf(toClosed)).toEqual([
      { code: 'FORBIDDEN', message: 'Este ticket está fechado e não aceita novos comentários.' },
    ]);
    const unknown = await gql(handler, 'query { supportTicket(id: "999999") { id } }', {
      token: support,
    });
    expect(errorsOf(unknown)).toEqual([{ code: 'NOT_FOUND', message: 'Ticket não encontrado.' }]);
    const admin = await staffToken(handler, SEED_ADMIN);
    const log = await gql<{ activityLog: { total: number } }>(
      handler,
      'query { activityLog(filter: { subjectType: TICKET }) { total } }',
      { token: admin },
    );
    expect(log.data?.activityLog.total).toBe(0);
  });

  it('says by when each owed ticket must be answered, 5 days on, the late ones first', async () => {
    const day = 24 * 60 * 60 * 1000;
    let now = Date.UTC(2026, 10, 24, 12);
    const handler = await testHandler({ engine, now: () => now });
    // Sessions end while the days pass: each step logs in afresh.
    const open = async (subject: string) =>
      (
        await gql<{ openTicket: { id: string } }>(handler, OPEN_TICKET, {
          token: await login(handler),
          variables: { input: { subject, description: '<p>Preciso de ajuda.</p>' } },
        })
      ).data?.openTicket.id ?? '';
    const deadlines = async () => {
      const result = await gql<{
        supportTickets: { items: { id: string; answerBy: number | null; answerLate: boolean }[] };
      }>(handler, 'query { supportTickets(pageSize: 50) { items { id answerBy answerLate } } }', {
        token: await staffToken(handler, SEED_SUPPORT),
      });
      expect(result.errors).toEqual([]);
      return result.data?.supportTickets.items.filter((item) => [older, newer].includes(item.id));
    };

    const older = await open('Nota fiscal');
    const olderAt = now;
    now += 6 * day;
    const newer = await open('Troca de voltagem');
    // The older one is past its 5 days and leads; the newer one has 5 days from now.
    expect(await deadlines()).toEqual([
      { id: older, answerBy: olderAt + 5 * day, answerLate: true },
      { id: newer, answerBy: now + 5 * day, answerLate: false },
    ]);

    // Answered, nothing is owed; the customer's next two messages owe one from the first.
    await gql(
      handler,
      'mutation($id: ID!) { answerTicket(ticketId: $id, body: "<p>Segue.</p>") { id } }',
      {
        token: await staffToken(handler, SEED_SUPPORT),
        variables: { id: older },
      },
    );
    now += 60_000;
    const askedAt = now;
    const customer = await login(handler);
    for (const body of ['<p>Não chegou.</p>', '<p>Alguma novidade?</p>']) {
      await gql(
        handler,
        'mutation($id: ID!, $body: String!) { addTicketComment(ticketId: $id, body: $body) { id } }',
        {
          token: customer,
          variables: { id: older, body },
        },
      );
      now += 60 * 60 * 1000;
    }
    expect(await deadlines()).toEqual([
      { id: newer, answerBy: askedAt - 60_000 + 5 * day, answerLate: false },
      { id: older, answerBy: askedAt + 5 * day, answerLate: false },
    ]);
  });

  it('filters the owed tickets by their deadline, late or due today in São Paulo, and counts both', async () => {
    const hour = 60 * 60 * 1000;
    const day = 24 * hour;
    // Noon of 11 January in São Paulo (UTC-3); every seed ticket's deadline is long past.
    const noon = Date.UTC(2027, 0, 11, 15);
    let now = noon;
    const handler = await testHandler({ engine, now: () => now });
    /** Opens a ticket whose answer falls due at `due`. */
    const openDue = async (subject: string, due: number) => {
      now = due - 5 * day;
      const opened = await gql<{ openTicket: { id: string } }>(handler, OPEN_TICKET, {
        token: await login(handler),
        variables: { input: { subject, description: '<p>Preciso de ajuda.</p>' } },
      });
      return opened.data?.openTicket.id ?? '';
    };
    const passed = await openDue('Prazo vencido de manhã', noon - 2 * hour);
    const afternoon = await openDue('Prazo à tarde', noon + 2 * hour);
    // 23:30 in São Paulo is already the 12th in UTC: still today's deadline.
    const lateNight = await openDue('Prazo à noite', Date.UTC(2027, 0, 12, 2, 30));
    const tomorrow = await openDue('Prazo amanhã', Date.UTC(2027, 0, 12, 3, 30));
    const mine = [passed, afternoon, lateNight, tomorrow];
    now = noon;

    const filtered = async (deadline: string | null, token?: string) => {
      const result = await gql<{
        supportTickets: { total: number; items: { id: string; answerLate: boolean }[] };
      }>(
        handler,
        `query($deadline: TicketDeadline) {
          supportTickets(deadline: $deadline, pageSize: 50) { total items { id answerLate } }
        }`,
        { token: token ?? (await staffToken(handler, SEED_SUPPORT)), variables: { deadline } },
      );
      expect(result.errors).toEqual([]);
      const found = result.data?.supportTickets ?? { total: -1, items: [] };
      return {
        ...found,
        ours: found.items.map((item) => item.id).filter((id) => mine.includes(id)),
      };
    };
    const counts = async (token?: string) => {
      const result = await gql<{ supportDeadlines: { late: number; dueToday: number } }>(
        handler,
        'query { supportDeadlines { late dueToday } }',
        { token: token ?? (await staffToken(handler, SEED_SUPPORT)) },
      );
      expect(result.errors).toEqual([]);
      return result.data?.supportDeadlines;
    };

    const everything = await filtered(null);
    expect(everything.ours).toEqual(mine);
    const lateInQueue = everything.items.filter((item) => item.answerLate).map((item) => item.id);
    expect(lateInQueue.length).toBeGreaterThan(1);

    // Late: the morning's deadline and the seed's owed tickets, exactly those marked Atrasado.
    const late = await filtered('LATE');
    expect(late.items.map((item) => item.id)).toEqual(lateInQueue);
    expect(late.ours).toEqual([passed]);
    expect(late.total).toBe(lateInQueue.length);
    // Due today: the afternoon's and the night's, nearest first; not the one already past.
    const dueToday = await filtered('DUE_TODAY');
    expect(dueToday.items).toEqual([
      { id: afternoon, answerLate: false },
      { id: lateNight, answerLate: false },
    ]);
    expect(dueToday.total).toBe(2);
    expect(await counts()).toEqual({ late: lateInQueue.length, dueToday: 2 });
    // The admin sees the same.
    const admin = await staffToken(handler, SEED_ADMIN);
    expect(await counts(admin)).toEqual({ late: lateInQueue.length, dueToday: 2 });

    // The filter adds to the others: none of the due tickets is assigned to support yet.
    const mineDue = await gql<{ supportTickets: { total: number } }>(
      handler,
      'query { supportTickets(deadline: DUE_TODAY, assignedToMe: true) { total } }',
      { token: await staffToken(handler, SEED_SUPPORT) },
    );
    expect(mineDue.data?.supportTickets.total).toBe(0);

    // Answered, the afternoon's ticket owes nothing and leaves the filter and the count.
    await gql(
      handler,
      'mutation($id: ID!) { answerTicket(ticketId: $id, body: "<p>Resolvido.</p>") { id } }',
      { token: await staffToken(handler, SEED_SUPPORT), variables: { id: afternoon } },
    );
    expect((await filtered('DUE_TODAY')).ours).toEqual([lateNight]);
    expect(await counts()).toEqual({ late: lateInQueue.length, dueToday: 1 });

    // At 16:00 the night's deadline is still today; past midnight in São Paulo (03:00 UTC) it
    // is late, and tomorrow's is due today.
    now = noon + 4 * hour;
    expect(await counts()).toEqual({ late: lateInQueue.length, dueToday: 1 });
    now = Date.UTC(2027, 0, 12, 3, 0);
    expect((await filtered('LATE')).ours).toEqual([passed, lateNight]);
    expect((await filtered('DUE_TODAY')).ours).toEqual([tomorrow]);
    expect(await counts()).toEqual({ late: lateInQueue.length + 1, dueToday: 1 });
  });

  it('refuses a deadline filter it does not know, and the count to roles without Atendimento', async () => {
    const handler = await testHandler({ engine });
    const support = await staffToken(handler, SEED_SUPPORT);
    const unknown = await gql(handler, 'query { supportTickets(deadline: SOON) { total } }', {
      token: support,
    });
    expect(unknown.data).toBeFalsy();
    expect(errorsOf(unknown)).toHaveLength(1);
    const asVariable = await gql(
      handler,
      'query($deadline: TicketDeadline) { supportTickets(deadline: $deadline) { total } }',
      { token: support, variables: { deadline: 'late' } },
    );
    expect(asVariable.data).toBeFalsy();
    expect(errorsOf(asVariable)).toHaveLength(1);

    const editor = await staffToken(handler, SEED_EDITOR);
    for (const query of [
      'query { supportDeadlines { late dueToday } }',
      'query { supportTickets(deadline: LATE) { total } }',
    ]) {
      expect(errorsOf(await gql(handler, query, { token: editor }))).toEqual([
        { code: 'FORBIDDEN', message: 'Acesso negado.' },
      ]);
      const customer = await gql(handler, query, { token: await login(handler) });
      expect(errorsOf(customer).map((error) => error.code)).toEqual(['UNAUTHENTICATED']);
      const nobody = await gql(handler, query);
      expect(errorsOf(nobody).map((error) => error.code)).toEqual(['UNAUTHENTICATED']);
    }
  });
});
