/**
 * The editors' product workspace: the list (search, status filter, pages), one product with
 * its draft, schedule and history, and the writes on it: save a draft (the live product stays
 * as it is), publish it, schedule it (go live, or leave the shop, at a time), restore a version
 * into the draft, discard the draft. Every write names the revision the editor's form loaded;
 * the database moves the product to the next revision only from that one, so of two editors
 * saving at once the second is told (CONFLICT) and nothing is overwritten.
 */
import type { ProductContent } from '../../../contract/product-content.ts';
import type { ApiContext } from '../../core/context.ts';
import type { DataAccess } from '../../core/data-access.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import {
  assertNoIssues,
  badUserInput,
  conflict,
  notFound,
  productNotFound,
} from '../../core/errors.ts';
import type { StaffRecord } from '../staff/staff-store.ts';
import { requireStaff } from '../staff/roles.ts';
import type { Actor } from './activity-store.ts';
import { fieldText } from './field-text.ts';
import {
  FIELD_LABELS,
  changedFields,
  checkedContent,
  contentOf,
  mergeDraft,
} from '../catalogue/product-content.ts';
import { VERSION_ACTIONS, fieldList, publishReason, writeLive } from './product-writes.ts';
import { SEARCH_MAX_LENGTH } from '../../../contract/limits.ts';

export const WORKSPACE_PAGE_SIZE = 25;
const MAX_WORKSPACE_PAGE_SIZE = 100;
/** How many versions a product's history shows. */
export const HISTORY_LENGTH = 50;
/** A schedule lies in the future, at most a year ahead. */
const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

const STALE =
  'Outra pessoa salvou este produto enquanto você editava: nada foi salvo. O que você digitou continua no formulário; recarregue o produto para ver a versão atual.';

function actor(member: StaffRecord) {
  return { id: member.id, name: member.name };
}

/** A line of the activity log about product `id`. */
function recordProductChange(
  tx: DataAccess,
  who: Actor,
  action: string,
  id: string,
  summary: string,
  now: number,
): Promise<void> {
  return tx.activity.record(
    who,
    { action: `product.${action}`, subjectType: 'PRODUCT', subjectId: id, summary },
    now,
  );
}

/** Claims the product's next revision or throws CONFLICT (NOT_FOUND for an unknown id). */
async function claim(tx: DataAccess, id: string, revision: number): Promise<void> {
  if (await tx.products.claimRevision(id, revision)) return;
  if (!(await tx.products.byId(id))) throw productNotFound();
  throw conflict(STALE);
}

/** The product as the workspace shows it: live content, draft, schedule and history. */
async function workspaceProduct(ctx: ApiContext, id: string) {
  const live = await ctx.data.products.byId(id);
  if (!live) throw productNotFound();
  const [draft, schedule, versions] = await Promise.all([
    ctx.data.workspace.draft(id),
    ctx.data.workspace.schedule(id),
    ctx.data.workspace.versions(id, HISTORY_LENGTH),
  ]);
  const liveContent = contentOf(live);
  return {
    id,
    revision: live.revision,
    live: liveContent,
    draft: draft && {
      content: draft.content,
      savedBy: draft.savedByName,
      savedAt: draft.savedAt,
      changedFields: changedFields(draft.base, draft.content).map((change) => change.field),
      /** What publishing it would put online. */
      result: mergeDraft(liveContent, draft.base, draft.content),
    },
    schedule: schedule && { action: schedule.action, at: schedule.runAt, by: schedule.staffName },
    versions,
  };
}

export const workspaceResolvers = {
  Query: {
    async backofficeProducts(_, args, ctx) {
      await requireStaff(ctx, 'CATALOGUE');
      const page = args.page ?? 1;
      const pageSize = args.pageSize ?? WORKSPACE_PAGE_SIZE;
      const search = args.search ?? '';
      assertNoIssues([
        ...(page < 1 || page > 100_000
          ? [{ field: 'page', message: 'Página inválida: a primeira página é 1.' }]
          : []),
        ...(pageSize < 1 || pageSize > MAX_WORKSPACE_PAGE_SIZE
          ? [
              {
                field: 'pageSize',
                message: `Use de 1 a ${MAX_WORKSPACE_PAGE_SIZE} itens por página.`,
              },
            ]
          : []),
        ...(search.length > SEARCH_MAX_LENGTH
          ? [
              {
                field: 'search',
                message: `A busca deve ter no máximo ${SEARCH_MAX_LENGTH} caracteres.`,
              },
            ]
          : []),
      ]);
      const { rows, total } = await ctx.data.workspace.list(
        { search, status: args.status ?? null },
        (page - 1) * pageSize,
        pageSize,
      );
      return {
        items: rows.map((row) => ({
          ...row,
          schedule:
            row.scheduledAction === null || row.scheduledAt === null
              ? null
              : { action: row.scheduledAction, at: row.scheduledAt, by: '' },
        })),
        total,
        page,
        pageSize,
        totalPages: Math.ceil(total / pageSize),
      };
    },

    async backofficeProduct(_, args, ctx) {
      await requireStaff(ctx, 'CATALOGUE');
      return workspaceProduct(ctx, args.id);
    },
  },

  Mutation: {
    async saveProductDraft(_, args, ctx) {
      const member = await requireStaff(ctx, 'CATALOGUE');
      const content = checkedContent(args.input, await ctx.loaders.categories());
      const who = actor(member);
      const id = await ctx.data.transaction(async (tx) => {
        if (args.id == null) {
          // A new product exists from its first draft, out of the shop until it is published.
          const created = await tx.products.create(
            () => ({
              ...content,
              is_published: false,
              attributes: [],
            }),
            ctx.now,
          );
          const base = contentOf(created);
          await tx.workspace.putDraft(created.id, { base, content }, who, ctx.now);
          await recordProductChange(
            tx,
            who,
            'draft',
            created.id,
            `Criou o produto ${created.id} (${content.name}) como rascunho.`,
            ctx.now,
          );
          return created.id;
        }
        const productId = args.id;
        await claim(tx, productId, args.revision ?? -1);
        const live = await tx.products.lockForEdit(productId);
        if (!live) throw productNotFound();
        const earlier = await tx.workspace.draft(productId);
        const base = earlier?.base ?? contentOf(live);
        await tx.workspace.putDraft(productId, { base, content }, who, ctx.now);
        const changed = changedFields(base, content);
        await recordProductChange(
          tx,
          who,
          'draft',
          productId,
          `Salvou o rascunho do produto ${productId} (${content.name})${changed.length ? `: ${fieldList(changed)}` : ', sem mudanças'}.`,
          ctx.now,
        );
        return productId;
      });
      return workspaceProduct(ctx, id);
    },

    async publishProductDraft(_, args, ctx) {
      const member = await requireStaff(ctx, 'CATALOGUE');
      const who = actor(member);
      const { changes } = await ctx.data.transaction(async (tx) => {
        await claim(tx, args.id, args.revision);
        const draft = await tx.workspace.draft(args.id);
        if (!draft) throw notFound('Este produto não tem rascunho para publicar.');
        const live = await tx.products.lockForEdit(args.id);
        if (!live) throw productNotFound();
        const next = mergeDraft(contentOf(live), draft.base, draft.content);
        const written = await writeLive(tx, args.id, next, who, 'PUBLISH', ctx.now, ctx.mailer);
        await tx.workspace.deleteDraft(args.id);
        return written;
      });
      if (changes.length > 0) {
        void ctx.publish([args.id], publishReason(`Publicar produto ${args.id}`, who));
      }
      return workspaceProduct(ctx, args.id);
    },

    async discardProductDraft(_, args, ctx) {
      const member = await requireStaff(ctx, 'CATALOGUE');
      await ctx.data.transaction(async (tx) => {
        await claim(tx, args.id, args.revision);
        await tx.workspace.deleteDraft(args.id);
        await recordProductChange(
          tx,
          actor(member),
          'discard',
          args.id,
          `Descartou o rascunho do produto ${args.id}.`,
          ctx.now,
        );
      });
      return workspaceProduct(ctx, args.id);
    },

    async scheduleProduct(_, args, ctx) {
      const member = await requireStaff(ctx, 'CATALOGUE');
      if (!(args.at > ctx.now) || args.at > ctx.now + MAX_SCHEDULE_AHEAD_MS) {
        throw badUserInput([
          { field: 'at', message: 'Escolha uma data e hora no futuro, até um ano à frente.' },
        ]);
      }
      await ctx.data.transaction(async (tx) => {
        await claim(tx, args.id, args.revision);
        const draft = args.action === 'PUBLISH' ? await tx.workspace.draft(args.id) : null;
        if (args.action === 'PUBLISH' && !draft) {
          throw badUserInput([
            { field: 'action', message: 'Salve um rascunho antes de agendar sua publicação.' },
          ]);
        }
        await tx.workspace.putSchedule(
          args.id,
          args.action,
          args.at,
          draft,
          actor(member),
          ctx.now,
        );
        const when = new Date(args.at).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
        await recordProductChange(
          tx,
          actor(member),
          'schedule',
          args.id,
          args.action === 'PUBLISH'
            ? `Agendou a publicação do rascunho do produto ${args.id} para ${when}.`
            : `Agendou a saída da loja do produto ${args.id} para ${when}.`,
          ctx.now,
        );
      });
      return workspaceProduct(ctx, args.id);
    },

    async cancelProductSchedule(_, args, ctx) {
      const member = await requireStaff(ctx, 'CATALOGUE');
      await ctx.data.transaction(async (tx) => {
        await claim(tx, args.id, args.revision);
        if (await tx.workspace.closeSchedule(args.id, `Cancelado por ${member.name}.`, ctx.now)) {
          await recordProductChange(
            tx,
            actor(member),
            'unschedule',
            args.id,
            `Cancelou o agendamento do produto ${args.id}.`,
            ctx.now,
          );
        }
      });
      return workspaceProduct(ctx, args.id);
    },

    async restoreProductVersion(_, args, ctx) {
      const member = await requireStaff(ctx, 'CATALOGUE');
      await ctx.data.transaction(async (tx) => {
        await claim(tx, args.id, args.revision);
        const version = await tx.workspace.version(args.id, args.version);
        if (!version) throw notFound('Versão não encontrada.');
        const live = await tx.products.lockForEdit(args.id);
        if (!live) throw productNotFound();
        const liveContent = contentOf(live);
        const earlier = await tx.workspace.draft(args.id);
        // Stock follows the sales, not the history: the draft keeps today's.
        const content: ProductContent = { ...version.snapshot, quantity: liveContent.quantity };
        await tx.workspace.putDraft(
          args.id,
          { base: earlier?.base ?? liveContent, content },
          actor(member),
          ctx.now,
        );
        await recordProductChange(
          tx,
          actor(member),
          'restore',
          args.id,
          `Restaurou a versão ${version.number} do produto ${args.id} (${content.name}) em um rascunho.`,
          ctx.now,
        );
      });
      return workspaceProduct(ctx, args.id);
    },
  },

  ProductContentView: {
    category: async (content, _, ctx) =>
      (await ctx.loaders.categories()).get(content.categoryId) ?? null,
  },

  ProductVersion: {
    actionLabel: (version) => VERSION_ACTIONS[version.action],
    by: (version) => version.staffName,
    changes: async (version, _, ctx) => {
      const categories = await ctx.loaders.categories();
      return version.changes.map((change) => ({
        field: change.field,
        label: FIELD_LABELS[change.field],
        from: fieldText(change.field, change.from, categories),
        to: fieldText(change.field, change.to, categories),
      }));
    },
  },
} satisfies Resolvers;
