/** Support tickets and their comments, with the figures the painel shows computed by the query. */
import { sql } from 'kysely';
import type { Db } from '../../store/database.ts';
import { rowId, toDate, toMs } from '../../store/codecs.ts';
import type { Row } from '../../store/tables.ts';

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
}

export interface TicketCommentRecord {
  readonly id: string;
  readonly body: string;
  readonly authorKind: CommentAuthorKind;
  readonly authorName: string;
  readonly created_at: number;
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
}

type TicketRow = Row<'tickets'> & {
  last_activity_at: Date;
  comment_count: number;
  has_unread_reply: boolean;
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
  };
}

function commentRecord(row: Row<'ticket_comments'>): TicketCommentRecord {
  return {
    id: String(row.id),
    body: row.body,
    authorKind: row.author_kind,
    authorName: row.author_name,
    created_at: toMs(row.created_at),
  };
}

export function ticketStore(db: Db) {
  /** Tickets with their activity, comment count and unread flag. */
  const withFigures = () =>
    db
      .selectFrom('tickets as t')
      .leftJoin('ticket_comments as c', 'c.ticket_id', 't.id')
      .selectAll('t')
      .select([
        sql<Date>`greatest(t.created_at, coalesce(max(c.created_at), t.created_at))`.as(
          'last_activity_at',
        ),
        sql<number>`count(c.id)`.as('comment_count'),
        sql<boolean>`coalesce(bool_or(c.author_kind = 'COMPANY' and c.created_at > t.read_at), false)`.as(
          'has_unread_reply',
        ),
      ])
      .groupBy('t.id');

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

    async countsOf(customerId: string): Promise<TicketCounts> {
      const rows = await db
        .selectFrom('tickets')
        .select(['status', sql<number>`count(*)`.as('total')])
        .where('customer_id', '=', Number(customerId))
        .groupBy('status')
        .execute();
      const of = (status: TicketStatus) => rows.find((row) => row.status === status)?.total ?? 0;
      return {
        all: rows.reduce((sum, row) => sum + row.total, 0),
        open: of('OPEN'),
        inProgress: of('IN_PROGRESS'),
        closed: of('CLOSED'),
        solved: of('SOLVED'),
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

    async addComment(ticketId: string, comment: Omit<TicketCommentRecord, 'id'>): Promise<void> {
      await db
        .insertInto('ticket_comments')
        .values({
          ticket_id: Number(ticketId),
          body: comment.body,
          author_kind: comment.authorKind,
          author_name: comment.authorName,
          created_at: toDate(comment.created_at),
        })
        .execute();
    },

    async update(
      id: string,
      change: { status?: TicketStatus; updatedAt?: number; readAt?: number },
    ): Promise<void> {
      await db
        .updateTable('tickets')
        .set({
          ...(change.status === undefined ? {} : { status: change.status }),
          ...(change.updatedAt === undefined ? {} : { updated_at: toDate(change.updatedAt) }),
          ...(change.readAt === undefined ? {} : { read_at: toDate(change.readAt) }),
        })
        .where('id', '=', Number(id))
        .execute();
    },

    /** One page of a ticket's comments, oldest first. */
    async comments(
      ticketId: string,
      offset: number,
      limit: number,
    ): Promise<TicketCommentRecord[]> {
      const rows = await db
        .selectFrom('ticket_comments')
        .selectAll()
        .where('ticket_id', '=', Number(ticketId))
        .orderBy('created_at')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map(commentRecord);
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

export type TicketStore = ReturnType<typeof ticketStore>;
