/**
 * The build files the browser reads (contract/build-files.ts, written by
 * publisher/build/build-info.ts): `/builds/latest.json`, the id of the build online now, and
 * `/builds/meta/{id}.json`, a build's manifest.
 *
 * POLL_INTERVAL_MS is the one place that sets how often an open page asks whether a newer
 * build is online (a balance of freshness and requests): 5 minutes, plus a check whenever the tab becomes
 * visible again or is restored from the back/forward cache. A deploy is noticed within minutes;
 * a tab left open all day costs a tiny no-cache request every 5 minutes while it is visible.
 */
import type { BuildInfo, BuildMeta } from '../../../contract/build-files.ts';

export type { BuildInfo, BuildMeta };

export const POLL_INTERVAL_MS = 5 * 60_000;
/** The manifest is fetched about 1 s after the page is idle, never competing with its load. */
export const MANIFEST_DELAY_MS = 1_000;

/** With a cache-busting query: no cache between here and the server may answer for it. */
export function latestBuildUrl(now: number): string {
  return `/builds/latest.json?t=${now}`;
}

export function buildManifestUrl(id: string): string {
  return `/builds/meta/${encodeURIComponent(id)}.json`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ id, timestamp }`, or null when `value` is not that. */
export function parseBuildInfo(value: unknown): BuildInfo | null {
  if (!isRecord(value)) return null;
  const { id, timestamp } = value;
  return typeof id === 'string' && id !== '' && typeof timestamp === 'number'
    ? { id, timestamp }
    : null;
}

/** `{ id, timestamp, paths }`, or null when `value` is not that. */
export function parseBuildManifest(value: unknown): BuildMeta | null {
  const info = parseBuildInfo(value);
  if (!info || !isRecord(value)) return null;
  const { paths } = value;
  return Array.isArray(paths) && paths.every((path) => typeof path === 'string')
    ? { ...info, paths: paths as string[] }
    : null;
}

/**
 * GETs a build file and parses it. Anything else than a JSON answer of the expected shape (an
 * error status, an HTML page, broken JSON, no network) gives null and one console warning:
 * these files only ever tune navigation, so their failure must change nothing people see.
 */
export async function fetchBuildFile<T>(
  url: string,
  parse: (value: unknown) => T | null,
  send: typeof fetch = fetch,
): Promise<T | null> {
  let problem: string;
  try {
    const response = await send(url, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok) problem = `HTTP ${response.status}`;
    else if (!/\bjson\b/i.test(type)) problem = `not JSON (${type || 'no content type'})`;
    else {
      const parsed = parse(JSON.parse(await response.text()));
      if (parsed !== null) return parsed;
      problem = 'unexpected content';
    }
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  console.warn(`[deploy] ${url} was not usable (${problem}); ignored.`);
  return null;
}
