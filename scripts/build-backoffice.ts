/**
 * Builds the back office (the Astro project in `backoffice/`) into `.cache/backoffice-dist/`:
 * its own pages and bundles, apart from the public site's. `npm start` and `npm run dev` run it
 * before starting the back office server.
 */
import { join } from 'node:path';
import { build } from 'astro';
import { backofficeOutDir, projectRoot } from '../runtime/paths.ts';

try {
  await build({
    root: join(projectRoot, 'backoffice'),
    outDir: backofficeOutDir,
    logLevel: 'warn',
  });
  console.log(`Built the back office into ${backofficeOutDir}.`);
  process.exit(0);
} catch (error) {
  console.error('Back office build failed:', error);
  process.exit(1);
}
