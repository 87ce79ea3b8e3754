/**
 * How a message leaves the shop: over SMTP with Nodemailer, to the server of SMTP_URL (a
 * provider's relay) or, when it is empty, to the local mailbox `npm start` runs. Each message
 * goes under the `Message-ID` the outbox gave it, so a resend after a crash is recognisable as
 * the same message. The outcome says whether to try again: a 5xx answer about the message or
 * its address is permanent; no connection, a timeout or a 4xx answer are not.
 */
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  readonly messageId: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export type SendOutcome =
  | { readonly ok: true }
  /** `error`: what the server or the connection said, for admins; never a credential. */
  | { readonly ok: false; readonly permanent: boolean; readonly error: string };

export interface MailTransport {
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): void;
}

/** What Nodemailer's errors carry beside their message. */
interface SmtpError {
  readonly message?: string;
  readonly code?: string;
  readonly responseCode?: number;
  readonly response?: string;
}

/**
 * Permanent: the server refused this message or its recipient for good (5xx), except a refused
 * login (the setting is wrong; once it is fixed the message can still go).
 */
export function isPermanent(error: SmtpError): boolean {
  const code = error.responseCode ?? 0;
  return code >= 500 && code < 600 && error.code !== 'EAUTH';
}

/** The error in one line, the SMTP URL's password never in it. */
function describe(error: SmtpError, url: string): string {
  const said = (error.response ?? error.message ?? String(error)).replace(/\s+/g, ' ').trim();
  const password = safePassword(url);
  const line = password ? said.split(password).join('***') : said;
  return [error.code, line].filter(Boolean).join(': ').slice(0, 500);
}

function safePassword(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}

export interface SmtpOptions {
  /** `smtp://user:password@host:port` or `smtps://…`. */
  readonly url: string;
  /** Milliseconds to connect, greet and answer each command. */
  readonly timeoutMs?: number;
}

/** Messages sent over one SMTP connection before it is renewed. */
const POOL_MESSAGES = 100;

export function smtpTransport({ url, timeoutMs = 15_000 }: SmtpOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // One connection kept open and reused: a queue drains at about 10 ms a message instead of
    // a connection, greeting and login for each. It is renewed after POOL_MESSAGES messages, as
    // relays bound how much one connection may send.
    pool: true,
    maxConnections: 1,
    maxMessages: POOL_MESSAGES,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      try {
        await transporter.sendMail({
          messageId: mail.messageId,
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { ...mail.headers },
        });
        return { ok: true };
      } catch (error) {
        const smtp = error as SmtpError;
        return { ok: false, permanent: isPermanent(smtp), error: describe(smtp, url) };
      }
    },
    close() {
      transporter.close();
    },
  };
}
