/**
 * The home content a preview build sees: with `X-Preview: home` (contract/preview.ts), the home
 * page's draft, for staff who may edit the content (anyone else: UNAUTHENTICATED or FORBIDDEN).
 */
import type { ApiContext } from '../../core/context.ts';
import { requestedPreview } from '../../core/preview-request.ts';
import { requireStaff } from '../staff/roles.ts';

/** The home content's draft, when the request previews it; else null. */
export async function previewedHomeDraft(ctx: ApiContext): Promise<unknown> {
  if (requestedPreview(ctx)?.kind !== 'home') return null;
  await requireStaff(ctx, 'CONTENT');
  return (await ctx.data.content.page('home')).draft;
}
