/**
 * Every folder under src/features/ is fenced by the boundary lint, whether or not it declares
 * public modules: for each folder found on disk, an import of another feature's private module
 * is linted through the project's real ESLint configuration and must be refused, while that
 * feature's declared public modules stay importable.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_BOUNDARY_MESSAGE, FEATURE_PUBLIC_MODULES } from '../../eslint.config.js';

const FEATURES_DIR = import.meta.dirname;
const ROOT = join(FEATURES_DIR, '..', '..');
const SOURCE = /^(.+)\.(ts|tsx|astro)$/;

const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const publicModules = (feature: string): readonly string[] => FEATURE_PUBLIC_MODULES[feature] ?? [];

/**
 * A module of `feature` that is not public: one of its files (named without the extension), or,
 * where every file is public, a module it may add tomorrow.
 */
function privateModuleOf(feature: string): string {
  for (const file of readdirSync(join(FEATURES_DIR, feature)).sort()) {
    const name = SOURCE.exec(file)?.[1];
    if (name !== undefined && !name.endsWith('.test') && !publicModules(feature).includes(name)) {
      return name;
    }
  }
  return 'not-yet-written';
}

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The import lines of `imports`, as a file of `feature`, that the boundary rule refuses. */
async function refusedImports(feature: string, imports: readonly string[]): Promise<string[]> {
  const filePath = join(FEATURES_DIR, feature, 'boundary-probe.ts');
  const [result] = await eslint.lintText(`${imports.join('\n')}\n`, { filePath });
  if (result === undefined)
    throw new Error(`ESLint gave no result for ${relative(ROOT, filePath)}`);
  return result.messages
    .filter(
      (message) =>
        message.ruleId === 'no-restricted-imports' &&
        message.message.endsWith(FEATURE_BOUNDARY_MESSAGE),
    )
    .map((message) => imports[message.line - 1] ?? `line ${message.line}`);
}

describe('the feature boundaries', () => {
  it('finds the feature folders', () => {
    expect(features).toEqual(expect.arrayContaining(['favorites', 'live-stock', 'privacy']));
  });

  describe.each(features)('src/features/%s', (feature) => {
    const others = features.filter((other) => other !== feature);

    it("may not import the other features' private modules", async () => {
      const imports = others.flatMap((other) => [
        `import '~/features/${other}/${privateModuleOf(other)}';`,
        `import '../${other}/${privateModuleOf(other)}';`,
      ]);
      expect(await refusedImports(feature, imports)).toEqual(imports);
    });

    it('may import its own files and the public modules of the others', async () => {
      const imports = [
        `import './${privateModuleOf(feature)}';`,
        ...others.flatMap((other) =>
          publicModules(other).map((module) => `import '~/features/${other}/${module}';`),
        ),
      ];
      expect(await refusedImports(feature, imports)).toEqual([]);
    });
  });
});
