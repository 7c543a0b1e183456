// The server's worker threads and who runs what. Every request's work runs off the event loop,
// in a thread of its own (one piscina pool of one thread each: piscina starts, bounds and
// replaces the thread; this module chooses it), so a slow request never delays another's
// answer, and /health answers from the main thread at once.
//
// - Lanes: light work (a session's short network, a small execution) may run on any thread;
//   heavy work (listings, nearest, pages, scoring, long networks, quantitative replays) only on
//   the threads that are not reserved for light work, which also run at a lower priority.
// - Affinity: a session's work goes to the thread that ran its last call when that one is free
//   (it still holds the session, session-cache.ts), else to any free thread, which replays it.
// - Bounds: a task waits in one queue (light work first) until its deadline (503 server-busy),
//   then runs under a time budget; past its deadline and a grace, the thread is stopped (422
//   time-limit) and replaced. A thread over its heap limit dies alone (507 memory-limit).
import { Piscina } from 'piscina';
import { holdExitUntil } from '../../cli/exit-guards.ts';
import { workerModule } from '../../worker-exec-argv.ts';
import { errorAnswer } from './answers.ts';
import type { Answer, Task, Work, WorkerConfig } from './protocol.ts';
import { workStop } from './work-stop.ts';

export type Lane = 'light' | 'heavy';

export interface PoolOptions {
  /** Threads that take any work. */
  workers: number;
  /** More threads, kept for light work. */
  reserved: number;
  /** Heap limit of each thread, in MiB. */
  heapMiBPerWorker: number;
  /** Most tasks waiting for a thread (503 server-busy beyond). */
  maxQueued: number;
  config: Omit<WorkerConfig, 'nice'>;
}

export interface Dispatch {
  work: Work;
  lane: Lane;
  /** When the answer is due (Date.now() time). */
  deadline: number;
  /** The thread that ran the session's last call. */
  home?: number | null;
  /** Aborts when nobody waits for the answer any more (the client has gone): the work is given up. */
  gone?: AbortSignal;
}

export interface Done {
  answer: Answer;
  /** The thread that ran it (the session's home from now on). */
  thread: number;
}

/** After the deadline, how long a running task may still take to stop by itself. */
const GRACE_MS = 1000;
/** Of the time left, what the work's own bounds (search, listing) get, so that they stop first. */
const OWN_BOUND_SHARE = 0.9;
const HEAVY_NICE = 10;

interface Thread {
  pool: Piscina;
  busy: boolean;
  lightOnly: boolean;
}

interface Waiting {
  dispatch: Dispatch;
  resolve(done: Done): void;
  timer: NodeJS.Timeout;
}

export class WorkPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Waiting[] = [];
  /** Set by close(): the threads' ending, which no work outlives. */
  private closing: Promise<void> | null = null;
  /** Resolves once every thread has loaded the world. */
  readonly ready: Promise<void>;

  constructor(private readonly options: PoolOptions) {
    const { filename, execArgv } = workerModule(import.meta.url, './worker');
    for (let i = 0; i < options.workers + options.reserved; i++) {
      const lightOnly = i >= options.workers;
      const pool = new Piscina({
        filename,
        minThreads: 1,
        maxThreads: 1,
        idleTimeout: Number.MAX_SAFE_INTEGER,
        execArgv,
        workerData: { ...options.config, nice: lightOnly ? 0 : HEAVY_NICE } satisfies WorkerConfig,
        resourceLimits: { maxOldGenerationSizeMb: options.heapMiBPerWorker },
      });
      // a thread that dies between tasks (out of heap after answering) is replaced by piscina; nothing is lost
      pool.on('error', () => {});
      this.threads.push({ pool, busy: false, lightOnly });
    }
    // load the world in every thread now, not in the first requests' time
    const warm = (i: number, t: Thread) => new Promise<void>((done) => this.start(i, t, { work: { op: 'warm' }, lane: 'light', deadline: Date.now() + 60_000 }, () => done()));
    this.ready = Promise.all(this.threads.map((t, i) => warm(i, t))).then(() => undefined);
    // an early exit (Ctrl-C while the server loads) waits until the threads have loaded their
    // modules (a warm-up answered: loaded, failed or stopped) or were ended, see exit-guards.ts
    holdExitUntil(Promise.race([this.ready, new Promise((ended) => (this.ended = ended))]));
  }

  /** Resolves the exit's hold once close() has ended the threads. */
  private ended: (value?: unknown) => void = () => {};

  /** Runs the work on a thread; always resolves, with an error answer when it could not be done. */
  run(dispatch: Dispatch): Promise<Done> {
    if (this.closed) return Promise.resolve({ answer: closingAnswer(), thread: -1 });
    const free = this.freeFor(dispatch);
    if (free !== null) return new Promise((resolve) => this.start(free, this.threads[free], dispatch, resolve));
    if (this.queue.length >= this.options.maxQueued)
      return Promise.resolve({ answer: busy(`every worker thread is taken and ${this.queue.length} requests are waiting for one, the limit (--max-queued ${this.options.maxQueued})`), thread: -1 });
    return new Promise((resolve) => {
      const waiting: Waiting = {
        dispatch,
        resolve,
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiting), 1);
          resolve({ answer: busy('no worker thread became free before the request\'s time limit (--request-ms)'), thread: -1 });
        }, Math.max(0, dispatch.deadline - Date.now())),
      };
      this.queue.push(waiting);
      dispatch.gone?.addEventListener(
        'abort',
        () => {
          const at = this.queue.indexOf(waiting);
          if (at < 0) return; // started meanwhile
          this.queue.splice(at, 1);
          clearTimeout(waiting.timer);
          resolve({ answer: goneAnswer(), thread: -1 });
        },
        { once: true },
      );
    });
  }

  /** Threads running work, tasks waiting, threads in all. */
  load(): { busy: number; queued: number; threads: number } {
    return { busy: this.threads.filter((t) => t.busy).length, queued: this.queue.length, threads: this.threads.length };
  }

  /** Answers the waiting work 503 and ends the threads, the work they run answered 503 too; once, however often it is called. */
  close(): Promise<void> {
    this.closing ??= Promise.all(this.threads.map((t) => t.pool.destroy())).then(() => this.ended());
    for (const w of this.queue.splice(0)) {
      clearTimeout(w.timer);
      w.resolve({ answer: closingAnswer(), thread: -1 });
    }
    return this.closing;
  }

  private get closed(): boolean {
    return this.closing !== null;
  }

  /**
   * A free thread for this work. Light work goes first to a thread kept for it (it runs at full
   * priority), heavy work to the others; among those, the session's home (it holds the session).
   */
  private freeFor(d: Dispatch): number | null {
    let found: number | null = null;
    let best = -1;
    for (const [i, t] of this.threads.entries()) {
      if (t.busy || (d.lane === 'heavy' && t.lightOnly)) continue;
      const score = (t.lightOnly ? 2 : 0) + (i === d.home ? 1 : 0);
      if (score > best) [found, best] = [i, score];
    }
    return found;
  }

  private start(index: number, thread: Thread, d: Dispatch, resolve: (done: Done) => void): void {
    thread.busy = true;
    const left = d.deadline - Date.now();
    const task: Task = { work: d.work, budgetMs: Math.max(1, Math.floor(left * OWN_BOUND_SHARE)) };
    const stopAt = Math.max(1, left + GRACE_MS);
    const stop = workStop(stopAt, d.gone);
    thread.pool
      .run(task, { signal: stop.signal })
      .then(
        (answer: Answer) => resolve({ answer, thread: index }),
        (e: unknown) => resolve({ answer: this.closed ? closingAnswer() : d.gone?.aborted ? goneAnswer() : stopped(e, stopAt), thread: -1 }),
      )
      .finally(() => {
        stop.clear();
        thread.busy = false;
        this.next(index, thread);
      });
  }

  /** A thread became free: the first waiting light task, else the first heavy one it may run. */
  private next(index: number, thread: Thread): void {
    if (this.closed) return;
    let at = this.queue.findIndex((w) => w.dispatch.lane === 'light');
    if (at < 0 && !thread.lightOnly) at = this.queue.findIndex((w) => w.dispatch.home === index);
    if (at < 0 && !thread.lightOnly) at = this.queue.length ? 0 : -1;
    if (at < 0) return;
    const [w] = this.queue.splice(at, 1);
    clearTimeout(w.timer);
    this.start(index, thread, w.dispatch, w.resolve);
  }
}

const closingAnswer = (): Answer => errorAnswer(503, 'server-closing', 'the server is stopping');
/** For the log and the metrics only: the client that asked has gone. */
const goneAnswer = (): Answer => errorAnswer(499, 'client-gone', 'the client closed its connection before the answer; its work was given up');

function busy(why: string): Answer {
  return errorAnswer(503, 'server-busy', `the server is busy: ${why}; retry later`);
}

/** The thread ended without an answer: stopped at its time limit, out of heap, or crashed. */
function stopped(e: unknown, afterMs: number): Answer {
  const err = e as { name?: string; code?: string; message?: string };
  if (err?.name === 'AbortError') return errorAnswer(422, 'time-limit', `the work took longer than its time limit (--request-ms) and was stopped after ${Math.round(afterMs)} ms`);
  if (err?.code === 'ERR_WORKER_OUT_OF_MEMORY')
    return errorAnswer(507, 'memory-limit', "the work needed more memory than a worker thread may use (--heap-limit); it was stopped, and nothing changed");
  return errorAnswer(500, 'internal-error', `a worker thread stopped (${err?.message ?? String(e)}); please report it`);
}
