import { describe, expect, it } from 'vitest';
import {
  STATUS_TABS,
  byLastActivity,
  commentAuthor,
  commentSentMessage,
  oldestFirst,
  ticketStatusBadge,
  ticketStatusLabel,
} from './ticket-view.ts';
import { ticketIdFromPath, ticketPath } from '~/lib/paths';

describe('status names', () => {
  it('names each status in pt-BR with its badge', () => {
    expect(ticketStatusLabel('OPEN')).toBe('Aberto');
    expect(ticketStatusLabel('IN_PROGRESS')).toBe('Em andamento');
    expect(ticketStatusLabel('CLOSED')).toBe('Fechado');
    expect(ticketStatusLabel('SOLVED')).toBe('Resolvido');
    expect(ticketStatusBadge('SOLVED')).toBe('badge badge--success');
    expect(ticketStatusBadge('CLOSED')).toBe('badge');
  });

  it('lists the status tabs in order, each with its filter and count', () => {
    expect(STATUS_TABS.map((tab) => tab.label)).toEqual([
      'Todos',
      'Abertos',
      'Em andamento',
      'Fechados',
      'Resolvidos',
    ]);
    expect(STATUS_TABS.map((tab) => tab.status)).toEqual([
      undefined,
      'OPEN',
      'IN_PROGRESS',
      'CLOSED',
      'SOLVED',
    ]);
    expect(STATUS_TABS.map((tab) => tab.count)).toEqual([
      'all',
      'open',
      'inProgress',
      'closed',
      'solved',
    ]);
  });
});

describe('byLastActivity', () => {
  it('puts the most recent activity first, the newer ticket first on a tie', () => {
    const tickets = [
      { id: '1', lastActivityAt: 100 },
      { id: '2', lastActivityAt: 300 },
      { id: '3', lastActivityAt: 100 },
    ];
    expect(byLastActivity(tickets).map((ticket) => ticket.id)).toEqual(['2', '3', '1']);
    expect(tickets.map((ticket) => ticket.id)).toEqual(['1', '2', '3']);
  });
});

describe('ticket addresses', () => {
  it('reads the id of a ticket page, with or without a trailing slash', () => {
    expect(ticketIdFromPath('/painel/ticket/7')).toBe('7');
    expect(ticketIdFromPath('/painel/ticket/7/')).toBe('7');
    expect(ticketIdFromPath('/painel/ticket/a%20b')).toBe('a b');
  });

  it('finds no id in other paths or in a malformed escape', () => {
    expect(ticketIdFromPath('/painel/ticket/')).toBeUndefined();
    expect(ticketIdFromPath('/painel/ticket/7/comentarios')).toBeUndefined();
    expect(ticketIdFromPath('/painel/ticket/%E0%A4%A')).toBeUndefined();
  });

  it('builds the page of a ticket', () => {
    expect(ticketPath('12')).toBe('/painel/ticket/12');
    expect(ticketPath('a/b')).toBe('/painel/ticket/a%2Fb');
  });
});

describe('comments', () => {
  it("calls the customer's own comments Você and the company's by the agent's name", () => {
    expect(commentAuthor({ kind: 'CUSTOMER', name: 'Cliente Exemplo' })).toEqual({
      name: 'Você',
      team: false,
    });
    expect(commentAuthor({ kind: 'COMPANY', name: 'Ana Ribeiro (Suporte)' })).toEqual({
      name: 'Ana Ribeiro (Suporte)',
      team: true,
    });
  });

  it('orders comments oldest first, the earlier id first on a tie', () => {
    const comments = [
      { id: '3', created_at: 200 },
      { id: '2', created_at: 100 },
      { id: '1', created_at: 200 },
    ];
    expect(oldestFirst(comments).map((comment) => comment.id)).toEqual(['2', '1', '3']);
  });

  it('says when a comment reopened a solved ticket', () => {
    expect(commentSentMessage('SOLVED', 'OPEN')).toBe(
      'Comentário enviado. O ticket foi reaberto: a situação agora é Aberto.',
    );
    expect(commentSentMessage('OPEN', 'OPEN')).toBe('Comentário enviado.');
    expect(commentSentMessage('IN_PROGRESS', 'IN_PROGRESS')).toBe('Comentário enviado.');
  });
});
