/**
 * Helpers of the tickets and editor specs: tickets and comments created straight through the
 * API, and the editor found by its label. Logging in: `logInAsDemo` (read-only checks) and
 * `logInFresh` (anything that changes data) in painel-helpers.ts.
 */
import type { Page } from '@playwright/test';
import { graphqlUrl } from './env.ts';

/** The painel's tickets tab. */
export const TICKETS_TAB = '/painel?aba=tickets';

async function graphql<T>(query: string, variables: Record<string, unknown>, token: string) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!result.data) throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** Opens a ticket through the API and answers its id. */
export async function openTicketThroughApi(
  token: string,
  subject = 'Dúvida sobre a entrega',
  description = '<p>Quando chega o meu pedido?</p>',
): Promise<string> {
  const data = await graphql<{ openTicket: { id: string } }>(
    'mutation ($input: OpenTicketInput!) { openTicket(input: $input) { id } }',
    { input: { subject, description } },
    token,
  );
  return data.openTicket.id;
}

/** Adds a comment through the API, stored as given (the site must sanitize it). */
export async function addCommentThroughApi(
  token: string,
  ticketId: string,
  body: string,
): Promise<void> {
  await graphql(
    'mutation ($id: ID!, $body: String!) { addTicketComment(ticketId: $id, body: $body) { id } }',
    { id: ticketId, body },
    token,
  );
}

/** Whether a request to the API carries the operation `name`. */
export function isOperation(request: { url(): string; postData(): string | null }, name: string) {
  return request.url().startsWith(graphqlUrl) && (request.postData() ?? '').includes(name);
}

/** The rich-text editor named `label` (`Descrição`, `Comentário`), once Quill has loaded. */
export function richText(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}
