/**
 * Secrets the shop must not ship with a published default. A setting given explicitly (the
 * environment or `.env`) wins; otherwise each is generated on first start, 32 random bytes,
 * and kept in `{DATA_DIR}/secrets.json`, readable by its owner only, where every process of
 * the shop (API, payment stand-in, publisher, back office) finds the same value. Whichever process starts first
 * creates the file (exclusively: a second one reads what the first wrote).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Settings } from './settings.ts';

export const GENERATED_SECRETS = [
  'PUBLISH_WEBHOOK_SECRET',
  'BACKOFFICE_GATEWAY_SECRET',
  'MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN',
  'MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET',
] as const;
export type GeneratedSecret = (typeof GENERATED_SECRETS)[number];

export function secretsFile(dataDir: string): string {
  return resolve(join(dataDir, 'secrets.json'));
}

function generate(): Record<GeneratedSecret, string> {
  return Object.fromEntries(
    GENERATED_SECRETS.map((name) => [name, randomBytes(32).toString('base64url')]),
  ) as Record<GeneratedSecret, string>;
}

function read(file: string): Partial<Record<GeneratedSecret, string>> {
  return JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<GeneratedSecret, string>>;
}

/** The generated secrets of `dataDir`, created (and any missing one added) when needed. */
export function ensureSecretsFile(dataDir: string): Record<GeneratedSecret, string> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = secretsFile(dataDir);
  const fresh = generate();
  try {
    writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = read(file);
  const missing = GENERATED_SECRETS.filter((name) => typeof stored[name] !== 'string');
  if (missing.length > 0) {
    const completed = { ...fresh, ...stored };
    writeFileSync(file, `${JSON.stringify(completed, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    return completed;
  }
  return stored as Record<GeneratedSecret, string>;
}

/**
 * `settings` with every secret left empty (or not given) filled from DATA_DIR's file, created if
 * needed.
 */
export function withGeneratedSecrets<
  T extends Pick<Settings, 'DATA_DIR'> & Partial<Pick<Settings, GeneratedSecret>>,
>(settings: T): T & Record<GeneratedSecret, string> {
  const given = (name: GeneratedSecret) => (settings[name] ?? '') !== '';
  if (GENERATED_SECRETS.every(given)) return settings as T & Record<GeneratedSecret, string>;
  const stored = ensureSecretsFile(settings.DATA_DIR);
  const filled: Record<string, unknown> = { ...settings };
  for (const name of GENERATED_SECRETS) if (!given(name)) filled[name] = stored[name];
  return filled as T & Record<GeneratedSecret, string>;
}

/** Where the secrets come from, for the start banners. */
export function secretsSource(settings: Pick<Settings, GeneratedSecret | 'DATA_DIR'>): string {
  const given = GENERATED_SECRETS.filter((name) => settings[name] !== '');
  return given.length === GENERATED_SECRETS.length
    ? `${given.join(', ')} from the settings`
    : `${secretsFile(settings.DATA_DIR)} (generated on first start; a setting wins)`;
}
