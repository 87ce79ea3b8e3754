// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticesForm } from './NoticesPage';

interface Notices {
  newOrders: boolean | null;
  newTickets: boolean | null;
}

let saved: unknown[] = [];

/** The API behind the back office's server: the caller's choices, and what saving answers. */
function api(mine: Notices, save: (input: Partial<Notices>) => object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body)) as {
        query: string;
        variables: { input: Partial<Notices> };
      };
      if (query.includes('mutation SetMyStaffNotices')) saved.push(variables.input);
      const body = query.includes('mutation SetMyStaffNotices')
        ? save(variables.input)
        : { data: { myStaffNotices: mine } };
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

async function checkbox(name: string): Promise<HTMLInputElement> {
  return (await screen.findByRole('checkbox', { name })) as HTMLInputElement;
}

beforeEach(() => {
  saved = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Avisos por e-mail', () => {
  it('shows the choices of the role, and saves the one turned off', async () => {
    api({ newOrders: true, newTickets: true }, (input) => ({
      data: { setMyStaffNotices: { newOrders: true, newTickets: true, ...input } },
    }));
    render(<NoticesForm />);
    const orders = await checkbox('Receber e-mail de novos pedidos');
    const tickets = await checkbox('Receber e-mail de novos tickets');
    expect([orders.checked, tickets.checked]).toEqual([true, true]);

    fireEvent.click(orders);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Preferências salvas.'),
    );
    expect(saved).toEqual([{ newOrders: false, newTickets: true }]);
    expect([orders.checked, tickets.checked]).toEqual([false, true]);
  });

  it('offers nothing to a role that receives none of them', async () => {
    api({ newOrders: null, newTickets: null }, () => ({}));
    render(<NoticesForm />);
    await screen.findByText('Seu papel não recebe e-mails de novos pedidos nem de novos tickets.');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('says in pt-BR why a choice was not saved, keeping what was chosen', async () => {
    api({ newOrders: true, newTickets: false }, () => ({
      errors: [{ message: 'Acesso negado.', extensions: { code: 'FORBIDDEN' } }],
    }));
    render(<NoticesForm />);
    const tickets = await checkbox('Receber e-mail de novos tickets');
    expect(tickets.checked).toBe(false);
    fireEvent.click(tickets);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Acesso negado.'));
    expect(tickets.checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
