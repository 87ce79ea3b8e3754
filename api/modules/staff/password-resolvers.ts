/**
 * `Alterar senha`: a staff member changes their own password with the current one. A wrong
 * current password counts as a guess at the account (the same bounds as `staffLogin`, so a
 * stolen session cannot be used to find the password); the new one follows the password rule.
 * Every other session of the member ends, and every other browser's device proof is forgotten.
 */
import { badUserInput, staffSessionRequired } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { validated } from '../../core/validation.ts';
import { checkNewPassword } from '../account/new-password.ts';
import { hashPassword, verifyPassword } from '../account/password-hash.ts';
import { staffGuess } from './staff-guess.ts';

const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta.';
const SAME_PASSWORD = 'A nova senha deve ser diferente da atual.';

export const passwordResolvers = {
  Mutation: {
    async staffChangePassword(_, args, ctx) {
      const member = await ctx.staff();
      if (!member || ctx.token === null) throw staffSessionRequired();
      const { newPassword } = validated({
        newPassword: await checkNewPassword(ctx, args.newPassword),
      });
      const source = await staffGuess(ctx, member.email, member);
      const right = await ctx.guard.guess(source, async () =>
        member.passwordHash === null
          ? false
          : verifyPassword(ctx.passwords.kdf, member.passwordHash, args.currentPassword),
      );
      if (!right) {
        throw badUserInput([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
      }
      if (newPassword === args.currentPassword) {
        throw badUserInput([{ field: 'newPassword', message: SAME_PASSWORD }]);
      }
      const passwordHash = await hashPassword(ctx.passwords.kdf, newPassword);
      const token = ctx.token;
      await ctx.data.transaction(async (tx) => {
        await tx.staff.setPassword(member.id, passwordHash, ctx.now);
        await tx.staff.closeOtherSessions(member.id, token);
        await tx.staffDeviceProofs.revokeAllOf(member.id, source.device);
        await tx.activity.record(
          { id: member.id, name: member.name },
          {
            action: 'staff.password',
            subjectType: 'STAFF',
            subjectId: member.id,
            summary: `${member.name} alterou a própria senha.`,
          },
          ctx.now,
        );
      });
      return true;
    },
  },
} satisfies Resolvers;
