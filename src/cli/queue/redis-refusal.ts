// Redis refusing a command of the queue, as opposed to a lost connection (which is waited out):
// its memory full, a user without the rights BullMQ needs, a read-only replica. Retrying cannot
// help, and the recipes must not become error rows for it, so the command (or the worker) stops
// with one line saying what to change on the server.
import type { Redis } from 'ioredis';
import { InputError } from '../../errors.ts';
import { QUEUE_NAME } from './jobs.ts';
import { checkQueueKeys, QUEUE_PREFIX } from './queue-keys.ts';

/** The keys BullMQ keeps the queue under (its default prefix). */
export const QUEUE_KEYS = `bull:${QUEUE_NAME}:*`;

/** An error answered by the server (ioredis's ReplyError), not one of the connection. */
export function isRedisRefusal(e: unknown): e is Error {
  return e instanceof Error && e.name === 'ReplyError';
}

/** `what` (e.g. `job r12…`) refused by the server at `shown`, in words with what to do. */
export function redisRefusal(e: Error, what: string, shown: string): InputError {
  return new InputError(`--queue: Redis at ${shown} refused ${what}: ${refusalInWords(e.message)}`);
}

/** The server's reason without BullMQ's script hash and line (which say nothing to a user), and what to do. */
export function refusalInWords(message: string): string {
  const why = message.replace(/\s*script: [0-9a-f]+, on @user_script:\d+\.?\s*$/, '').replace(/\.\s*$/, '');
  return why + hint(why);
}

function hint(why: string): string {
  if (/^OOM\b/.test(why)) return '; its memory is full (maxmemory): raise maxmemory or free memory on the server, then run the command again';
  if (/^NOPERM\b/.test(why)) return `; the URL's user may not run the queue's scripts on its keys ${QUEUE_KEYS}: allow them (e.g. ACL SETUSER USER ~bull:* +@all) or give another user`;
  if (/^READONLY\b/.test(why)) return '; the server is a read-only replica: give the URL of its primary';
  if (/^WRONGTYPE\b/.test(why)) return `; a key under ${QUEUE_PREFIX} holds another kind of value than the queue keeps there (another program's key, or one set by hand): delete it, or give another database number (redis://…/1)`;
  return '';
}

/**
 * Before any work: whether the URL's user may run a script on the queue's keys (what BullMQ does
 * for every job). A user without the rights would otherwise look ready and never take a job.
 * Then whether those keys hold what the queue keeps there (queue-keys.ts).
 */
export async function checkQueueAccess(client: Redis, shown: string): Promise<void> {
  try {
    await client.eval("return redis.call('exists', KEYS[1])", 1, `bull:${QUEUE_NAME}:meta`);
  } catch (e) {
    if (isRedisRefusal(e)) throw redisRefusal(e, "the queue's commands", shown);
    throw e;
  }
  await checkQueueKeys(client, shown);
}
