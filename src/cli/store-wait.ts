// `serve --store URL --wait-for-redis SECONDS`: a server started along with Redis (a compose file,
// a boot script) waits for it as `worker` and `evaluate --queue` do (queue/wait-for-redis.ts),
// before it loads anything else; Ctrl-C during the wait ends it with 130 (143), saying so.
import { InputError } from '../errors.ts';
import type { CliIO } from './io.ts';
import { Interrupted } from './interrupt.ts';
import { duringWait } from './signals.ts';

/** Refuses --wait-for-redis without --store, as `evaluate` refuses it without --queue. */
export function checkStoreWait(store: string | undefined, seconds: number | undefined) {
  if (seconds !== undefined && store === undefined) throw new InputError(`--wait-for-redis ${seconds}: only with --store URL (sessions kept in this process's memory need no Redis)`);
}

/** Waits (at most `seconds`) until Redis answers at the --store URL; the server then connects as without the option. */
export async function waitForStore(store: string, seconds: number, io: CliIO): Promise<void> {
  if (seconds <= 0) return;
  const [{ connectWaiting }, { parseRedisUrl }] = await Promise.all([import('./queue/wait-for-redis.ts'), import('../redis/url.ts')]);
  const shown = parseRedisUrl(store, '--store').shown;
  const stop = new AbortController();
  // borrows the loading handler: a signal after the wait, while the server loads, is still said
  const giveBack = duringWait((signal) => stop.abort(new Interrupted(signal, `while waiting for Redis at ${shown}: not serving yet`)));
  try {
    const say = (line: string) => io.err(`irl-kitchen serve: ${line}`);
    const { client } = await connectWaiting(store, '--store', { name: 'irl-kitchen-serve', abort: stop.signal }, { seconds, say });
    client.disconnect();
  } finally {
    giveBack();
  }
}
