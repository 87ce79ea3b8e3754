/**
 * The local mailbox's SMTP side: it accepts any message from this machine (no login, no TLS: it
 * listens on the loopback only), parses it (mailparser) and keeps it in the store.
 */
import { simpleParser } from 'mailparser';
import type { AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailboxStore } from './mailbox-store.ts';

/** The biggest message taken: far above any the shop writes. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function addresses(field: AddressObject | AddressObject[] | undefined): string {
  if (field === undefined) return '';
  return (Array.isArray(field) ? field : [field]).map((a) => a.text).join(', ');
}

export interface SmtpSide {
  readonly port: number;
  close(): Promise<void>;
}

export async function startMailboxSmtp(
  store: MailboxStore,
  host: string,
  port: number,
  now: () => Date = () => new Date(),
): Promise<SmtpSide> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    banner: 'caixa de e-mails local da loja',
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const { key, line } of parsed.headerLines) {
            headers[key] = line.slice(line.indexOf(':') + 1).trim();
          }
          store.add({
            messageId: parsed.messageId ?? `<sem-id-${now().getTime()}@caixa.local>`,
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: now().toISOString(),
            headers,
          });
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : port,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
