/**
 * The back office writes no HTML into its pages but through the site's sanitizing component:
 * each way around it, written in one of its pages, scripts or server modules, is refused by the
 * project's real ESLint configuration, while the reviewed door and the back office's own route
 * literals stay allowed.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The `no-restricted-syntax` messages of `code` as the back office file `path`. */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  if (result === undefined) throw new Error(`ESLint gave no result for ${path}`);
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('the HTML sinks in the back office', () => {
  it.each([
    [
      'raw HTML in a React component',
      'backoffice/src/app/SinkProbe.tsx',
      'export const Probe = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n',
      /RichTextContent/,
    ],
    [
      'set:html in an Astro page',
      'backoffice/src/pages/sink-probe.astro',
      "---\nconst html = '<p>x</p>';\n---\n<div set:html={html} />\n",
      /set:html/,
    ],
    [
      'HTML written into the DOM',
      'backoffice/src/lib/sink-probe.ts',
      'export function probe(html: string): void {\n  document.body.innerHTML = html;\n}\n',
      /textContent/,
    ],
    [
      'HTML parsed into the page',
      'backoffice/src/app/sink-probe.ts',
      "export function probe(html: string): void {\n  document.body.insertAdjacentHTML('beforeend', html);\n}\n",
      /create elements/,
    ],
    [
      'a document written over',
      'backoffice/src/app/sink-probe.ts',
      'export function probe(html: string): void {\n  document.write(html);\n}\n',
      /create elements/,
    ],
    [
      'a frame given HTML by its server module',
      'backoffice/server/sink-probe.ts',
      'export function probe(frame: HTMLIFrameElement, html: string): void {\n  frame.srcdoc = html;\n}\n',
      /textContent/,
    ],
  ])('refuses %s', async (_kind, path, code, message) => {
    const found = await refusals(path, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it("allows the site's sanitizing component and the back office's own routes", async () => {
    const code = [
      "import { RichTextContent } from '~/features/editor/RichTextContent';",
      "export const Probe = ({ html }: { html: string }) => <a href='/produtos'><RichTextContent html={html} /></a>;",
      '',
    ].join('\n');
    expect(await refusals('backoffice/src/app/SinkProbe.tsx', code)).toEqual([]);
  });
});
