/** The admins' `Registro de atividades`: the activity log, filtered and paginated, read-only. */
import type { MockContext } from '../../api/context.ts';
import { assertNoIssues } from '../../api/errors.ts';
import { requireStaff } from '../staff/roles.ts';
import type { ActivityFilter } from './activity-store.ts';

const MAX_PAGE_SIZE = 100;

export const activityResolvers = {
  Query: {
    async activityLog(
      _: unknown,
      args: { filter?: ActivityFilter | null; page?: number | null; pageSize?: number | null },
      ctx: MockContext,
    ) {
      await requireStaff(ctx, 'activity');
      const page = args.page ?? 1;
      const pageSize = args.pageSize ?? 50;
      const search = args.filter?.search ?? '';
      assertNoIssues([
        ...(page < 1
          ? [{ field: 'page', message: 'Página inválida: a primeira página é 1.' }]
          : []),
        ...(pageSize < 1 || pageSize > MAX_PAGE_SIZE
          ? [{ field: 'pageSize', message: `Use de 1 a ${MAX_PAGE_SIZE} itens por página.` }]
          : []),
        ...(search.length > 100
          ? [{ field: 'search', message: 'A busca deve ter no máximo 100 caracteres.' }]
          : []),
      ]);
      const { items, total } = await ctx.data.activity.page(
        args.filter ?? {},
        (page - 1) * pageSize,
        pageSize,
      );
      return { items, total, page, pageSize, totalPages: Math.ceil(total / pageSize) };
    },
  },
};
