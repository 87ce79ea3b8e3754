// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $customer } from '~/features/session/store';
import type { Customer } from '~/features/session/store';
import type * as SessionStore from '~/features/session/store';
import { ApiError } from '~/lib/api/errors';
import TicketPage from './TicketPage.tsx';
import { fetchTicket, markTicketRead } from './tickets-api.ts';
import type { TicketDetail } from './tickets-api.ts';

vi.mock('./tickets-api.ts', () => ({
  fetchTicket: vi.fn(),
  markTicketRead: vi.fn(async () => undefined),
  addTicketComment: vi.fn(),
}));
vi.mock('~/features/session/store', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionStore>()),
  loadCustomer: vi.fn(async () => null),
}));
// The editor loads Quill, and rich text goes through DOMPurify: both beyond this test's DOM.
vi.mock('~/features/editor/RichTextEditor', () => ({
  RichTextEditor: ({ label }: { label: string }) => <p>editor {label}</p>,
}));
vi.mock('~/features/editor/RichTextContent', () => ({
  RichTextContent: ({ html }: { html: string }) => <p>{html}</p>,
}));

const ticket: TicketDetail = {
  id: '1',
  subject: 'Notebook não liga',
  description: 'descrição',
  status: 'OPEN',
  created_at: Date.UTC(2026, 10, 10, 12, 12),
  updated_at: Date.UTC(2026, 10, 10, 17, 30),
  hasUnreadReply: true,
  product: null,
  request: null,
  commentCount: 1,
  comments: [
    {
      id: '1',
      body: 'primeiro',
      created_at: Date.UTC(2026, 10, 10, 17, 30),
      author: { kind: 'COMPANY', name: 'Ana Ribeiro (Suporte)' },
    },
  ],
};

beforeEach(() => {
  $customer.set({ id: '1', name: 'Cliente Exemplo' } as Customer);
  history.replaceState(null, '', '/painel/ticket/1');
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  $customer.set(undefined);
});

describe('TicketPage', () => {
  it('shows the ticket and marks an unseen reply as read, once', async () => {
    vi.mocked(fetchTicket).mockResolvedValue(ticket);
    render(<TicketPage />);
    await screen.findByRole('heading', { level: 1, name: 'Notebook não liga' });
    screen.getByText('Equipe Vértice');
    screen.getByText('editor Comentário');
    expect(vi.mocked(fetchTicket).mock.calls[0]?.[0]).toBe('1');
    await waitFor(() => expect(markTicketRead).toHaveBeenCalledTimes(1));
    expect(document.title).toMatch(/^Notebook não liga \|/);
  });

  it('does not mark a ticket without unseen replies', async () => {
    vi.mocked(fetchTicket).mockResolvedValue({ ...ticket, hasUnreadReply: false });
    render(<TicketPage />);
    await screen.findByRole('heading', { level: 1, name: 'Notebook não liga' });
    expect(markTicketRead).not.toHaveBeenCalled();
  });

  it('takes no comment on a closed ticket, and says so', async () => {
    vi.mocked(fetchTicket).mockResolvedValue({ ...ticket, status: 'CLOSED' });
    render(<TicketPage />);
    await screen.findByText('Este ticket está fechado e não aceita novos comentários.');
    expect(screen.queryByText('editor Comentário')).toBeNull();
  });

  it('shows the 404 for a ticket the API does not know for this customer', async () => {
    vi.mocked(fetchTicket).mockRejectedValue(
      new ApiError('graphql', 'Ticket não encontrado.', { code: 'NOT_FOUND' }),
    );
    render(<TicketPage />);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    screen.getByText('Page Not Found: /painel/ticket/1');
    expect(document.title).toMatch(/^Página não encontrada \|/);
  });

  it('shows any other failure with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(fetchTicket)
      .mockRejectedValueOnce(new ApiError('http', 'down', { status: 502 }))
      .mockResolvedValueOnce(ticket);
    render(<TicketPage />);
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar o ticket.');
    retry.click();
    await screen.findByRole('heading', { level: 1, name: 'Notebook não liga' });
  });

  it('pages through the comments oldest first with Mostrar mais comentários', async () => {
    const comment = (n: number) => ({
      id: String(n),
      body: `comentário ${n}`,
      created_at: Date.UTC(2026, 10, 11, 0, n),
      author: { kind: 'CUSTOMER' as const, name: 'Cliente Exemplo' },
    });
    vi.mocked(fetchTicket)
      .mockResolvedValueOnce({ ...ticket, commentCount: 3, comments: [comment(1), comment(2)] })
      .mockRejectedValueOnce(new ApiError('network', 'offline'))
      .mockResolvedValueOnce({ ...ticket, commentCount: 3, comments: [comment(3)] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<TicketPage />);
    const more = await screen.findByRole('button', { name: 'Mostrar mais comentários' });
    expect(screen.getAllByRole('article', { name: /^Comentário de/ })).toHaveLength(2);

    more.click();
    await screen.findByText(/Não foi possível conectar ao servidor/);
    expect(vi.mocked(fetchTicket).mock.calls[1]?.[2]).toBe(2);

    screen.getByRole('button', { name: 'Mostrar mais comentários' }).click();
    await screen.findByText('comentário 3');
    expect(vi.mocked(fetchTicket).mock.calls[2]?.[2]).toBe(2);
    const shown = screen.getAllByText(/^comentário \d$/).map((node) => node.textContent);
    expect(shown).toEqual(['comentário 1', 'comentário 2', 'comentário 3']);
    expect(screen.queryByRole('button', { name: 'Mostrar mais comentários' })).toBeNull();
  });

  it('shows nothing of the ticket before the customer is known', () => {
    $customer.set(undefined);
    vi.mocked(fetchTicket).mockResolvedValue(ticket);
    render(<TicketPage />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(fetchTicket).not.toHaveBeenCalled();
  });
});
