/**
 * What both entries of the API (`api/main.ts`, `mocks/server.ts`) do as a process around the
 * service: files readable by their owner only, an orderly stop on SIGTERM (a service manager's
 * stop) or Ctrl-C that lets requests under way be answered, where the records live for the
 * banner, and one line saying why a start failed.
 */
import { resolve } from 'node:path';
import { SettingError } from '../config/settings.ts';
import type { Settings } from '../config/settings.ts';
import type { Logger } from '../runtime/log.ts';
import { exitOnSignals, onShutdown } from '../runtime/shutdown.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { PortInUseError } from './http/node-server.ts';
import type { ApiService } from './service.ts';

/** How long requests under way get to be answered once a stop is asked for. */
export const STOP_GRACE_MS = 3_000;

/**
 * Before the start: what the API writes (its database, its secrets) is its owner's only; a stop
 * is said on `log`.
 */
export function prepareProcess(log: Logger): void {
  process.umask(0o077);
  exitOnSignals(log);
}

/** Once started: a stop closes the service (requests under way answered), then exits 0. */
export function stopOnSignals(service: Pick<ApiService, 'close'>): void {
  onShutdown(() => service.close(STOP_GRACE_MS));
}

/**
 * Where the records live, for the banner, never with a password: a PostgreSQL URL's host and
 * database, the socket folder of one on the local socket (`postgresql://user@/loja?host=/run/…`,
 * which WHATWG URLs refuse), or DATA_DIR's embedded database.
 */
export function dataLocation(settings: Pick<Settings, 'DATABASE_URL' | 'DATA_DIR'>): string {
  if (settings.DATABASE_URL !== '') {
    const [, authority = '', path = '', query = ''] =
      /^[a-z]+:\/\/([^/?]*)([^?]*)\??(.*)$/i.exec(settings.DATABASE_URL) ?? [];
    const host = authority.slice(authority.lastIndexOf('@') + 1);
    const socket = new URLSearchParams(query).get('host');
    return `PostgreSQL ${host || socket || 'localhost'}${path}`;
  }
  return `${resolve(settings.DATA_DIR, 'db')} (embedded PostgreSQL, PGlite)`;
}

/**
 * Why a start failed, in a line: the message of a failure a setting explains (a taken port, a
 * bad or missing setting, a DATA_DIR in use), with `portHint` after a taken port; the stack of
 * anything else.
 */
export function startFailure(error: unknown, portHint: string): string {
  const expected =
    error instanceof PortInUseError ||
    error instanceof SettingError ||
    error instanceof DataDirInUseError;
  if (!expected) return String((error as Error).stack ?? error);
  return `${(error as Error).message}${error instanceof PortInUseError ? ` (${portHint})` : ''}`;
}
