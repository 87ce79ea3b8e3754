/**
 * The activity log: every change staff make (products, home content, staff accounts, and the
 * support desk's tickets and pedidos), every login to the back office (refused ones included)
 * and every time staff open a customer's personal data, with who, what and when. Rows are only
 * ever added: the table refuses UPDATE, DELETE and TRUNCATE itself (triggers), so no operation
 * can rewrite or erase the past.
 */
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern, toDate, toMs } from '../../db/codecs.ts';

/** What an entry is about. The support desk adds its own kinds (tickets, pedidos). */
export type ActivitySubject =
  | 'PRODUCT'
  | 'CONTENT'
  | 'STAFF'
  | 'IMPORT'
  | 'TICKET'
  | 'REQUEST'
  | 'REVIEW'
  | 'MESSAGE'
  | 'LOGIN'
  | 'CUSTOMER';

export interface ActivityEntry {
  readonly id: string;
  readonly at: number;
  readonly staffId: string | null;
  readonly staffName: string;
  /** A short verb phrase key, e.g. `product.publish`. */
  readonly action: string;
  readonly subjectType: ActivitySubject;
  readonly subjectId: string;
  /** The change in pt-BR, one sentence. */
  readonly summary: string;
}

export interface ActivityFilter {
  readonly staffId?: string | null;
  readonly subjectType?: ActivitySubject | null;
  readonly subjectId?: string | null;
  /** Words the summary must contain (accents and case matter as typed). */
  readonly search?: string | null;
}

export interface Actor {
  readonly id: string | null;
  readonly name: string;
}

function conditions(filter: ActivityFilter) {
  const parts = [];
  if (filter.staffId != null) parts.push(sql<SqlBool>`staff_id = ${Number(filter.staffId)}`);
  if (filter.subjectType != null) parts.push(sql<SqlBool>`subject_type = ${filter.subjectType}`);
  if (filter.subjectId != null) parts.push(sql<SqlBool>`subject_id = ${filter.subjectId}`);
  const words = (filter.search ?? '').split(/\s+/).filter((word) => word !== '');
  for (const word of words) {
    parts.push(sql<SqlBool>`summary ilike ${containsPattern(word)}`);
  }
  return parts.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

export function activityStore(db: Db) {
  return {
    async record(
      actor: Actor,
      entry: { action: string; subjectType: ActivitySubject; subjectId: string; summary: string },
      now: number,
    ): Promise<void> {
      await db
        .insertInto('activity_log')
        .values({
          at: toDate(now),
          staff_id: actor.id === null ? null : Number(actor.id),
          staff_name: actor.name,
          action: entry.action,
          subject_type: entry.subjectType,
          subject_id: entry.subjectId,
          summary: entry.summary,
        })
        .execute();
    },

    /** One page of entries matching `filter`, newest first, and how many match. */
    async page(
      filter: ActivityFilter,
      offset: number,
      limit: number,
    ): Promise<{ items: ActivityEntry[]; total: number }> {
      const where = conditions(filter);
      const [rows, count] = await Promise.all([
        db
          .selectFrom('activity_log')
          .selectAll()
          .where(where)
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('activity_log')
          .select(sql<number>`count(*)`.as('total'))
          .where(where)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        total: count.total,
        items: rows.map((row) => ({
          id: String(row.id),
          at: toMs(row.at),
          staffId: row.staff_id === null ? null : String(row.staff_id),
          staffName: row.staff_name,
          action: row.action,
          subjectType: row.subject_type as ActivitySubject,
          subjectId: row.subject_id,
          summary: row.summary,
        })),
      };
    },
  };
}
