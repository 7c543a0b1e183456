// The session store a server is started with: the main thread's memory, or Redis (`--store`),
// whose client is loaded only then. An unreachable or malformed URL stops the server before it
// serves, with one line naming --store.
import type { ServerLimits } from '../limits.ts';
import { SessionStore } from '../session-store.ts';
import type { Sessions } from './sessions.ts';

export async function openSessions(store: string | undefined, limits: ServerLimits, snapshotBytes: number, clock?: () => number): Promise<Sessions> {
  if (store === undefined) return new SessionStore(limits, snapshotBytes, clock);
  const { connectRedis } = await import('../../redis/connect.ts');
  const { RedisSessions } = await import('./redis-sessions.ts');
  const { client } = await connectRedis(store, '--store', { name: 'irl-kitchen-serve' });
  return new RedisSessions(client, limits);
}
