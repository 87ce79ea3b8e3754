/**
 * Preloaded into each measured build (`node --import`): when the process exits, it writes its
 * CPU time (user + system, all threads) to BENCH_CPU_FILE. Unlike wall time, CPU time hardly
 * grows when other work shares the cores, so the CPU ratio stays comparable on a busy machine.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_CPU_FILE;
if (file) {
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    writeFileSync(file, JSON.stringify({ cpuMs: (user + system) / 1000 }));
  });
}
