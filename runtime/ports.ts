import { createServer, type Server } from 'node:net';

/** HOST's default, where every server listens unless told otherwise: this machine only. */
export const LOCAL_HOST = '127.0.0.1';

/**
 * The address a process on this machine dials to reach a server bound to `host`: a wildcard
 * (`0.0.0.0`, `::`) listens on every interface, loopback included, so it is dialled there.
 */
export function dialHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return LOCAL_HOST;
  if (host === '::') return '::1';
  return host;
}

/** `http://host:port` (or another scheme's), an IPv6 address in brackets, dialled as `dialHost` says. */
export function localOrigin(host: string, port: number, scheme = 'http'): string {
  const dialled = dialHost(host);
  return `${scheme}://${dialled.includes(':') ? `[${dialled}]` : dialled}:${port}`;
}

/** A port another program holds; the message says which setting moves us elsewhere. */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
  constructor(port: number, setting: string) {
    super(
      `Port ${port} is already in use by another program. Stop that program, or choose another ` +
        `port with the ${setting} setting (e.g. ${setting}=${port + 1} in the environment or in .env).`,
    );
  }
}

/** Starts `server` listening; resolves to the bound port, rejects with PortInUseError when taken. */
export function listen(
  server: Pick<Server, 'listen' | 'once' | 'off' | 'address'>,
  port: number,
  host: string,
  setting: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, setting) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** Fails early (before a long build) when `port` is taken, by binding it for a moment. */
export async function assertPortFree(port: number, host: string, setting: string): Promise<void> {
  const probe = createServer();
  await listen(probe, port, host, setting);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

/**
 * A port that was free a moment ago on `host` (bound to port 0, then released), for processes
 * that take their port from a setting: tests and the benchmark start them on ports of their own.
 */
export async function freePort(host: string): Promise<number> {
  const probe = createServer();
  const port = await listen(probe, 0, host, 'PORT');
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
