/**
 * What a request previews (contract/preview.ts): nothing without the `X-Preview` header; a
 * value that names no preview is BAD_USER_INPUT. Who may see a preview is for each domain to
 * check.
 */
import { parsePreviewHeader, PREVIEW_HEADER } from '../../contract/preview.ts';
import type { PreviewTarget } from '../../contract/preview.ts';
import type { ApiContext } from './context.ts';
import { badUserInput } from './errors.ts';

export function requestedPreview(ctx: ApiContext): PreviewTarget | null {
  const header = ctx.headers.get(PREVIEW_HEADER);
  if (header === null) return null;
  const target = parsePreviewHeader(header);
  if (target !== null) return target;
  throw badUserInput([
    { field: PREVIEW_HEADER, message: 'X-Preview deve ser "home" ou "product:{id}".' },
  ]);
}
