/**
 * What the publisher keeps between publishes, beside the incremental bookkeeping (and valid
 * only while that bookkeeping is: publisher/build/incremental-state.ts): where the change feed was
 * last read, the catalogue the served pages were rendered from, the site's page list in a full
 * build's order, and the fingerprint of the code and settings that rendered them. A targeted
 * publish starts from these; with any of them missing or another fingerprint, the publisher
 * builds everything.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Catalogue } from '../../src/features/catalogue/catalogue.ts';
import { projectRoot } from '../../runtime/paths.ts';
import type { ChangeStamps } from './catalogue-feed.ts';

export interface FeedPosition {
  /** The fingerprint of the code and settings the served pages were rendered with. */
  readonly fingerprint: string;
  /** The change feed's checkpoint the served pages include, and the catalogue's epoch then. */
  readonly checkpoint: number;
  readonly epoch: string;
  /** The products the last feed answer listed, with the times already published. */
  readonly stamps: ChangeStamps;
  /**
   * The served site's categories and number of pages, so a publish with nothing new is decided
   * without reading the whole catalogue (absent in a position written before they were kept).
   */
  readonly categories?: Catalogue['categories'];
  readonly pages?: number;
}

export interface PublishedSite {
  readonly catalogue: Catalogue;
  /** Every page, as Astro names them, in a full build's order. */
  readonly pageNames: readonly string[];
}

const POSITION_FILE = 'feed-position.json';
const SITE_FILE = 'published-site.json';

/** What renders the pages: a change to any of it makes the next publish a full one. */
const CODE_PATHS = [
  'src',
  'config',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

/** Tests beside the code render nothing. */
const TEST_FILE = /\.test\.tsx?$/;

function filesOf(path: string): string[] {
  const absolute = join(projectRoot, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
    .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)));
}

/** A digest of the site's code and of the settings a build reads (SITE_URL, PUBLIC_*). */
export function codeFingerprint(env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  for (const file of CODE_PATHS.flatMap(filesOf).sort()) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(projectRoot, file)))
      .update('\0');
  }
  const settings = Object.entries(env)
    .filter(([name]) => name === 'SITE_URL' || name.startsWith('PUBLIC_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  return hash.digest('base64url');
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export function readFeedPosition(stateDir: string): Promise<FeedPosition | undefined> {
  return readJson<FeedPosition>(join(stateDir, POSITION_FILE));
}

export function readPublishedSite(stateDir: string): Promise<PublishedSite | undefined> {
  return readJson<PublishedSite>(join(stateDir, SITE_FILE));
}

export async function writeFeedPosition(stateDir: string, position: FeedPosition): Promise<void> {
  await mkdir(stateDir, { recursive: true });
  await writeFile(join(stateDir, POSITION_FILE), JSON.stringify(position));
}

export async function writePublishedSite(stateDir: string, site: PublishedSite): Promise<void> {
  await mkdir(stateDir, { recursive: true });
  await writeFile(join(stateDir, SITE_FILE), JSON.stringify(site));
}
