/**
 * Vitest's global setup for the tests that run Debian's own tools besides PostgreSQL: nginx
 * (the deploy site, `tests/deploy/nginx.test.ts`) and openssl (its certificate). Installed here,
 * once and before any test starts, with apt-get when missing and allowed, so no test waits on
 * an install or on another one's apt lock.
 */
import { existsSync } from 'node:fs';
import { aptInstall, canInstall } from '../../scripts/lib/debian-packages.ts';

/** Each tool the tests run, and the Debian package that brings it. */
export const DEBIAN_TOOLS = [
  { path: '/usr/sbin/nginx', pkg: 'nginx' },
  { path: '/usr/bin/openssl', pkg: 'openssl' },
] as const;

export default async function setup(): Promise<void> {
  const missing = DEBIAN_TOOLS.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.pkg).join(' ');
  if (!canInstall()) {
    throw new Error(`Missing ${packages}: install them (as root: apt-get install -y ${packages}).`);
  }
  for (const tool of missing) await aptInstall(tool.pkg);
}
