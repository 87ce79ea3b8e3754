/**
 * The outbox delivered: each message keeps its HTML part beside the plain one (`body`), the
 * `Message-ID` it is always sent under (a resend after a crash is recognisable as the same
 * message), and its delivery: tries so far, when the next is due, when it was accepted
 * (`sent_at`) or given up (`failed_at`) and the last error, and the address that stops a notice the recipient asked
 * for (`List-Unsubscribe`). Messages already written are due at
 * once.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table outbox
      add column html text not null default '',
      add column message_id text,
      add column attempts integer not null default 0 check (attempts >= 0),
      add column next_attempt_at timestamptz,
      add column sent_at timestamptz,
      add column failed_at timestamptz,
      add column last_error text,
      add column list_unsubscribe text;
    update outbox set
      message_id = '<outbox-' || id || '@loja.invalid>',
      next_attempt_at = created_at;
    alter table outbox alter column message_id set not null;
    alter table outbox add constraint outbox_message_id_unique unique (message_id);
    create index outbox_due on outbox (next_attempt_at)
      where sent_at is null and failed_at is null;
    create index outbox_to_address on outbox (to_address);
  `.execute(db);
}
