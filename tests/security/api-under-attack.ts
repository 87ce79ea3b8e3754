/**
 * The real API server as the security corpus attacks it: `startMockServer` on a fresh database,
 * with the bounds a plain `npm start` has unless a test says otherwise, its log lines kept, and a
 * count of the operations that reached execution (so a test can show a refusal came before any
 * work, instead of timing it). Started inside a test, it stops when the test ends; started in a
 * `beforeAll`, the file's `afterAll` stops it.
 */
import { onTestFinished } from 'vitest';
import { startMockServer } from '../../mocks/server.ts';
import type { MockServer, MockServerOptions } from '../../mocks/server.ts';
import { testDatabase } from '../support/api/database.ts';
import { rememberBackofficeKey } from '../support/api/graphql-call.ts';
import type { Database } from '../../api/db/database.ts';
import type { MailTransport } from '../../api/providers/mail/transport.ts';
import { captureLog } from '../support/log-capture.ts';

export interface ApiUnderAttack {
  readonly server: MockServer;
  readonly database: Database;
  /** Every line the API logged. */
  readonly lines: string[];
  /** How many operations have reached execution so far. */
  executions(): number;
  /** The code of the last recovery e-mail the API wrote to `email`. */
  lastCode(email: string): Promise<string>;
  /** Rows of the rate limiter's table: what the guessing bounds keep. */
  rateLimitRows(): Promise<number>;
}

const MAIL_SERVER_DOWN: MailTransport = {
  send: async () => ({ ok: false, permanent: false, error: 'ECONNREFUSED (test)' }),
  close: () => undefined,
};

export async function apiUnderAttack(
  options: Partial<MockServerOptions> = {},
): Promise<ApiUnderAttack> {
  const { log, lines } = captureLog('info');
  let executions = 0;
  const database = await testDatabase();
  const server = await startMockServer({
    port: 0,
    log,
    // The messages stay in the outbox, readable, as while a mail server is down.
    mailTransport: MAIL_SERVER_DOWN,
    database,
    plugins: [{ onExecute: () => void (executions += 1) }],
    ...options,
  });
  // The tests' staff work goes as the back office's server sends it.
  rememberBackofficeKey(server.url, server.backofficeGatewaySecret);
  try {
    onTestFinished(() => server.close());
  } catch {
    // Started outside a test: the caller's afterAll closes it.
  }
  return {
    server,
    database,
    lines,
    executions: () => executions,
    async lastCode(email) {
      const row = await database.db
        .selectFrom('outbox')
        .select('body')
        .where('to_address', '=', email)
        .where('subject', '=', 'Código de recuperação de senha')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return /Seu código\n(\d{6})/.exec(row?.body ?? '')?.[1] ?? '';
    },
    async rateLimitRows() {
      const row = await database.db
        .selectFrom('rate_limits')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** Milliseconds `work` takes: a figure to print, never to assert. */
export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

/** Figures a file measured, printed once it ends (docs/performance.md keeps them). */
export function figureLog(title: string): { add(line: string): void; print(): void } {
  const figures: string[] = [];
  return {
    add: (line) => void figures.push(line),
    print: () => console.info(`[${title}]\n${figures.join('\n')}`),
  };
}
