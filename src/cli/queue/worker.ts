// `irl-kitchen worker --queue redis://…`: takes scoring jobs from the BullMQ queue that
// `evaluate --queue` fills, on any machine that reaches the Redis server, until SIGINT or SIGTERM
// (then it finishes its jobs in hand). Its files (--rules, --ontology, --benchmark) are its own;
// a job made with other files (another world hash) is refused, which stops that command with a
// message saying which files differ. Jobs of a worker that dies are handed to another once
// their lock lapses (a few seconds): nothing is lost, and scoring a job twice is harmless.
import { hostname } from 'node:os';
import type { Job } from 'bullmq';
import { requireBenchmarkDir } from '../../benchmark-dir.ts';
import { InputError } from '../../errors.ts';
import { requirePackage } from '../../optional-packages.ts';
import { connectRedis } from '../../redis/connect.ts';
import type { CliIO } from '../io.ts';
import { FATAL, type JobAnswer, type JobData, QUEUE_NAME, WORLD_MISMATCH } from './jobs.ts';
import { ThreadScorer } from './thread-scorer.ts';
import { worldHash } from './world-hash.ts';

/** A job's lock: renewed every half of it while the job runs; a dead worker's jobs move on after it. */
const LOCK_MS = 5000;
/** How often workers look for jobs whose worker died. */
const STALLED_CHECK_MS = 2500;
/** A job whose workers died this many times fails (its rows become error rows). */
const MAX_STALLED = 3;

export interface WorkerFlags {
  queue: string;
  concurrency: number;
  rules: string[];
  ontology: string[];
  benchmark?: string;
}

export async function workerCommand(flags: WorkerFlags, io: CliIO, stopped: Promise<void>): Promise<void> {
  requirePackage('bullmq', 'irl-kitchen worker');
  const benchmark = requireBenchmarkDir(flags.benchmark);
  const world = worldHash({ rules: flags.rules, ontology: flags.ontology, benchmark });
  const { client, target } = await connectRedis(flags.queue, '--queue', { blocking: true, name: 'irl-kitchen-worker' });
  const me = `${hostname()}:${process.pid}`;
  const scorer = await ThreadScorer.open(flags.concurrency);
  const { Worker, UnrecoverableError } = await import('bullmq');

  const processor = async (job: Job<JobData, JobAnswer>): Promise<JobAnswer> => {
    if (job.data.world !== world.hash)
      throw new UnrecoverableError(`${WORLD_MISMATCH}: worker ${me} has world ${world.hash} (${JSON.stringify(world.parts)}), the job was made with ${job.data.world}`);
    const settings = { ...job.data.settings, rules: flags.rules, ontology: flags.ontology, benchmark };
    try {
      return { world: world.hash, worker: me, rows: await scorer.score(settings, job.data.tasks) };
    } catch (e) {
      if (e instanceof InputError) throw new UnrecoverableError(`${FATAL}: ${e.message}`);
      throw e;
    }
  };
  const worker = new Worker<JobData, JobAnswer>(QUEUE_NAME, processor, {
    connection: client,
    concurrency: flags.concurrency,
    lockDuration: LOCK_MS,
    stalledInterval: STALLED_CHECK_MS,
    maxStalledCount: MAX_STALLED,
    name: me,
  });
  worker.on('error', (e) => io.err(`irl-kitchen worker: ${e.message}`));
  await worker.waitUntilReady();
  io.out(`irl-kitchen worker ${me}: taking jobs from ${target.shown} (queue ${QUEUE_NAME}, ${flags.concurrency} at a time, world ${world.hash}; stop with Ctrl-C)`);
  await stopped;
  await worker.close(); // lets the jobs in hand finish
  await scorer.close();
  client.disconnect();
  io.out(`irl-kitchen worker ${me}: stopped`);
}
