// BullMQ needs Redis to keep every key (maxmemory-policy noeviction): under another policy a full
// Redis drops keys of the queue instead of refusing new ones. BullMQ says so itself through
// console.warn, once per connection and without naming the server (`IMPORTANT! Eviction policy is
// allkeys-lru. It should be "noeviction"`, twice for one command); said here once instead, naming
// the URL and the queue, while BullMQ's own lines are left out as its connections start.
import type { Redis } from 'ioredis';
import { QUEUE_NAME } from './jobs.ts';

const BULLMQ_EVICTION_LINE = /^IMPORTANT! Eviction policy is /;

/** The warning for a server that may evict the queue's keys, or null under noeviction (or when it cannot say). */
export async function evictionWarning(client: Redis, shown: string): Promise<string | null> {
  const info = await client.info('memory').catch(() => '');
  const policy = /^maxmemory_policy:(\S+)/m.exec(info)?.[1];
  if (!policy || policy === 'noeviction') return null;
  return `warning: Redis at ${shown} evicts keys when its memory is full (maxmemory-policy ${policy}), keys of queue ${QUEUE_NAME} too: set maxmemory-policy noeviction on that server, as BullMQ requires (docs/SCALING.md)`;
}

/** Leaves BullMQ's unplaced eviction lines out until the function returned is called (once its connections have started). */
export function muteBullmqEvictionLines(): () => void {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && BULLMQ_EVICTION_LINE.test(args[0])) return;
    warn.apply(console, args);
  };
  return () => void (console.warn = warn);
}
