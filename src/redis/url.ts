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
    throw new InputError(`${flag}: ${JSON.stringify(redactText(text))} is not a Redis URL${unparsable(text)} (${EXAMPLE})`);
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new InputError(`${flag}: ${JSON.stringify(redact(u))} is not a Redis URL: it must start with redis:// or rediss:// (${EXAMPLE})`);
  if (u.port === '0') throw new InputError(`${flag}: the port of ${JSON.stringify(redact(u))} must be a number from 1 to 65535 (${EXAMPLE})`);
  if (!u.hostname) throw new InputError(`${flag}: ${JSON.stringify(redact(u))} names no host (${EXAMPLE})`);
  const path = u.pathname.replace(/^\//, '');
  if (!/^\d{0,5}$/.test(path)) throw new InputError(`${flag}: the database of ${JSON.stringify(redact(u))} must be a number, as in ${EXAMPLE}`);
  if (u.search || u.hash) throw new InputError(`${flag}: ${JSON.stringify(redact(u))} has a query or fragment, which is not understood (${EXAMPLE})`);
  for (const [part, value] of [['user name', u.username], ['password', u.password]] as const) {
    try {
      decodeURIComponent(value);
    } catch {
      throw new InputError(`${flag}: the ${part} of ${JSON.stringify(redact(u))} has a % not followed by two hexadecimal digits: write % as %25`);
    }
  }
  return { url: u.href, shown: redact(u), host: u.hostname, port: u.port ? Number(u.port) : 6379, db: path ? Number(path) : 0 };
}

/**
 * A text the URL parser refused, its password hidden all the same: between the `:` after the
 * user name and the last `@` (the parser's own split), as far as the text has the form.
 */
function redactText(text: string): string {
  return text.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*:)[^/]*@/i, (_, user: string) => `${user}***@`);
}

/** Why the URL parser refused `text`, where it can be told: a port out of range. */
function unparsable(text: string): string {
  const port = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/]*@)?(?:\[[^\]]*\]|[^/:@]*):([^/?#]*)/i.exec(text)?.[1];
  if (port !== undefined && /^[^:[\]]+$/.test(port) && (!/^\d{1,5}$/.test(port) || Number(port) > 65535)) return `: its port ${JSON.stringify(port)} must be a number from 1 to 65535`;
  return '';
}

function redact(u: URL): string {
  if (!u.password) return u.href;
  const copy = new URL(u.href);
  copy.password = '***';
  return copy.href;
}
