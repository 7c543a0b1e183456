// `evaluate --queue redis://…`: the recipes go to a BullMQ queue in jobs of a few, any number of
// `irl-kitchen worker`s score them, and this command writes their rows in input order, exactly
// as a local run would (the workers render them with the same code), as soon as each row and
// every row before it are in. At most JOBS_IN_FLIGHT jobs are on the queue at once, so memory
// stays bounded on inputs of any length. Each answer's world hash must be this command's own.
import type { Job, Queue, QueueEvents } from 'bullmq';
import { InputError } from '../../errors.ts';
import { requirePackage } from '../../optional-packages.ts';
import { connectWaiting } from './wait-for-redis.ts';
import { Interrupted } from '../interrupt.ts';
import { parseRedisUrl } from '../../redis/url.ts';
import { Renderer, type RowResult, type ScoreSettings, type Task } from '../score-segment.ts';
import { parseSegment } from '../../language/read-segments.ts';
import { FATAL, REFUSED, type JobAnswer, type JobData, jobId, JOBS_IN_FLIGHT, jobSettings, QUEUE_NAME, SEGMENTS_PER_JOB, WORLD_MISMATCH } from './jobs.ts';
import { differences, worldHash, type WorldHash } from './world-hash.ts';
import { submitInBatches } from '../batches.ts';
import { awaitJob } from './await-job.ts';
import { within } from './within.ts';
import { checkAnswer } from './job-check.ts';
import { watchOutages } from '../../redis/outages.ts';
import { checkQueueAccess, isRedisRefusal, redisRefusal } from './redis-refusal.ts';
import { jobKey } from './queue-keys.ts';
import { isQueuePaused, pausedInWords } from './queue-paused.ts';
import { evictionWarning, muteBullmqEvictionLines } from './eviction-policy.ts';

export interface QueueRunOptions {
  /** The Redis URL given with --queue. */
  url: string;
  onRow: (row: RowResult) => Promise<void>;
  /** Progress lines (every few seconds); none when quiet. */
  progress?: (line: string) => void;
  /** Warnings that quiet keeps: no worker on the queue for a while. */
  warn?: (line: string) => void;
  /** Aborts the run (Ctrl-C): the jobs still waiting are taken back off the queue. */
  stop?: AbortSignal;
  /** Seconds to keep trying while Redis cannot be reached (0 or none: one try); said through `warn`. */
  waitForRedis?: number;
}

const PROGRESS_EVERY_MS = 5000;
/** Jobs waiting this long with no worker on the queue get one warning (also under --quiet: the run would otherwise wait silently). */
const NO_WORKER_WARN_MS = 10_000;
/** A job that failed on the queue (its workers kept dying) is added again this many times. */
const RESUBMITS = 2;
/** Completed or failed jobs left behind by a command that was stopped are removed after a day. */
const KEEP_SECONDS = 24 * 3600;
/** Taking the jobs back when stopped waits no longer than this for Redis (it may be the reason to stop). */
const CLOSE_MS = 3000;

export async function scoreOnQueue(tasks: AsyncIterable<Task>, settings: ScoreSettings, options: QueueRunOptions): Promise<void> {
  requirePackage('bullmq', '--queue');
  const world = worldHash(settings);
  // said as the worker says it, also under --quiet: the command would otherwise wait without a word
  const wait = { seconds: options.waitForRedis ?? 0, say: (line: string) => options.warn?.(`irl-kitchen evaluate: ${line}`) };
  const { client, target } = await connectWaiting(options.url, '--queue', { blocking: true, name: 'irl-kitchen-evaluate', abort: options.stop }, wait).catch((e: unknown) => {
    throw e instanceof Interrupted ? new Interrupted(e.signal, `while waiting for Redis at ${parseRedisUrl(options.url, '--queue').shown}`) : e;
  });
  try {
    await checkQueueAccess(client, target.shown);
  } catch (e) {
    client.disconnect();
    throw e;
  }
  // also under --quiet: the command would otherwise wait without a word
  if (await isQueuePaused(client)) options.warn?.(`warning: ${pausedInWords(target.shown)}; the rows come then`);
  const evicting = await evictionWarning(client, target.shown);
  if (evicting) options.warn?.(evicting);
  const { Queue, QueueEvents } = await import('bullmq');
  const unmute = muteBullmqEvictionLines();
  const queue = new Queue<JobData, JobAnswer>(QUEUE_NAME, { connection: client });
  const eventsClient = client.duplicate();
  const events = new QueueEvents(QUEUE_NAME, { connection: eventsClient });
  // every job in flight waits on both (BullMQ listens for their closing)
  queue.setMaxListeners(JOBS_IN_FLIGHT * 4);
  events.setMaxListeners(JOBS_IN_FLIGHT * 4);
  // without listeners BullMQ prints every failed reconnect with its stack; one line per outage instead
  const outages = watchOutages(client, `queue ${QUEUE_NAME} at ${target.shown}`, (line) => options.progress?.(`queue: ${line}`));
  queue.on('error', outages.onError);
  events.on('error', outages.onError);
  const renderer = new Renderer(settings);
  const data = (batch: Task[]): JobData => ({ world: world.hash, settings: jobSettings(settings), tasks: batch });
  const ids = new Set<string>();
  let rowsOut = 0;
  const ticker = options.progress ? setInterval(() => !outages.down() && void progress(queue, target.db, rowsOut, target.shown).then(options.progress, () => {}), PROGRESS_EVERY_MS) : null;
  const lonely = options.warn && !options.progress ? warnWithoutWorkers(queue, target.db, target.shown, options.warn, outages) : null;
  try {
    await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]).finally(unmute);
    const results = new Map<number, RowResult[][]>();
    const inFlight = new Set<Promise<void>>();
    let submitted = 0;
    let emitted = 0;
    let failure: Error | null = null;
    const flush = async () => {
      if (failure) throw failure;
      while (results.has(emitted)) {
        const rows = results.get(emitted)!;
        results.delete(emitted++);
        for (const segmentRows of rows) for (const row of segmentRows) {
          await options.onRow(row);
          rowsOut++;
        }
      }
    };
    const submit = (batch: Task[]) => {
      const seq = submitted++;
      const job = data(batch);
      const id = jobId(job);
      ids.add(id);
      const p = collect(queue, events, id, job, world, renderer, target.shown, options.stop).then(
        (rows) => {
          results.set(seq, rows);
          // another command may have added the same job: it finds it completed, or adds it again
          void queue.remove(id).catch(() => {});
          ids.delete(id);
        },
        (e: Error) => {
          failure ??= e;
        },
      );
      const tracked = p.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    };
    await submitInBatches(tasks, SEGMENTS_PER_JOB, JOBS_IN_FLIGHT, inFlight, submit, flush, options.stop);
  } finally {
    if (ticker) clearInterval(ticker);
    if (lonely) clearInterval(lonely);
    // stopped early: take back the jobs still waiting (those in a worker's hands finish and expire);
    // with Redis away, as far as it can within CLOSE_MS: the rest expire too
    const tidy = (async () => {
      await Promise.allSettled([...ids].map((id) => queue.remove(id)));
      await events.close().catch(() => {});
      await queue.close().catch(() => {});
    })();
    if ((await within(tidy, CLOSE_MS)) === 'late') {
      // BullMQ's own connections (events read on a duplicate) would otherwise retry forever
      await within(Promise.allSettled([events.disconnect(), queue.disconnect()]), CLOSE_MS / 3);
    }
    outages.dispose();
    eventsClient.disconnect();
    client.disconnect();
  }
}

/** Adds the job (or finds it, by its id) and waits for its rows. */
async function collect(queue: Queue<JobData, JobAnswer>, events: QueueEvents, id: string, data: JobData, world: WorldHash, renderer: Renderer, shown: string, stop?: AbortSignal): Promise<RowResult[][]> {
  let lastReason = '';
  const add = (): Promise<Job<JobData, JobAnswer>> =>
    queue
      .add('score', data, {
        jobId: id,
        attempts: 3,
        backoff: { type: 'fixed', delay: 1000 },
        removeOnComplete: { age: KEEP_SECONDS },
        removeOnFail: { age: KEEP_SECONDS },
      })
      .catch((e: unknown) => {
        // a job Redis refuses to hold (memory full, no rights) was never scored: no error rows for it
        throw isRedisRefusal(e) ? redisRefusal(e, `to take job ${id}`, shown) : e;
      });
  for (let attempt = 0; attempt <= RESUBMITS; attempt++) {
    try {
      const outcome = await awaitJob(queue, events, id, add, stop);
      if ('stray' in outcome)
        throw new InputError(`--queue: Redis at ${shown} holds ${jobKey(id)}, the key of job ${id}, but the job is in none of the lists of queue ${QUEUE_NAME} (another program's key, or one set by hand), so no worker takes it: delete it (redis-cli DEL ${jobKey(id)}) and run the command again`);
      if ('failed' in outcome) throw new Error(outcome.failed);
      // a row lost or written twice would shift every row after it: a wrong answer stops the command
      const wrong = checkAnswer(outcome.answer, data);
      if (wrong) throw new InputError(`--queue: job ${id} of queue ${QUEUE_NAME}: ${wrong}; is every worker irl-kitchen ${world.parts.version}?`);
      const answer = outcome.answer as JobAnswer;
      if (answer.world !== world.hash)
        throw new InputError(`--queue: worker ${answer.worker} scored with other files (world ${answer.world}, this command's is ${world.hash}); start every worker with the same --rules, --ontology and --benchmark`);
      return answer.rows;
    } catch (e) {
      if (e instanceof InputError) throw e;
      stop?.throwIfAborted(); // taken back: never added again
      lastReason = (e as Error).message;
      if (lastReason.startsWith(WORLD_MISMATCH)) throw new InputError(`--queue: ${mismatch(lastReason, world)}`);
      if (lastReason.startsWith(FATAL)) throw new InputError(lastReason.slice(FATAL.length + 2));
      if (lastReason.startsWith(REFUSED)) throw new InputError(`--queue: a worker refused job ${id} of queue ${QUEUE_NAME}: ${lastReason.slice(REFUSED.length + 2)}`);
      // failed for good (its workers kept dying, or it failed here before): add it again
      await queue.remove(id).catch(() => {});
    }
  }
  const reason = `its job failed on the queue: ${lastReason}`;
  return data.tasks.map((t) => parseSegment(t.segment, renderer.settings.grammarMillis).map((u) => renderer.internalError(t.name, u.recipe, reason)));
}

/** A worker's refusal in words: which of its files differ from this command's. */
function mismatch(reason: string, world: WorldHash): string {
  const m = /worker (\S+) has world \S+ \((\{.*\})\)/.exec(reason);
  if (!m) return reason;
  const theirs = JSON.parse(m[2]) as WorldHash['parts'];
  return `worker ${m[1]} has other ${differences(world.parts, theirs)} than this command; start every worker with the same --rules, --ontology and --benchmark (docs/SCALING.md)`;
}

/** How often a quiet command looks whether any worker is on the queue. */
const WORKER_CHECK_MS = NO_WORKER_WARN_MS / 2;

/**
 * One warning once the queue has had no worker for NO_WORKER_WARN_MS (the progress lines say so
 * themselves): at the start, and again whenever every worker went away mid-run, since a quiet
 * command would otherwise wait in silence for rows no one scores.
 */
function warnWithoutWorkers(queue: Queue, db: number, where: string, warn: (line: string) => void, outages: { down: () => boolean }): NodeJS.Timeout {
  let without = 0; // checks in a row that found no worker
  let warned = false;
  const timer = setInterval(() => {
    if (outages.down()) return;
    workersOf(queue, db).then((n) => {
      if (n > 0) {
        without = 0;
        warned = false;
        return;
      }
      if (++without * WORKER_CHECK_MS < NO_WORKER_WARN_MS || warned) return;
      warned = true;
      warn(`warning: no worker has taken jobs from queue ${QUEUE_NAME} at ${where} for ${NO_WORKER_WARN_MS / 1000} s; the rows come once one does: start \`irl-kitchen worker --queue ${where}\` (docs/SCALING.md)`);
    }, () => {});
  }, WORKER_CHECK_MS);
  timer.unref();
  return timer;
}

/** The workers on this queue of this database (BullMQ counts those of every database of the server). */
async function workersOf(queue: Queue, db: number): Promise<number> {
  return (await queue.getWorkers()).filter((w) => w.db === String(db)).length;
}

async function progress(queue: Queue, db: number, rows: number, where: string): Promise<string> {
  const [counts, workers, paused] = await Promise.all([queue.getJobCounts('waiting', 'active', 'prioritized', 'delayed'), workersOf(queue, db), queue.isPaused()]);
  const waiting = counts.waiting + counts.prioritized + counts.delayed;
  const none = workers === 0 ? ` (no worker: start \`irl-kitchen worker --queue ${where}\`)` : '';
  const stopped = paused ? `; the queue is paused: no worker takes a job until it is resumed (Queue.resume())` : '';
  return `queue: ${rows} rows written; ${waiting} jobs waiting, ${counts.active} being scored; ${workers} worker${workers === 1 ? '' : 's'}${none}${stopped}`;
}
