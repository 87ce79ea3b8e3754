/**
 * The e-mails the shop sent during a test, read from the local mailbox the test server runs
 * (`GET /api/messages?to=`), the way a customer would find them in their inbox.
 */
import { expect } from '@playwright/test';
import { mailboxUrl } from './env.ts';

export interface ReceivedMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** ISO 8601. */
  readonly date: string;
}

export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ReceivedMail[];
}

/**
 * The newest message to `address` whose subject starts with `subject` and that arrived at or
 * after `since` (ms), waited for as an inbox is refreshed.
 */
export async function mailArriving(
  address: string,
  subject: string,
  since: number,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find(
          (mail) => mail.subject.startsWith(subject) && Date.parse(mail.date) >= since - 1000,
        );
        return found !== undefined;
      },
      { message: `an e-mail "${subject}…" to ${address}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}
