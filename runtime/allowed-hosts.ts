/**
 * Which `Host` headers a server answers: the names it is published under and the addresses it
 * is reached at on this machine. Anything else (a page of another site whose name was made to
 * resolve to this machine, DNS rebinding) is refused before any work, so such a page can neither
 * read the back office's pages nor knock at the publisher as if it were on this machine.
 */
import { dialHost } from './ports.ts';

/** `host:port` in lower case, as a URL's `host` writes it (default ports left out). */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The rule of a server bound to `bound` on `port` and published under `publicUrls` (its own
 * public origin, or the URL another process reaches it at): a request's Host is allowed when it
 * names one of them, or this machine's loopback names on `port`.
 */
export function hostRule(
  bound: string,
  port: number,
  publicUrls: readonly string[],
): (host: string | undefined) => boolean {
  const dialled = dialHost(bound);
  const allowed = new Set(
    [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      `${dialled.includes(':') ? `[${dialled}]` : dialled}:${port}`,
      ...publicUrls.map(hostOf),
    ]
      .filter((host): host is string => host !== null)
      .map((host) => host.toLowerCase()),
  );
  return (host) => host !== undefined && allowed.has(host.toLowerCase());
}
