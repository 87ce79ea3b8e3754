/**
 * The admins' `E-mails não entregues`: the messages the delivery gave up on, newest first, with
 * the SMTP server's reason, and `Tentar de novo`, which makes one due again (recorded in the
 * activity log). Neither shows or logs a message's text.
 */
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { pageOf, pageWindow } from '../../core/paging.ts';
import { requireStaff } from '../staff/roles.ts';

const MAX_PAGE_SIZE = 50;
const UNKNOWN_MESSAGE = 'E-mail não encontrado entre os não entregues.';
const TEXT_ERASED =
  'O texto deste e-mail não foi guardado, então ele não pode ser enviado de novo.';

export const failedMailResolvers = {
  Query: {
    async failedMessages(_, args, ctx) {
      await requireStaff(ctx, 'MESSAGES');
      const window = pageWindow(args, 20, MAX_PAGE_SIZE);
      return pageOf(window, await ctx.data.outbox.failedPage(window.offset, window.pageSize));
    },
  },

  Mutation: {
    async retryFailedMessage(_, args, ctx) {
      const admin = await requireStaff(ctx, 'MESSAGES');
      return ctx.data.transaction(async (tx) => {
        const message = await tx.outbox.failedById(args.id);
        if (!message) throw notFound(UNKNOWN_MESSAGE);
        if (!message.retryable || !(await tx.outbox.retry(message.id, ctx.now))) {
          throw forbidden(TEXT_ERASED);
        }
        await tx.activity.record(
          { id: admin.id, name: admin.name },
          {
            action: 'message.retry',
            subjectType: 'MESSAGE',
            subjectId: message.id,
            summary: `Pediu uma nova tentativa de entrega do e-mail #${message.id}.`,
          },
          ctx.now,
        );
        return true;
      });
    },
  },
} satisfies Resolvers;
