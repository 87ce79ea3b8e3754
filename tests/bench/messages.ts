/**
 * Part 10: e-mail as `npm start` delivers it on the embedded default: a mock API on the demo
 * seed, its delivery worker sending over SMTP to the local mailbox (`mocks/mailbox/`), both in
 * this process, as the bench's other APIs are:
 *
 * - a message to the mailbox: `requestPasswordReset` for a registered customer, from the
 *   moment it is sent until the mailbox lists the recovery e-mail (the change, its outbox row,
 *   the worker's next look, SMTP); the worker looks every second, so a run waits half a second
 *   for it on average;
 * - a thousand queued messages: the same GraphQL read (one product's live price and stock)
 *   sent one after another, 200 times before anything is queued, then from the moment a
 *   thousand messages are written to the outbox at once until the last of them is recorded
 *   sent (how long that takes is the drain time).
 *   The API and the worker share the process and the database, so what the queue costs the
 *   API's answers shows in the second series.
 *
 * Medians after one unmeasured warm-up, the 1-minute load average beside them.
 */
import { loadavg } from 'node:os';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { openSeeded } from '../../api/db/bootstrap.ts';
import { newMessageId, outboxStore } from '../../api/modules/messages/outbox-store.ts';
import { smtpTransport } from '../../api/providers/mail/transport.ts';
import { startMailbox } from '../../mocks/mailbox/mailbox.ts';
import { demoSeeder } from '../../mocks/seed/seed-database.ts';
import { startMockServer } from '../../mocks/server.ts';
import { median, percentile } from './stats.ts';
import { formatTable } from './table.ts';
import type { LatencySummary, MessageFigures } from './types.ts';

export const MAIL_RUNS = 7;
export const QUEUED_MESSAGES = 1000;
/** Sequential requests of the series before the queue. */
const PROBES = 200;
/** A message not in the mailbox by then is a failed run, not waited for. */
const MAILBOX_TIMEOUT_MS = 30_000;
const DRAIN_TIMEOUT_MS = 10 * 60_000;
const PRODUCTS = 50;

async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as { data?: T | null; errors?: unknown };
  if (!result.data) throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

let customers = 0;

/** A newly registered customer's e-mail. */
async function registered(graphqlUrl: string): Promise<string> {
  customers += 1;
  const email = `bench.emails.${process.pid}.${Date.now()}.${customers}@exemplo.com.br`;
  await graphql(
    graphqlUrl,
    'mutation BenchRegister($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }',
    {
      input: {
        name: 'Bruna Medida',
        email,
        cpf: generateCpf(),
        phone: '(31) 99876-5432',
        password: 'Tucano!Azul7',
        acceptPrivacyPolicy: true,
      },
    },
  );
  return email;
}

async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** One recovery e-mail: ms from the request until the mailbox lists it. */
async function mailRun(
  graphqlUrl: string,
  inbox: (to: string) => number,
  email: string,
): Promise<number> {
  const started = performance.now();
  await graphql(
    graphqlUrl,
    'mutation BenchReset($email: String!) { requestPasswordReset(email: $email) }',
    { email },
  );
  while (performance.now() - started < MAILBOX_TIMEOUT_MS) {
    if (inbox(email) > 0) return performance.now() - started;
    await sleep(20);
  }
  throw new Error(`No e-mail reached the mailbox for ${email} in ${MAILBOX_TIMEOUT_MS / 1000} s.`);
}

const PROBE = 'query BenchProbe { getProduct(id: "7") { id price quantity } }';

/** Sequential reads of one product's live price and stock, until `done` says stop. */
async function latencies(
  graphqlUrl: string,
  done: (count: number) => Promise<boolean>,
): Promise<LatencySummary> {
  const times: number[] = [];
  while (!(await done(times.length))) {
    const started = performance.now();
    await graphql(graphqlUrl, PROBE);
    times.push(performance.now() - started);
  }
  return {
    requests: times.length,
    medianMs: median(times) ?? 0,
    p95Ms: percentile(times, 0.95) ?? 0,
  };
}

export async function runMessages(log: (line: string) => void): Promise<MessageFigures> {
  const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0, file: null });
  const database = await openSeeded(
    { engine: 'embedded', directory: 'memory' },
    demoSeeder(PRODUCTS),
  );
  const api = await startMockServer({
    port: 0,
    products: PRODUCTS,
    quiet: true,
    database,
    mailTransport: smtpTransport({ url: mailbox.smtpUrl }),
  });
  try {
    const inbox = (to: string) => mailbox.list(to).length;
    log(`› recovery e-mail to the mailbox: 1 warm-up, then ${MAIL_RUNS} runs…`);
    await mailRun(api.graphqlUrl, inbox, await registered(api.graphqlUrl));
    const emails: string[] = [];
    for (let run = 0; run < MAIL_RUNS; run += 1) emails.push(await registered(api.graphqlUrl));
    let loadBefore = loadavg()[0] ?? 0;
    const runsMs: number[] = [];
    for (const email of emails) runsMs.push(await mailRun(api.graphqlUrl, inbox, email));
    const toMailbox = {
      runsMs,
      medianMs: median(runsMs) ?? 0,
      loadAverage: [loadBefore, loadavg()[0] ?? 0] as const,
    };

    log(`› ${QUEUED_MESSAGES} queued messages: the API before and while they drain…`);
    const probes = async (count: number) => count >= PROBES;
    await latencies(api.graphqlUrl, probes);
    loadBefore = loadavg()[0] ?? 0;
    const idle = await latencies(api.graphqlUrl, probes);
    const outbox = outboxStore(database.db);
    const queuedAt = Date.now();
    for (let i = 0; i < QUEUED_MESSAGES; i += 1) {
      const message = {
        to: `fila.${i}@exemplo.com.br`,
        subject: `Mensagem ${i + 1} de ${QUEUED_MESSAGES}`,
        text: 'Uma das mensagens da fila medida.',
        html: '<p>Uma das mensagens da fila medida.</p>',
      };
      await outbox.put(message, newMessageId('exemplo.com.br'), queuedAt);
    }
    const drainStarted = performance.now();
    // Asked every 20 reads: the reads go on for as long as the queue drains.
    const drained = async (count: number) => {
      if (count % 20 !== 0) return false;
      if (performance.now() - drainStarted > DRAIN_TIMEOUT_MS) {
        throw new Error(
          `${QUEUED_MESSAGES} messages did not drain in ${DRAIN_TIMEOUT_MS / 1000} s.`,
        );
      }
      const waiting = await database.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(waiting.n) === 0;
    };
    const draining = await latencies(api.graphqlUrl, drained);
    const drainMs = performance.now() - drainStarted;
    return {
      toMailbox,
      drain: {
        messages: QUEUED_MESSAGES,
        drainMs,
        idle,
        draining,
        loadAverage: [loadBefore, loadavg()[0] ?? 0],
      },
    };
  } finally {
    await api.close();
    await database.close();
    await mailbox.close();
  }
}

const ms = (value: number) => Math.round(value);

export function messagesTables(figures: MessageFigures): string {
  const { toMailbox, drain } = figures;
  const load = ([before, after]: readonly [number, number]) =>
    `${before.toFixed(2)} → ${after.toFixed(2)}`;
  return (
    formatTable(
      ['measure', 'runs', 'median ms', 'lowest–highest ms', 'load avg (1 min) before → after'],
      [
        [
          'requestPasswordReset until its e-mail is in the mailbox',
          toMailbox.runsMs.length,
          ms(toMailbox.medianMs),
          `${ms(Math.min(...toMailbox.runsMs))}–${ms(Math.max(...toMailbox.runsMs))}`,
          load(toMailbox.loadAverage),
        ],
      ],
    ) +
    '\n\n' +
    formatTable(
      ['one product’s price and stock', 'requests', 'median ms', 'p95 ms'],
      [
        ['before the queue', drain.idle.requests, ms(drain.idle.medianMs), ms(drain.idle.p95Ms)],
        [
          `while ${drain.messages} messages drain`,
          drain.draining.requests,
          ms(drain.draining.medianMs),
          ms(drain.draining.p95Ms),
        ],
      ],
    ) +
    `\n${drain.messages} messages left the outbox in ${(drain.drainMs / 1000).toFixed(1)} s; load ${load(drain.loadAverage)}.` +
    `\nRuns in order (ms): ${toMailbox.runsMs.map(ms).join(', ')}.`
  );
}
