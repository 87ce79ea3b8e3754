/**
 * Rewrites the nginx example `deploy/nginx.conf` from config/hosting.ts (through
 * config/static-hosting.ts). Run after changing the hosting tables:
 * `node scripts/write-nginx-conf.ts`; config/static-hosting.test.ts fails until then.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { nginxConf } from '../config/static-hosting.ts';
import { projectRoot } from '../runtime/paths.ts';

export const NGINX_CONF = join(projectRoot, 'deploy', 'nginx.conf');

if (import.meta.main) {
  mkdirSync(dirname(NGINX_CONF), { recursive: true });
  writeFileSync(NGINX_CONF, nginxConf());
  console.log(`Wrote ${NGINX_CONF}.`);
}
