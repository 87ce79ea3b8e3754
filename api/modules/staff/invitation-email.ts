/**
 * `Convite para a equipe da loja`: the link to the back office's invitation page, which carries
 * the invitee's e-mail and code in its fragment (never sent to a server, so never in a log), and
 * the code itself for someone who types it there.
 */
import { invitationPagePath, onBackoffice } from '../../../contract/backoffice-links.ts';
import { ROLE_LABELS } from '../../../contract/staff.ts';
import { renderEmail } from '../messages/render-email.ts';
import type { Email } from '../messages/render-email.ts';
import { INVITATION_MS } from './staff-store.ts';
import type { StaffRecord } from './staff-store.ts';

const INVITATION_DAYS = INVITATION_MS / (24 * 60 * 60 * 1000);

/**
 * `renewal`: a member already on the team whose password an admin reset; their old password no
 * longer works.
 */
export function invitationEmail(
  backofficeUrl: string,
  member: Pick<StaffRecord, 'name' | 'email' | 'role'>,
  code: string,
  renewal = false,
): Promise<Email> {
  return renderEmail({
    subject: 'Convite para a equipe da loja',
    heading: 'Convite para a equipe',
    paragraphs: [
      renewal
        ? `Olá, ${member.name}: um administrador enviou um novo convite para o seu acesso à equipe da loja (${ROLE_LABELS[member.role]}). Sua senha anterior deixou de valer.`
        : `Olá, ${member.name}: você foi convidado(a) para a equipe da loja como ${ROLE_LABELS[member.role]}.`,
      `Abra o link abaixo e escolha a senha com que vai entrar no back office. O convite vale por ${INVITATION_DAYS} dias e só pode ser usado uma vez.`,
    ],
    action: {
      label: 'Aceitar o convite',
      url: onBackoffice(backofficeUrl, invitationPagePath({ email: member.email, code })),
    },
    code: { label: 'Código do convite', value: code },
    after: [
      'Se o link não abrir, entre na página de convite do back office e informe seu e-mail e o código acima.',
      'Não esperava este convite? Ignore esta mensagem: nenhuma conta é ativada sem a senha.',
    ],
  });
}
