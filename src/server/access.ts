// Who may drive the server: only requests made for it by name (the Host header names the bound
// address and port, or a name given for a reverse proxy: no DNS rebinding), never from another
// web page (a foreign Origin, Sec-Fetch-Site: cross-site, or a POST that is not
// application/json, which no page can send without the server's consent), and, with a token,
// only requests that present it.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { ApiError, routeOf } from './errors.ts';

export interface AccessOptions {
  /** Host header values accepted besides the bound address (e.g. the name a reverse proxy forwards): `name` (any port) or `name:port`. */
  allowedHosts?: string[];
  /** A token every request must present as `Authorization: Bearer TOKEN`. */
  token?: string;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export class Access {
  /** Accepted `host[:port]` values; before the server is bound, loopback names on any port. */
  private hosts: Set<string> | null = null;
  private readonly names: Set<string>;
  private readonly token: Buffer | null;

  constructor(options: AccessOptions = {}) {
    this.names = new Set((options.allowedHosts ?? []).map((h) => h.trim().toLowerCase()).filter(Boolean));
    this.token = options.token ? digest(options.token) : null;
  }

  /** The address and port the server listens on: the Host values it answers to. */
  bind(address: string, port: number): void {
    const shown = (a: string) => (isIP(a) === 6 ? `[${a}]` : a);
    const addresses = isLoopbackAddress(address)
      ? [address, ...LOOPBACK_NAMES]
      : isWildcard(address)
        ? [...LOOPBACK_NAMES, ...interfaceAddresses()]
        : [address];
    this.hosts = new Set(addresses.map((a) => `${shown(a)}:${port}`.toLowerCase()));
    if (port === 80) for (const a of addresses) this.hosts.add(shown(a).toLowerCase());
  }

  /** Refuses a request that is not the local user's (thrown as an ApiError with its code). */
  check(request: FastifyRequest): void {
    // the route as the documentation names it (`POST /sessions/{id}/execute`), as every other refusal does
    const route = routeOf(request);
    // Node keeps the first of several Host headers, a proxy may forward another: HTTP allows one
    const hosts = headerCount(request.raw?.rawHeaders ?? [], 'host');
    if (hosts > 1) throw new ApiError(403, 'unknown-host', `${route}: the request names ${hosts} hosts (Host headers); it may name one, this server's own address`);
    // a target in absolute form (`GET http://NAME/health`) names the host, and HTTP says to go by it, not the Host header
    const host = (absoluteAuthority(request.url) ?? String(request.headers.host ?? '')).toLowerCase();
    if (!host) throw new ApiError(403, 'unknown-host', `${route}: the request names no host (a Host header); this server answers to its own address`);
    if (!this.hostAccepted(host))
      throw new ApiError(403, 'unknown-host', `${route}: this server does not answer to the host ${JSON.stringify(host)}; it answers to its own address (serve --allowed-host NAME adds a name, e.g. behind a reverse proxy)`);
    const origin = request.headers.origin;
    if (origin !== undefined && !this.originAccepted(String(origin)))
      throw new ApiError(403, 'foreign-origin', `${route}: requests from the web page ${JSON.stringify(String(origin))} are refused (only this server's own address may send requests from a browser)`);
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new ApiError(403, 'cross-site-request', `${route}: a request another site's page makes is refused`);
    // Node keeps the first of several Authorization headers too, where a proxy may check another
    const tokens = this.token ? headerCount(request.raw?.rawHeaders ?? [], 'authorization') : 0;
    const refused = !this.token ? null : tokens > 1 ? `the request sends ${tokens} Authorization headers, not one` : this.tokenRefusal(request.headers.authorization);
    if (refused) throw new ApiError(401, 'unauthorized', `${route}: ${refused}; this server needs its token: send the header "Authorization: Bearer TOKEN" (serve --token, or IRL_KITCHEN_TOKEN)`);
    if (request.method === 'POST' && !isJson(request.headers['content-type']))
      throw new ApiError(415, 'unsupported-media-type', `${route}: a POST must have the header "Content-Type: application/json" (even with no body)`);
    // bodies are read as they come: a compressed one would only be malformed JSON
    const encoding = request.headers['content-encoding'];
    if (request.method === 'POST' && encoding !== undefined && encoding.trim().toLowerCase() !== 'identity')
      throw new ApiError(415, 'unsupported-media-type', `${route}: a body encoded as ${JSON.stringify(encoding.slice(0, 40))} is not accepted; send it uncompressed (no Content-Encoding)`);
  }

  private hostAccepted(host: string): boolean {
    if (!host) return false;
    if (this.names.has(host) || this.names.has(host.replace(/:\d+$/, ''))) return true;
    if (this.hosts) return this.hosts.has(host);
    return LOOPBACK_NAMES.includes(host.replace(/:\d+$/, ''));
  }

  private originAccepted(origin: string): boolean {
    const m = /^https?:\/\/([^/]+)$/i.exec(origin);
    return m !== null && this.hostAccepted(m[1].toLowerCase());
  }

  /** Why the Authorization header does not present the token (a client must tell a missing token from a wrong one), or null when it does. */
  private tokenRefusal(header: string | undefined): string | null {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
    if (m === null) return header === undefined || header.trim() === '' ? 'no bearer token sent' : 'the Authorization header is not "Bearer TOKEN"';
    return timingSafeEqual(digest(m[1]), this.token!) ? null : "the token is not the server's";
  }
}

/** A token a request can present as `Bearer TOKEN`: one word of visible ASCII (an empty one would ask nothing, one with a space could never be sent). */
export const isTokenText = (token: string) => /^[\x21-\x7e]+$/.test(token);

/** How many headers named `name` (lower case) a request has (`rawHeaders` alternates names and values). */
function headerCount(raw: readonly string[], name: string): number {
  let n = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() === name) n++;
  return n;
}

/** The host and port of a request target in absolute form (`http://NAME:PORT/path`), or undefined for a path. */
const absoluteAuthority = (target: string | undefined): string | undefined => /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(target ?? '')?.[1];

const digest = (s: string) => createHash('sha256').update(s).digest();

const isJson = (type: string | undefined) => type !== undefined && /^application\/json\s*(;|$)/i.test(type.trim());

/** An address of this machine only: 127.0.0.0/8, ::1, or IPv4 loopback written as IPv6. */
export function isLoopbackAddress(address: string): boolean {
  const a = address.toLowerCase().replace(/^\[|\]$/g, '');
  if (a === '::1') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** An address that stands for all of this machine's: no client names it in a Host header. */
export const isWildcard = (address: string) => address === '0.0.0.0' || address === '::';

function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((i) => i.address);
}
