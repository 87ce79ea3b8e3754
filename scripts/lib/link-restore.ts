/**
 * Makes Astro's incremental build restore reused pages as hard links instead of copies.
 *
 * Astro 7.3 restores a reused page with `fs.promises.copyFile(<cache>/dist/<file>, <out>/<file>)`
 * and stores a re-rendered page with `fs.promises.writeFile(<cache>/dist/<file>, body)`. At
 * 10,000 products copying some 20,000 files is most of a publish, so inside the incremental
 * cache folder this turns the copy into a hard link (falling back to a copy across file
 * systems) and makes every write there replace the file instead of rewriting it in place: a
 * cached file may be linked into the site being served, which must never change under it.
 * Only paths inside `cacheDistDir` are affected; every other file operation is untouched.
 */
import fs from 'node:fs';
import { resolve, sep } from 'node:path';

export function restoreCachedPagesAsLinks(cacheDistDir: string): void {
  const root = resolve(cacheDistDir) + sep;
  const inCache = (path: unknown): boolean => {
    const text = path instanceof URL ? path.pathname : typeof path === 'string' ? path : '';
    return text !== '' && resolve(decodeURIComponent(text)).startsWith(root);
  };
  const { copyFile, writeFile } = fs.promises;

  fs.promises.copyFile = async (source, destination, mode) => {
    if (!inCache(source)) return copyFile(source, destination, mode);
    try {
      await fs.promises.link(source, destination);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
      await copyFile(source, destination, mode);
    }
  };

  fs.promises.writeFile = async (file, data, options) => {
    if (inCache(file)) await fs.promises.rm(file as string | URL, { force: true });
    return writeFile(file, data, options);
  };
}
