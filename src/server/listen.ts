// Starts the HTTP API on a host and port; closing stops accepting and ends the open sessions.
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from './app.ts';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8080;

export interface RunningServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:8080 (the port actually bound when 0 was asked for). */
  url: string;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions & { host?: string; port?: number } = {}): Promise<RunningServer> {
  const app = await buildServer(options);
  const host = options.host ?? DEFAULT_HOST;
  await app.listen({ host, port: options.port ?? DEFAULT_PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shown = host.includes(':') ? `[${host}]` : host;
  return { app, url: `http://${shown}:${port}`, close: () => app.close() };
}
