// The queue's own keys, checked before any work: one that holds another kind of value (a key set
// with `redis-cli`, another program's data, what another BullMQ left under the same name) makes
// every script of the queue fail with WRONGTYPE, so the command would stop at its first job and
// a worker would only print the error, again and again, without naming the key. Said once, here,
// naming the key and how to clear it.
import type { Redis } from 'ioredis';
import { InputError } from '../../errors.ts';
import { QUEUE_NAME } from './jobs.ts';

/** The prefix of every key of the queue (BullMQ's default prefix and the queue's name). */
export const QUEUE_PREFIX = `bull:${QUEUE_NAME}:`;

/** BullMQ's keys of a queue and the kind of value each holds (BullMQ 5 and 6, queue-keys.js). */
const KINDS: Record<string, string> = {
  wait: 'list',
  paused: 'list',
  active: 'list',
  'waiting-children': 'zset',
  delayed: 'zset',
  prioritized: 'zset',
  completed: 'zset',
  failed: 'zset',
  repeat: 'zset',
  marker: 'zset',
  stalled: 'set',
  meta: 'hash',
  events: 'stream',
  id: 'string',
  pc: 'string',
  limiter: 'string',
  'stalled-check': 'string',
};

/** Throws an InputError naming the first of the queue's keys that holds another kind of value. */
export async function checkQueueKeys(client: Redis, shown: string): Promise<void> {
  const names = Object.keys(KINDS);
  const pipeline = client.pipeline();
  for (const name of names) pipeline.type(QUEUE_PREFIX + name);
  const kinds = ((await pipeline.exec()) ?? []).map(([e, kind]) => (e ? null : (kind as string)));
  const wrong = names.findIndex((name, i) => kinds[i] !== null && kinds[i] !== 'none' && kinds[i] !== KINDS[name]);
  if (wrong < 0) return;
  const key = QUEUE_PREFIX + names[wrong];
  throw new InputError(
    `--queue: Redis at ${shown} holds ${key} as a ${kinds[wrong]}, where queue ${QUEUE_NAME} keeps a ${KINDS[names[wrong]]} (another program's key, or one set by hand): delete it (redis-cli DEL ${key}), or give another database number (redis://…/1)`,
  );
}

/** The key of a job's hash, for messages. */
export const jobKey = (id: string) => QUEUE_PREFIX + id;
