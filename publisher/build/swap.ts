/**
 * Publishes a finished build: the staged folder replaces the live one by renames only, so the
 * live folder is always either the previous complete build or the new complete one.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Moves `staged` into `target` (same filesystem). The previous `target` is renamed to `aside`
 * first and deleted once the new one is in place (left for the caller with `keepPrevious`); if
 * moving the new one in fails, it is restored.
 */
export function replaceDirectory(
  staged: string,
  target: string,
  aside: string,
  options: { keepPrevious?: boolean } = {},
): void {
  rmSync(aside, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  const hadTarget = existsSync(target);
  if (hadTarget) renameSync(target, aside);
  try {
    renameSync(staged, target);
  } catch (error) {
    if (hadTarget) renameSync(aside, target);
    throw error;
  }
  if (!options.keepPrevious) rmSync(aside, { recursive: true, force: true });
}
