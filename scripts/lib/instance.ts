/**
 * The pid file that makes `npm start` and `npm run dev` restartable: one per site port, so a
 * test run on its own ports never stops a developer's server, while a second start on the same
 * port replaces a stale (or still running) one of ours instead of failing on a busy port.
 */
import { join } from 'node:path';
import { cacheDir, projectRoot } from '../../runtime/paths.ts';
import { removePidFile, stopRecordedProcess, writePidFile } from './pid-file.ts';
import { onShutdown } from '../../runtime/shutdown.ts';

const OUR_SCRIPTS = [join(projectRoot, 'scripts/start.ts'), join(projectRoot, 'scripts/dev.ts')];

/** Stops an earlier instance on `port`, then records this process (removed again on shutdown). */
export async function claimInstance(port: number): Promise<void> {
  const file = join(cacheDir, `server-${port}.pid`);
  const stopped = await stopRecordedProcess(file, OUR_SCRIPTS);
  if (stopped !== null)
    console.log(`Stopped the earlier instance on port ${port} (pid ${stopped}).`);
  writePidFile(file);
  onShutdown(() => removePidFile(file));
}
