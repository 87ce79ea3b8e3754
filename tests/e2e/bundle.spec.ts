/**
 * The default build ships no demo code: `virtual:api-transport` resolves to the network
 * transport unless PUBLIC_MOCK is on, so nothing of the API or `mocks/` may reach the browser
 * bundles. Reads the files of the build the e2e server made.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { graphqlUrl, outDir } from './env.ts';

/**
 * Strings that exist only in the API's and the demo's code (checked below, so this cannot pass
 * vacuously).
 */
const MOCK_MARKERS = [
  { file: 'api/http/handler.ts', marker: 'Erro interno da API.' },
  { file: 'mocks/test-hooks.ts', marker: '/__mock/reset' },
];

function builtScripts(): { file: string; text: string }[] {
  const dir = join(outDir, '_astro');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

test('the markers really belong to the API and the demo', () => {
  for (const { file, marker } of MOCK_MARKERS) expect(readFileSync(file, 'utf8')).toContain(marker);
});

test('the browser bundles carry the GraphQL client but none of the mock API', async ({ page }) => {
  // The e2e server has built the site by now; visiting a page makes sure of it.
  await page.goto('/');
  const scripts = builtScripts();
  expect(scripts.some(({ text }) => text.includes(graphqlUrl))).toBe(true);
  for (const { file, text } of scripts) {
    for (const { marker } of MOCK_MARKERS) {
      expect(text.includes(marker), `${file} contains "${marker}"`).toBe(false);
    }
  }
});
