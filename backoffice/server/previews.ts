/**
 * Previews: a page of the site rendered from a draft by the site's own build
 * (scripts/preview-build.ts), one build at a time (each is a whole Astro build: two at once
 * would only slow both), into a folder of its own. The answer is the page's HTML with a draft
 * banner added right after `<body>`, and nothing else changed, so it is byte for byte the page
 * the next publish serves (apart from the banner and the build's id).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { previewHeaderValue } from '../../contract/preview.ts';
import type { PreviewTarget } from '../../contract/preview.ts';
import { cacheDir, projectRoot } from '../../runtime/paths.ts';

export const PREVIEW_BANNER_ATTRIBUTE = 'data-preview-banner';

export type PreviewResult =
  | { readonly kind: 'page'; readonly html: string; readonly assetsDir: string }
  | { readonly kind: 'absent' }
  | { readonly kind: 'failed'; readonly reason: string };

const OUTPUT_TAIL = 3_000;

/** The banner, in the page's own language, styled inline (the site's CSP allows style attributes). */
export function previewBanner(text: string): string {
  const style =
    'position:sticky;top:0;z-index:1000;margin:0;padding:.75rem 1rem;background:#8a4b00;color:#fff;font:600 1rem/1.4 system-ui,sans-serif;text-align:center';
  const escaped = text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<p ${PREVIEW_BANNER_ATTRIBUTE} role="note" style="${style}">${escaped}</p>`;
}

/** `html` with the banner right after the opening `<body …>` tag. */
export function withBanner(html: string, banner: string): string {
  return html.replace(/<body\b[^>]*>/i, (tag) => `${tag}${banner}`);
}

/**
 * `gatewaySecret` is the back office's key to the API (BACKOFFICE_GATEWAY_SECRET): the build's
 * requests carry it, since the API answers previews only through the back office.
 */
export function createPreviewer(options: {
  graphqlUrl: string;
  gatewaySecret: string;
  env: NodeJS.ProcessEnv;
}) {
  const root = join(cacheDir, 'preview', 'pages');
  let queue: Promise<unknown> = Promise.resolve();
  let counter = 0;
  let lastAssets: string | null = null;

  function run(target: PreviewTarget, token: string, outDir: string): Promise<string | null> {
    const path = target.kind === 'home' ? '/' : `/produtos/${target.id}`;
    const child = spawn(
      process.execPath,
      [
        'scripts/preview-build.ts',
        '--path',
        path,
        '--preview',
        previewHeaderValue(target),
        '--out-dir',
        outDir,
      ],
      {
        cwd: projectRoot,
        env: {
          ...options.env,
          PUBLIC_GRAPHQL_URL: options.graphqlUrl,
          PREVIEW_TOKEN: token,
          PREVIEW_GATEWAY_KEY: options.gatewaySecret,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code) => (code === 0 ? resolve(null) : resolve(output.trim())));
    });
  }

  async function render(target: PreviewTarget, token: string): Promise<PreviewResult> {
    counter += 1;
    const outDir = join(root, String(counter % 2));
    await rm(outDir, { recursive: true, force: true });
    await mkdir(root, { recursive: true });
    const failure = await run(target, token, outDir);
    if (failure !== null)
      return { kind: 'failed', reason: failure.split('\n').slice(-3).join(' ') };
    const file =
      target.kind === 'home'
        ? join(outDir, 'index.html')
        : join(outDir, 'produtos', target.id, 'index.html');
    lastAssets = join(outDir, '_astro');
    if (!existsSync(file)) return { kind: 'absent' };
    return { kind: 'page', html: await readFile(file, 'utf8'), assetsDir: lastAssets };
  }

  return {
    /** Renders `target`'s preview after any preview already running. */
    preview(target: PreviewTarget, token: string): Promise<PreviewResult> {
      const next = queue.then(() => render(target, token));
      queue = next.catch(() => undefined);
      return next;
    },
    /** The `_astro/` folder of the latest preview (the site's scripts and styles it links). */
    assetsDir: () => lastAssets,
  };
}

export type Previewer = ReturnType<typeof createPreviewer>;
