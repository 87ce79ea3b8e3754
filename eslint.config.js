// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { declarationProblems, ROOT } from './config/fences.js';
import { fencesPlugin } from './config/fences-lint.js';

/**
 * Text from the API, a customer or a staff member reaches the page, the site's or the back
 * office's, as text, or as rich text through src/lib/sanitize-html.ts. These are the ways around
 * that; each kind has one reviewed door, and the back office goes through the site's.
 */
const HTML_SINKS = {
  react: {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message:
      'Raw HTML only through RichTextContent (src/features/editor), which sanitizes it; render text as {text}.',
  },
  astro: {
    selector: "JSXAttribute[name.namespace.name='set'][name.name.name='html']",
    message:
      'set:html only in JsonLdScript.astro (JSON escaped for <script>) and StaticRichText.astro (sanitized); render text as {text}.',
  },
  domProperty: {
    selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML|srcdoc)$/]',
    message:
      'Do not write HTML into the DOM: set textContent, or render rich text with RichTextContent.',
  },
  domCall: {
    selector: [
      'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|setHTMLUnsafe|parseHTMLUnsafe)$/]',
      "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
    ].join(', '),
    message:
      'Do not parse HTML into the page: create elements, or render rich text with RichTextContent.',
  },
};
/**
 * Route literals: every link target comes from src/lib/paths.ts, so a route is renamed in one
 * place. `\x2F` is `/` (esquery's regular expressions cannot hold a slash).
 */
const ROUTES = 'painel|produtos|login|registro|recuperar-senha|privacidade|carrinho|finalizar';
const ROUTE_LITERALS = {
  selector: [
    `Literal[value=/^\\x2F(${ROUTES})(\\x2F|[?#]|$)/]`,
    `TemplateElement[value.raw=/^\\x2F(${ROUTES})(\\x2F|[?#]|$)/]`,
    "JSXAttribute > Literal[value='/']",
    "CallExpression[callee.name='leavePage'] > Literal[value='/']",
  ].join(', '),
  message:
    "Link to a route through src/lib/paths.ts (e.g. PAINEL_PATH, productPath(id)), not a literal like '/painel'.",
};
const PATHS_MODULE = 'src/lib/paths.ts';

/** The one component that shows (sanitized) rich text, and the one JSON-LD block. */
const SANITIZED_HTML = 'src/features/editor/RichTextContent.tsx';
const JSON_LD = 'src/features/seo/JsonLdScript.astro';
/** Rich text sanitized at build time (product descriptions). */
const STATIC_RICH_TEXT = 'src/features/editor/StaticRichText.astro';

/**
 * `no-restricted-syntax` with every HTML sink but the `allowed` ones, and the route literals
 * unless `routes` is false.
 * @param {{ allowed?: string[], routes?: boolean }} options
 * @returns {import('eslint').Linter.RulesRecord}
 */
function restrictedSyntax({ allowed = [], routes = true } = {}) {
  const forbidden = Object.entries(HTML_SINKS).filter(([kind]) => !allowed.includes(kind));
  const entries = forbidden.map(([, sink]) => sink);
  return { 'no-restricted-syntax': ['error', ...entries, ...(routes ? [ROUTE_LITERALS] : [])] };
}

/** zod comes through src/lib/zod.ts, set up for the CSP (no eval probe). */
const IMPORT_RULES = {
  paths: ['zod', 'zod/mini'].map((name) => ({
    name,
    message: "Import { z } from '~/lib/zod': it sets zod up for the CSP.",
  })),
};

// The homes and API domains the fences name must be the folders on disk (config/fences.js).
const fenceProblems = declarationProblems(ROOT);
if (fenceProblems.length > 0) throw new Error(fenceProblems.join('\n'));

/**
 * The session cookie has one owner: the session feature writes, reads and clears it, and the
 * API client reads it for `{ auth: true }` requests. Everyone else asks `hasSessionToken()`.
 */
const TOKEN_COOKIE_ACCESS = {
  group: ['**/session-token', '**/session-token.ts'],
  importNames: ['readToken', 'writeToken', 'clearToken'],
  message:
    'Only the session feature and the API client touch the token: call the API with { auth: true }, or ask hasSessionToken().',
};
const TOKEN_COOKIE_OWNERS = [
  'src/features/session/**',
  'src/lib/api/api.ts',
  'src/lib/session-token.test.ts',
];

/**
 * `no-restricted-imports` with the site-wide rules and the `extra` patterns.
 * @param {...object} extra
 * @returns {import('eslint').Linter.RulesRecord}
 */
function restrictedImports(...extra) {
  return {
    'no-restricted-imports': ['error', { paths: IMPORT_RULES.paths, patterns: extra }],
  };
}

/**
 * The layers: `src/lib/` (helpers, the API client) imports no other layer; `src/components/`
 * (shared UI) imports only `src/lib/`; a feature (`src/features/<name>/`) imports `lib/`,
 * `components/`, its own files and the public modules other features declare below;
 * `src/pages/` composes them all. `src/layouts/` is the page shell (header, footer, guard):
 * components and features that render a whole page may wrap themselves in it. Cross-feature
 * imports go through `~/`.
 */
const LIB_LAYER = {
  regex: '^(~/|(\\.\\./)+)(components|features|layouts|pages)/',
  message:
    'src/lib/ is the bottom layer: it must not import components, features, layouts or pages.',
};
const COMPONENTS_LAYER = {
  regex: '^(~/|(\\.\\./)+)(features|pages)/',
  message: 'Shared components must not import features or pages: pass what they need as props.',
};

/** Every folder under src/features/ is a feature, fenced by the rules below without an edit here. */
const FEATURES_DIR = new URL('./src/features/', import.meta.url);
export const FEATURES = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * The modules a feature lets other features import, named without their extension; the rest
 * of it is its own business. A feature not listed here exposes nothing. Add a module only when
 * another feature really needs it (truly shared code belongs in lib/ or components/), and keep
 * the graph acyclic (src/features/feature-graph.test.ts fails on a cycle between features).
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const FEATURE_PUBLIC_MODULES = {
  cart: ['AddToCart', 'CartLink', 'ProductFreight'],
  editor: ['RichTextContent', 'RichTextEditor', 'StaticRichText'],
  // The card form's pieces the painel's saved cards and the checkout's card payment share.
  payments: ['CardFields', 'card-gateway', 'card-schema', 'card-view'],
  favorites: ['FavoriteToggle', 'FavoritesPanel', 'store'],
  profile: ['ProfilePanel'],
  requests: ['RequestsPanel', 'request-view', 'requests-api'],
  returns: ['AfterSaleActions'],
  reviews: ['ReviewAction', 'ProductReviews', 'ReviewPagesView', 'product-ratings', 'review-pages'],
  'live-stock': ['live-stock-signal'],
  seo: ['json-ld', 'meta'],
  session: ['store', 'navigation', 'use-known-customer', 'use-captcha'],
  'stock-alerts': ['StockAlert', 'CancelStockAlert'],
  tickets: ['TicketsPanel', 'read-marks'],
};

const MODULE_EXTENSIONS = ['.ts', '.tsx', '.astro'];

// A declaration that names no feature folder or no file is a typo or a leftover: say so here
// rather than let it open a door to nothing.
for (const [name, modules] of Object.entries(FEATURE_PUBLIC_MODULES)) {
  if (!FEATURES.includes(name)) {
    throw new Error(`FEATURE_PUBLIC_MODULES names "${name}", which is no folder of src/features/.`);
  }
  for (const module of modules) {
    const found = MODULE_EXTENSIONS.some((ext) =>
      existsSync(new URL(`${name}/${module}${ext}`, FEATURES_DIR)),
    );
    if (!found) {
      throw new Error(`FEATURE_PUBLIC_MODULES lists "${name}/${module}", which is no file.`);
    }
  }
}

export const FEATURE_BOUNDARY_MESSAGE =
  "A feature imports lib/, components/, its own files and other features' public modules (FEATURE_PUBLIC_MODULES in eslint.config.js) through ~/.";

/**
 * What feature `name` must not import: pages, and other features' private modules
 * (also through a relative `../other/` path).
 * @param {string} name
 */
function featureBoundary(name) {
  const allowed = Object.entries(FEATURE_PUBLIC_MODULES)
    .filter(([other]) => other !== name)
    .map(([other, modules]) => `${other}/(${modules.join('|')})(\\.(tsx?|astro))?$`);
  return {
    regex: `^(~/pages/|~/features/(?!${[`${name}/`, ...allowed].join('|')})|\\.\\./[^.])`,
    message: FEATURE_BOUNDARY_MESSAGE,
  };
}

/** One `no-restricted-imports` config per feature folder; the session feature owns the token. */
const featureConfigs = FEATURES.map((name) => ({
  files: [`src/features/${name}/**/*.{ts,tsx,astro}`],
  rules:
    name === 'session'
      ? restrictedImports(featureBoundary(name))
      : restrictedImports(TOKEN_COOKIE_ACCESS, featureBoundary(name)),
}));

export default defineConfig(
  {
    ignores: [
      '**/dist/',
      '**/.astro/',
      'node_modules/',
      '.cache/',
      'test-results/',
      'playwright-report/',
      'src/lib/graphql/generated/',
      'api/core/generated/',
      'backoffice/src/lib/graphql/generated/',
      'publisher/generated/',
    ],
  },
  js.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  { files: ['**/*.tsx'], ...reactHooks.configs.flat.recommended },
  // Between the homes, and between the API's domains (config/fences.js).
  {
    files: ['**/*.{js,mjs,ts,tsx,astro}'],
    plugins: { fences: fencesPlugin },
    rules: { 'fences/imports': 'error' },
  },
  { files: ['src/**/*.{ts,tsx,astro}'], rules: restrictedImports(TOKEN_COOKIE_ACCESS) },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    ignores: TOKEN_COOKIE_OWNERS,
    rules: restrictedImports(TOKEN_COOKIE_ACCESS, LIB_LAYER),
  },
  {
    files: TOKEN_COOKIE_OWNERS.filter((file) => file.startsWith('src/lib/')),
    rules: restrictedImports(LIB_LAYER),
  },
  {
    files: ['src/components/**/*.{ts,tsx,astro}'],
    rules: restrictedImports(TOKEN_COOKIE_ACCESS, COMPONENTS_LAYER),
  },
  ...featureConfigs,
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['src/**/*.test.{ts,tsx}', SANITIZED_HTML, JSON_LD, STATIC_RICH_TEXT, PATHS_MODULE],
    rules: restrictedSyntax(),
  },
  { files: [SANITIZED_HTML], rules: restrictedSyntax({ allowed: ['react'] }) },
  { files: [JSON_LD, STATIC_RICH_TEXT], rules: restrictedSyntax({ allowed: ['astro'] }) },
  { files: [PATHS_MODULE], rules: restrictedSyntax({ routes: false }) },
  // The back office shows rich text through the site's RichTextContent; its routes are its own.
  {
    files: ['backoffice/**/*.{ts,tsx,astro}'],
    ignores: ['backoffice/**/*.test.{ts,tsx}'],
    rules: restrictedSyntax({ routes: false }),
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
