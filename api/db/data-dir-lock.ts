/**
 * One API process per embedded database: PGlite is single-process, and two processes writing
 * the same files would corrupt them. The lock file holds the owner's pid; a lock whose process
 * is gone (a `kill -9`) is taken over.
 */
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `dataDir` for this process; answers the function that releases it. */
export function claimDataDir(dataDir: string): () => void {
  const path = join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new DataDirInUseError(
          `${dataDir} is in use by another API process (pid ${owner}); stop it or set DATA_DIR to another folder`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirInUseError(`${dataDir}: could not claim ${path}`);
}
