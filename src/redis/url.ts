// A Redis URL as `serve --store`, `evaluate --queue` and `worker --queue` take it:
// redis://[USER:PASSWORD@]HOST[:PORT][/DB] (rediss:// for TLS). Checked before anything connects,
// so a typo is one line naming the flag; the password is never shown.
import { InputError } from '../errors.ts';

export interface RedisTarget {
  /** The URL as ioredis takes it. */
  url: string;
  /** The URL without its password, for messages. */
  shown: string;
  host: string;
  port: number;
  db: number;
}

const EXAMPLE = 'redis://HOST:PORT/DB, e.g. redis://127.0.0.1:6379/0';

export function parseRedisUrl(text: string, flag: string): RedisTarget {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    throw new InputError(`${flag}: ${JSON.stringify(text)} is not a Redis URL (${EXAMPLE})`);
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new InputError(`${flag}: ${JSON.stringify(redact(u))} is not a Redis URL: it must start with redis:// or rediss:// (${EXAMPLE})`);
  if (!u.hostname) throw new InputError(`${flag}: ${JSON.stringify(redact(u))} names no host (${EXAMPLE})`);
  const path = u.pathname.replace(/^\//, '');
  if (!/^\d{0,5}$/.test(path)) throw new InputError(`${flag}: the database of ${JSON.stringify(redact(u))} must be a number, as in ${EXAMPLE}`);
  if (u.search || u.hash) throw new InputError(`${flag}: ${JSON.stringify(redact(u))} has a query or fragment, which is not understood (${EXAMPLE})`);
  return { url: u.href, shown: redact(u), host: u.hostname, port: u.port ? Number(u.port) : 6379, db: path ? Number(path) : 0 };
}

function redact(u: URL): string {
  if (!u.password) return u.href;
  const copy = new URL(u.href);
  copy.password = '***';
  return copy.href;
}
