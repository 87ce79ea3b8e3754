/** Counts what a build wrote: pages, `_payload.json` files, all files and their bytes. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputCount } from './types.ts';

export function countOutput(dir: string): OutputCount {
  let pages = 0;
  let payloads = 0;
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    if (entry.name === '_payload.json') payloads += 1;
    else if (entry.name.endsWith('.html')) pages += 1;
  }
  return { pages, payloads, files, bytes };
}
