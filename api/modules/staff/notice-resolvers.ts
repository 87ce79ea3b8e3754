/**
 * `Avisos por e-mail`: each staff member reads and sets, for themself only, whether they get the
 * e-mails about new work their role receives (`Novo pedido`, `Novo ticket`).
 */
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { forbidden, staffSessionRequired } from '../../core/errors.ts';
import type { ApiContext } from '../../core/context.ts';
import { STAFF_NOTICES, noticesOf } from '../../../contract/staff.ts';
import type { StaffNotice } from '../../../contract/staff.ts';
import { ACCESS_DENIED } from './roles.ts';
import type { StaffRecord } from './staff-store.ts';

/** The caller, whatever their role, or UNAUTHENTICATED. */
async function caller(ctx: ApiContext): Promise<StaffRecord> {
  const member = await ctx.staff();
  if (!member) throw staffSessionRequired();
  return member;
}

/** The member's choices, null for each notice their role does not receive. */
function noticesView(member: StaffRecord): Record<StaffNotice, boolean | null> {
  const received = noticesOf(member.role);
  return Object.fromEntries(
    STAFF_NOTICES.map((notice) => [
      notice,
      received.includes(notice) ? member.notices[notice] : null,
    ]),
  ) as Record<StaffNotice, boolean | null>;
}

export const noticeResolvers = {
  Query: {
    myStaffNotices: async (_, __, ctx) => noticesView(await caller(ctx)),
  },

  Mutation: {
    async setMyStaffNotices(_, args, ctx) {
      const member = await caller(ctx);
      const choices: Partial<Record<StaffNotice, boolean>> = {};
      for (const notice of STAFF_NOTICES) {
        const chosen = args.input[notice];
        if (chosen == null) continue;
        if (!noticesOf(member.role).includes(notice)) throw forbidden(ACCESS_DENIED);
        choices[notice] = chosen;
      }
      const changed = await ctx.data.staff.setNotices(member.id, choices, ctx.now);
      return noticesView(changed ?? member);
    },
  },
} satisfies Resolvers;
