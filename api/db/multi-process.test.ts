/**
 * Two API processes behind one address, on one PostgreSQL database, share everything that
 * decides a request: sessions, idempotency keys, stock, the guessing and daily bounds, and the
 * expiry sweep (which cancels each unpaid pedido once, however many processes sweep).
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createDataAccess } from '../core/data-access.ts';
import { sweepExpired } from '../modules/orders/expiry-sweep.ts';
import { createMailer } from '../modules/messages/mailer.ts';
import { OTHER_EMAIL, OTHER_PASSWORD } from '../../mocks/seed/customers.ts';
import { LOGIN, errorsOf, gql, login } from '../../tests/support/api/api.ts';
import type { ApiProcess } from '../../tests/support/api/api-process.ts';
import { testApiProcess } from '../../tests/support/api/api-process.ts';
import { emptyPostgresUrl, seededPostgresUrl } from '../../tests/support/api/database.ts';
import { line, orderInput, placeOrder, stockOf } from '../../tests/support/api/orders.ts';
import { openDatabase } from './database.ts';
import { randomToken } from '../core/secrets.ts';

/** A front that hands requests to the processes in turn (those listed by then), as a load balancer would. */
async function roundRobin(processes: readonly ApiProcess[]): Promise<string> {
  let next = 0;
  const server: Server = createServer(async (req, res) => {
    const target = processes[next++ % processes.length] as ApiProcess;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    try {
      const answer = await fetch(`${target.url}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
      });
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      // A process that is gone (killed by the test, or stopping): a front answers 502, as
      // nginx does, instead of leaving the rejection unhandled.
      res.writeHead(502);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/**
 * Two API processes on one new database (the first seeds it), and the address in front. As in
 * a deployment, both have the one payment provider's credentials and the front's address, to
 * which the provider sends its notifications.
 */
async function twoProcesses(env: Record<string, string> = {}) {
  const databaseUrl = await emptyPostgresUrl();
  const processes: ApiProcess[] = [];
  const front = await roundRobin(processes);
  const settings = {
    DATABASE_URL: databaseUrl,
    PUBLIC_GRAPHQL_URL: `${front}/graphql`,
    MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN: randomToken(),
    MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET: randomToken(),
    ...env,
  };
  const a = await testApiProcess(settings);
  const b = await testApiProcess(settings);
  processes.push(a, b);
  return { a, b, front };
}

describe('two API processes on one PostgreSQL database', () => {
  it('share sessions, idempotency keys and stock', { timeout: 120_000 }, async () => {
    const { a, b, front } = await twoProcesses();
    // A session opened by one process works on the other.
    const token = await login(a.url);
    const me = await gql(b.url, '{ getCustomerLoggedIn { email } }', { token });
    expect(me.errors).toEqual([]);

    // One idempotency key sent to both at once makes one pedido.
    const input = orderInput({ lines: [line(8, 1)] });
    const twice = await Promise.all([a.url, b.url].map((url) => placeOrder(url, token, input)));
    const ids = twice.map((result) => result.data?.placeOrder.id);
    expect(ids[0]).toBeDefined();
    expect(new Set(ids).size).toBe(1);
    expect(await stockOf(front, 8)).toBe(2);

    // The last unit goes to exactly one of two customers, each on another process.
    const carlos = await login(b.url, OTHER_EMAIL, OTHER_PASSWORD);
    expect((await placeOrder(front, token, orderInput({ lines: [line(9, 2)] }))).errors).toEqual(
      [],
    );
    const race = await Promise.all([
      placeOrder(a.url, token, orderInput({ lines: [line(9, 1)] })),
      placeOrder(b.url, carlos, orderInput({ lines: [line(9, 1)] })),
    ]);
    expect(race.filter((result) => result.data !== null)).toHaveLength(1);
    expect(race.flatMap(errorsOf).map((error) => error.code)).toEqual(['TOO_LITTLE_STOCK']);
    expect(await stockOf(front, 9)).toBe(0);
  });

  it('count the guessing and daily bounds together', { timeout: 120_000 }, async () => {
    const { a, b, front } = await twoProcesses({ DAILY_TICKETS: '3' });
    // Ten wrong passwords spread over both processes spend the account's bound.
    for (let i = 0; i < 10; i++) {
      const wrong = await gql(front, LOGIN, {
        variables: { email: OTHER_EMAIL, password: `errada-${i}` },
      });
      expect(errorsOf(wrong)[0]?.message).toBe('Credenciais inválidas');
    }
    for (const url of [a.url, b.url]) {
      const right = await gql(url, LOGIN, {
        variables: { email: OTHER_EMAIL, password: OTHER_PASSWORD },
      });
      expect(right.status).toBe(429);
    }

    // Three tickets a day, whichever process opens them.
    const token = await login(a.url);
    const open = (url: string, n: number) =>
      gql(
        url,
        `mutation { openTicket(input: { subject: "Dúvida ${n}", description: "<p>?</p>" }) { id } }`,
        {
          token,
        },
      );
    for (const [n, url] of [a.url, b.url, a.url].entries()) {
      expect((await open(url, n)).errors).toEqual([]);
    }
    const fourth = await open(b.url, 4);
    expect(fourth.status).toBe(429);
    expect(errorsOf(fourth)[0]?.message).toContain('Limite diário de novos tickets atingido.');
  });

  it('cancel an unpaid pedido once, and return its units once', { timeout: 120_000 }, async () => {
    const { front } = await twoProcesses({ PIX_EXPIRY_SECONDS: '1' });
    const token = await login(front);
    const placed = await placeOrder(
      front,
      token,
      orderInput({ lines: [line(20, 3)], paymentMethod: 'PIX' }),
    );
    expect(placed.errors).toEqual([]);
    const id = placed.data?.placeOrder.id;
    const read = () =>
      gql<{ request: { status: string; timeline: { status: string; note: string | null }[] } }>(
        front,
        'query($id: ID!) { request(id: $id) { status timeline { status note } } }',
        { token, variables: { id } },
      ).then((result) => result.data?.request);
    // Both processes sweep every quarter of a second once the Pix code's second is over.
    await expect.poll(async () => (await read())?.status, { timeout: 30_000 }).toBe('CANCELLED');
    expect(await read()).toEqual({
      status: 'CANCELLED',
      timeline: [
        { status: 'PENDING', note: null },
        { status: 'CANCELLED', note: 'Pagamento não recebido no prazo' },
      ],
    });
    expect(await stockOf(front, 20)).toBe(3);
  });
});

describe('the expiry sweep run by two processes at the same moment', () => {
  it('cancels each expired pedido once between them', async () => {
    const url = await seededPostgresUrl();
    // Two pools on one database: what two API processes hold.
    const [one, other] = [
      await openDatabase({ engine: 'postgres', url }),
      await openDatabase({ engine: 'postgres', url }),
    ];
    onTestFinished(async () => {
      await one.close();
      await other.close();
    });
    const data = createDataAccess(one.db);
    const later = Date.UTC(2030, 0, 1);
    const mailer = createMailer({
      siteUrl: '',
      backofficeUrl: '',
      from: 'Loja <loja@exemplo.com.br>',
      now: () => later,
    });
    const expiredIds = await data.requests.expiredIds(later, 100);
    expect(expiredIds.length).toBeGreaterThan(0);
    const counts = await Promise.all([
      sweepExpired(data, later, mailer),
      sweepExpired(createDataAccess(other.db), later, mailer),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(expiredIds.length);
    for (const requestId of expiredIds) {
      const request = await data.requests.byId(requestId);
      expect(request?.history.filter((event) => event.status === 'CANCELLED')).toHaveLength(1);
    }
  });
});
