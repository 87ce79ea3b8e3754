/**
 * The editors' workspace in the database: a product's draft (the content being prepared and
 * the live content it started from), its versions (each live change with who, when, the fields
 * it changed and the content after it), its pending schedule, and the back office's product
 * list with its status filter. Only this module runs their SQL.
 */
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { ProductContent } from '../../../contract/product-content.ts';
import type { Db } from '../../db/database.ts';
import { rowId, toDate, toMs, toReais } from '../../db/codecs.ts';
import { fold } from '../catalogue/text.ts';
import type { FieldChange } from '../catalogue/product-content.ts';

export interface ProductDraft {
  readonly base: ProductContent;
  readonly content: ProductContent;
  readonly savedByName: string;
  readonly savedAt: number;
}

export type VersionAction =
  | 'INITIAL'
  | 'CREATE'
  | 'EDIT'
  | 'PUBLISH'
  | 'IMPORT'
  | 'SCHEDULED_PUBLISH'
  | 'SCHEDULED_UNPUBLISH';

export interface ProductVersion {
  readonly number: number;
  readonly at: number;
  readonly staffName: string;
  readonly action: VersionAction;
  readonly changes: readonly FieldChange[];
  readonly snapshot: ProductContent;
}

export type ScheduleAction = 'PUBLISH' | 'UNPUBLISH';

/** A draft's content and the live content it started from. */
export type DraftContent = Pick<ProductDraft, 'base' | 'content'>;

export interface ProductSchedule {
  readonly id: string;
  readonly productId: string;
  readonly action: ScheduleAction;
  readonly runAt: number;
  readonly staffId: string | null;
  readonly staffName: string;
  /** A publish's draft as it was when scheduled: what goes live at `runAt`. */
  readonly draft: DraftContent | null;
}

/** The list's status filter: on sale, with a draft, scheduled, off the shop. */
export type WorkspaceStatus = 'PUBLISHED' | 'DRAFT' | 'SCHEDULED' | 'UNPUBLISHED';

export interface WorkspaceRow {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly quantity: number;
  readonly published: boolean;
  readonly hasDraft: boolean;
  readonly scheduledAction: ScheduleAction | null;
  readonly scheduledAt: number | null;
  readonly updatedAt: number;
}

const STATUS_CONDITIONS: Readonly<Record<WorkspaceStatus, ReturnType<typeof sql<SqlBool>>>> = {
  PUBLISHED: sql<SqlBool>`p.published`,
  UNPUBLISHED: sql<SqlBool>`not p.published`,
  DRAFT: sql<SqlBool>`d.product_id is not null`,
  SCHEDULED: sql<SqlBool>`s.id is not null`,
};

export function workspaceStore(db: Db) {
  const listing = (search: string, status: WorkspaceStatus | null) => {
    const conditions = [sql<SqlBool>`p.deleted_at is null`];
    if (status) conditions.push(STATUS_CONDITIONS[status]);
    const id = rowId(search.trim());
    const words = fold(search)
      .split(/\s+/)
      .filter((word) => word !== '');
    if (id !== null) conditions.push(sql<SqlBool>`p.id = ${id}`);
    else {
      for (const word of words) {
        const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(sql<SqlBool>`p.sort_name like ${pattern}`);
      }
    }
    return sql`from products p
      left join product_drafts d on d.product_id = p.id
      left join product_schedules s on s.product_id = p.id and s.done_at is null
      where ${sql.join(conditions, sql` and `)}`;
  };

  return {
    async draft(productId: string): Promise<ProductDraft | null> {
      const row = await db
        .selectFrom('product_drafts')
        .selectAll()
        .where('product_id', '=', Number(productId))
        .executeTakeFirst();
      return row
        ? {
            base: row.base as ProductContent,
            content: row.content as ProductContent,
            savedByName: row.saved_by_name,
            savedAt: toMs(row.saved_at),
          }
        : null;
    },

    async putDraft(
      productId: string,
      draft: { base: ProductContent; content: ProductContent },
      who: { id: string | null; name: string },
      now: number,
    ): Promise<void> {
      const values = {
        base: JSON.stringify(draft.base),
        content: JSON.stringify(draft.content),
        saved_by: who.id === null ? null : Number(who.id),
        saved_by_name: who.name,
        saved_at: toDate(now),
      };
      await db
        .insertInto('product_drafts')
        .values({ product_id: Number(productId), ...values })
        .onConflict((conflict) => conflict.column('product_id').doUpdateSet(values))
        .execute();
    },

    /** Makes `base` the live content the product's draft counts its changes from. */
    async rebaseDraft(productId: string, base: ProductContent): Promise<void> {
      await db
        .updateTable('product_drafts')
        .set({ base: JSON.stringify(base) })
        .where('product_id', '=', Number(productId))
        .execute();
    },

    async deleteDraft(productId: string): Promise<void> {
      await db.deleteFrom('product_drafts').where('product_id', '=', Number(productId)).execute();
    },

    /** The product's versions, newest first (at most `limit`). */
    async versions(productId: string, limit: number): Promise<ProductVersion[]> {
      const rows = await db
        .selectFrom('product_versions')
        .selectAll()
        .where('product_id', '=', Number(productId))
        .orderBy('number', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        number: row.number,
        at: toMs(row.at),
        staffName: row.staff_name,
        action: row.action as VersionAction,
        changes: row.changes as FieldChange[],
        snapshot: row.snapshot as ProductContent,
      }));
    },

    async version(productId: string, number: number): Promise<ProductVersion | null> {
      const row = await db
        .selectFrom('product_versions')
        .selectAll()
        .where('product_id', '=', Number(productId))
        .where('number', '=', number)
        .executeTakeFirst();
      return row
        ? {
            number: row.number,
            at: toMs(row.at),
            staffName: row.staff_name,
            action: row.action as VersionAction,
            changes: row.changes as FieldChange[],
            snapshot: row.snapshot as ProductContent,
          }
        : null;
    },

    /** Appends the next version; the caller holds the product's row lock. */
    async appendVersion(
      productId: string,
      version: Omit<ProductVersion, 'number'>,
    ): Promise<number> {
      const { next } = await db
        .selectFrom('product_versions')
        .select(sql<number>`coalesce(max(number), 0) + 1`.as('next'))
        .where('product_id', '=', Number(productId))
        .executeTakeFirstOrThrow();
      await db
        .insertInto('product_versions')
        .values({
          product_id: Number(productId),
          number: next,
          at: toDate(version.at),
          staff_name: version.staffName,
          action: version.action,
          changes: JSON.stringify(version.changes),
          snapshot: JSON.stringify(version.snapshot),
        })
        .execute();
      return next;
    },

    async schedule(productId: string): Promise<ProductSchedule | null> {
      const row = await db
        .selectFrom('product_schedules')
        .selectAll()
        .where('product_id', '=', Number(productId))
        .where('done_at', 'is', null)
        .executeTakeFirst();
      return row ? scheduleOf(row) : null;
    },

    /**
     * Replaces the product's pending schedule (if any) with this one; a publish keeps `draft`,
     * the draft it will put online.
     */
    async putSchedule(
      productId: string,
      action: ScheduleAction,
      runAt: number,
      draft: DraftContent | null,
      who: { id: string | null; name: string },
      now: number,
    ): Promise<void> {
      await db
        .updateTable('product_schedules')
        .set({ done_at: toDate(now), outcome: 'Substituído por outro agendamento.' })
        .where('product_id', '=', Number(productId))
        .where('done_at', 'is', null)
        .execute();
      await db
        .insertInto('product_schedules')
        .values({
          product_id: Number(productId),
          action,
          run_at: toDate(runAt),
          staff_id: who.id === null ? null : Number(who.id),
          staff_name: who.name,
          created_at: toDate(now),
          draft_base: draft === null ? null : JSON.stringify(draft.base),
          draft_content: draft === null ? null : JSON.stringify(draft.content),
        })
        .execute();
    },

    /** Closes the product's pending schedule with `outcome`; false when there was none. */
    async closeSchedule(productId: string, outcome: string, now: number): Promise<boolean> {
      const closed = await db
        .updateTable('product_schedules')
        .set({ done_at: toDate(now), outcome })
        .where('product_id', '=', Number(productId))
        .where('done_at', 'is', null)
        .executeTakeFirst();
      return Number(closed.numUpdatedRows) > 0;
    },

    /**
     * Schedules due at `now`, locked for this transaction; rows another process has locked are
     * skipped, so on a shared PostgreSQL each schedule runs in one process only.
     */
    async lockDueSchedules(now: number, limit: number): Promise<ProductSchedule[]> {
      const rows = await db
        .selectFrom('product_schedules')
        .selectAll()
        .where('done_at', 'is', null)
        .where('run_at', '<=', toDate(now))
        .orderBy('run_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      return rows.map(scheduleOf);
    },

    async markScheduleDone(id: string, outcome: string, now: number): Promise<void> {
      await db
        .updateTable('product_schedules')
        .set({ done_at: toDate(now), outcome })
        .where('id', '=', Number(id))
        .execute();
    },

    /** One page of the back office's product list, newest products first, and the total. */
    async list(
      filter: { search: string; status: WorkspaceStatus | null },
      offset: number,
      limit: number,
    ): Promise<{ rows: WorkspaceRow[]; total: number }> {
      const from = listing(filter.search, filter.status);
      const [page, count] = await Promise.all([
        sql<{
          id: number;
          name: string;
          price_cents: number;
          stock: number;
          published: boolean;
          has_draft: boolean;
          scheduled_action: ScheduleAction | null;
          scheduled_at: Date | null;
          updated_at: Date;
        }>`select p.id, p.name, p.price_cents, p.stock, p.published, p.updated_at,
            d.product_id is not null as has_draft, s.action as scheduled_action,
            s.run_at as scheduled_at
          ${from} order by p.id desc limit ${limit} offset ${offset}`.execute(db),
        sql<{ total: number }>`select count(*) as total ${from}`.execute(db),
      ]);
      return {
        total: count.rows[0]?.total ?? 0,
        rows: page.rows.map((row) => ({
          id: String(row.id),
          name: row.name,
          price: toReais(row.price_cents),
          quantity: row.stock,
          published: row.published,
          hasDraft: row.has_draft,
          scheduledAction: row.scheduled_action,
          scheduledAt: row.scheduled_at === null ? null : toMs(row.scheduled_at),
          updatedAt: toMs(row.updated_at),
        })),
      };
    },
  };
}

function scheduleOf(row: {
  id: number;
  product_id: number;
  action: ScheduleAction;
  run_at: Date;
  staff_id: number | null;
  staff_name: string;
  draft_base: unknown;
  draft_content: unknown;
}): ProductSchedule {
  return {
    id: String(row.id),
    productId: String(row.product_id),
    action: row.action,
    runAt: toMs(row.run_at),
    staffId: row.staff_id === null ? null : String(row.staff_id),
    staffName: row.staff_name,
    draft:
      row.draft_base === null || row.draft_content === null
        ? null
        : { base: row.draft_base as ProductContent, content: row.draft_content as ProductContent },
  };
}
