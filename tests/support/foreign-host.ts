/**
 * A request naming another `Host` than the server's: what a page of another site gets when its
 * name was made to resolve to this machine (DNS rebinding). Fetch cannot set Host, so node:http.
 */
import { request } from 'node:http';

/** The status `url` + `path` answers to `method` with `headers` (Host among them) and `body`. */
export function statusWithHost(
  url: string,
  path: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    request(
      {
        hostname,
        port,
        path,
        method: init.method ?? 'GET',
        headers: { ...init.headers, Host: host },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    )
      .on('error', reject)
      .end(init.body);
  });
}
