/**
 * A password a customer or a staff member chooses: the password rule, then the list of the
 * commonest passwords (asked only for passwords that pass the rule).
 */
import type { ApiContext } from '../../core/context.ts';
import { checkPassword } from '../../../contract/validation.ts';
import type { Outcome } from '../../../contract/validation.ts';

const COMMON_PASSWORD =
  'Esta senha está entre as mais usadas e é fácil de adivinhar: escolha outra, sem palavras comuns seguidas só de números.';

export async function checkNewPassword(ctx: ApiContext, raw: string): Promise<Outcome<string>> {
  const outcome = checkPassword(raw);
  if (!outcome.ok || !(await ctx.passwords.isCommonPassword(raw))) return outcome;
  return { ok: false, message: COMMON_PASSWORD };
}
