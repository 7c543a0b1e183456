// The session store a server is started with: the main thread's memory, or Redis (`--store`),
// whose client is loaded only then. An unreachable or malformed URL stops the server before it
// serves, with one line naming --store. Once serving, an outage of Redis is said once on standard
// error, and again when Redis is back: its session routes answer 503 meanwhile, and an operator
// reading the replica's log would otherwise see nothing.
import type { ServerLimits } from '../limits.ts';
import { SessionStore } from '../session-store.ts';
import type { Sessions } from './sessions.ts';

/** Where a replica says that its Redis went away or came back. */
export type OutageSay = (line: string) => void;

const toStandardError: OutageSay = (line) => void process.stderr.write(`irl-kitchen serve: ${line}\n`);

export async function openSessions(store: string | undefined, limits: ServerLimits, snapshotBytes: number, clock?: () => number, say: OutageSay = toStandardError): Promise<Sessions> {
  if (store === undefined) return new SessionStore(limits, snapshotBytes, clock);
  const [{ connectRedis }, { watchOutages }, { RedisSessions }] = await Promise.all([import('../../redis/connect.ts'), import('../../redis/outages.ts'), import('./redis-sessions.ts')]);
  const { client, target } = await connectRedis(store, '--store', { name: 'irl-kitchen-serve' });
  watchOutages(client, `session store at ${target.shown}`, say);
  return new RedisSessions(client, limits);
}
