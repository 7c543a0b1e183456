// Starts the HTTP API on a host and port; closing stops accepting and ends the open sessions.
// Which requests it answers follows from the address it is really bound to (access.ts).
import type { FastifyInstance } from 'fastify';
import { InputError } from '../errors.ts';
import { isLoopbackAddress, isWildcard } from './access.ts';
import { accessOf, buildServer, type ServerOptions, workOf } from './app.ts';
import { REQUEST_ARRIVAL_MS } from './limits.ts';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8080;

export interface RunningServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:8080 (the port actually bound when 0 was asked for); bound to 0.0.0.0 or ::, the loopback address, which the server answers. */
  url: string;
  /** The address the server is bound to, as resolved (not as given). */
  address: string;
  /** Whether only this machine can reach it (a loopback address). */
  loopback: boolean;
  /** Stops accepting and waits for the requests in progress, then ends the sessions and threads. */
  close(): Promise<void>;
  /** Requests running on a worker thread or waiting for one. */
  inProgress(): number;
  /** Ends the work in progress now: each of those requests is answered 503 `server-closing`. */
  endWork(): Promise<void>;
}

const LISTEN_ERRORS: Record<string, (host: string, port: number) => string> = {
  EADDRINUSE: (host, port) => `port ${port} on ${host} is already in use (choose another with --port, or --port 0 for any free port)`,
  EACCES: (_host, port) => `not allowed to listen on port ${port} (ports below 1024 need privileges; choose another with --port)`,
  EADDRNOTAVAIL: (host) => `${host} is not an address of this machine (--host)`,
  ENOTFOUND: (host) => `the host name ${host} cannot be resolved (--host takes an address of this machine, e.g. 127.0.0.1)`,
  EAI_AGAIN: (host) => `the host name ${host} cannot be resolved now (--host takes an address of this machine, e.g. 127.0.0.1)`,
};

/** Builds and starts the server; a port in use or an address that is not this machine's is an InputError. */
export async function startServer(options: ServerOptions & { host?: string; port?: number } = {}): Promise<RunningServer> {
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port ?? DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InputError(`--port must be an integer from 0 to 65535, not ${port}`);
  const app = await buildServer(options);
  try {
    await app.listen({ host, port });
  } catch (e) {
    await app.close();
    const code = (e as NodeJS.ErrnoException).code ?? '';
    const words = LISTEN_ERRORS[code];
    if (words) throw new InputError(`cannot serve: ${words(host, port)}`);
    throw e;
  }
  const bound = app.server.address();
  const address = typeof bound === 'object' && bound ? bound.address : host;
  const actualPort = typeof bound === 'object' && bound ? bound.port : port;
  accessOf(app)?.bind(address, actualPort);
  const work = workOf(app)!;
  const inProgress = () => {
    const { busy, queued } = work.load();
    return busy + queued;
  };
  const close = async () => {
    // a keep-alive connection whose request ends after the close began would hold it for the
    // keep-alive timeout (72 s): idle ones are closed as they become idle
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    // Node stops timing requests once its server closes: a client sending its request a byte a
    // second, or never reading its answer, would hold the close for as long as it goes on. Past
    // the time a request has to arrive, counted from the close, every connection left is cut
    const cut = setTimeout(() => app.server.closeAllConnections(), app.server.requestTimeout || REQUEST_ARRIVAL_MS);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
      clearTimeout(cut);
    }
  };
  return { app, url: serverUrl(address, actualPort), address, loopback: isLoopbackAddress(address), close, inProgress, endWork: () => work.close() };
}

/** The URL of a server bound to `address`: for 0.0.0.0 or ::, which no client names as a Host and the server does not answer to, its loopback address. */
export function serverUrl(address: string, port: number): string {
  const reachable = isWildcard(address) ? (address === '::' ? '::1' : '127.0.0.1') : address;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
