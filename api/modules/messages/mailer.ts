/**
 * How the API sends a message to a person: into the outbox (where a mail relay would pick it
 * up) and onto its console. Given a transaction's data access, the message is kept only if that
 * transaction commits, with the change it tells about.
 */
import type { DataAccess } from '../../core/data-access.ts';

export interface Message {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

export interface Mailer {
  /** The public site's origin (SITE_URL) the messages link to; empty: site-relative links. */
  readonly siteUrl: string;
  mail(message: Message, through: DataAccess): Promise<void>;
}

export function createMailer(
  siteUrl: string,
  log: (line: string) => void,
  now: () => number,
): Mailer {
  return {
    siteUrl,
    async mail(message, through) {
      await through.outbox.put(message, now());
      log(`e-mail para ${message.to}: ${message.subject}. ${message.body}`);
    },
  };
}
