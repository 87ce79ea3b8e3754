/**
 * `Novo ticket: {assunto}` to support and admins, written with the ticket a customer opens: its
 * subject, the customer's first name and the ticket's page in the back office's Atendimento.
 * Nothing else of the customer or of what they wrote: the page has it, behind the staff login.
 */
import { onBackoffice, ticketPagePath } from '../../../contract/backoffice-links.ts';
import type { Email } from '../messages/render-email.ts';
import { staffNoticeEmail } from '../staff/staff-notices.ts';

export interface NewTicket {
  readonly id: string;
  readonly subject: string;
  /** The customer's name as they registered it; only the first name is told. */
  readonly customerName: string;
}

export function newTicketNotice(backofficeUrl: string, ticket: NewTicket): Promise<Email> {
  const firstName = ticket.customerName.trim().split(/\s+/)[0] || 'Um cliente';
  return staffNoticeEmail(backofficeUrl, 'newTickets', {
    subject: `Novo ticket: ${ticket.subject}`,
    heading: 'Novo ticket',
    paragraphs: [`${firstName} abriu o ticket #${ticket.id}, "${ticket.subject}".`],
    action: {
      label: 'Abrir o ticket no Atendimento',
      url: onBackoffice(backofficeUrl, ticketPagePath(ticket.id)),
    },
  });
}
