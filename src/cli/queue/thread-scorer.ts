// A queue worker's scoring threads: score-worker.ts in a piscina pool, so that the worker's own
// event loop stays free to renew its jobs' locks (a blocked loop would let BullMQ hand a job
// to another worker as stalled). A thread that dies takes its batch with it: the batch is then
// scored one recipe per task, and the recipe that kills a thread again becomes an error row —
// as `--jobs` does (parallel.ts).
import { InputError } from '../../errors.ts';
import { parseSegment } from '../../language/read-segments.ts';
import { workerModule } from '../../worker-exec-argv.ts';
import { Renderer, type RowResult, type ScoreSettings, type Task } from '../score-segment.ts';
import type { BatchAnswer } from '../score-worker.ts';

export class ThreadScorer {
  /** Set by close(): a job in hand then fails here (another worker scores it), never turns into error rows. */
  private closing: Promise<void> | null = null;

  private constructor(private readonly pool: import('piscina').Piscina) {}

  static async open(threads: number): Promise<ThreadScorer> {
    const { Piscina } = await import('piscina');
    return new ThreadScorer(new Piscina({ ...workerModule(import.meta.url, '../score-worker'), minThreads: threads, maxThreads: threads, idleTimeout: Number.MAX_SAFE_INTEGER }));
  }

  /** The rows of each task; an InputError when the settings cannot be used (a bad kitchen name). */
  async score(settings: ScoreSettings, tasks: Task[]): Promise<RowResult[][]> {
    try {
      const answer = (await this.pool.run({ settings, tasks })) as BatchAnswer;
      if ('fatal' in answer) throw new InputError(answer.fatal);
      return answer.rows;
    } catch (e) {
      if (e instanceof InputError || this.closing) throw e;
      if (tasks.length > 1) return (await Promise.all(tasks.map((t) => this.score(settings, [t])))).flat();
      return [crashed(new Renderer(settings), tasks[0], e)];
    }
  }

  close(): Promise<void> {
    return (this.closing ??= this.pool.destroy());
  }
}

function crashed(renderer: Renderer, task: Task, e: unknown): RowResult[] {
  const reason = `the worker scoring it stopped: ${e instanceof Error ? e.message : String(e)}`;
  return parseSegment(task.segment, renderer.settings.grammarMillis).map((u) => renderer.internalError(task.name, u.recipe, reason));
}
