/**
 * How the API sends a message to a person: into the outbox, in the transaction it is given, so
 * the message exists exactly when the change it tells about does; the delivery worker
 * (`delivery.ts`) sends it afterwards. Nothing of a message is written to a log.
 */
import type { DataAccess } from '../../core/data-access.ts';
import type { Email } from './render-email.ts';
import { newMessageId } from './outbox-store.ts';

export interface Letter extends Email {
  readonly to: string;
  /** Where the recipient stops a notice they asked for (`List-Unsubscribe`). */
  readonly listUnsubscribe?: string;
}

export interface Mailer {
  /** The public site's origin (SITE_URL) the messages link to; empty: site-relative links. */
  readonly siteUrl: string;
  /** The back office's origin (BACKOFFICE_URL) the messages to staff link to; empty: relative. */
  readonly backofficeUrl: string;
  mail(letter: Letter, through: DataAccess): Promise<void>;
}

export interface MailerOptions {
  readonly siteUrl: string;
  readonly backofficeUrl: string;
  /** MAIL_FROM. */
  readonly from: string;
  readonly now: () => number;
}

/** The domain of MAIL_FROM's address, which every `Message-ID` ends with. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

export function createMailer({ siteUrl, backofficeUrl, from, now }: MailerOptions): Mailer {
  const domain = senderDomain(from);
  return {
    siteUrl,
    backofficeUrl,
    async mail(letter, through) {
      await through.outbox.put(letter, newMessageId(domain), now());
    },
  };
}
