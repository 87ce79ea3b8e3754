// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeadlineSummary } from './DeadlineSummary';

const queries: string[] = [];

/** The API behind the back office's server, answering the deadline counts with `body`. */
function api(body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      queries.push((JSON.parse(String(init.body)) as { query: string }).query);
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queries.length = 0;
});

describe("the home's deadline counts", () => {
  it('links each count to the queue with its filter', async () => {
    api({ data: { supportDeadlines: { dueToday: 2, late: 1 } } });
    render(<DeadlineSummary />);
    const due = await screen.findByRole('link', { name: '2 tickets vencem hoje' });
    expect(due.getAttribute('href')).toBe('/atendimento?prazo=hoje');
    const late = screen.getByRole('link', { name: '1 ticket atrasado' });
    expect(late.getAttribute('href')).toBe('/atendimento?prazo=atrasados');
    expect(queries).toHaveLength(1);
    expect(queries[0]).toContain('supportDeadlines');
  });

  it('says a count of none without a link', async () => {
    api({ data: { supportDeadlines: { dueToday: 0, late: 3 } } });
    render(<DeadlineSummary />);
    expect(await screen.findByText('Nenhum ticket vence hoje.')).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '3 tickets atrasados',
    ]);
  });

  it('says why when the API refuses', async () => {
    api({ errors: [{ message: 'Acesso negado.', extensions: { code: 'FORBIDDEN' } }] });
    render(<DeadlineSummary />);
    expect((await screen.findByRole('alert')).textContent).toBe('Acesso negado.');
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
