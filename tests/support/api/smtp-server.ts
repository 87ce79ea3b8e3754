/** An SMTP server for the delivery's tests, answering each message as the test scripts it. */
import { SMTPServer } from 'smtp-server';
import { onTestFinished } from 'vitest';
import { freePort } from '../../../runtime/ports.ts';

export interface ScriptedSmtpServer {
  /** `smtp://127.0.0.1:{port}`. */
  readonly url: string;
  /** How many messages it has been sent. */
  readonly got: number;
}

/**
 * An SMTP server on 127.0.0.1 that answers the messages it gets with `answers` in turn: a code
 * (4xx: try later; 5xx: `Usuário desconhecido`, refused for good), or null to accept it, as it
 * does every message past the script. Closed when the test ends.
 */
export async function scriptedSmtpServer(
  answers: readonly (number | null)[],
): Promise<ScriptedSmtpServer> {
  const state = { url: '', got: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        const code = answers[state.got++] ?? null;
        if (code === null) return callback();
        const said = code >= 500 ? 'Usuário desconhecido' : 'Tente mais tarde';
        callback(Object.assign(new Error(said), { responseCode: code }));
      });
    },
  });
  const port = await freePort('127.0.0.1');
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done()));
  onTestFinished(() => new Promise<void>((done) => server.close(() => done())));
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
