/**
 * Staff accounts: login and logout, who is logged in, and the admins' page of the team
 * (invite, send a new invitation, change a role, deactivate). Guessing a staff password or an invitation code is
 * bounded like customers' passwords (the abuse guard, keyed `staff:{e-mail}`). An admin cannot
 * leave the shop without an active admin: the last one can be neither demoted nor deactivated.
 */
import type { ApiContext } from '../../core/context.ts';
import { badUserInput, forbidden, invalidCredentials, notFound } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { validated } from '../../core/validation.ts';
import { checkEmail, checkName } from '../../../contract/validation.ts';
import { ROLE_LABELS, ROLE_PERMISSIONS } from '../../../contract/staff.ts';
import { rememberBrowser } from '../account/known-browsers.ts';
import { checkNewPassword } from '../account/new-password.ts';
import { DECOY_HASH, hashPassword, verifyPassword } from '../account/password-hash.ts';
import { invitationEmail } from './invitation-email.ts';
import { requireStaff } from './roles.ts';
import { staffGuess } from './staff-guess.ts';
import { StaffEmailTakenError, invitationCode } from './staff-store.ts';
import type { StaffRecord } from './staff-store.ts';

const UNKNOWN_MEMBER = 'Pessoa da equipe não encontrada.';
const LAST_ADMIN = 'A loja precisa de ao menos um administrador ativo: promova outra pessoa antes.';
const INVALID_INVITATION = 'Convite inválido ou expirado.';
const OWN_REINVITE = 'Para trocar a sua própria senha, use Alterar senha.';
const INACTIVE_REINVITE = 'Esta pessoa está desativada: não é possível enviar um novo convite.';

/** A session for `member` and the proof their browser keeps from now on. */
async function openStaffSession(
  ctx: ApiContext,
  member: StaffRecord,
  source: Awaited<ReturnType<typeof staffGuess>>,
) {
  const session = await ctx.data.staff.openSession(member.id, ctx.now);
  const deviceProof = await rememberBrowser(ctx, member.id, source, ctx.data.staffDeviceProofs);
  return { ...session, deviceProof };
}

/** The staff member read or written, or NOT_FOUND. */
function memberOrNotFound(member: StaffRecord | null): StaffRecord {
  if (!member) throw notFound(UNKNOWN_MEMBER);
  return member;
}

function actor(member: StaffRecord) {
  return { id: member.id, name: member.name };
}

/** Who a refused login is recorded as: nobody proved who they were. */
const UNIDENTIFIED = { id: null, name: 'Não identificado' };

/**
 * A login to the back office, in the activity log: who, from which address, and whether it was
 * let in. A refused one names the account only when it is the staff's; what was typed as an
 * e-mail is never kept (it may be a password typed in the wrong field).
 */
async function recordLogin(ctx: ApiContext, member: StaffRecord | null, right: boolean) {
  const summary = right
    ? `${member?.name ?? ''} entrou no back office (endereço ${ctx.clientAddress}).`
    : member
      ? `Entrada recusada como ${member.name} (endereço ${ctx.clientAddress}).`
      : `Entrada recusada para um e-mail fora da equipe (endereço ${ctx.clientAddress}).`;
  await ctx.data.activity.record(
    right && member ? actor(member) : UNIDENTIFIED,
    {
      action: right ? 'staff.login' : 'staff.login_refused',
      subjectType: 'LOGIN',
      subjectId: member?.id ?? '',
      summary,
    },
    ctx.now,
  );
}

export const staffResolvers = {
  Query: {
    staffMe: (_, __, ctx) => ctx.staff(),

    async staffMembers(_, __, ctx) {
      await requireStaff(ctx, 'STAFF');
      return ctx.data.staff.all();
    },
  },

  Mutation: {
    async staffLogin(_, args, ctx) {
      const email = args.email.trim().toLowerCase();
      const member = await ctx.data.staff.byEmail(email);
      // An unknown, pending or deactivated account costs the same hash and the same guess.
      const usable = member !== null && member.active && member.passwordHash !== null;
      const source = await staffGuess(ctx, email, member);
      const right = await ctx.guard.guess(source, async () => {
        const matches = await verifyPassword(
          ctx.passwords.kdf,
          (usable && member.passwordHash) || DECOY_HASH,
          args.password,
        );
        return usable && matches;
      });
      if (!member || !right) {
        await recordLogin(ctx, member, false);
        throw invalidCredentials();
      }
      await recordLogin(ctx, member, true);
      return { ...(await openStaffSession(ctx, member, source)), staff: member };
    },

    async staffLogout(_, __, ctx) {
      if (ctx.token !== null) await ctx.data.staff.closeSession(ctx.token);
      return true;
    },

    async inviteStaff(_, args, ctx) {
      const admin = await requireStaff(ctx, 'STAFF');
      const { name, email } = validated({
        name: checkName(args.input.name),
        email: checkEmail(args.input.email),
      });
      const code = invitationCode();
      let member: StaffRecord;
      try {
        member = await ctx.data.transaction(async (tx) => {
          const created = await tx.staff.insert({ name, email, role: args.input.role }, ctx.now);
          await tx.staff.putInvitation(created.id, code, ctx.now);
          const letter = await invitationEmail(ctx.mailer.backofficeUrl, created, code);
          await ctx.mail({ to: created.email, ...letter }, tx);
          await tx.activity.record(
            actor(admin),
            {
              action: 'staff.invite',
              subjectType: 'STAFF',
              subjectId: created.id,
              summary: `Convidou ${name} (${email}) como ${ROLE_LABELS[created.role]}.`,
            },
            ctx.now,
          );
          return created;
        });
      } catch (error) {
        if (error instanceof StaffEmailTakenError) {
          throw badUserInput([{ field: 'email', message: 'Este e-mail já está na equipe.' }]);
        }
        throw error;
      }
      return member;
    },

    async acceptStaffInvitation(_, args, ctx) {
      const { password } = validated({ password: await checkNewPassword(ctx, args.password) });
      const email = args.email.trim().toLowerCase();
      const member = await ctx.data.staff.byEmail(email);
      // The code is 128 random bits: no bound per account is needed to keep it from being
      // guessed, and none is kept, so strangers' wrong passwords or codes for the invitee's
      // e-mail cannot lock them out of their first entry. Each address's guesses stay bounded.
      const source = { ...(await staffGuess(ctx, email, member)), account: null };
      const right = await ctx.guard.guess(source, async () =>
        member !== null && member.active
          ? ctx.data.staff.spendInvitation(member.id, args.code.trim(), ctx.now)
          : false,
      );
      if (!right || !member) throw badUserInput([{ field: 'code', message: INVALID_INVITATION }]);
      const passwordHash = await hashPassword(ctx.passwords.kdf, password);
      // A new password forgets every other browser of the account (a thief's copy of a proof
      // included); the one that proved the code keeps its proof.
      await ctx.data.transaction(async (tx) => {
        await tx.staff.setPassword(member.id, passwordHash, ctx.now);
        await tx.staffDeviceProofs.revokeAllOf(member.id, source.device);
        await tx.activity.record(
          actor(member),
          {
            action: 'staff.accept',
            subjectType: 'STAFF',
            subjectId: member.id,
            summary: `${member.name} aceitou o convite e escolheu sua senha.`,
          },
          ctx.now,
        );
      });
      return {
        ...(await openStaffSession(ctx, member, source)),
        staff: { ...member, passwordHash },
      };
    },

    async reinviteStaff(_, args, ctx) {
      const admin = await requireStaff(ctx, 'STAFF');
      if (args.id === admin.id) throw forbidden(OWN_REINVITE);
      const code = invitationCode();
      return ctx.data.transaction(async (tx) => {
        const member = memberOrNotFound(await tx.staff.byId(args.id));
        if (!member.active) throw forbidden(INACTIVE_REINVITE);
        // The password and every session stop working in the same transaction as the new code.
        const reset = await tx.staff.resetToInvitation(member.id, ctx.now);
        await tx.staff.putInvitation(member.id, code, ctx.now);
        await tx.staffDeviceProofs.revokeAllOf(member.id);
        const letter = await invitationEmail(ctx.mailer.backofficeUrl, member, code, true);
        await ctx.mail({ to: member.email, ...letter }, tx);
        await tx.activity.record(
          actor(admin),
          {
            action: 'staff.reinvite',
            subjectType: 'STAFF',
            subjectId: member.id,
            summary: `Enviou um novo convite a ${member.name} (${member.email}): a senha anterior deixou de valer.`,
          },
          ctx.now,
        );
        return reset;
      });
    },

    async changeStaffRole(_, args, ctx) {
      const admin = await requireStaff(ctx, 'STAFF');
      return ctx.data.transaction(async (tx) => {
        const admins = await tx.staff.lockActiveAdmins();
        const member = memberOrNotFound(await tx.staff.byId(args.id));
        if (member.role === args.role) return member;
        const demotesLastAdmin =
          member.role === 'ADMIN' && admins.length === 1 && admins[0] === member.id;
        if (demotesLastAdmin) throw forbidden(LAST_ADMIN);
        const changed = memberOrNotFound(await tx.staff.setRole(member.id, args.role, ctx.now));
        await tx.activity.record(
          actor(admin),
          {
            action: 'staff.role',
            subjectType: 'STAFF',
            subjectId: member.id,
            summary: `Mudou o papel de ${member.name} de ${ROLE_LABELS[member.role]} para ${ROLE_LABELS[args.role]}.`,
          },
          ctx.now,
        );
        return changed;
      });
    },

    async deactivateStaff(_, args, ctx) {
      const admin = await requireStaff(ctx, 'STAFF');
      return ctx.data.transaction(async (tx) => {
        const admins = await tx.staff.lockActiveAdmins();
        const member = memberOrNotFound(await tx.staff.byId(args.id));
        if (!member.active) return member;
        if (admins.length === 1 && admins[0] === member.id) throw forbidden(LAST_ADMIN);
        // Its sessions end in the same transaction: the next request is already refused.
        const changed = memberOrNotFound(await tx.staff.deactivate(member.id, ctx.now));
        await tx.activity.record(
          actor(admin),
          {
            action: 'staff.deactivate',
            subjectType: 'STAFF',
            subjectId: member.id,
            summary: `Desativou o acesso de ${member.name} (${member.email}).`,
          },
          ctx.now,
        );
        return changed;
      });
    },
  },

  StaffMember: {
    invitationPending: (member) => member.active && member.passwordHash === null,
    permissions: (member) => ROLE_PERMISSIONS[member.role],
  },
} satisfies Resolvers;
