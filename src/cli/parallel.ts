// Scores a stream of segments in input order: in this thread (--jobs 1, or few recipes), or in a
// pool of worker threads (piscina) fed batches of segments. Results come back in any order and
// leave through a reorder buffer in input order, so the output is byte-identical to --jobs 1.
// At most a few batches per worker are in flight: memory stays bounded on inputs of any length.
// A worker that dies takes its batch with it: the batch's segments are then scored one per task,
// and the one that kills its worker again becomes that recipe's error row.
import { availableParallelism, loadavg } from 'node:os';
import { parseSegment } from '../language/read-segments.ts';
import { InputError } from '../errors.ts';
import { Renderer, type RowResult, type ScoreSettings, SegmentScorer, type Task } from './score-segment.ts';
import type { BatchAnswer } from './score-worker.ts';
import type { QuantitativeStep } from '../quantitative/run.ts';
import { workerModule } from '../worker-exec-argv.ts';
import { submitInBatches } from './batches.ts';

export interface ScoreRunOptions {
  /** Worker threads; undefined: chosen from the idle cores and the input's length (autoJobs). */
  jobs?: number;
  /** Called for every result, in input order; awaited (back-pressure from the output). */
  onRow: (row: RowResult) => Promise<void>;
  /** Segments per batch sent to a worker (default: 8, fewer for short inputs). */
  batchSize?: number;
  /** Aborts the run (Ctrl-C): the pool's threads are ended without waiting for their batches. */
  stop?: AbortSignal;
  /** Each physical step of a quantitative replay as it starts (scored in this thread only). */
  onStep?: (recipe: string, step: QuantitativeStep) => void;
}

/**
 * Fewer segments than this are scored in this thread: each worker loads the world and warms up
 * on its own (about a second of processor time), which a short input does not repay.
 * IRL_KITCHEN_MIN_PARALLEL overrides it (tests use the pool on short inputs).
 */
const MIN_PARALLEL = Number(process.env.IRL_KITCHEN_MIN_PARALLEL) || 40;

/**
 * With no --jobs: how many worker threads repay their start. The main thread reads, dispatches,
 * reorders and writes, so the pool needs a core for it besides one per worker; each worker spends
 * about a second of processor time loading the world and compiling its hot code. On 2 cores two
 * workers were slower than this thread (the 120 variants cold: 0.66 to 0.82×; 400+ recipes on a loaded
 * machine: 1.4 to 1.6× the time), so workers are chosen only with at least 3 idle cores (the cores
 * less the 1-minute load average), one fewer than the idle cores, and only for inputs long enough
 * to repay the starts. `npm run bench -- --only parallel` measures the gain on the machine at hand.
 */
export function autoJobs(segments: number, ended: boolean, cores = availableParallelism(), load = loadavg()[0]): number {
  const idle = Math.floor(Math.min(cores, cores - load + 0.5)); // a load of 0.4 is noise, not a busy core
  const workers = idle - 1;
  if (workers < 2) return 1;
  const needed = Math.max(MIN_PARALLEL, Math.ceil(400 / (workers - 1)));
  return !ended || segments >= needed ? workers : 1;
}
/**
 * --jobs as far as the machine can use it: at most one worker thread per core (two on one core, so
 * that `--jobs 2` still runs workers). Each thread loads a world of its own, so `--jobs 1000`
 * would exhaust the memory for no speed; the note says how many were started instead.
 */
export function capJobs(jobs: number | undefined, notes: string[], cores = availableParallelism()): number | undefined {
  const most = Math.max(2, cores);
  if (jobs === undefined || jobs <= most) return jobs;
  notes.push(`--jobs ${jobs}: ${most} worker threads, one per core of this machine (each thread loads a world of its own: more would only take memory)`);
  return most;
}

const MAX_BATCH = 8;
/** Segments read ahead to choose between this thread and the pool. */
const LOOK_AHEAD = Math.max(512, MIN_PARALLEL);
/** Batches in flight per worker. */
const QUEUE_PER_WORKER = 2;

/**
 * Scores every task. The simulator is made only where it is used (here for --jobs 1, else in each
 * worker); bad options (a missing rule folder) are an InputError either way.
 */
export async function scoreInOrder(tasks: AsyncIterable<Task>, settings: ScoreSettings, options: ScoreRunOptions): Promise<void> {
  const iterator = tasks[Symbol.asyncIterator]();
  const head: Task[] = [];
  let ended = false;
  if (options.jobs === undefined || options.jobs > 1) {
    // look ahead: a short input is scored here, and its length sets the batch size
    while (head.length < LOOK_AHEAD) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
    }
  }
  const all = (async function* () {
    yield* head;
    if (!ended) for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
  const jobs = options.jobs ?? autoJobs(head.length, ended);
  try {
    if (jobs <= 1 || (ended && head.length < MIN_PARALLEL)) {
      const scorer = new SegmentScorer(settings, options.stop, options.onStep);
      for await (const task of all) for (const row of await scorer.score(task)) await options.onRow(row);
      return;
    }
    // a short input gets fewer workers (each costs a world load) and smaller batches
    const workers = ended ? Math.min(jobs, Math.max(2, Math.floor(head.length / (MIN_PARALLEL / 2)))) : jobs;
    const batchSize = options.batchSize ?? (ended ? Math.max(1, Math.min(MAX_BATCH, Math.ceil(head.length / (workers * 2)))) : MAX_BATCH);
    await scoreWithPool(all, settings, workers, batchSize, options);
  } finally {
    await iterator.return?.(); // stopped early (a closed output): close the input too
  }
}

async function scoreWithPool(tasks: AsyncIterable<Task>, settings: ScoreSettings, jobs: number, batchSize: number, { onRow, stop }: ScoreRunOptions) {
  const pool = await ScoringPool.open(settings, jobs);
  try {
    await pool.score(tasks, onRow, batchSize, stop);
  } finally {
    await pool.close();
  }
}

/**
 * Worker threads that score segments with one set of settings and keep their loaded world, gold
 * standards and compiled code from one `score` call to the next: a program that scores many
 * inputs pays the start-up once.
 */
export class ScoringPool {
  private constructor(
    private readonly pool: import('piscina').Piscina,
    private readonly settings: ScoreSettings,
    readonly jobs: number,
  ) {}

  static async open(settings: ScoreSettings, jobs: number): Promise<ScoringPool> {
    const { Piscina } = await import('piscina');
    const pool = new Piscina({ ...workerModule(import.meta.url, './score-worker'), minThreads: jobs, maxThreads: jobs, idleTimeout: 60_000 });
    return new ScoringPool(pool, settings, jobs);
  }

  /** Scores the tasks; `onRow` gets every row in input order. `stop` ends the waiting (the caller then closes the pool). */
  async score(tasks: AsyncIterable<Task> | Iterable<Task>, onRow: ScoreRunOptions['onRow'], batchSize = MAX_BATCH, stop?: AbortSignal): Promise<void> {
    const { pool, settings, jobs } = this;
    const renderer = new Renderer(settings);
    const results = new Map<number, RowResult[][]>();
    const inFlight = new Set<Promise<void>>();
    let submitted = 0;
    let emitted = 0;

    let fatal: string | null = null;
    const runBatch = async (batch: Task[]): Promise<RowResult[][]> => {
      try {
        const answer = (await pool.run({ settings, tasks: batch })) as BatchAnswer;
        if ('fatal' in answer) {
          fatal = answer.fatal;
          return [];
        }
        return answer.rows;
      } catch (e) {
        if (stop?.aborted) return []; // the pool is being ended: nothing to score again
        if (batch.length > 1) return (await Promise.all(batch.map((t) => runBatch([t])))).flat();
        return [crashed(renderer, batch[0], e)];
      }
    };
    const flush = async () => {
      if (fatal !== null) throw new InputError(fatal);
      while (results.has(emitted)) {
        const rows = results.get(emitted)!;
        results.delete(emitted++);
        for (const segmentRows of rows) for (const row of segmentRows) await onRow(row);
      }
    };
    const submit = (batch: Task[]) => {
      const seq = submitted++;
      const p = runBatch(batch).then((rows) => {
        results.set(seq, rows);
      });
      const tracked = p.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    };

    try {
      await submitInBatches(tasks, batchSize, jobs * QUEUE_PER_WORKER, inFlight, submit, flush, stop);
    } finally {
      // stopped early (an error, a closed output): let the batches in flight end before the pool
      // does; interrupted, the pool ends them
      if (!stop?.aborted) await Promise.allSettled(inFlight);
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

/** The rows of a segment whose worker died: each recipe an internal error. */
function crashed(renderer: Renderer, task: Task, e: unknown): RowResult[] {
  const reason = `the worker scoring it stopped: ${e instanceof Error ? e.message : String(e)}`;
  const units = parseSegment(task.segment, renderer.settings.grammarMillis);
  return units.map((u) => renderer.internalError(task.name, u.recipe, reason));
}
