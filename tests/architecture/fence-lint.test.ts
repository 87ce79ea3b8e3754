/**
 * The fences hold at edit time: imports written in a file of each home, and of each API domain,
 * are linted through the project's real ESLint configuration, whose `fences/imports` rule must
 * refuse exactly the ones config/fences.js forbids, in every kind of file the homes hold.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_MODULES_DIR,
  API_PUBLIC_MODULES,
  HOMES,
  ROOT,
  ROOT_FILES,
} from '../../config/fences.js';

const homes = Object.keys(HOMES).filter((home) => home !== ROOT_FILES);
const domains = readdirSync(new URL(`${API_MODULES_DIR}/`, ROOT), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: fileURLToPath(ROOT) });
});

/** The lines of `text`, linted as the repository file `file`, that the fences refuse. */
async function refusedLines(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: fileURLToPath(new URL(file, ROOT)) });
  if (result === undefined) throw new Error(`ESLint gave no result for ${file}`);
  const lines = text.split('\n');
  return result.messages
    .filter((message) => message.ruleId === 'fences/imports')
    .map((message) => lines[message.line - 1] ?? `line ${message.line}`);
}

/** The imports, one a line, that the fences refuse in the repository file `file`. */
function refused(file: string, imports: readonly string[]): Promise<string[]> {
  return refusedLines(file, `${imports.join('\n')}\n`);
}

/** An import, from a file one folder deep in its home, of a file of `home`. */
const importOf = (home: string) => `import '../${home}/module.ts';`;

describe('the fences between homes', () => {
  it('keep the API off the site, mocks/, the publisher, the back office and the CLIs', async () => {
    const imports = ['src', 'mocks', 'publisher', 'backoffice', 'site-server', 'scripts'].map(
      (home) => `import '../../${home}/module.ts';`,
    );
    imports.push("import '~/lib/paths';");
    expect(await refused('api/core/probe.ts', imports)).toEqual(imports);
  });

  it('keep the site off the API, and off mocks/ but through its one door', async () => {
    const api = "import '../../../api/server.ts';";
    const mocks = "import '../../../mocks/demo/browser-api.ts';";
    expect(await refused('src/lib/api/probe.ts', [api, mocks])).toEqual([api, mocks]);
    expect(await refused('src/lib/api/transport-mock.ts', [api, mocks])).toEqual([api]);
  });

  it('keep contract/ off every other home', async () => {
    const imports = homes.filter((home) => home !== 'contract').map(importOf);
    imports.push("import '~/lib/paths';", "import '../eslint.config.js';");
    expect(await refused('contract/probe.ts', imports)).toEqual(imports);
  });

  it('keep the code the processes run off tests/, which their tests may use', async () => {
    for (const home of homes.filter((name) => name !== 'tests')) {
      const imports = [`import '../tests/support/module.ts';`];
      expect(await refused(`${home}/probe.ts`, imports)).toEqual(imports);
      expect(await refused(`${home}/probe.test.ts`, imports)).toEqual([]);
    }
  });

  it.each(homes)('let %s/ import the homes HOMES gives it, and refuse the others', async (home) => {
    const { imports: allowed } = HOMES[home] ?? { imports: [] };
    const others = homes.filter((other) => other !== home);
    const forbidden = others.filter((other) => allowed !== '*' && !allowed.includes(other));
    expect(await refused(`${home}/probe.ts`, others.map(importOf))).toEqual(
      forbidden.map(importOf),
    );
  });

  it('hold in every kind of file: .tsx, .mjs, and an .astro frontmatter and script', async () => {
    const api = "import '../../../api/server.ts';";
    expect(await refused('src/features/cart/Probe.tsx', [api])).toEqual([api]);
    expect(await refused('src/features/cart/probe.mjs', [api])).toEqual([api]);
    const astro = `---\n${api}\n---\n<p>x</p>\n<script>\n  ${api}\n</script>\n`;
    expect(await refusedLines('src/features/cart/Probe.astro', astro)).toEqual([api, `  ${api}`]);
  });
});

describe("the fences between the API's domains", () => {
  it('find the domains', () => {
    expect(domains).toEqual(expect.arrayContaining(['account', 'catalogue', 'orders']));
  });

  describe.each(domains)('api/modules/%s', (domain) => {
    const file = `${API_MODULES_DIR}/${domain}/probe.ts`;
    const others = domains.filter((other) => other !== domain);

    it("may not import the other domains' private modules", async () => {
      const imports = others.map((other) => `import '../${other}/not-public.ts';`);
      expect(await refused(file, imports)).toEqual(imports);
    });

    it('may import its own modules and the public modules of the others', async () => {
      const imports = [
        "import './not-public.ts';",
        ...others.flatMap((other) =>
          (API_PUBLIC_MODULES[other] ?? []).map((module) => `import '../${other}/${module}.ts';`),
        ),
      ];
      expect(await refused(file, imports)).toEqual([]);
    });
  });
});
