import { describe, expect, it } from 'vitest';
import type { ApiHandler } from '../../http/handler.ts';
import { OTHER_EMAIL, OTHER_PASSWORD } from '../../../mocks/seed/customers.ts';
import { errorsOf, gql, login, testHandler } from '../../../tests/support/api/api.ts';

const UNAUTHENTICATED = [{ code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' }];

const TICKET_FIELDS = `id subject description status created_at updated_at lastActivityAt hasUnreadReply
  product { id } request { id number }
  comments { id body author { kind name } created_at }`;
const TICKETS = `query($status: TicketStatus) {
  tickets(status: $status) { items { id status lastActivityAt } counts { all open inProgress closed solved } }
}`;
const TICKET = `query($id: ID!) { ticket(id: $id) { ${TICKET_FIELDS} } }`;
const COMMENT = `mutation($ticketId: ID!, $body: String!) {
  addTicketComment(ticketId: $ticketId, body: $body) { ${TICKET_FIELDS} }
}`;
const OPEN = `mutation($input: OpenTicketInput!) { openTicket(input: $input) { ${TICKET_FIELDS} } }`;

interface Ticket {
  id: string;
  status: string;
  hasUnreadReply: boolean;
  comments: {
    id: string;
    body: string;
    author: { kind: string; name: string };
    created_at: number;
  }[];
}

async function session(given?: ApiHandler) {
  const handler = given ?? (await testHandler());
  return { handler, token: await login(handler) };
}

describe('every customer operation needs a token', () => {
  it.each([
    '{ favorites { id } }',
    '{ favoriteIds }',
    '{ tickets { counts { all } } }',
    '{ ticket(id: "1") { id } }',
    '{ requests { id } }',
    '{ request(id: "1") { id } }',
    '{ creditCards { id } }',
    'mutation { addFavorite(productId: "1") { id } }',
    'mutation { removeFavorite(productId: "1") { id } }',
    'mutation { openTicket(input: { subject: "Olá", description: "<p>x</p>" }) { id } }',
    'mutation { addTicketComment(ticketId: "1", body: "<p>x</p>") { id } }',
    'mutation { markTicketRead(id: "1") { id } }',
    'mutation { addCreditCard(input: { token: "tok_x", brand: VISA, last4: "1111", holderName: "A B", expMonth: 1, expYear: 2099 }) { id } }',
    'mutation { removeCreditCard(id: "1") }',
  ])('%s', async (query) => {
    expect(errorsOf(await gql(await testHandler(), query, { token: 'not-a-token' }))).toEqual(
      UNAUTHENTICATED,
    );
  });
});

describe('favorites', () => {
  it('lists the seed favorites, adds and removes idempotently', async () => {
    const { handler, token } = await session();
    expect((await gql(handler, '{ favoriteIds }', { token })).data).toEqual({
      favoriteIds: ['3', '1', '8'],
    });
    for (let i = 0; i < 2; i++) {
      const added = await gql(
        handler,
        'mutation { addFavorite(productId: "5") { id isFavorited } }',
        {
          token,
        },
      );
      expect(added.data).toEqual({ addFavorite: { id: '5', isFavorited: true } });
    }
    const removed = await gql(
      handler,
      'mutation { removeFavorite(productId: "3") { id isFavorited } }',
      {
        token,
      },
    );
    expect(removed.data).toEqual({ removeFavorite: { id: '3', isFavorited: false } });
    const list = await gql(handler, '{ favorites { id isFavorited } }', { token });
    expect(list.data).toEqual({
      favorites: ['5', '1', '8'].map((id) => ({ id, isFavorited: true })),
    });
  });

  it('refuses an unknown product', async () => {
    const { handler, token } = await session();
    const result = await gql(handler, 'mutation { addFavorite(productId: "9999") { id } }', {
      token,
    });
    expect(errorsOf(result)).toEqual([
      { code: 'NOT_FOUND', message: 'Produto com ID não encontrado.' },
    ]);
  });

  it('leaves out favorites beyond a smaller catalogue', async () => {
    const { handler, token } = await session(await testHandler({ products: 5 }));
    expect((await gql(handler, '{ favoriteIds }', { token })).data).toEqual({
      favoriteIds: ['3', '1'],
    });
  });
});

describe('tickets', () => {
  it('has a ticket in every status, counted and sorted by last activity', async () => {
    const { handler, token } = await session();
    const result = await gql<{
      tickets: { items: { id: string; lastActivityAt: number }[]; counts: Record<string, number> };
    }>(handler, TICKETS, { token });
    expect(result.data?.tickets.counts).toEqual({
      all: 5,
      open: 2,
      inProgress: 1,
      closed: 1,
      solved: 1,
    });
    const times = result.data?.tickets.items.map((t) => t.lastActivityAt) ?? [];
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const solved = await gql<{ tickets: { items: { status: string }[]; counts: { all: number } } }>(
      handler,
      TICKETS,
      { token, variables: { status: 'SOLVED' } },
    );
    expect(solved.data?.tickets.items.map((t) => t.status)).toEqual(['SOLVED']);
    expect(solved.data?.tickets.counts.all).toBe(5);
  });

  it("hides another customer's ticket and unknown ids", async () => {
    const { handler, token } = await session();
    for (const id of ['6', '999']) {
      expect(errorsOf(await gql(handler, TICKET, { token, variables: { id } }))).toEqual([
        { code: 'NOT_FOUND', message: 'Ticket não encontrado.' },
      ]);
    }
    const other = await login(handler, OTHER_EMAIL, OTHER_PASSWORD);
    const own = await gql<{ ticket: Ticket }>(handler, TICKET, {
      token: other,
      variables: { id: '6' },
    });
    expect(own.data?.ticket.id).toBe('6');
  });

  it("refuses to comment on or mark read another customer's ticket, and changes nothing", async () => {
    const { handler, token } = await session();
    const other = await login(handler, OTHER_EMAIL, OTHER_PASSWORD);
    const before = await gql<{ ticket: Ticket }>(handler, TICKET, {
      token: other,
      variables: { id: '6' },
    });
    const notFound = [{ code: 'NOT_FOUND', message: 'Ticket não encontrado.' }];

    const comment = await gql(handler, COMMENT, {
      token,
      variables: { ticketId: '6', body: '<p>Intrometido</p>' },
    });
    const read = await gql(handler, 'mutation { markTicketRead(id: "6") { id } }', { token });

    expect(errorsOf(comment)).toEqual(notFound);
    expect(comment.data).toBeNull();
    expect(errorsOf(read)).toEqual(notFound);
    const after = await gql<{ ticket: Ticket }>(handler, TICKET, {
      token: other,
      variables: { id: '6' },
    });
    expect(after.data).toEqual(before.data);
    expect(after.data?.ticket.hasUnreadReply).toBe(true);
  });

  it('refuses comments on a closed ticket', async () => {
    const { handler, token } = await session();
    const result = await gql(handler, COMMENT, {
      token,
      variables: { ticketId: '3', body: '<p>Oi</p>' },
    });
    expect(errorsOf(result)).toEqual([
      { code: 'FORBIDDEN', message: 'Este ticket está fechado e não aceita novos comentários.' },
    ]);
  });

  it('reopens a solved ticket with a comment, stored as given and listed last', async () => {
    const { handler, token } = await session();
    const body = '<p>Voltou a falhar <script>alert(1)</script></p>';
    const result = await gql<{ addTicketComment: Ticket }>(handler, COMMENT, {
      token,
      variables: { ticketId: '4', body },
    });
    const ticket = result.data?.addTicketComment;
    expect(ticket?.status).toBe('OPEN');
    expect(ticket?.comments.at(-1)).toMatchObject({
      body,
      author: { kind: 'CUSTOMER', name: 'Cliente Exemplo' },
    });
    const times = ticket?.comments.map((c) => c.created_at) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const counts = await gql<{ tickets: { counts: Record<string, number> } }>(handler, TICKETS, {
      token,
    });
    expect(counts.data?.tickets.counts).toMatchObject({ open: 3, solved: 0 });
  });

  it('refuses an empty comment and one over 20,000 characters', async () => {
    const { handler, token } = await session();
    for (const body of ['<p><br></p>', `<p>${'a'.repeat(20_000)}</p>`]) {
      const result = await gql(handler, COMMENT, { token, variables: { ticketId: '1', body } });
      expect(result.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'body' });
    }
  });

  it('clears the unread mark when the ticket is read', async () => {
    const { handler, token } = await session();
    const before = await gql<{ ticket: Ticket }>(handler, TICKET, {
      token,
      variables: { id: '1' },
    });
    expect(before.data?.ticket.hasUnreadReply).toBe(true);
    const read = await gql<{ markTicketRead: { hasUnreadReply: boolean } }>(
      handler,
      'mutation { markTicketRead(id: "1") { hasUnreadReply } }',
      { token },
    );
    expect(read.data?.markTicketRead.hasUnreadReply).toBe(false);
  });

  it('opens a ticket about a product and a request of the customer', async () => {
    const { handler, token } = await session();
    const result = await gql<{
      openTicket: Ticket & { product: { id: string }; request: { number: string } };
    }>(handler, OPEN, {
      token,
      variables: {
        input: {
          subject: '  Dúvida na entrega ',
          description: '<p>Quando chega?</p>',
          productId: '4',
          requestId: '2',
        },
      },
    });
    expect(result.errors).toEqual([]);
    expect(result.data?.openTicket).toMatchObject({
      id: '7',
      subject: 'Dúvida na entrega',
      status: 'OPEN',
      hasUnreadReply: false,
      comments: [],
      product: { id: '4' },
      request: { number: 'PED-2026-000102' },
    });
    const counts = await gql<{ tickets: { counts: { all: number } } }>(handler, TICKETS, { token });
    expect(counts.data?.tickets.counts.all).toBe(6);
  });

  it.each([
    [{ subject: 'Oi', description: '<p>x</p>' }, 'subject'],
    [{ subject: 'x'.repeat(121), description: '<p>x</p>' }, 'subject'],
    [{ subject: 'Assunto', description: '   ' }, 'description'],
    [{ subject: 'Assunto', description: '<p>x</p>', requestId: '5' }, 'requestId'],
    [{ subject: 'Assunto', description: '<p>x</p>', productId: '0' }, 'productId'],
  ])('refuses to open %j', async (input, field) => {
    const { handler, token } = await session();
    const result = await gql(handler, OPEN, { token, variables: { input } });
    expect(result.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });
});

describe('requests', () => {
  it('lists the customer requests newest first with items and totals', async () => {
    const { handler, token } = await session();
    const result = await gql<{
      requests: {
        number: string;
        status: string;
        total: number;
        items: {
          product: { id: string } | null;
          quantity: number;
          unitPrice: number;
          subtotal: number;
        }[];
      }[];
    }>(
      handler,
      '{ requests { id number status created_at total items { id product { id } productName quantity unitPrice subtotal attributes { name value } } } }',
      { token },
    );
    const requests = result.data?.requests ?? [];
    expect(requests.map((r) => r.number)).toEqual([
      'PED-2026-000103',
      'PED-2026-000102',
      'PED-2026-000104',
      'PED-2026-000101',
    ]);
    const delivered = requests.find((r) => r.number === 'PED-2026-000101');
    expect(delivered?.status).toBe('DELIVERED');
    expect(delivered?.items.map((i) => i.product?.id)).toEqual(['1', '3']);
    expect(delivered?.total).toBe(202);
    for (const request of requests) {
      expect(request.total).toBe(request.items.reduce((sum, i) => sum + i.subtotal, 0));
    }
  });

  it("hides another customer's request", async () => {
    const { handler, token } = await session();
    const result = await gql(handler, '{ request(id: "5") { id } }', { token });
    expect(errorsOf(result)).toEqual([{ code: 'NOT_FOUND', message: 'Pedido não encontrado.' }]);
  });
});
