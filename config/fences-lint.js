// @ts-check
/**
 * The fences of config/fences.js as an ESLint rule (`fences/imports`): every import, re-export
 * and dynamic import of a file is judged by `fenceCrossing`, the same function the import-graph
 * test applies to the whole repository, so the editor and the test give one answer.
 */
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fenceCrossing, importedPath, ROOT } from './fences.js';

const ROOT_PATH = fileURLToPath(ROOT);

/**
 * The repository path of the file ESLint lints, or null outside the repository. A `<script>` of
 * an .astro file is linted as a virtual file inside it (`Page.astro/1_1.ts`): it is the .astro's.
 * @param {string} filename
 */
function repositoryPath(filename) {
  const path = relative(ROOT_PATH, filename.replace(/(\.astro)\/[^/]+$/, '$1'));
  return path.startsWith('..') ? null : path.split(sep).join('/');
}

/** @type {import('eslint').Rule.RuleModule} */
const importFences = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports stay inside the fences declared in config/fences.js.' },
    schema: [],
  },
  create(context) {
    const file = repositoryPath(context.filename);
    if (file === null) return {};
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = importedPath(file, source.value);
      const crossing = target === null ? null : fenceCrossing(file, target);
      if (crossing !== null) context.report({ node: source, message: crossing });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const fencesPlugin = { rules: { imports: importFences } };
