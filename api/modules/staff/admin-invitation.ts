/**
 * An admin invitation made from the server's command line (`npm run admin:create -- EMAIL`): the
 * way into a shop whose database has no staff yet, or whose admins have all lost their access.
 * The e-mail gets a pending ADMIN account (made, or turned into one when it was pending or
 * deactivated) and a fresh invitation code; the link to the back office's invitation page is
 * answered instead of mailed, since whoever runs the command holds the server. An active member
 * who already chose a password is refused: their access is the team page's business.
 */
import type { DataAccess } from '../../core/data-access.ts';
import { checkEmail } from '../../../contract/validation.ts';
import { invitationPagePath, onBackoffice } from '../../../contract/backoffice-links.ts';
import { invitationCode } from './staff-store.ts';

/** Why no invitation was made, in words for whoever ran the command. */
export class AdminInvitationRefused extends Error {
  override readonly name = 'AdminInvitationRefused';
}

export interface AdminInvitation {
  readonly email: string;
  /** The one-time link to the back office's invitation page. */
  readonly link: string;
}

/** The name a new member gets until an admin renames them: the e-mail's local part. */
function nameOf(email: string): string {
  return email.slice(0, email.indexOf('@'));
}

export async function createAdminInvitation(
  data: DataAccess,
  rawEmail: string,
  backofficeUrl: string,
  now: number,
): Promise<AdminInvitation> {
  const checked = checkEmail(rawEmail);
  if (!checked.ok) throw new AdminInvitationRefused(checked.message);
  const email = checked.value;
  const code = invitationCode();
  await data.transaction(async (tx) => {
    const existing = await tx.staff.byEmail(email);
    if (existing?.active && existing.passwordHash !== null) {
      throw new AdminInvitationRefused(
        `${email} já é da equipe, com acesso ativo (${existing.name}): um administrador pode enviar um novo convite na página Equipe.`,
      );
    }
    const member = existing
      ? await tx.staff.resetToInvitation(existing.id, now, 'ADMIN')
      : await tx.staff.insert({ name: nameOf(email), email, role: 'ADMIN' }, now);
    await tx.staff.putInvitation(member.id, code, now);
    await tx.activity.record(
      { id: null, name: 'Linha de comando do servidor' },
      {
        action: 'staff.invite',
        subjectType: 'STAFF',
        subjectId: member.id,
        summary: `Convite de administrador criado para ${email} (npm run admin:create).`,
      },
      now,
    );
  });
  return { email, link: onBackoffice(backofficeUrl, invitationPagePath({ email, code })) };
}
