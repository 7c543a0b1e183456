// A queue paused by another program (BullMQ's Queue.pause(), a dashboard's pause button) keeps
// its jobs waiting: no worker takes one until it is resumed. The command and the workers then
// waited without a word (`1 jobs waiting, 0 being scored; 1 worker`, again and again); said
// instead, naming the queue and how to resume it. Waiting stays right: a pause may be meant.
import type { Redis } from 'ioredis';
import { QUEUE_NAME } from './jobs.ts';
import { QUEUE_PREFIX } from './queue-keys.ts';

/** Whether the queue is paused (BullMQ keeps the mark in its meta hash); false when Redis cannot say. */
export async function isQueuePaused(client: Redis): Promise<boolean> {
  return (await client.hexists(`${QUEUE_PREFIX}meta`, 'paused').catch(() => 0)) === 1;
}

export function pausedInWords(shown: string): string {
  return `queue ${QUEUE_NAME} at ${shown} is paused (BullMQ's Queue.pause(), by another program or a dashboard): no worker takes its jobs until it is resumed (Queue.resume() on queue ${QUEUE_NAME} of that database)`;
}
