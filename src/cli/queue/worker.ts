// `irl-kitchen worker --queue redis://…`: takes scoring jobs from the BullMQ queue that
// `evaluate --queue` fills, on any machine that reaches the Redis server, until SIGINT or SIGTERM
// (then it finishes its jobs in hand). Its files (--rules, --ontology, --benchmark) are its own;
// a job made with other files (another world hash) is refused, which stops that command with a
// message saying which files differ. Jobs of a worker that dies are handed to another once
// their lock lapses (a few seconds): nothing is lost, and scoring a job twice is harmless.
// Anything that can write to the database can add a job, so a job's data is checked first
// (job-check.ts): a malformed one is refused in words, and nothing it names is read or run.
import { hostname } from 'node:os';
import type { Job } from 'bullmq';
import { requireBenchmarkDir } from '../../benchmark-dir.ts';
import { InputError } from '../../errors.ts';
import { Simulator } from '../../simulator.ts';
import { requirePackage } from '../../optional-packages.ts';
import { connectWaiting } from './wait-for-redis.ts';
import { parseRedisUrl } from '../../redis/url.ts';
import { Interrupted } from '../interrupt.ts';
import type { CliIO } from '../io.ts';
import { nextSignal } from '../signals.ts';
import { watchOutages } from '../../redis/outages.ts';
import { FATAL, REFUSED, type JobAnswer, type JobData, QUEUE_NAME, WORLD_MISMATCH } from './jobs.ts';
import { checkJobData } from './job-check.ts';
import { within } from './within.ts';
import { ThreadScorer } from './thread-scorer.ts';
import { worldHash } from './world-hash.ts';
import { checkQueueAccess } from './redis-refusal.ts';
import { workerErrorInWords } from './worker-errors.ts';
import { checkKitchen, DEFAULT_KITCHEN } from '../flag-checks.ts';
import { isQueuePaused, pausedInWords } from './queue-paused.ts';
import { evictionWarning, muteBullmqEvictionLines } from './eviction-policy.ts';

/** A job's lock: renewed every half of it while the job runs; a dead worker's jobs move on after it. */
const LOCK_MS = 5000;
/** How often workers look for jobs whose worker died. */
const STALLED_CHECK_MS = 2500;
/** A job whose workers died this many times fails (its rows become error rows). */
const MAX_STALLED = 3;
/** Other worlds whose refusal a worker says (once each). */
const FOREIGN_WORLDS_SAID = 16;

export interface WorkerFlags {
  queue: string;
  concurrency: number;
  rules: string[];
  ontology: string[];
  benchmark?: string;
  /** Seconds to keep trying while Redis cannot be reached (0 or none: one try). */
  waitForRedis?: number;
}

export async function workerCommand(flags: WorkerFlags, io: CliIO, stopped: Promise<NodeJS.Signals>): Promise<void> {
  requirePackage('bullmq', 'irl-kitchen worker');
  const benchmark = requireBenchmarkDir(flags.benchmark);
  // a rule or ontology file that does not load stops the worker now, not each job it takes, in
  // the words of `evaluate` (hashing them first made a missing --ontology file an internal error)
  new Simulator({ rulesDirs: flags.rules, ontologyFiles: flags.ontology });
  const world = worldHash({ rules: flags.rules, ontology: flags.ontology, benchmark });
  // a signal before the worker is ready ends its connecting (or its wait for Redis) with 130 or 143
  const connecting = new AbortController();
  const shown = parseRedisUrl(flags.queue, '--queue').shown;
  void stopped.then((signal) => connecting.abort(new Interrupted(signal, `while waiting for Redis at ${shown}: no job was taken`)));
  const wait = { seconds: flags.waitForRedis ?? 0, say: (line: string) => io.err(`irl-kitchen worker: ${line}`) };
  const { client, target } = await connectWaiting(flags.queue, '--queue', { blocking: true, name: 'irl-kitchen-worker', abort: connecting.signal }, wait);
  try {
    await checkQueueAccess(client, target.shown);
  } catch (e) {
    client.disconnect();
    throw e;
  }
  const me = `${hostname()}:${process.pid}`;
  const scorer = await ThreadScorer.open(flags.concurrency);
  const { Worker, UnrecoverableError } = await import('bullmq');

  const where = `queue ${QUEUE_NAME} at ${target.shown}`;
  const kitchens = new Map<string, Promise<string[]>>();
  const kitchenFiles = (kitchen = DEFAULT_KITCHEN): Promise<string[]> => {
    let files = kitchens.get(kitchen);
    if (!files) kitchens.set(kitchen, (files = checkKitchen(kitchen, flags.ontology, flags.rules)));
    return files;
  };
  const foreignWorlds = new Set<string>();
  const processor = async (job: Job<JobData, JobAnswer>): Promise<JobAnswer> => {
    const data: unknown = job.data;
    // a job of another world (another version's form too) says so before its form is checked
    const theirs = (data as { world?: unknown } | null)?.world;
    if (typeof theirs === 'string' && theirs !== world.hash) {
      // said here too, once per world (a few: any program may add jobs): the command stops, and this worker's operator learns why
      if (!foreignWorlds.has(theirs) && foreignWorlds.size < FOREIGN_WORLDS_SAID) {
        foreignWorlds.add(theirs);
        io.err(`irl-kitchen worker ${me}: refused job ${JSON.stringify(job.id)} of ${where}: it was made with other files (world ${theirs}; this worker's is ${world.hash}), so its command stops; start every worker with the same --rules, --ontology and --benchmark as the command (docs/SCALING.md)`);
      }
      throw new UnrecoverableError(`${WORLD_MISMATCH}: worker ${me} has world ${world.hash} (${JSON.stringify(world.parts)}), the job was made with ${theirs}`);
    }
    const refusal = checkJobData(data);
    if (refusal) {
      io.err(`irl-kitchen worker ${me}: refused job ${JSON.stringify(job.id)} of ${where}: ${refusal.code}: ${refusal.message}`);
      throw new UnrecoverableError(`${REFUSED}: ${refusal.code}: ${refusal.message}`);
    }
    try {
      // a kitchen is looked up in the worker's own files; a derived task's comes with a YAML made here
      const ontology = await kitchenFiles(job.data.settings.kitchen);
      const settings = { ...job.data.settings, rules: flags.rules, ontology, benchmark };
      return { world: world.hash, worker: me, rows: await scorer.score(settings, job.data.tasks) };
    } catch (e) {
      if (e instanceof InputError) throw new UnrecoverableError(`${FATAL}: ${e.message}`);
      throw e;
    }
  };
  const evicting = await evictionWarning(client, target.shown);
  if (evicting) io.err(`irl-kitchen worker ${me}: ${evicting}`);
  const unmute = muteBullmqEvictionLines();
  const worker = new Worker<JobData, JobAnswer>(QUEUE_NAME, processor, {
    connection: client,
    concurrency: flags.concurrency,
    lockDuration: LOCK_MS,
    stalledInterval: STALLED_CHECK_MS,
    maxStalledCount: MAX_STALLED,
    name: me,
  });
  const outages = watchOutages(client, where, (line) => io.err(`irl-kitchen worker ${me}: ${line}`));
  worker.on('error', (e) => outages.onError(new Error(workerErrorInWords(e?.message ?? String(e)))));
  await worker.waitUntilReady().finally(unmute);
  io.out(`irl-kitchen worker ${me}: taking jobs from ${target.shown} (queue ${QUEUE_NAME}, ${flags.concurrency} at a time, world ${world.hash}; stop with Ctrl-C)`);
  if (await isQueuePaused(client)) io.err(`irl-kitchen worker ${me}: warning: ${pausedInWords(target.shown)}`);
  await stopped;
  await stopWorking(worker, scorer, outages, (how) => io.err(`irl-kitchen worker ${me}: ${how} (${where}); the jobs in hand go back on the queue${how === 'stopping now' ? '' : ' once their locks lapse'}`));
  outages.dispose();
  await scorer.close();
  client.disconnect();
  io.out(`irl-kitchen worker ${me}: stopped`);
}

/** How often a stopping worker looks whether Redis went away. */
const STOP_CHECK_MS = 500;
/** A forced close waits no longer than this for Redis. */
const CLOSE_MS = 3000;

/**
 * Lets the jobs in hand finish (a pause: no job is taken meanwhile), as long as Redis is there
 * to take their rows; then closes. While Redis is away, or on a second signal, it stops their
 * threads first, then closes: a graceful close would wait for Redis forever.
 */
async function stopWorking(worker: import('bullmq').Worker, scorer: ThreadScorer, outages: { down: () => boolean }, say: (line: string) => void): Promise<void> {
  const again = nextSignal();
  let timer: NodeJS.Timeout | undefined;
  const away = new Promise<'away'>((done) => {
    const look = () => (outages.down() ? done('away') : (timer = setTimeout(look, STOP_CHECK_MS)));
    look();
  });
  const pausing = worker.pause().then(() => 'finished' as const);
  pausing.catch(() => {});
  const how = await Promise.race([pausing, away, again.signal.then(() => 'again' as const)]);
  clearTimeout(timer);
  again.stop();
  if (how === 'away') say('stopping without Redis');
  if (how === 'again') say('stopping now');
  // The jobs in hand end before BullMQ closes: one that ended after a forced close made it open
  // its connection again, so the process never exited and still counted as a worker.
  if (how !== 'finished') await within(scorer.close(), CLOSE_MS);
  // with Redis there, the close waits for their failures to be written (they go back on the
  // queue at once); without it, or when that takes too long, it is cut short
  if ((await within(worker.close(how !== 'again'), CLOSE_MS)) === 'late') await within(worker.disconnect(), CLOSE_MS);
}
