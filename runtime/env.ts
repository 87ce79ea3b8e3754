import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadSettings, SettingError, type Settings } from '../config/settings.ts';
import { projectRoot } from './paths.ts';

/**
 * Loads the project's `.env` (if any) into process.env, real environment variables winning
 * (Node's loadEnvFile never overrides a variable that is already set), then reads the settings.
 * A bad value ends the process with the setting's own message rather than a stack trace.
 */
export function loadProjectSettings(): Settings {
  const file = join(projectRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
  try {
    return loadSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`Invalid setting: ${error.message}. Fix it in the environment or in .env.`);
    process.exit(1);
  }
}
