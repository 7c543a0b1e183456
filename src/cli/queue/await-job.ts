// Waits for one job of `evaluate --queue` to end. Its completed or failed event is not enough on
// its own: events are lost while Redis is away, and a job can vanish from Redis — a restart
// without persistence, or another command that had added the same job (ids are content-derived)
// and took it back when it was stopped. So the job's state is also read every few seconds, and
// a job that is gone is added again (scoring a job twice is harmless). Without this, the command
// would wait forever for rows that no worker will ever score.
import type { Job, Queue, QueueEvents } from 'bullmq';
import type { JobAnswer, JobData } from './jobs.ts';

/** How often a job in flight is looked up in Redis besides waiting for its event. */
export const CHECK_MS = 2500;

/**
 * The worker's answer, or why the job failed on the queue, or `stray`: the job's key is in Redis
 * but in none of the queue's lists, so adding it again does nothing (a hash left by another
 * program or written by hand): no worker would ever take it.
 */
export type JobOutcome = { answer: unknown } | { failed: string } | { stray: true };

/**
 * Adds the job with `add` (or finds it, by its id), then waits for its outcome. `add` is called
 * again whenever the job is no longer in Redis. Once `stop` aborted, the next look throws its
 * reason (closing the queue ends the wait for the event at once: BullMQ fails it).
 */
export async function awaitJob(queue: Queue<JobData, JobAnswer>, events: QueueEvents, id: string, add: () => Promise<Job<JobData, JobAnswer>>, stop?: AbortSignal): Promise<JobOutcome> {
  const job = await add();
  // the listeners are keyed by the job's id: they also hear the end of the job added again
  const ended: Promise<JobOutcome> = job.waitUntilFinished(events).then(
    (answer: unknown) => ({ answer }),
    (e: unknown) => ({ failed: e instanceof Error ? e.message : String(e) }),
  );
  let strayBefore = false;
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const tick = new Promise<'tick'>((done) => (timer = setTimeout(() => done('tick'), CHECK_MS)));
    const first = await Promise.race([ended, tick]).finally(() => clearTimeout(timer));
    if (first !== 'tick') return first;
    stop?.throwIfAborted();
    // while Redis is away this waits for it to come back (or for the event; closing the client ends it)
    const looked = await Promise.race([ended, lookUp(queue, id)]);
    // twice in a row, with an add between: not a job caught between two of BullMQ's steps
    if (looked === 'stray' && strayBefore) return { stray: true };
    strayBefore = looked === 'stray';
    if (looked === 'gone' || looked === 'stray') await add();
    else if (looked !== 'running') return looked;
  }
}

/**
 * The job's outcome once it is finished, `running` before, `gone` when Redis no longer holds it,
 * `stray` when its key is there but in none of the queue's lists.
 */
async function lookUp(queue: Queue<JobData, JobAnswer>, id: string): Promise<JobOutcome | 'running' | 'gone' | 'stray'> {
  const state = await queue.getJobState(id);
  if (state === 'unknown') return (await queue.getJob(id)) ? 'stray' : 'gone';
  if (state !== 'completed' && state !== 'failed') return 'running';
  const job = await queue.getJob(id);
  if (!job) return 'gone';
  return state === 'completed' ? { answer: job.returnvalue } : { failed: job.failedReason };
}
