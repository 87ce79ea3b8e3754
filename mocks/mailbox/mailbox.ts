/**
 * The local mailbox (`npm run mailbox`; `npm start` runs it while SMTP_URL is empty): the shop's
 * e-mails arrive at its SMTP server on MAILBOX_SMTP_PORT and are read on its page at
 * MAILBOX_PORT, both on this machine only. What arrived is kept in DATA_DIR/mailbox.jsonl.
 * `startMailbox()` is what tests use (ports 0: free ones; no file: memory only).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listen } from '../../api/http/node-server.ts';
import { loadSettings, SettingError } from '../../config/settings.ts';
import { LOCAL_HOST, localOrigin } from '../../runtime/ports.ts';
import { createMailboxStore } from './mailbox-store.ts';
import type { MailboxMessage } from './mailbox-store.ts';
import { mailboxPages } from './pages.ts';
import { startMailboxSmtp } from './smtp.ts';

export interface MailboxOptions {
  readonly smtpPort: number;
  readonly httpPort: number;
  /** Where messages are kept; null: in memory. */
  readonly file: string | null;
  readonly host?: string;
}

export interface RunningMailbox {
  /** `smtp://host:port`, for SMTP_URL or a transport. */
  readonly smtpUrl: string;
  /** The page's origin. */
  readonly url: string;
  list(to?: string): MailboxMessage[];
  close(): Promise<void>;
}

export async function startMailbox(options: MailboxOptions): Promise<RunningMailbox> {
  const host = options.host ?? LOCAL_HOST;
  const store = createMailboxStore(options.file);
  const smtp = await startMailboxSmtp(store, host, options.smtpPort);
  try {
    const http = await listen(mailboxPages(store), host, options.httpPort, 'MAILBOX_PORT');
    return {
      smtpUrl: localOrigin(host, smtp.port, 'smtp'),
      url: http.origin,
      list: (to) => store.list(to),
      close: async () => {
        await http.close();
        await smtp.close();
      },
    };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}

async function main(): Promise<void> {
  const settings = loadSettings();
  process.umask(0o077);
  const mailbox = await startMailbox({
    host: settings.HOST,
    smtpPort: settings.MAILBOX_SMTP_PORT,
    httpPort: settings.MAILBOX_PORT,
    file: join(resolve(settings.DATA_DIR), 'mailbox.jsonl'),
  });
  const stop = () => {
    void mailbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`E-mails: ${mailbox.url}  (SMTP at ${mailbox.smtpUrl})`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    const detail =
      error instanceof SettingError || (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
        ? (error as Error).message
        : String((error as Error).stack ?? error);
    console.error(`Mailbox not started: ${detail}`);
    process.exit(1);
  });
}
