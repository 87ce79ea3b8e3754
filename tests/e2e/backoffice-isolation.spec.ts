/**
 * The back office is not part of the public site (contract §12): none of its code or words is
 * in the site's build, no public page links to its origin, and its answers are never indexed.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { secretsFile } from '../../config/generated-secrets.ts';
import { backofficeUrl, dataDir, E2E_BACKOFFICE_PORT, outDir } from './env.ts';
import { expect, test } from './fixtures.ts';

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(html|js|css|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function backofficeKey(): string {
  const secrets = JSON.parse(readFileSync(secretsFile(dataDir), 'utf8')) as Record<string, string>;
  const key = secrets['BACKOFFICE_GATEWAY_SECRET'] ?? '';
  expect(key).not.toBe('');
  return key;
}

test("the public build holds none of the back office's code and links nowhere near it", async () => {
  const found: string[] = [];
  for (const file of await filesOf(outDir)) {
    const text = await readFile(file, 'utf8');
    for (const marker of [
      'Gestão da loja',
      'X-Backoffice',
      '/api/graphql',
      'saveProductDraft',
      'staffLogin',
      // The back office's key to the API, which the test server keeps in its DATA_DIR.
      backofficeKey(),
      `:${E2E_BACKOFFICE_PORT}`,
    ]) {
      if (text.includes(marker)) found.push(`${file}: ${marker}`);
    }
  }
  expect(found).toEqual([]);
});

test('every back office answer says noindex, and its pages carry a strict CSP', async ({
  request,
}) => {
  for (const path of ['/entrar', '/api/sessao', '/nao-existe', '/_bo/nada.js']) {
    const response = await request.get(`${backofficeUrl}${path}`, { maxRedirects: 0 });
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
  }
  const csp =
    (await request.get(`${backofficeUrl}/entrar`)).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(csp).not.toContain("unsafe-inline'; style-src-attr");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
});
