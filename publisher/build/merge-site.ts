/**
 * Publishes a targeted build into the folder being served: the build's output folder holds
 * only what it rendered (the pages a change touched), so the served folder takes
 * the files that changed, loses the pages that are gone, and keeps the rest untouched.
 *
 * Nothing here runs before the build has finished, so a failed build never touches the served
 * folder. Each file arrives by a rename over the old one (atomic per file: a request gets the
 * old page or the new one, never half of each), files whose bytes did not change are left as
 * they are (their dates and cache validators stay), and `builds/latest.json`, which tells open
 * tabs that a new build is out, comes last, once every page it announces is in place.
 * The manifest of the build being replaced stays (supersededManifest), for the tabs opened on
 * it just before.
 */
import { existsSync, readFileSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { copyFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PAYLOAD_FILE } from '../../src/features/catalogue/payload.ts';

/** Announces the new build to open tabs: published last. */
const LATEST_BUILD_FILE = join('builds', 'latest.json');
/**
 * Folders whose content is exactly the build's: older manifests no page refers to leave, but
 * for the superseded build's.
 */
const MIRRORED_FOLDERS = [join('builds', 'meta')];
/**
 * Top-level files of which a build writes the whole set or none (a publish that kept the page
 * list keeps the sitemap): when written, a part no longer needed goes.
 */
const MIRRORED_TOP_FILES = /^sitemap-\d+\.xml$/;
/** Files a prerendered page is made of, inside its folder. */
const PAGE_FILES = ['index.html', PAYLOAD_FILE];

export interface MergeResult {
  /** Files written into the served folder (new or changed). */
  readonly written: number;
  /** Files deleted from the served folder (pages gone, unreferenced manifests). */
  readonly deleted: number;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

function sameBytes(a: string, b: string): boolean {
  if (!existsSync(b) || statSync(a).size !== statSync(b).size) return false;
  return readFileSync(a).equals(readFileSync(b));
}

/** Moves `source` over `target` in one step, even from another file system. */
function replaceFile(source: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  try {
    renameSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const incoming = `${target}.incoming`;
    copyFileSync(source, incoming);
    renameSync(incoming, target);
  }
}

/** Removes `dir` and its parents up to `root` while they are empty. */
function pruneEmptyFolders(dir: string, root: string): void {
  let current = dir;
  while (current.startsWith(root) && current !== root) {
    try {
      rmdirSync(current);
    } catch {
      return;
    }
    current = dirname(current);
  }
}

/**
 * The manifest (`builds/meta/{id}.json`, relative to `served`) of the build `served` announces
 * now, which a publish supersedes: a tab opened on it a moment before asks for it a second
 * after loading (to tell which links it can follow without a full load), so it stays one
 * publish longer. Undefined when `served` announces none or does not hold it.
 */
export function supersededManifest(served: string): string | undefined {
  try {
    const { id } = JSON.parse(readFileSync(join(served, LATEST_BUILD_FILE), 'utf8')) as {
      id?: unknown;
    };
    if (typeof id !== 'string' || !/^[\w-]+$/.test(id)) return undefined;
    const manifest = join('builds', 'meta', `${id}.json`);
    return existsSync(join(served, manifest)) ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Moves the changed files of `built` into `served` and deletes the files of `removedPages`
 * (site paths such as `/produtos/8/`). `built` is consumed.
 */
export function mergeIntoServedFolder(
  built: string,
  served: string,
  removedPages: readonly string[],
): MergeResult {
  let written = 0;
  let deleted = 0;
  const superseded = supersededManifest(served);
  const incoming = filesUnder(built);
  const incomingSet = new Set(incoming);
  for (const file of incoming) {
    if (file === LATEST_BUILD_FILE) continue;
    const target = join(served, file);
    if (sameBytes(join(built, file), target)) continue;
    replaceFile(join(built, file), target);
    written++;
  }
  const removeFile = (file: string) => {
    const target = join(served, file);
    if (!existsSync(target)) return;
    rmSync(target);
    deleted++;
    pruneEmptyFolders(dirname(target), served);
  };
  for (const page of removedPages) {
    for (const name of PAGE_FILES) removeFile(join(page, name));
  }
  for (const folder of MIRRORED_FOLDERS) {
    for (const file of filesUnder(join(served, folder))) {
      const path = join(folder, file);
      if (!incomingSet.has(path) && path !== superseded) removeFile(path);
    }
  }
  if (incoming.some((file) => MIRRORED_TOP_FILES.test(file))) {
    for (const file of readdirSync(served)) {
      if (MIRRORED_TOP_FILES.test(file) && !incomingSet.has(file)) removeFile(file);
    }
  }
  if (incomingSet.has(LATEST_BUILD_FILE)) {
    replaceFile(join(built, LATEST_BUILD_FILE), join(served, LATEST_BUILD_FILE));
    written++;
  }
  rmSync(built, { recursive: true, force: true });
  return { written, deleted };
}
