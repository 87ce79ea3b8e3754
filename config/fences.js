// @ts-check
/**
 * The fences of the repository, declared once. Every top-level folder holding code is a home
 * (one running process, or what several of them share); every folder of `api/modules/` is one
 * of the API's domains. The lint (eslint.config.js) refuses an import that crosses a fence as it
 * is typed, and tests/architecture/import-graph.test.ts checks every import of the repository
 * with the same `fenceCrossing`, and that no import closes a cycle.
 *
 * No npm imports and no TypeScript: ESLint loads this on plain Node.
 */
import { existsSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';

/** The top of the repository. */
export const ROOT = new URL('../', import.meta.url);
/** The configuration files at the top (astro.config.mjs, eslint.config.js…): tooling, not a home. */
export const ROOT_FILES = '(top)';
/** Folders at the top that hold what tools write (builds, reports), never source. */
const OUTPUT_FOLDERS = /^(node_modules|dist|dist-.*|test-results|playwright-report)$/;
/** Every home, for the ones that may import anything. */
const ANY = '*';

/**
 * The homes whose code each home may import besides its own. A test (a `*.test.ts(x)` file, or
 * anything under tests/) may also import the homes in `tests`, by default tests/, mocks/ and the
 * configuration files at the top.
 * @type {Readonly<Record<string, { readonly imports: readonly string[] | typeof ANY, readonly tests?: readonly string[] }>>}
 */
export const HOMES = {
  /** What two processes agree on: imports nothing of the project (npm packages are fine). */
  contract: { imports: [] },
  /** Settings and hosting rules, read by every process (its tests check how they read them). */
  config: { imports: ['contract'], tests: ['tests', 'mocks', 'runtime', ROOT_FILES] },
  /** Process plumbing shared by the processes. */
  runtime: { imports: ['config', 'contract'] },
  /** The GraphQL API: never the site, mocks/, the publisher, the back office or the CLIs. */
  api: { imports: ['config', 'contract', 'runtime'] },
  /** The storefront knows the API by its URL only (mock mode has a door, SITE_DOORS). */
  src: { imports: ['config', 'contract'], tests: ['tests', ROOT_FILES] },
  /** Stand-ins: the real API wired to the seed and the stand-in providers. */
  mocks: { imports: ['api', 'config', 'contract', 'runtime'] },
  /** Builds the site (the storefront's build code) and publishes it. */
  publisher: { imports: ['config', 'contract', 'runtime', 'src'] },
  /** Its pages reuse the site's design system, form kit and rich-text editor. */
  backoffice: { imports: ['config', 'contract', 'runtime', 'src'] },
  'site-server': { imports: ['config', 'contract', 'runtime'] },
  /** Command-line tools and the local supervisor start every process. */
  scripts: {
    imports: ['api', 'backoffice', 'config', 'contract', 'mocks', 'publisher', 'runtime', 'src'],
  },
  tests: { imports: ANY },
  [ROOT_FILES]: { imports: ANY },
};

const TEST_IMPORTS = ['tests', 'mocks', ROOT_FILES];

/**
 * Single files that may import a home their own home may not: mock mode's transport is the one
 * module of the site that reaches the in-browser API (and only the build with PUBLIC_MOCK holds it).
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const SITE_DOORS = {
  'src/lib/api/transport-mock.ts': ['mocks'],
};

/** Where the API's domains live. */
export const API_MODULES_DIR = 'api/modules';

/**
 * The modules an API domain lets the other domains import, named without their extension; the
 * rest of it is its own business. A domain not listed here exposes nothing. Add a module only
 * when another domain really needs it, and keep the domains acyclic (the import-graph test
 * fails on a cycle). The API's core, HTTP layer, database code and tests are not domains: they
 * may import any module.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const API_PUBLIC_MODULES = {
  account: ['customer-store', 'known-browsers', 'new-password', 'password-hash', 'sessions'],
  alerts: ['stock-alerts'],
  backoffice: ['product-writes'],
  cards: ['saved-cards'],
  catalogue: ['category-store', 'find-product', 'product-content', 'product-store', 'text'],
  messages: ['mailer', 'notices', 'render-email'],
  orders: [
    'cancel-pedido',
    'expiry',
    'order-status-labels',
    'partial-refunds',
    'reais',
    'request-resolvers',
    'request-store',
  ],
  staff: ['roles', 'staff-notices', 'staff-store'],
};

export const CODE = /\.(ts|tsx|mts|js|mjs|astro)$/;
const TEST = /\.test\.tsx?$/;

/**
 * The home of a repository path (POSIX, relative to the top): its first folder, or ROOT_FILES.
 * @param {string} path
 */
export function homeOf(path) {
  const slash = path.indexOf('/');
  return slash === -1 ? ROOT_FILES : path.slice(0, slash);
}

/**
 * Whether `path` is test code: a test file, or anything under tests/.
 * @param {string} path
 */
export function isTestCode(path) {
  return homeOf(path) === 'tests' || TEST.test(path);
}

/**
 * The API domain and the module (its path inside the domain, without the extension) of `path`,
 * or null outside api/modules/.
 * @param {string} path
 */
function apiModuleOf(path) {
  const match = new RegExp(`^${API_MODULES_DIR}/([^/]+)/(.+)$`).exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { domain: match[1], module: match[2].replace(CODE, '') };
}

/**
 * Why the file `from` may not import `to` (both repository paths, POSIX, relative to the top;
 * `to` with or without its extension), or null when it may.
 * @param {string} from
 * @param {string} to
 * @returns {string | null}
 */
export function fenceCrossing(from, to) {
  const source = homeOf(from);
  const target = homeOf(to);
  if (source !== target) {
    const home = HOMES[source];
    if (home === undefined) return `${source}/ is no home: declare it in HOMES (config/fences.js).`;
    const allowed = [
      ...(home.imports === ANY ? [target] : home.imports),
      ...(isTestCode(from) ? (home.tests ?? TEST_IMPORTS) : []),
      ...(SITE_DOORS[from] ?? []),
    ];
    if (!allowed.includes(target)) {
      const name = target === ROOT_FILES ? to : `${target}/`;
      const homes = home.imports === ANY ? 'anything' : home.imports.join(', ') || 'nothing';
      return `${source}/ may not import ${name}: of the other homes it imports ${homes} (HOMES in config/fences.js).`;
    }
    return null;
  }
  const user = apiModuleOf(from);
  const used = apiModuleOf(to);
  if (!user || !used || user.domain === used.domain || isTestCode(from)) return null;
  const open = API_PUBLIC_MODULES[used.domain] ?? [];
  if (open.includes(used.module)) return null;
  return `${used.module} is private to the API's ${used.domain} domain: other domains import only its public modules (${open.join(', ') || 'none'}; API_PUBLIC_MODULES in config/fences.js).`;
}

/**
 * The repository path an import specifier names, from the file `from`: relative specifiers and
 * the site's `~/` alias; null for packages and virtual modules. A query (`?raw`) is dropped.
 * @param {string} from
 * @param {string} specifier
 * @returns {string | null}
 */
export function importedPath(from, specifier) {
  const bare = specifier.replace(/\?.*$/, '');
  if (bare.startsWith('~/')) return `src/${bare.slice(2)}`;
  if (!bare.startsWith('./') && !bare.startsWith('../')) return null;
  return posix.normalize(posix.join(posix.dirname(from), bare));
}

/**
 * What is wrong with the declarations against the folders under `root` (a URL of the top):
 * homes holding code that HOMES does not declare, and API_PUBLIC_MODULES naming a domain or a
 * module that does not exist. Empty when they agree.
 * @param {URL} root
 * @returns {string[]}
 */
export function declarationProblems(root) {
  const problems = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || !isSourceFolder(entry.name)) continue;
    if (!(entry.name in HOMES) && holdsCode(new URL(`${entry.name}/`, root))) {
      problems.push(`${entry.name}/ holds code but is no home: declare it in HOMES.`);
    }
  }
  for (const name of Object.keys(HOMES)) {
    if (name !== ROOT_FILES && !existsSync(new URL(`${name}/`, root))) {
      problems.push(`HOMES declares ${name}/, which is no folder.`);
    }
  }
  const modules = new URL(`${API_MODULES_DIR}/`, root);
  for (const [domain, names] of Object.entries(API_PUBLIC_MODULES)) {
    const folder = new URL(`${domain}/`, modules);
    if (!existsSync(folder)) {
      problems.push(
        `API_PUBLIC_MODULES names "${domain}", which is no folder of ${API_MODULES_DIR}/.`,
      );
      continue;
    }
    const files = readdirSync(folder).filter((file) => CODE.test(file));
    for (const name of names) {
      if (!files.some((file) => file.replace(CODE, '') === name)) {
        problems.push(`API_PUBLIC_MODULES lists "${domain}/${name}", which is no file.`);
      }
    }
  }
  return problems;
}

/**
 * Whether a folder may hold source: not hidden (.git, .astro, .data…) nor tools' output.
 * @param {string} name
 */
export function isSourceFolder(name) {
  return !name.startsWith('.') && !OUTPUT_FOLDERS.test(name);
}

/** @param {URL} folder */
function holdsCode(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true }).some(
    (entry) => entry.isFile() && CODE.test(entry.name),
  );
}
