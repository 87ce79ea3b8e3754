/**
 * No document names a path that is not there: every repository path README.md, SECURITY.md,
 * docs/ and mocks/ write in code or link to exists, and every anchor a link names is a heading
 * of its target. A file moved or renamed fails here, naming each document line that still
 * points at the old place.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../runtime/paths.ts';
import { docReferences, headingAnchors } from './doc-references.ts';

/** The top-level names Git ignores (built output, caches, local data), as patterns. */
function ignoredTopLevel(): RegExp[] {
  return readFileSync(join(projectRoot, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
    .filter((line) => line !== '' && !line.startsWith('#') && !line.includes('/'))
    .map(
      (glob) => new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
    );
}

function repositoryTopLevel(): Set<string> {
  const ignored = [/^\.git$/, ...ignoredTopLevel()];
  return new Set(
    readdirSync(projectRoot).filter((name) => !ignored.some((pattern) => pattern.test(name))),
  );
}

const markdownIn = (folder: string) =>
  readdirSync(join(projectRoot, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${folder}/${name}`);

const DOCUMENTS = ['README.md', 'SECURITY.md', ...markdownIn('docs'), ...markdownIn('mocks')];

const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8');

function exists(path: string): boolean {
  const absolute = join(projectRoot, path);
  if (!existsSync(absolute)) return false;
  return !path.endsWith('/') || statSync(absolute).isDirectory();
}

describe('the paths the documents name', () => {
  const topLevel = repositoryTopLevel();

  it('reads every document, and finds paths in each', () => {
    expect(DOCUMENTS).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
    for (const doc of DOCUMENTS) {
      expect(docReferences(read(doc), doc, topLevel).length, doc).toBeGreaterThan(0);
    }
  });

  it.each(DOCUMENTS)('%s names only paths that exist', (doc) => {
    const missing = docReferences(read(doc), doc, topLevel)
      .filter((reference) => !exists(reference.path))
      .map((reference) => `${doc}:${reference.line}: ${reference.written}`);
    expect(missing).toEqual([]);
  });

  it.each(DOCUMENTS)('%s links only to headings that exist', (doc) => {
    const broken = docReferences(read(doc), doc, topLevel)
      .filter((reference) => reference.anchor !== undefined && exists(reference.path))
      .filter((reference) => reference.path.endsWith('.md'))
      .filter((reference) => !headingAnchors(read(reference.path)).has(reference.anchor ?? ''))
      .map((reference) => `${doc}:${reference.line}: ${reference.written}`);
    expect(broken).toEqual([]);
  });
});

describe('docReferences', () => {
  const topLevel = new Set(['api', 'docs', 'mocks', 'package.json', 'README.md']);
  const paths = (markdown: string, doc = 'README.md') =>
    docReferences(markdown, doc, topLevel).map(({ path, anchor }) => ({ path, anchor }));

  it('finds paths in inline code, commands included, from the repository root', () => {
    expect(
      paths(
        'See `api/core/context.ts`, run `node api/server.ts --port 1` and read `package.json`.',
      ),
    ).toEqual([
      { path: 'api/core/context.ts', anchor: undefined },
      { path: 'api/server.ts', anchor: undefined },
      { path: 'package.json', anchor: undefined },
    ]);
  });

  it('leaves alone what is no repository path', () => {
    expect(
      paths('`/produtos/1`, `zod/mini`, `[api]`, `api`, `DATA_DIR/db`, `.data/secrets.json`'),
    ).toEqual([]);
  });

  it('checks a path with a placeholder or a glob up to its last literal folder', () => {
    expect(paths('`api/modules/<domain>/` and `mocks/seed/*.ts` and `api/{x}.ts`')).toEqual([
      { path: 'api/modules/', anchor: undefined },
      { path: 'mocks/seed/', anchor: undefined },
      { path: 'api/', anchor: undefined },
    ]);
  });

  it('resolves links from the document, with their anchors, and skips web addresses', () => {
    expect(
      paths(
        '[a](../README.md#quick-start), [b](operations.md), [c](#glossary), [d](https://x.org/a)',
        'docs/architecture.md',
      ),
    ).toEqual([
      { path: 'README.md', anchor: 'quick-start' },
      { path: 'docs/operations.md', anchor: undefined },
      { path: 'docs/architecture.md', anchor: 'glossary' },
    ]);
  });

  it('reads fenced blocks as code, and gives each path its line', () => {
    const markdown = 'Intro\n\n```\napi/          the API\n  core/      its core\n```\n';
    expect(docReferences(markdown, 'README.md', topLevel)).toEqual([
      { path: 'api/', line: 4, written: 'api/' },
    ]);
  });
});

describe('headingAnchors', () => {
  it("gives GitHub's anchors, numbering repeated headings", () => {
    const markdown = "# Title\n## What `npm start` runs\n## The API's data\n## Notes\n## Notes\n";
    expect([...headingAnchors(markdown)]).toEqual([
      'title',
      'what-npm-start-runs',
      'the-apis-data',
      'notes',
      'notes-1',
    ]);
  });
});
