/**
 * Support tickets and their comments, with the figures the painel and the support queue show
 * computed by the query. Staff's internal notes are comments too, but no figure counts them and
 * only `staffComments` returns them: what the customer reads never includes them.
 */
import { sql } from 'kysely';
import type { RawBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { rowId, toDate, toMs } from '../../db/codecs.ts';
import type { Row } from '../../db/tables.ts';
import { ANSWER_DAYS } from './answer-deadline.ts';

export type TicketStatus = 'OPEN' | 'IN_PROGRESS' | 'CLOSED' | 'SOLVED';
export type CommentAuthorKind = 'CUSTOMER' | 'COMPANY';

export interface TicketRecord {
  readonly id: string;
  readonly customerId: string;
  readonly subject: string;
  readonly description: string;
  readonly status: TicketStatus;
  readonly created_at: number;
  readonly updated_at: number;
  readonly productId: string | null;
  readonly requestId: string | null;
  /** When the customer last saw the ticket; company comments after it are unread. */
  readonly readAt: number;
  /** The latest of its creation and its comments. */
  readonly lastActivityAt: number;
  readonly commentCount: number;
  readonly hasUnreadReply: boolean;
  /** The staff member who first worked on it, if anyone has. */
  readonly assignedStaffId: string | null;
  /** Open and the customer spoke last (the ticket itself or a comment): the company owes a reply. */
  readonly awaitingReply: boolean;
  /**
   * While a reply is owed, since when: the customer's first message after the company's latest
   * answer (the ticket itself when there is none); null otherwise.
   */
  readonly awaitingSince: number | null;
}

export interface TicketCommentRecord {
  readonly id: string;
  readonly body: string;
  readonly authorKind: CommentAuthorKind;
  readonly authorName: string;
  readonly created_at: number;
  /** A staff note the customer never sees. */
  readonly internal: boolean;
  /** The staff member who wrote it (company comments written in the back office). */
  readonly staffId: string | null;
}

export type NewComment = Omit<TicketCommentRecord, 'id' | 'internal' | 'staffId'> &
  Partial<Pick<TicketCommentRecord, 'internal' | 'staffId'>>;

/**
 * Where an owed ticket stands against its deadline: past it (LATE), or due later today in São
 * Paulo's calendar and not past yet (DUE_TODAY). A ticket is never both.
 */
export type TicketDeadline = 'LATE' | 'DUE_TODAY';

/**
 * What the support queue shows: a status (all when null), only one person's tickets, only the
 * owed tickets at one point of their deadline (all when null).
 */
export interface QueueFilter {
  readonly status: TicketStatus | null;
  readonly assignedStaffId: string | null;
  readonly deadline: TicketDeadline | null;
}

/** How many owed tickets are late, and how many fall due later today. */
export interface DeadlineCounts {
  readonly late: number;
  readonly dueToday: number;
}

export interface NewTicket {
  readonly customerId: string;
  readonly subject: string;
  readonly description: string;
  readonly productId: string | null;
  readonly requestId: string | null;
}

export interface TicketCounts {
  readonly all: number;
  readonly open: number;
  readonly inProgress: number;
  readonly closed: number;
  readonly solved: number;
  /** Tickets with a company answer the customer has not read yet. */
  readonly unread: number;
}

type TicketRow = Row<'tickets'> & {
  last_activity_at: Date;
  comment_count: number;
  has_unread_reply: boolean;
  awaiting_reply: boolean;
  awaiting_since: Date | null;
};

function ticketRecord(row: TicketRow): TicketRecord {
  return {
    id: String(row.id),
    customerId: String(row.customer_id),
    subject: row.subject,
    description: row.description,
    status: row.status,
    created_at: toMs(row.created_at),
    updated_at: toMs(row.updated_at),
    productId: row.product_id === null ? null : String(row.product_id),
    requestId: row.request_id === null ? null : String(row.request_id),
    readAt: toMs(row.read_at),
    lastActivityAt: toMs(row.last_activity_at),
    commentCount: row.comment_count,
    hasUnreadReply: row.has_unread_reply,
    assignedStaffId: row.assigned_staff_id === null ? null : String(row.assigned_staff_id),
    awaitingReply: row.awaiting_reply,
    awaitingSince: row.awaiting_since === null ? null : toMs(row.awaiting_since),
  };
}

function commentRecord(row: Row<'ticket_comments'>): TicketCommentRecord {
  return {
    id: String(row.id),
    body: row.body,
    authorKind: row.author_kind,
    authorName: row.author_name,
    created_at: toMs(row.created_at),
    internal: row.internal,
    staffId: row.staff_id === null ? null : String(row.staff_id),
  };
}

/** No comment yet from the company, or the customer wrote after its latest one. */
const AWAITING_REPLY = sql<boolean>`t.status in ('OPEN', 'IN_PROGRESS') and coalesce(
  max(c.created_at) filter (where c.author_kind = 'COMPANY') >= greatest(
    t.created_at,
    coalesce(max(c.created_at) filter (where c.author_kind = 'CUSTOMER'), t.created_at)
  ), false) = false`;

/**
 * While a reply is owed: the customer's first message the company has not answered, that is
 * their first comment after the company's latest one, or the ticket itself when the company has
 * not written yet.
 */
const AWAITING_SINCE = sql<Date | null>`case when ${AWAITING_REPLY} then coalesce(
  (select min(customer.created_at) from ticket_comments customer
    where customer.ticket_id = t.id and customer.internal = false
      and customer.author_kind = 'CUSTOMER'
      and customer.created_at > (select max(company.created_at) from ticket_comments company
        where company.ticket_id = t.id and company.internal = false
          and company.author_kind = 'COMPANY')),
  t.created_at) end`;

/** By when an owed reply is due (null when none is owed), as `answerBy` computes it. */
const ANSWER_BY = sql<Date | null>`(${AWAITING_SINCE}) + make_interval(hours => ${sql.lit(ANSWER_DAYS * 24)})`;

/** A moment's calendar day in São Paulo. */
const shopDay = (moment: RawBuilder<Date | null>) =>
  sql<string>`((${moment}) at time zone 'America/Sao_Paulo')::date`;

/** Whether the deadline `answerBy` is at the point `deadline` at `now`. */
function deadlineCondition(
  deadline: TicketDeadline,
  answerBy: RawBuilder<Date | null>,
  now: number,
): RawBuilder<SqlBool> {
  const at = sql<Date>`${toDate(now)}::timestamptz`;
  return deadline === 'LATE'
    ? sql<SqlBool>`(${answerBy}) < ${at}`
    : sql<SqlBool>`(${answerBy}) >= ${at} and ${shopDay(answerBy)} = ${shopDay(at)}`;
}

function queueConditions(filter: QueueFilter) {
  const parts = [];
  if (filter.status !== null) parts.push(sql<SqlBool>`t.status = ${filter.status}`);
  if (filter.assignedStaffId !== null) {
    parts.push(sql<SqlBool>`t.assigned_staff_id = ${Number(filter.assignedStaffId)}`);
  }
  return parts.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

export function ticketStore(db: Db) {
  /** Each ticket with its comments the customer sees, grouped by ticket for the figures. */
  const withComments = () =>
    db
      .selectFrom('tickets as t')
      .leftJoin('ticket_comments as c', (join) =>
        join.onRef('c.ticket_id', '=', 't.id').on('c.internal', '=', false),
      )
      .groupBy('t.id');

  /** Tickets with their activity, comment count and unread flag (internal notes left out). */
  const withFigures = () =>
    withComments()
      .selectAll('t')
      .select([
        sql<Date>`greatest(t.created_at, coalesce(max(c.created_at), t.created_at))`.as(
          'last_activity_at',
        ),
        sql<number>`count(c.id)`.as('comment_count'),
        sql<boolean>`coalesce(bool_or(c.author_kind = 'COMPANY' and c.created_at > t.read_at), false)`.as(
          'has_unread_reply',
        ),
        AWAITING_REPLY.as('awaiting_reply'),
        AWAITING_SINCE.as('awaiting_since'),
      ]);

  return {
    async byId(id: string): Promise<TicketRecord | null> {
      const n = rowId(id);
      if (n === null) return null;
      const row = await withFigures().where('t.id', '=', n).executeTakeFirst();
      return row ? ticketRecord(row) : null;
    },

    /** The customer's tickets of `status` (all when null), latest activity first. */
    async listOf(customerId: string, status: TicketStatus | null): Promise<TicketRecord[]> {
      const rows = await withFigures()
        .where('t.customer_id', '=', Number(customerId))
        .$if(status !== null, (q) => q.where('t.status', '=', status ?? 'OPEN'))
        .orderBy('last_activity_at', 'desc')
        .orderBy('t.id', 'desc')
        .execute();
      return rows.map(ticketRecord);
    },

    /**
     * One page of the support queue at `now`: tickets owing a reply first, the longest owed
     * first (the nearest deadline, the late ones before it); then the others, oldest activity
     * first; and how many match.
     */
    async queue(
      filter: QueueFilter,
      now: number,
      offset: number,
      limit: number,
    ): Promise<{ items: TicketRecord[]; total: number }> {
      const where = queueConditions(filter);
      const { deadline } = filter;
      // The deadline is an aggregate of the comments: it filters the grouped tickets.
      const kept =
        deadline === null ? sql<SqlBool>`true` : deadlineCondition(deadline, ANSWER_BY, now);
      const [rows, count] = await Promise.all([
        withFigures()
          .where(where)
          .having(kept)
          .orderBy('awaiting_reply', 'desc')
          .orderBy('awaiting_since', 'asc')
          .orderBy('last_activity_at', 'asc')
          .orderBy('t.id', 'asc')
          .offset(offset)
          .limit(limit)
          .execute(),
        deadline === null
          ? db
              .selectFrom('tickets as t')
              .select(sql<number>`count(*)`.as('total'))
              .where(where)
              .executeTakeFirstOrThrow()
          : db
              .selectFrom(withComments().select('t.id').where(where).having(kept).as('owed'))
              .select(sql<number>`count(*)`.as('total'))
              .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(ticketRecord), total: count.total };
    },

    /** How many owed tickets are late at `now`, and how many fall due later that day. */
    async deadlineCounts(now: number): Promise<DeadlineCounts> {
      const answerBy = sql<Date | null>`owed.answer_by`;
      const row = await db
        .selectFrom(
          withComments()
            .select(ANSWER_BY.as('answer_by'))
            .where('t.status', 'in', ['OPEN', 'IN_PROGRESS'])
            .as('owed'),
        )
        .select([
          sql<number>`count(*) filter (where ${deadlineCondition('LATE', answerBy, now)})`.as(
            'late',
          ),
          sql<number>`count(*) filter (where ${deadlineCondition('DUE_TODAY', answerBy, now)})`.as(
            'dueToday',
          ),
        ])
        .executeTakeFirstOrThrow();
      return { late: row.late, dueToday: row.dueToday };
    },

    async countsOf(customerId: string): Promise<TicketCounts> {
      const rows = await db
        .selectFrom('tickets as t')
        .select([
          't.status',
          sql<number>`count(*)`.as('total'),
          sql<number>`count(*) filter (where exists (
            select 1 from ticket_comments c
            where c.ticket_id = t.id and not c.internal
              and c.author_kind = 'COMPANY' and c.created_at > t.read_at
          ))`.as('unread'),
        ])
        .where('t.customer_id', '=', Number(customerId))
        .groupBy('t.status')
        .execute();
      const of = (status: TicketStatus) => rows.find((row) => row.status === status)?.total ?? 0;
      return {
        all: rows.reduce((sum, row) => sum + row.total, 0),
        open: of('OPEN'),
        inProgress: of('IN_PROGRESS'),
        closed: of('CLOSED'),
        solved: of('SOLVED'),
        unread: rows.reduce((sum, row) => sum + row.unread, 0),
      };
    },

    async insert(ticket: NewTicket, now: number): Promise<string> {
      const row = await db
        .insertInto('tickets')
        .values({
          customer_id: Number(ticket.customerId),
          subject: ticket.subject,
          description: ticket.description,
          status: 'OPEN',
          product_id: ticket.productId === null ? null : Number(ticket.productId),
          request_id: ticket.requestId === null ? null : Number(ticket.requestId),
          created_at: toDate(now),
          updated_at: toDate(now),
          read_at: toDate(now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    },

    async addComment(ticketId: string, comment: NewComment): Promise<void> {
      await db
        .insertInto('ticket_comments')
        .values({
          ticket_id: Number(ticketId),
          body: comment.body,
          author_kind: comment.authorKind,
          author_name: comment.authorName,
          created_at: toDate(comment.created_at),
          internal: comment.internal ?? false,
          staff_id: comment.staffId == null ? null : Number(comment.staffId),
        })
        .execute();
    },

    async update(
      id: string,
      change: {
        status?: TicketStatus;
        updatedAt?: number;
        readAt?: number;
        assignedStaffId?: string;
      },
    ): Promise<void> {
      await db
        .updateTable('tickets')
        .set({
          ...(change.status === undefined ? {} : { status: change.status }),
          ...(change.updatedAt === undefined ? {} : { updated_at: toDate(change.updatedAt) }),
          ...(change.readAt === undefined ? {} : { read_at: toDate(change.readAt) }),
          ...(change.assignedStaffId === undefined
            ? {}
            : {
                assigned_staff_id: sql<number>`coalesce(assigned_staff_id, ${Number(change.assignedStaffId)})`,
              }),
        })
        .where('id', '=', Number(id))
        .execute();
    },

    /**
     * One page of a ticket's comments, oldest first: what the customer reads, or with
     * `includeInternal` the staff's notes among them (the back office).
     */
    async comments(
      ticketId: string,
      offset: number,
      limit: number,
      includeInternal = false,
    ): Promise<TicketCommentRecord[]> {
      const rows = await db
        .selectFrom('ticket_comments')
        .selectAll()
        .where('ticket_id', '=', Number(ticketId))
        .$if(!includeInternal, (q) => q.where('internal', '=', false))
        .orderBy('created_at')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map(commentRecord);
    },

    /** How many comments the ticket has (with `includeInternal`, the staff's notes too). */
    async commentCount(ticketId: string, includeInternal: boolean): Promise<number> {
      const row = await db
        .selectFrom('ticket_comments')
        .select(sql<number>`count(*)`.as('total'))
        .where('ticket_id', '=', Number(ticketId))
        .$if(!includeInternal, (q) => q.where('internal', '=', false))
        .executeTakeFirstOrThrow();
      return row.total;
    },

    /** Every ticket of the customer with all its comments (their data export). */
    async exportOf(
      customerId: string,
    ): Promise<(TicketRecord & { comments: TicketCommentRecord[] })[]> {
      const tickets = await this.listOf(customerId, null);
      if (tickets.length === 0) return [];
      const comments = await db
        .selectFrom('ticket_comments')
        .selectAll()
        .where(
          'ticket_id',
          'in',
          tickets.map((t) => Number(t.id)),
        )
        .where('internal', '=', false)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return tickets.map((ticket) => ({
        ...ticket,
        comments: comments.filter((c) => String(c.ticket_id) === ticket.id).map(commentRecord),
      }));
    },
  };
}
