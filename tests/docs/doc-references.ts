/**
 * The repository paths a Markdown document names: in links (`[text](target)`, relative to the
 * document's folder) and in code (inline spans and fenced blocks, relative to the repository's
 * root). In code, a word counts as a path only when it starts with one of the repository's
 * top-level entries and holds a `/` or is that entry itself with a file extension, so commands,
 * URL paths, settings and package names are left alone. A path written with a placeholder or a
 * glob (`api/modules/<domain>/`, `tests/e2e/*.spec.ts`) is checked up to its last literal folder.
 */
import { dirname, join, normalize } from 'node:path';

export interface DocReference {
  /** The path from the repository's root, without anchor. */
  readonly path: string;
  /** A link's `#anchor`, when it has one. */
  readonly anchor?: string;
  /** The line of the document it is on, from 1. */
  readonly line: number;
  /** As the document writes it. */
  readonly written: string;
}

const FENCE = /^\s*(```|~~~)/;
const INLINE_CODE = /(`+)(.+?)\1(?!`)/g;
const LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;
/** A segment from which the rest is not a literal name: a glob, a placeholder, an ellipsis. */
const NOT_LITERAL = /[*?<>{}$…]|\.\.\./;

/** The literal part of `word` that names a repository path, or undefined when it names none. */
function repositoryPath(word: string, topLevel: ReadonlySet<string>): string | undefined {
  const trimmed = word.replace(/^[("'[]+/, '').replace(/[)"',;:.\]]+$/, '');
  const withoutAnchor = trimmed.replace(/#.*$/, '').replace(/^\.\//, '');
  const segments = withoutAnchor.split('/');
  const [first = ''] = segments;
  if (!topLevel.has(first)) return undefined;
  if (segments.length === 1 && !/\.\w+$/.test(first)) return undefined;
  const literal: string[] = [];
  for (const segment of segments) {
    if (NOT_LITERAL.test(segment)) return `${literal.join('/')}/`;
    literal.push(segment);
  }
  return literal.join('/');
}

/** Every repository path `markdown` (the file `docPath`, from the root) names. */
export function docReferences(
  markdown: string,
  docPath: string,
  topLevel: ReadonlySet<string>,
): DocReference[] {
  const found: DocReference[] = [];
  const fromCode = (text: string, line: number) => {
    for (const word of text.split(/\s+/)) {
      const path = repositoryPath(word, topLevel);
      if (path !== undefined) found.push({ path, line, written: word });
    }
  };
  let inFence = false;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (FENCE.test(text)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return fromCode(text, line);
    for (const [, , code = ''] of text.matchAll(INLINE_CODE)) fromCode(code, line);
    for (const [, target = ''] of text.replace(INLINE_CODE, '').matchAll(LINK)) {
      if (EXTERNAL.test(target)) continue;
      const [file = '', anchor] = target.split('#');
      const path = file === '' ? docPath : normalize(join(dirname(docPath), file));
      found.push({ path, anchor: anchor || undefined, line, written: target });
    }
  });
  return found;
}

/** The anchors GitHub gives a document's headings: lower case, punctuation dropped, `-` for spaces. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const text of markdown.split('\n')) {
    if (FENCE.test(text)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(text);
    if (!heading) continue;
    const slug = (heading[1] ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}
