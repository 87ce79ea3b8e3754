// @vitest-environment jsdom
/**
 * The hostile input corpus (tests/security/hostile-inputs.ts) as ticket data from the API:
 * plain-text fields (subject, product name, request number, the team member's name) show
 * exactly the characters stored, as text; rich text (description, comments) goes through the
 * sanitizer for real (jsdom runs DOMPurify) and comes out inert.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $customer } from '~/features/session/store';
import type { Customer } from '~/features/session/store';
import type * as SessionStore from '~/features/session/store';
import { HOSTILE_INPUTS } from '../../../tests/security/hostile-inputs.ts';
import { unsafeMarkup } from '../../../tests/security/inert-markup.ts';
import { TicketCard } from './TicketCard.tsx';
import TicketPage from './TicketPage.tsx';
import { fetchTicket } from './tickets-api.ts';
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
// Quill needs layout jsdom does not have; the comment box is not what is tested here.
vi.mock('~/features/editor/RichTextEditor', () => ({
  RichTextEditor: ({ label }: { label: string }) => <p>editor {label}</p>,
}));

const CASES = HOSTILE_INPUTS.map((input) => [input.id, input.value]);
const AT = Date.UTC(2026, 10, 10, 12, 12);

function hostileTicket(value: string): TicketDetail {
  return {
    id: '1',
    subject: value,
    description: value,
    status: 'OPEN',
    created_at: AT,
    updated_at: AT,
    hasUnreadReply: false,
    product: { id: '7', name: value },
    request: { id: '2', number: value },
    commentCount: 2,
    comments: [
      { id: '1', body: value, created_at: AT, author: { kind: 'COMPANY', name: value } },
      {
        id: '2',
        body: `<p>${value}</p>`,
        created_at: AT + 1,
        author: { kind: 'CUSTOMER', name: '' },
      },
    ],
  };
}

afterEach(cleanup);

describe('TicketCard with a hostile subject', () => {
  it.each(CASES)('%s is the link text, character for character', (_id, value) => {
    render(
      <TicketCard
        ticket={{
          id: '1',
          subject: value,
          status: 'OPEN',
          created_at: AT,
          updated_at: AT,
          lastActivityAt: AT,
          hasUnreadReply: false,
        }}
      />,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(value);
    expect(link.children).toHaveLength(0);
    expect(link.getAttribute('href')).toBe('/painel/ticket/1');
  });
});

describe('TicketPage with hostile ticket data', () => {
  beforeEach(() => {
    $customer.set({ id: '1', name: 'Cliente Exemplo' } as Customer);
    history.replaceState(null, '', '/painel/ticket/1');
  });

  afterEach(() => {
    vi.clearAllMocks();
    $customer.set(undefined);
  });

  it.each(CASES)(
    '%s shows as text in the plain fields and inert in the rich ones',
    async (_id, value) => {
      vi.mocked(fetchTicket).mockResolvedValue(hostileTicket(value));
      const { container } = render(<TicketPage />);
      const title = await screen.findByRole('heading', { level: 1 });

      expect(title.textContent).toBe(value);
      expect(title.children).toHaveLength(0);
      // The title setter itself collapses ASCII whitespace; every other character stays.
      const titleText = value.replace(/[\t\n\f\r ]+/g, ' ').trim();
      await waitFor(() => expect(document.title.startsWith(`${titleText} | `)).toBe(true));
      const facts = [...container.querySelectorAll('dd a')];
      expect(facts.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
        ['/produtos/7', value],
        ['/painel?aba=pedidos', value],
      ]);
      expect(facts.every((link) => link.children.length === 0)).toBe(true);

      const description = screen.getByRole('region', { name: 'Descrição' });
      const [team, own] = container.querySelectorAll('li > article');
      if (!team || !own) throw new Error('the two comments are not shown');
      expect(team.getAttribute('aria-label')).toBe(`Comentário de ${value}`);
      expect(own.getAttribute('aria-label')).toBe('Comentário de Você');
      expect(team.querySelector('header span')?.textContent).toBe(value);
      for (const rich of [description, team, own]) {
        const content = rich.querySelector('h2 + div, header + div');
        expect(content).not.toBeNull();
        expect(unsafeMarkup(content as Element)).toEqual([]);
      }
      // Nothing anywhere in the page came from the value as markup (the one form is the reply box).
      expect(container.querySelector('script, style, iframe, svg, math, object, embed')).toBeNull();
      expect(container.querySelectorAll('form, input, button')).toHaveLength(2);
    },
  );
});
