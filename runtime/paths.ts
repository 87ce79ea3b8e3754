/** Folders the orchestration scripts work with, absolute, whatever the current directory. */
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../', import.meta.url));
/** Scratch space (git-ignored): build staging folders, pid files. */
export const cacheDir = join(projectRoot, '.cache');
export const defaultOutDir = join(projectRoot, 'dist');
/**
 * The incremental build cache of an output folder (Astro's cache of rendered pages plus the
 * build bookkeeping); keep this folder between CI runs to publish incrementally there.
 */
export function incrementalCacheDir(outDir: string): string {
  return join(cacheDir, 'incremental', basename(outDir));
}

/** What the publisher serving `outDir` keeps between runs (the webhook deliveries it has seen). */
export function publisherStateDir(outDir: string): string {
  return join(cacheDir, 'publisher', basename(outDir));
}

/** Astro's cache for the back office's preview builds (apart from the publisher's). */
export const previewCacheDir = join(cacheDir, 'preview', 'astro');
/** The back office's own build (its pages and assets). */
export const backofficeOutDir = join(cacheDir, 'backoffice-dist');
