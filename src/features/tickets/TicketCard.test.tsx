// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TicketCard } from './TicketCard.tsx';
import type { TicketSummary } from './tickets-api.ts';

const ticket: TicketSummary = {
  id: '1',
  subject: 'Notebook não liga',
  status: 'OPEN',
  // 2026-11-10 09:12 and 14:30 in São Paulo (UTC-3).
  created_at: Date.UTC(2026, 10, 10, 12, 12),
  updated_at: Date.UTC(2026, 10, 10, 17, 30),
  lastActivityAt: Date.UTC(2026, 10, 10, 17, 30),
  hasUnreadReply: true,
};

afterEach(cleanup);

describe('TicketCard', () => {
  it('links the subject to the ticket page and shows status and dates', () => {
    render(<TicketCard ticket={ticket} />);
    expect(screen.getByRole('link', { name: 'Notebook não liga' }).getAttribute('href')).toBe(
      '/painel/ticket/1',
    );
    screen.getByText('Aberto');
    screen.getByText('10/11/2026 09:12:00');
    screen.getByText('10/11/2026 14:30:00');
  });

  it('marks a company reply the customer has not seen, and only then', () => {
    render(<TicketCard ticket={ticket} />);
    screen.getByText('Nova resposta');
    cleanup();
    render(<TicketCard ticket={{ ...ticket, hasUnreadReply: false }} />);
    expect(screen.queryByText('Nova resposta')).toBeNull();
  });
});
