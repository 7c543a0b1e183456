// A connection to Redis, opened and checked once before any work: a server that cannot be
// reached (refused, unknown host, no answer in time, a database that does not exist, a wrong
// password, a server that is not Redis) is one line naming the flag and the reason, never a
// stack or an endless retry.
// Each refusal says of what kind it is (RedisConnectError's `kind`): a server that nothing answers
// for may yet come (`--wait-for-redis` tries again), one that answered and said no will not.
// Afterwards the client reconnects by itself; commands fail fast while it is away.
// ioredis is imported here only, lazily: without --store or --queue it is never loaded.
import type { Redis, RedisOptions } from 'ioredis';
import { InputError } from '../errors.ts';
import { parseRedisUrl, type RedisTarget } from './url.ts';

const CONNECT_MS = 3000;
/**
 * How long a closing client waits for its socket to close before destroying it. A refused or
 * silent server's socket has closed already or never will, and ioredis's 2 s default then kept
 * every command that could not reach Redis alive 2 s after its message; Redis itself closes at once.
 */
const DISCONNECT_MS = 200;

/**
 * `unreachable`: nothing answered (connection refused, host not found, no answer in time), which
 * a server still starting also gives; `refused`: a server answered and said no (password,
 * database, protocol, TLS), which no waiting mends.
 */
export type RedisConnectKind = 'unreachable' | 'refused';

/** A connection that could not be made: one line for the user, and its kind for a caller that may try again. */
export class RedisConnectError extends InputError {
  constructor(
    message: string,
    readonly kind: RedisConnectKind,
    /** The reason alone (ioredis's, or in words), without the flag and URL. */
    readonly reason: string,
  ) {
    // named as any InputError: callers and messages need not tell them apart
    super(message);
  }
}

/** Socket errors of a server not (yet) there; ECONNRESET too: a server shutting down or still starting. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ECONNRESET', 'EPIPE']);

export interface ConnectOptions {
  blocking?: boolean;
  name?: string;
  /** Gives up at once when aborted (Ctrl-C): the attempt's socket is closed, and the abort's reason thrown. */
  abort?: AbortSignal;
}

export interface Connected {
  client: Redis;
  target: RedisTarget;
}

/**
 * Connects to the URL given with `flag`. `blocking` clients (BullMQ's workers and event readers)
 * wait for Redis as long as it takes instead of failing a command.
 */
export async function connectRedis(text: string, flag: string, options: ConnectOptions = {}): Promise<Connected> {
  const target = parseRedisUrl(text, flag);
  const { Redis } = await import('ioredis');
  options.abort?.throwIfAborted();
  const client = new Redis(target.url, redisOptions(options));
  let last: Error | null = null;
  const remember = (e: Error) => {
    last = e;
  };
  client.on('error', remember);
  const giveUp = () => client.disconnect();
  options.abort?.addEventListener('abort', giveUp, { once: true });
  try {
    await withTimeout(client.connect(), CONNECT_MS + 500);
    // ioredis selects the URL's database after `ready` and only emits a refusal (ERR DB index is
    // out of range) as an event: selecting it again here makes that refusal this command's error
    await withTimeout(client.select(target.db), CONNECT_MS);
    await refuseUnneededPassword(client, target, flag);
  } catch (e) {
    client.disconnect();
    options.abort?.throwIfAborted();
    if (e instanceof InputError) throw e;
    const cause = (last as Error | null) ?? (e as Error);
    const refused = refusedLogin(cause.message, target, flag);
    if (refused) throw refused;
    const why = inWords(cause.message, target);
    throw new RedisConnectError(`${flag}: cannot reach Redis at ${target.shown}: ${why}`, kindOf(cause, target), why);
  } finally {
    options.abort?.removeEventListener('abort', giveUp);
  }
  // from now on a lost connection is retried in the background; errors reach the callers of commands
  client.off('error', remember);
  client.on('error', () => {});
  return { client, target };
}

/**
 * A URL with a password for a server that asks none: ioredis only warns and goes on, and the
 * sessions or jobs would sit where anyone who reaches the port can read and change them.
 */
async function refuseUnneededPassword(client: Redis, target: RedisTarget, flag: string): Promise<void> {
  const u = new URL(target.url);
  if (!u.password) return;
  // the default user as AUTH's one-argument form: with its name, a server without passwords takes any password
  const user = decodeURIComponent(u.username);
  const args = user && user !== 'default' ? [user, decodeURIComponent(u.password)] : [decodeURIComponent(u.password)];
  const said = await withTimeout(client.call('AUTH', ...args), CONNECT_MS).then(
    () => '',
    (e: Error) => e.message,
  );
  if (/without any password configured|no password is set/.test(said))
    throw new RedisConnectError(`${flag}: the Redis server at ${target.host}:${target.port} asks no password, but ${target.shown} gives one: anyone who reaches the server can read and change what irl-kitchen keeps there. Set one on the server (requirepass, or an ACL user), or leave it out of the URL`, 'refused', 'the server asks no password');
}

/**
 * The server answered but refused the URL's user name and password (WRONGPASS): it was reached,
 * so "cannot reach Redis" would send the user looking at the network instead of the URL.
 */
function refusedLogin(why: string, target: RedisTarget, flag: string): RedisConnectError | undefined {
  if (!/^WRONGPASS\b/.test(why)) return undefined;
  const u = new URL(target.url);
  const noPassword = u.username && !u.password ? `; a user name without a password, as here, logs in with an empty password (redis://${u.username}:PASSWORD@…)` : '';
  return new RedisConnectError(`${flag}: the Redis server at ${target.host}:${target.port} refused the user name and password of ${target.shown} (WRONGPASS)${noPassword}. Give a user and password it knows, or leave both out for a server without passwords`, 'refused', 'WRONGPASS');
}

/**
 * Whether the failure may pass by waiting. A rediss:// URL that gets no answer is taken for TLS
 * spoken to a plain server (inWords says so), which waiting does not mend.
 */
function kindOf(cause: Error, target: RedisTarget): RedisConnectKind {
  const code = (cause as NodeJS.ErrnoException).code ?? '';
  const silent = code === 'ETIMEDOUT' || /no answer within/.test(cause.message);
  if (silent && target.url.startsWith('rediss:')) return 'refused';
  if (silent || UNREACHABLE_CODES.has(code) || /^Connection is closed/.test(cause.message)) return 'unreachable';
  return 'refused';
}

/** ioredis's reasons where they would mislead: a non-Redis server's answer is not a bug to report. */
function inWords(why: string, target: RedisTarget): string {
  if (/Unknown RESP type/.test(why)) return `the server at ${target.host}:${target.port} does not answer in Redis's protocol (is it a Redis server?)`;
  // Redis's own words speak of HELLO AUTH, which no user types
  if (/^NOAUTH\b/.test(why)) return `the server asks for a password (NOAUTH): give it in the URL, redis://:PASSWORD@${target.host}:${target.port}/${target.db} (redis://USER:PASSWORD@… for an ACL user)`;
  if (/DB index is out of range/.test(why)) return `it has no database ${target.db} (${why}; the server's \`databases\` setting bounds the numbers, 16 by default)`;
  // a TLS handshake with a plain server waits for an answer that never comes
  if (target.url.startsWith('rediss:') && /ETIMEDOUT|no answer within/.test(why)) return `${why} (a rediss:// URL opens TLS: is the server set up for TLS? A plain server takes redis://)`;
  return why;
}

export function redisOptions(options: ConnectOptions = {}): RedisOptions {
  return {
    lazyConnect: true,
    connectTimeout: CONNECT_MS,
    disconnectTimeout: DISCONNECT_MS,
    // BullMQ requires null (it waits for Redis itself); elsewhere a command fails after a few tries
    maxRetriesPerRequest: options.blocking ? null : 2,
    retryStrategy: (times) => Math.min(100 * times, 2000),
    enableAutoPipelining: !options.blocking,
    ...(options.name ? { connectionName: options.name } : {}),
  };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]);
}
