/**
 * Rewrites `.env.example` and the settings table of docs/settings.md from config/settings.ts. Run after
 * adding, changing or removing a setting: `node scripts/write-settings-docs.ts`;
 * config/settings-docs.test.ts fails until then.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { envExample, withSettingsTable } from '../config/settings-docs.ts';
import { projectRoot } from '../runtime/paths.ts';

export const ENV_EXAMPLE = join(projectRoot, '.env.example');
export const SETTINGS_DOC = join(projectRoot, 'docs', 'settings.md');

if (import.meta.main) {
  writeFileSync(ENV_EXAMPLE, envExample());
  writeFileSync(SETTINGS_DOC, withSettingsTable(readFileSync(SETTINGS_DOC, 'utf8')));
  console.log(`Wrote ${ENV_EXAMPLE} and the settings table of ${SETTINGS_DOC}.`);
}
