/**
 * Every built page is valid HTML: the Nu Html Checker (`vnu-jar`, on the system's Java) reads
 * all of the e2e build's HTML files in one JVM. Errors fail the test, listed one per line as
 * `page:line:column message`; warnings (e.g. a redundant `role="list"`) do not, nor does the one
 * place where the checker lags behind the HTML standard (`isCheckerGap`).
 */
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { outDir } from './env.ts';
import { expect, test } from './fixtures.ts';
import { allow } from '../support/time-allowance.ts';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  readonly type: 'error' | 'info' | 'non-document-error';
  readonly subType?: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly firstColumn?: number;
  readonly message: string;
  /** The source around the message's place, which `hiliteStart` and `hiliteLength` mark. */
  readonly extract?: string;
  readonly hiliteStart?: number;
  readonly hiliteLength?: number;
}

/**
 * The one error of this checker that the HTML standard contradicts: it still allows `blocking`
 * only on stylesheets, while the standard also allows it on `<link rel="expect">`, which holds
 * the first paint until an element is parsed (BaseLayout's, for the header). Only that very
 * element's message is set aside; any other `blocking` still fails.
 */
const RENDER_BLOCKING_EXPECT = '<link rel="expect" href="#conteudo" blocking="render">';
const BLOCKING_ON_STYLESHEETS_ONLY =
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';

function isCheckerGap(message: VnuMessage): boolean {
  const { extract = '', hiliteStart = 0, hiliteLength = 0 } = message;
  return (
    message.message === BLOCKING_ON_STYLESHEETS_ONLY &&
    extract.slice(hiliteStart, hiliteStart + hiliteLength) === RENDER_BLOCKING_EXPECT
  );
}

/** Runs the checker over `files`; answers its messages (it exits 1 when it found errors). */
async function vnu(files: readonly string[]): Promise<VnuMessage[]> {
  // The quick compiler alone halves the CPU time of a run this short; its larger stack frames
  // need more than the default thread stack for the checker's HTML schema.
  const jvm = ['-XX:TieredStopAtLevel=1', '-Xss4m'];
  const args = [...jvm, '-jar', VNU_JAR, '--format', 'json', ...files];
  const { stderr } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: NodeJS.ErrnoException & { stderr?: string }) => {
      if (error.code === 'ENOENT') {
        throw new Error('`java` was not found: the Nu Html Checker needs a Java runtime (17+).');
      }
      if (!error.stderr?.startsWith('{')) throw error;
      return { stderr: error.stderr };
    },
  );
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}

test('every built page is valid HTML', async () => {
  // The JVM needs about four seconds for 70 pages on a quiet machine; a busy one can take 20×.
  test.setTimeout(allow(60_000));
  const root = path.resolve(outDir);
  const pages = (await readdir(root, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(root, file));
  // A 50-product build: the product pages and the home, catalogue, session, painel and error pages.
  expect(pages.length).toBeGreaterThan(50);

  const messages = await vnu(pages);
  const errors = messages
    .filter((message) => message.type !== 'info' && !isCheckerGap(message))
    .map((message) => {
      const page = message.url ? path.relative(root, new URL(message.url).pathname) : '?';
      return `${page}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'} ${message.message}`;
    });
  expect(errors, `Nu Html Checker errors in ${pages.length} pages`).toEqual([]);
});
