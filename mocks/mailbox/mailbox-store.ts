/**
 * What the local mailbox received, newest first, kept in a JSON-lines file of DATA_DIR so a
 * restart loses nothing. A message whose `Message-ID` is already here is the same message sent
 * again (a sender that crashed before recording it as sent): it is kept once, as a mail
 * client keeps it once. The oldest go past `limit` messages.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface MailboxMessage {
  /** The mailbox's own id, for its pages. */
  readonly id: string;
  readonly messageId: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** When it arrived, ISO 8601. */
  readonly date: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface MailboxStore {
  /** Keeps `message` unless its `Message-ID` is here; answers whether it was new. */
  add(message: Omit<MailboxMessage, 'id'>): boolean;
  /** Newest first; only those to `to` (any case) when given. */
  list(to?: string): MailboxMessage[];
  byId(id: string): MailboxMessage | null;
}

export function createMailboxStore(file: string | null, limit = 1000): MailboxStore {
  let messages: MailboxMessage[] = [];
  if (file !== null && existsSync(file)) {
    messages = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as MailboxMessage);
  }
  let nextId = messages.reduce((max, m) => Math.max(max, Number(m.id)), 0) + 1;
  const seen = new Set(messages.map((m) => m.messageId));

  function compact(): void {
    messages = messages.slice(-limit);
    if (file !== null) writeFileSync(file, messages.map((m) => `${JSON.stringify(m)}\n`).join(''));
  }

  return {
    add(message) {
      if (seen.has(message.messageId)) return false;
      seen.add(message.messageId);
      const kept: MailboxMessage = { id: String(nextId++), ...message };
      messages.push(kept);
      if (file !== null) {
        mkdirSync(dirname(file), { recursive: true });
        appendFileSync(file, `${JSON.stringify(kept)}\n`);
      }
      if (messages.length > limit * 1.1) compact();
      return true;
    },
    list(to) {
      const wanted = to?.trim().toLowerCase();
      const found = wanted
        ? messages.filter((m) =>
            m.to
              .toLowerCase()
              .split(/,\s*/)
              .some((address) => address === wanted || address.endsWith(`<${wanted}>`)),
          )
        : messages;
      return [...found].reverse();
    },
    byId(id) {
      return messages.find((m) => m.id === id) ?? null;
    },
  };
}
