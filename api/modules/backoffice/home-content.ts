/**
 * The home page content editors change (the hero and the announcements), checked in pt-BR,
 * saved as a draft, previewed, and published: the blocks are written and the publisher rebuilds
 * the home page (the webhook names the page, no product).
 */
import type { ApiContext } from '../../core/context.ts';
import { assertNoIssues, conflict } from '../../core/errors.ts';
import type { Issue } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import type {
  Announcement,
  BackofficeHomeContent,
  Hero,
  HomeEditable,
  HomeEditableInput,
} from '../../core/generated/schema-types.ts';
import { requireStaff } from '../staff/roles.ts';
import type { StaffRecord } from '../staff/staff-store.ts';

export const HOME_PAGE = 'home';
export const MAX_ANNOUNCEMENTS = 6;

const STALE =
  'Outra pessoa salvou o conteúdo da página inicial enquanto você editava: nada foi salvo. O que você digitou continua no formulário; recarregue para ver a versão atual.';

/** A path of the shop (`/produtos`), never another site. */
const SITE_PATH = /^\/(?!\/)[\w\-./?=&%#]{0,199}$/;

function text(
  issues: Issue[],
  field: string,
  label: string,
  value: string,
  min: number,
  max: number,
): string {
  const clean = value.trim().replace(/\s+/g, ' ');
  if (clean.length < min || clean.length > max) {
    issues.push({
      field,
      message:
        min > 0
          ? `${label} deve ter entre ${min} e ${max} caracteres.`
          : `${label} deve ter no máximo ${max} caracteres.`,
    });
  }
  return clean;
}

function path(issues: Issue[], field: string, label: string, value: string): string {
  const clean = value.trim();
  if (!SITE_PATH.test(clean)) {
    issues.push({ field, message: `${label} deve ser um caminho da loja, como /produtos.` });
  }
  return clean;
}

export function checkedHome(input: HomeEditableInput): HomeEditable {
  const issues: Issue[] = [];
  const hero: Hero = {
    title: text(issues, 'hero.title', 'O título', input.hero.title, 3, 120),
    subtitle: text(issues, 'hero.subtitle', 'O subtítulo', input.hero.subtitle, 0, 300),
    ctaLabel: text(issues, 'hero.ctaLabel', 'O texto do botão', input.hero.ctaLabel, 2, 40),
    ctaHref: path(issues, 'hero.ctaHref', 'O link do botão', input.hero.ctaHref),
  };
  if (input.announcements.length > MAX_ANNOUNCEMENTS) {
    issues.push({
      field: 'announcements',
      message: `No máximo ${MAX_ANNOUNCEMENTS} avisos na página inicial.`,
    });
  }
  const announcements = input.announcements.map((announcement, i) => ({
    id: String(i + 1),
    title: text(
      issues,
      `announcements.${i}.title`,
      `O título do aviso ${i + 1}`,
      announcement.title,
      3,
      120,
    ),
    body: text(
      issues,
      `announcements.${i}.body`,
      `O texto do aviso ${i + 1}`,
      announcement.body,
      0,
      300,
    ),
    href: path(issues, `announcements.${i}.href`, `O link do aviso ${i + 1}`, announcement.href),
  }));
  assertNoIssues(issues);
  return { hero, announcements };
}

async function homeView(ctx: ApiContext): Promise<BackofficeHomeContent> {
  const [blocks, page] = await Promise.all([
    ctx.data.content.all(),
    ctx.data.content.page(HOME_PAGE),
  ]);
  // The blocks and the draft are the JSON `checkedHome` made (or the seed's, of the same shape).
  return {
    revision: page.revision,
    live: {
      hero: blocks.get('hero') as Hero,
      announcements: (blocks.get('announcements') ?? []) as readonly Announcement[],
    },
    draft: page.draft as HomeEditable | null,
    savedBy: page.savedByName,
    savedAt: page.savedAt,
  };
}

function actor(member: StaffRecord) {
  return { id: member.id, name: member.name };
}

export const homeContentResolvers = {
  Query: {
    async backofficeHomeContent(_, __, ctx) {
      await requireStaff(ctx, 'CONTENT');
      return homeView(ctx);
    },
  },

  Mutation: {
    async saveHomeContentDraft(_, args, ctx) {
      const member = await requireStaff(ctx, 'CONTENT');
      const content = checkedHome(args.input);
      await ctx.data.transaction(async (tx) => {
        if (!(await tx.content.claimRevision(HOME_PAGE, args.revision))) throw conflict(STALE);
        await tx.content.putDraft(HOME_PAGE, content, member.name, ctx.now);
        await tx.activity.record(
          actor(member),
          {
            action: 'content.draft',
            subjectType: 'CONTENT',
            subjectId: HOME_PAGE,
            summary: 'Salvou o rascunho da página inicial (destaque e avisos).',
          },
          ctx.now,
        );
      });
      return homeView(ctx);
    },

    async publishHomeContentDraft(_, args, ctx) {
      const member = await requireStaff(ctx, 'CONTENT');
      const published = await ctx.data.transaction(async (tx) => {
        if (!(await tx.content.claimRevision(HOME_PAGE, args.revision))) throw conflict(STALE);
        const { draft } = await tx.content.page(HOME_PAGE);
        if (draft === null) return false;
        const { hero, announcements } = draft as HomeEditable;
        await tx.content.setBlocks({ hero, announcements }, ctx.now);
        await tx.content.clearDraft(HOME_PAGE);
        await tx.activity.record(
          actor(member),
          {
            action: 'content.publish',
            subjectType: 'CONTENT',
            subjectId: HOME_PAGE,
            summary: 'Publicou a página inicial (destaque e avisos).',
          },
          ctx.now,
        );
        return true;
      });
      if (published) {
        void ctx.publishPages(['/'], `Publicar página inicial — ${member.name}`);
      }
      return homeView(ctx);
    },

    async discardHomeContentDraft(_, args, ctx) {
      const member = await requireStaff(ctx, 'CONTENT');
      await ctx.data.transaction(async (tx) => {
        if (!(await tx.content.claimRevision(HOME_PAGE, args.revision))) throw conflict(STALE);
        await tx.content.clearDraft(HOME_PAGE);
        await tx.activity.record(
          actor(member),
          {
            action: 'content.discard',
            subjectType: 'CONTENT',
            subjectId: HOME_PAGE,
            summary: 'Descartou o rascunho da página inicial.',
          },
          ctx.now,
        );
      });
      return homeView(ctx);
    },
  },
} satisfies Resolvers;
