/**
 * Preloaded (`node --import`) into every process the supervisor starts. The supervisor keeps an
 * IPC channel open to each child; when that channel closes, the supervisor is gone (even killed
 * with SIGKILL, when it could not stop its children), and this process stops as if it had been
 * sent SIGTERM, so nothing keeps serving a port with nobody watching it. The channel itself is
 * unreferenced: it never keeps a finished process alive.
 */
const GRACE_MS = 10_000;

if (process.channel) {
  process.once('disconnect', () => {
    // The process's own SIGTERM handling (closing servers, finishing a write) gets its time;
    // past that, it ends anyway.
    setTimeout(() => process.exit(1), GRACE_MS).unref();
    process.kill(process.pid, 'SIGTERM');
  });
  process.channel.unref();
}
