/**
 * The e-mails customers get about their account and their tickets, and the painel pages they
 * link to (a pedido's in orders/, an `Avise-me` notice in alerts/). Each says what happened and
 * links to the painel; nothing else of the customer (no address, CPF or the answer's text)
 * goes into a message that crosses mail relays.
 */
import { company } from '../../../contract/company.ts';
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

/** The page that confirms an e-mail address with the link's token. */
export function emailVerificationPageUrl(siteUrl: string, token: string): string {
  return `${origin(siteUrl)}/confirmar-email?token=${encodeURIComponent(token)}`;
}

/**
 * The link that proves an address is the customer's: sent at registration, after a change of
 * e-mail (to the new address) and on request from the painel.
 */
export function emailVerificationEmail(
  siteUrl: string,
  token: string,
  validDays: number,
): Promise<Email> {
  return renderEmail({
    subject: 'Confirme seu e-mail',
    heading: 'Confirme seu e-mail',
    paragraphs: [
      'Este endereço foi informado numa conta da nossa loja. Para confirmar que ele é seu, use o botão abaixo.',
      `O link vale por ${validDays} dias e só pode ser usado uma vez. Até a confirmação, os pedidos de aviso (Avise-me) feitos antes com este e-mail não aparecem no painel.`,
    ],
    action: { label: 'Confirmar meu e-mail', url: emailVerificationPageUrl(siteUrl, token) },
    after: ['Não foi você? Ignore esta mensagem: sem a confirmação, nada muda para este endereço.'],
  });
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

/**
 * The security notice of a change to the account's credentials (`o e-mail`, `o CPF`, `a
 * senha`), sent to the address the account had before it, so an owner whose session or code
 * was stolen learns of it and can take the account back: by a new password while the address
 * is still the account's, by talking to the company once the e-mail itself was changed.
 */
export function accountChangedEmail(
  siteUrl: string,
  what: string,
  addressMoved: boolean,
): Promise<Email> {
  const call = `fale com a gente agora mesmo pelo telefone ${company.telephone.display}`;
  return renderEmail({
    subject: 'Dados da sua conta alterados',
    heading: 'Dados da sua conta alterados',
    paragraphs: [
      `Acabamos de alterar ${what} da sua conta, como pedido.`,
      'Foi você? Então está tudo certo, não é preciso fazer nada.',
      addressMoved
        ? `Não foi você? Esta caixa de e-mail já não é a da conta: ${call} para recuperar o acesso.`
        : `Não foi você? Crie uma nova senha agora, o que encerra todas as sessões abertas, e ${call}.`,
    ],
    ...(addressMoved
      ? {}
      : { action: { label: 'Criar uma nova senha', url: recoveryPageUrl(siteUrl) } }),
  });
}
