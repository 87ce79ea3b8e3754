import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../tests/support/memory-storage.ts';
import type { TicketList } from './tickets-api.ts';

const session = vi.hoisted(() => ({ customer: { id: 'c1' } as { id: string } | null }));
const api = vi.hoisted(() => ({ markTicketRead: vi.fn<(id: string) => Promise<void>>() }));

vi.mock('~/lib/session-token', () => ({ hasSessionToken: () => true }));
vi.mock('~/features/session/store', () => ({ loadCustomer: async () => session.customer }));
vi.mock('./tickets-api.ts', () => api);

/** A fresh module per "page"; the tab's storage stays. */
async function freshPage() {
  vi.resetModules();
  const { ApiError } = await import('~/lib/api/errors');
  const { pendingChanges } = await import('~/lib/pending-changes');
  const { pendingChangeStorage } = await import('~/lib/pending-changes-storage');
  const waiting = () =>
    pendingChanges(pendingChangeStorage(), 'c1', 'ticket-read').map((change) => change.target);
  return { ...(await import('./read-marks.ts')), ApiError, waiting };
}

/** A page that marked ticket `id` as read and was left before the API answered. */
async function leaveAfterMarking(id: string) {
  api.markTicketRead.mockReturnValue(new Promise(() => {}));
  const page = await freshPage();
  void page.markRead('c1', id, 'Notebook não liga');
  await vi.waitFor(() => expect(api.markTicketRead).toHaveBeenCalledTimes(1));
}

const list = (unread: readonly string[]): TicketList =>
  ({
    items: ['1', '2'].map((id) => ({ id, hasUnreadReply: unread.includes(id) })),
    counts: {},
  }) as unknown as TicketList;

beforeEach(() => {
  session.customer = { id: 'c1' };
  vi.stubGlobal('sessionStorage', memoryStorage());
  api.markTicketRead.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('marking a ticket as read', () => {
  it('waits in the tab until the API answered, and is forgotten then', async () => {
    let answer = () => {};
    api.markTicketRead.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    const page = await freshPage();
    const marked = page.markRead('c1', '7', 'Notebook não liga');
    await vi.waitFor(() => expect(api.markTicketRead).toHaveBeenCalledWith('7'));
    expect(page.waiting()).toEqual(['7']);
    answer();
    await marked;
    expect(page.waiting()).toEqual([]);
  });

  it('rejects with the reason when the API refuses, keeping nothing', async () => {
    const page = await freshPage();
    api.markTicketRead.mockRejectedValue(
      new page.ApiError('graphql', 'Ticket não encontrado.', { status: 200, code: 'NOT_FOUND' }),
    );
    await expect(page.markRead('c1', '7', 'Notebook não liga')).rejects.toThrow(
      'Não foi possível marcar como lida a resposta do ticket “Notebook não liga”. Ticket não encontrado.',
    );
    expect(page.waiting()).toEqual([]);
  });

  it('keeps a mark that met no answer for the next page', async () => {
    const page = await freshPage();
    api.markTicketRead.mockRejectedValue(new page.ApiError('network', 'down'));
    await page.markRead('c1', '7', 'Notebook não liga');
    expect(page.waiting()).toEqual(['7']);
  });
});

describe('the next page', () => {
  it('sends the waiting mark again before the list loads, once', async () => {
    await leaveAfterMarking('2');

    api.markTicketRead.mockResolvedValue(undefined);
    const nextPage = await freshPage();
    const report = await nextPage.settlePendingReadMarks();
    await nextPage.settlePendingReadMarks();
    expect(report.applied.map((change) => change.target)).toEqual(['2']);
    expect(api.markTicketRead).toHaveBeenCalledTimes(2);
    expect(nextPage.waiting()).toEqual([]);
  });

  it('shows a mark still without answer as read in the list', async () => {
    await leaveAfterMarking('2');

    const nextPage = await freshPage();
    api.markTicketRead.mockRejectedValue(
      new nextPage.ApiError('http', 'HTTP 502', { status: 502 }),
    );
    const shown = await nextPage.withReadMarks(list(['1', '2']));
    expect(shown.items.map((ticket) => ticket.hasUnreadReply)).toEqual([true, false]);
    expect(nextPage.waiting()).toEqual(['2']);
  });

  it('reports a refused mark with its message', async () => {
    await leaveAfterMarking('2');

    const nextPage = await freshPage();
    api.markTicketRead.mockRejectedValue(
      new nextPage.ApiError('graphql', 'Muitas tentativas.', { status: 429 }),
    );
    const report = await nextPage.settlePendingReadMarks();
    expect(report.refused.map(({ message }) => message)).toEqual([
      expect.stringMatching(
        /^Não foi possível marcar como lida a resposta do ticket “Notebook não liga”\. /,
      ),
    ]);
    expect(nextPage.waiting()).toEqual([]);
  });
});
