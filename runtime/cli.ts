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

export interface BuildOptions {
  readonly outDir: string;
  /** Reuse the unchanged pages of the previous incremental build of the same output folder. */
  readonly incremental: boolean;
  /** Where to write the build's report (pages rendered and reused) as JSON. */
  readonly reportFile: string | undefined;
}

/** `scripts/build.ts`'s options: `--out-dir`, `--incremental`, `--report <file>`. */
export function buildOptionsFromArgs(args: string[] = process.argv.slice(2)): BuildOptions {
  const { values } = parseArgs({
    args,
    options: {
      'out-dir': { type: 'string' },
      incremental: { type: 'boolean', default: false },
      report: { type: 'string' },
    },
  });
  return {
    outDir: values['out-dir'] ? resolve(values['out-dir']) : defaultOutDir,
    incremental: values.incremental,
    reportFile: values.report === undefined ? undefined : resolve(values.report),
  };
}
