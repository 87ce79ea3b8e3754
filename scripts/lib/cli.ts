import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultOutDir } from './paths.ts';

/**
 * The one option the orchestration scripts share: `--out-dir <folder>`, the site folder to build
 * into or serve (default `dist/`). The end-to-end tests use their own so they never replace the
 * `dist/` a developer is serving.
 */
export function outDirFromArgs(args: string[] = process.argv.slice(2)): string {
  const { values } = parseArgs({ args, options: { 'out-dir': { type: 'string' } } });
  return values['out-dir'] ? resolve(values['out-dir']) : defaultOutDir;
}
