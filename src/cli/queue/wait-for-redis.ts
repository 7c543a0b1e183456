// `--wait-for-redis SECONDS`: a worker (or a command) started along with Redis (a batch job, a
// boot script) tries again while nothing answers at the URL, instead of stopping at once. A server
// that answered and said no (a wrong password, an unknown database, TLS spoken to a plain server)
// still stops it at once: waiting would not mend it. After the bound, the last refusal is the
// command's error, as without the option.
import { setTimeout as sleep } from 'node:timers/promises';
import { type Connected, connectRedis, type ConnectOptions, RedisConnectError } from '../../redis/connect.ts';
import { parseRedisUrl } from '../../redis/url.ts';

export interface RedisWait {
  /** How long to keep trying, in seconds; 0 (or none): one try. */
  seconds: number;
  /** A progress line (at most one a second). */
  say: (line: string) => void;
}

/** Pause between tries: a refused connection fails at once, and a server is ready soon after it listens. */
const RETRY_MS = 250;
const SAY_EVERY_MS = 1000;

/** connectRedis, tried again while Redis is unreachable, for up to `wait.seconds`; `options.abort` ends the wait with its reason. */
export async function connectWaiting(url: string, flag: string, options: ConnectOptions, wait?: RedisWait): Promise<Connected> {
  if (!wait || wait.seconds <= 0) return connectRedis(url, flag, options);
  const shown = parseRedisUrl(url, flag).shown;
  const start = Date.now();
  const deadline = start + wait.seconds * 1000;
  let saidAt = -Infinity;
  for (;;) {
    try {
      return await connectRedis(url, flag, options);
    } catch (e) {
      if (!(e instanceof RedisConnectError) || e.kind !== 'unreachable') throw e;
      const now = Date.now();
      if (now >= deadline) throw new RedisConnectError(`${e.message} (tried for ${wait.seconds} s: --wait-for-redis ${wait.seconds})`, e.kind, e.reason);
      if (now - saidAt >= SAY_EVERY_MS) {
        saidAt = now;
        wait.say(`${flag}: waiting for Redis at ${shown} (${Math.floor((now - start) / 1000)} s of ${wait.seconds}): ${e.reason}`);
      }
      await pause(Math.min(RETRY_MS, deadline - now), options.abort);
    }
  }
}

/** A pause that an abort ends with the abort's reason (a Ctrl-C, not an AbortError). */
async function pause(ms: number, abort?: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, abort ? { signal: abort } : {});
  } catch (e) {
    if (abort?.aborted) throw abort.reason;
    throw e;
  }
}
