/**
 * The check of the mock's editor operations: the header `X-Editor-Key` must carry the setting
 * MOCK_EDITOR_KEY. Digests are compared, so the comparison takes the same time whatever prefix
 * of the key a caller guessed.
 */
import type { MockContext } from '../../api/context.ts';
import { forbidden } from '../../api/errors.ts';
import { sha256Hex } from '../../common/secrets.ts';

export const EDITOR_KEY_HEADER = 'X-Editor-Key';

/** True when the request carries the editor key. */
export function isEditor(ctx: MockContext): boolean {
  const given = ctx.headers.get(EDITOR_KEY_HEADER);
  return given !== null && sha256Hex(given) === sha256Hex(ctx.orderSettings.editorKey);
}

/** Throws `Acesso negado.` (FORBIDDEN) unless the request carries the editor key. */
export function requireEditor(ctx: MockContext): void {
  if (!isEditor(ctx)) throw forbidden('Acesso negado.');
}
