/**
 * What the tickets screens show, as plain functions: status names and badges, the status
 * tabs, the order of the list, authors, the ticket page's address and the new-ticket link.
 */
import type { CommentAuthorKind, TicketStatus } from '~/lib/graphql/generated/graphql';

type Tone = 'info' | 'success' | 'warning' | 'neutral';

const STATUSES: Readonly<Record<TicketStatus, { label: string; tone: Tone }>> = {
  OPEN: { label: 'Aberto', tone: 'info' },
  IN_PROGRESS: { label: 'Em andamento', tone: 'warning' },
  CLOSED: { label: 'Fechado', tone: 'neutral' },
  SOLVED: { label: 'Resolvido', tone: 'success' },
};

/** `Aberto`, `Em andamento`, `Fechado`, `Resolvido`. */
export function ticketStatusLabel(status: TicketStatus): string {
  return STATUSES[status].label;
}

/** The badge classes of a status (global.css `.badge--*`). */
export function ticketStatusBadge(status: TicketStatus): string {
  const { tone } = STATUSES[status];
  return tone === 'neutral' ? 'badge' : `badge badge--${tone}`;
}

export type StatusTabId = 'todos' | 'abertos' | 'em-andamento' | 'fechados' | 'resolvidos';

export interface StatusTab {
  readonly id: StatusTabId;
  /** The tab's visible (and accessible) name. */
  readonly label: string;
  /** The API filter; undefined for every ticket. */
  readonly status: TicketStatus | undefined;
  readonly count: 'all' | 'open' | 'inProgress' | 'closed' | 'solved';
  /** The empty state of the tab. */
  readonly empty: string;
}

/** The first tab, and the default: every ticket. */
export const ALL_TICKETS_TAB: StatusTab = {
  id: 'todos',
  label: 'Todos',
  status: undefined,
  count: 'all',
  empty: 'Você ainda não abriu nenhum ticket',
};

/** The status tabs in display order (`?situacao=` keeps the selected one). */
export const STATUS_TABS: readonly StatusTab[] = [
  ALL_TICKETS_TAB,
  {
    id: 'abertos',
    label: 'Abertos',
    status: 'OPEN',
    count: 'open',
    empty: 'Nenhum ticket aberto',
  },
  {
    id: 'em-andamento',
    label: 'Em andamento',
    status: 'IN_PROGRESS',
    count: 'inProgress',
    empty: 'Nenhum ticket em andamento',
  },
  {
    id: 'fechados',
    label: 'Fechados',
    status: 'CLOSED',
    count: 'closed',
    empty: 'Nenhum ticket fechado',
  },
  {
    id: 'resolvidos',
    label: 'Resolvidos',
    status: 'SOLVED',
    count: 'solved',
    empty: 'Nenhum ticket resolvido',
  },
];

export const STATUS_TAB_PARAM = 'situacao';
export const STATUS_TAB_IDS: readonly StatusTabId[] = STATUS_TABS.map((tab) => tab.id);

/** Most recent activity first; the newer ticket first on a tie (as the API orders them). */
export function byLastActivity<T extends { readonly id: string; readonly lastActivityAt: number }>(
  tickets: readonly T[],
): T[] {
  return [...tickets].sort(
    (a, b) => b.lastActivityAt - a.lastActivityAt || Number(b.id) - Number(a.id),
  );
}

/** The comments shown plus a page more, each once, oldest first. */
export function withMoreComments<T extends { readonly id: string; readonly created_at: number }>(
  shown: readonly T[],
  more: readonly T[],
): T[] {
  const known = new Set(shown.map((comment) => comment.id));
  return oldestFirst([...shown, ...more.filter((comment) => !known.has(comment.id))]);
}

/** Comments oldest first (the API sends them so; the page must show them so, whatever it sends). */
export function oldestFirst<T extends { readonly id: string; readonly created_at: number }>(
  comments: readonly T[],
): T[] {
  return [...comments].sort((a, b) => a.created_at - b.created_at || Number(a.id) - Number(b.id));
}

/** Who wrote a comment, as the customer reads it: `Você`, or the company's agent. */
export function commentAuthor(author: {
  readonly kind: CommentAuthorKind;
  readonly name: string;
}): {
  readonly name: string;
  readonly team: boolean;
} {
  return author.kind === 'CUSTOMER'
    ? { name: 'Você', team: false }
    : { name: author.name, team: true };
}

/** The company's name on its side of the conversation. */
export const COMPANY_TEAM = 'Equipe Vértice';

/** What the page says after a comment was sent, given the status before and after. */
export function commentSentMessage(before: TicketStatus, after: TicketStatus): string {
  if (before !== after && after === 'OPEN') {
    return `Comentário enviado. O ticket foi reaberto: a situação agora é ${ticketStatusLabel(after)}.`;
  }
  return 'Comentário enviado.';
}
