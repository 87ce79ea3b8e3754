/**
 * The supervisor as the long-running scripts (`npm start`, `npm run dev`) use it: the shutdown
 * (Ctrl-C, SIGTERM, SIGHUP, a failure) stops every child, and a child given up on ends the
 * script with exit code 1, saying which.
 */
import { projectRoot } from '../../../runtime/paths.ts';
import { onShutdown, shutdown } from '../../../runtime/shutdown.ts';
import { createSupervisor, type Supervisor, type SupervisorOptions } from './supervisor.ts';

export function superviseUntilShutdown(
  command: string,
  options: Partial<Omit<SupervisorOptions, 'onGiveUp'>> = {},
): Supervisor {
  const supervisor = createSupervisor({
    cwd: projectRoot,
    ...options,
    onGiveUp: (name) => {
      console.error(`${command}: ${name} would not stay up; stopping everything.`);
      void shutdown(1);
    },
  });
  onShutdown(() => supervisor.stop());
  return supervisor;
}
