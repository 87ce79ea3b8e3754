/**
 * The e-mails about new work to the staff (`Novo pedido`, `Novo ticket`): written in the
 * transaction of the change they tell about, to each member whose role receives the notice and
 * who has not turned it off for themself in the back office's `Avisos por e-mail`, which every
 * such e-mail links to.
 */
import { NOTICES_PAGE_PATH, onBackoffice } from '../../../contract/backoffice-links.ts';
import { STAFF_NOTICE_LABELS, STAFF_ROLES, noticesOf } from '../../../contract/staff.ts';
import type { StaffNotice } from '../../../contract/staff.ts';
import type { DataAccess } from '../../core/data-access.ts';
import type { Mailer } from '../messages/mailer.ts';
import { renderEmail } from '../messages/render-email.ts';
import type { Email, EmailContent } from '../messages/render-email.ts';

/** `content` as a notice of the staff: with where its recipient turns it off. */
export function staffNoticeEmail(
  backofficeUrl: string,
  notice: StaffNotice,
  content: EmailContent,
): Promise<Email> {
  return renderEmail({
    ...content,
    after: [
      ...(content.after ?? []),
      `Não quer mais estes e-mails? Desmarque "${STAFF_NOTICE_LABELS[notice]}" em Avisos por e-mail, no back office.`,
    ],
    links: [
      ...(content.links ?? []),
      { label: 'Avisos por e-mail', url: onBackoffice(backofficeUrl, NOTICES_PAGE_PATH) },
    ],
  });
}

/** Writes the notice `email` makes (made only if someone gets it) to each of its recipients. */
export async function mailStaff(
  tx: DataAccess,
  mailer: Mailer,
  notice: StaffNotice,
  email: () => Promise<Email>,
): Promise<void> {
  const roles = STAFF_ROLES.filter((role) => noticesOf(role).includes(notice));
  const recipients = await tx.staff.noticeRecipients(notice, roles);
  if (recipients.length === 0) return;
  const letter = await email();
  for (const to of recipients) await mailer.mail({ to, ...letter }, tx);
}
