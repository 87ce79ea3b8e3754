/**
 * Renders one page of the site as the next publish will, from a draft: the site's own Astro
 * build, asked for that page only (backoffice/server/preview-only.ts), whose API requests
 * carry the staff member's token and `X-Preview` so the API answers with the draft applied
 * (contract/preview.ts). Run by the back office server, one at a time.
 *
 * Options: `--path <site path>` (e.g. `/produtos/3`), `--preview <product:{id}|home>`,
 * `--out-dir <folder>`. The token comes in the PREVIEW_TOKEN variable and the back office's key
 * to the API in PREVIEW_GATEWAY_KEY (never on the command line, where other users could read
 * them). Exits 0 with `{outDir}{path}/index.html` written;
 * a page the draft does not publish (unpublished) is simply not written.
 */
import { parseArgs } from 'node:util';
import { build } from 'astro';
import { parsePreviewHeader, PREVIEW_HEADER } from '../contract/preview.ts';
import { GATEWAY_KEY_HEADER } from '../contract/http-headers.ts';
import { loadProjectSettings } from '../runtime/env.ts';
import { previewCacheDir, projectRoot } from '../runtime/paths.ts';
import { previewOnly } from '../backoffice/server/preview-only.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string' },
    preview: { type: 'string' },
    'out-dir': { type: 'string' },
  },
});
const path = values.path ?? '';
const preview = values.preview ?? '';
const outDir = values['out-dir'] ?? '';
const token = process.env.PREVIEW_TOKEN ?? '';
const gatewayKey = process.env.PREVIEW_GATEWAY_KEY ?? '';
if (!path.startsWith('/') || parsePreviewHeader(preview) === null || !outDir || !token) {
  console.error(
    'Usage: PREVIEW_TOKEN=… PREVIEW_GATEWAY_KEY=… preview-build.ts --path /produtos/3 --preview product:3 --out-dir dir',
  );
  process.exit(2);
}

const settings = loadProjectSettings();
const api = new URL(settings.PUBLIC_GRAPHQL_URL);
const send = globalThis.fetch;
// The site's client looks fetch up on every call: the build's API requests get the preview's
// headers, nothing else does.
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin !== api.origin || url.pathname !== api.pathname) return send(input, init);
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
  headers.set('Authorization', `Bearer ${token}`);
  headers.set(PREVIEW_HEADER, preview);
  headers.set(GATEWAY_KEY_HEADER, gatewayKey);
  return send(input, { ...init, headers });
};

try {
  await build({
    root: projectRoot,
    outDir,
    cacheDir: previewCacheDir,
    logLevel: 'warn',
    integrations: [previewOnly([path])],
  });
  process.exit(0);
} catch (error) {
  console.error(`Preview failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
