/** The admins' `Registro de atividades`: the activity log, filtered and paginated, read-only. */
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { assertNoIssues } from '../../core/errors.ts';
import { pageOf, pageWindow } from '../../core/paging.ts';
import { requireStaff } from '../staff/roles.ts';

const MAX_PAGE_SIZE = 100;

export const activityResolvers = {
  Query: {
    async activityLog(_, args, ctx) {
      await requireStaff(ctx, 'ACTIVITY');
      const window = pageWindow(args, 50, MAX_PAGE_SIZE);
      const search = args.filter?.search ?? '';
      assertNoIssues(
        search.length > 100
          ? [{ field: 'search', message: 'A busca deve ter no máximo 100 caracteres.' }]
          : [],
      );
      return pageOf(
        window,
        await ctx.data.activity.page(args.filter ?? {}, window.offset, window.pageSize),
      );
    },
  },
} satisfies Resolvers;
