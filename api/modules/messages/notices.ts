/**
 * The e-mails customers get about their account and their tickets, and the painel pages they
 * link to (a pedido's in orders/, an `Avise-me` notice in alerts/). Each says what happened and
 * links to the painel; nothing else of the customer (no address, CPF or the answer's text)
 * goes into a message that crosses mail relays.
 */
import { renderEmail } from './render-email.ts';
import type { Email } from './render-email.ts';

function origin(siteUrl: string): string {
  return siteUrl.replace(/\/$/, '');
}

/** The painel page of a ticket on the public site. */
export function ticketPageUrl(siteUrl: string, ticketId: string): string {
  return `${origin(siteUrl)}/painel/ticket/${encodeURIComponent(ticketId)}`;
}

/** The painel's pedidos tab on the public site. */
export function requestsPageUrl(siteUrl: string): string {
  return `${origin(siteUrl)}/painel?aba=pedidos`;
}

/** The page where a recovery code sets a new password. */
export function recoveryPageUrl(siteUrl: string): string {
  return `${origin(siteUrl)}/recuperar-senha`;
}

export function ticketAnsweredEmail(
  siteUrl: string,
  ticket: { readonly id: string; readonly subject: string },
): Promise<Email> {
  return renderEmail({
    subject: `Sua solicitação foi respondida: ${ticket.subject}`,
    heading: 'Sua solicitação foi respondida',
    paragraphs: [
      `A equipe de atendimento respondeu à sua solicitação #${ticket.id}, "${ticket.subject}".`,
      'Leia a resposta e continue a conversa no seu painel.',
    ],
    action: { label: 'Ler a resposta', url: ticketPageUrl(siteUrl, ticket.id) },
  });
}

/** Minutes a recovery code is good for, as the message says. */
export function recoveryCodeEmail(
  siteUrl: string,
  code: string,
  validMinutes: number,
): Promise<Email> {
  return renderEmail({
    subject: 'Código de recuperação de senha',
    heading: 'Código de recuperação de senha',
    paragraphs: [
      'Recebemos um pedido para criar uma nova senha para a sua conta.',
      `Use o código abaixo na página de recuperação de senha. Ele vale por ${validMinutes} minutos e só pode ser usado uma vez.`,
    ],
    code: { label: 'Seu código', value: code },
    action: { label: 'Criar uma nova senha', url: recoveryPageUrl(siteUrl) },
    after: [
      'Não foi você? Ignore esta mensagem: sua senha continua a mesma. Nunca pedimos este código por telefone ou WhatsApp.',
    ],
  });
}
