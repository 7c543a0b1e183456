// What `run` and `evaluate` share: input files read recipe by recipe (`-`: standard input),
// rows written as they are scored, messages grouped per recipe on stderr, a progress bar on a
// terminal, a summary line, and the exit status (0 all ran/scored, 1 some could not be; with
// `--metrics smatch-score` alone, an unexecutable network is scored all the same).
import { InputError } from '../errors.ts';
import { gluedHeaderIn, isHeaderLine } from '../language/parse-solution.ts';
import { openText, readLines, readSegments } from '../language/read-segments.ts';
import { NotUtf8Error } from '../language/solution-input.ts';
import { printable, printableText } from '../printable.ts';
// where the inputs were checked before; their callers import them from here
export { checkInputs, folderHint } from './corpus-inputs.ts';
import { Interrupted, watchInterrupt, whenAborted } from './interrupt.ts';
import { type CliIO, EXIT, noteTerminalInput, raiseExit } from './io.ts';
import { ioReason, OutputClosed, type OutputSink } from './output.ts';
import { capJobs, scoreInOrder } from './parallel.ts';
import { fileIdentities, RepeatedIds } from './repeated-ids.ts';
import type { RowResult, ScoreSettings, Task } from './score-segment.ts';
import type { QuantitativeStep } from '../quantitative/run.ts';

/** A file to read: `name` as shown in rows, `path` where it is read (`-`: standard input). */
export interface InputFile {
  name: string;
  path: string;
}

export interface BatchPlan {
  inputs: InputFile[];
  settings: ScoreSettings;
  output: OutputSink;
  /** Written before the first row (a CSV header). */
  prologue: string;
  /** JSON array: rows are elements between `[` and `]`. */
  jsonArray: boolean;
  jobs?: number;
  /** Score on the BullMQ queue of this Redis URL instead of in this process (queue/submit.ts). */
  queue?: string;
  /** With `queue`: seconds to keep trying while Redis cannot be reached (--wait-for-redis). */
  waitForRedis?: number;
  quiet: boolean;
  /** `scored` (evaluate) or `ran` (run), for the summary line. */
  okWord: string;
  /** Whether to print each row's messages on stderr (evaluate; run's reports hold them). */
  messagesOnStderr: boolean;
  notes: string[];
}

/** Counts recipe headers (for the progress bar's total); files only, one recipe at least per file. */
async function countRecipes(inputs: InputFile[]): Promise<number> {
  let total = 0;
  for (const { path } of inputs) {
    if (path === '-') continue;
    let n = 0;
    for await (const line of readLines(openText(path), path)) if (isHeaderLine(line) || gluedHeaderIn(line) >= 0) n++;
    total += Math.max(1, n);
  }
  return total;
}

/** The segments of every input; a wait for input (standard input from a terminal) ends on `stop`. */
async function* tasks(inputs: InputFile[], io: CliIO, stop: AbortSignal, reading: { stdinUnread: boolean }): AsyncGenerator<Task> {
  const stopped = whenAborted(stop);
  for (const { name, path } of inputs) {
    reading.stdinUnread = path === '-';
    const segments = readSegments(path, openText(path, io.stdin));
    try {
      for (;;) {
        let next;
        try {
          next = await Promise.race([segments.next(), stopped]);
        } catch (e) {
          if (e instanceof Interrupted || e instanceof NotUtf8Error) throw e; // the latter names its place
          throw new InputError(`cannot read ${name}: ${ioReason(e)}`);
        }
        if (next.done) break;
        reading.stdinUnread = false;
        yield { name, segment: next.value };
      }
    } finally {
      void segments.return(undefined).catch(() => {}); // stopped early: the file is closed
      // a read of standard input still waiting would keep the process alive
      if (stop.aborted && path === '-') (io.stdin as Partial<NodeJS.ReadStream>).destroy?.();
    }
  }
}

interface Counts {
  ok: number;
  unexecutable: number;
  error: number;
}

/** Scores every recipe of every input; sets io.exitCode. */
export async function runBatch(plan: BatchPlan, io: CliIO): Promise<void> {
  const { output, quiet } = plan;
  const counts: Counts = { ok: 0, unexecutable: 0, error: 0 };
  const say = (s: string) => (bar ? io.err(`\r\x1b[K${s}`) : io.err(s));
  const jobs = plan.queue === undefined ? capJobs(plan.jobs, plan.notes) : plan.jobs;
  if (!quiet) for (const n of plan.notes) io.err(`note: ${n}`);
  if (plan.inputs.some((i) => i.path === '-')) noteTerminalInput(io);

  let bar: import('cli-progress').SingleBar | null = null;
  const total = !quiet && io.errIsTTY && !plan.inputs.some((i) => i.path === '-') ? await countRecipes(plan.inputs) : 0;
  const quantitative = plan.settings.mode === 'quantitative';
  // a quantitative replay takes tens of seconds a recipe: its bar shows even for one, with the step
  if (total > 1 || (total === 1 && quantitative)) {
    const { SingleBar } = await import('cli-progress');
    bar = new SingleBar({ format: 'scoring [{bar}] {value}/{total} recipes{step}', hideCursor: true, stream: process.stderr });
    bar.start(total, 0, { step: '' });
  }
  const onStep = bar && quantitative ? (recipe: string, s: QuantitativeStep) => bar!.update({ step: ` · ${recipe}: step ${s.step} of ${s.of} (${s.action}, ${s.place})` }) : undefined;

  const repeats = new RepeatedIds(fileIdentities(plan.inputs));
  let rows = 0;
  const interrupt = watchInterrupt();
  const { signal: stop } = interrupt;
  // whether the run still waits for the first recipe of standard input, for the word on a signal
  const reading = { stdinUnread: false };
  const onRow = async (row: RowResult) => {
    await interrupt.pause(); // a signal is let in between rows, and stops the run there
    await output.write(rows === 0 ? plan.prologue + (plan.jsonArray ? '[\n' : '') + row.text : (plan.jsonArray ? ',\n' : '') + row.text);
    rows++;
    counts[row.status]++;
    report(row, plan, repeats, say);
    if (bar) {
      if (rows > bar.getTotal()) bar.setTotal(rows);
      bar.increment();
    }
  };

  try {
    if (plan.queue !== undefined) {
      const { scoreOnQueue } = await import('./queue/submit.ts'); // BullMQ loads only for --queue
      await scoreOnQueue(tasks(plan.inputs, io, stop, reading), plan.settings, { url: plan.queue, onRow, progress: quiet ? undefined : say, warn: (line) => io.err(line), stop, waitForRedis: plan.waitForRedis });
    } else await scoreInOrder(tasks(plan.inputs, io, stop, reading), plan.settings, { jobs, onRow, stop, onStep });
    await output.write(ending(plan, rows));
    await output.finish();
  } catch (e) {
    // the rows kept stay one valid JSON array, in FILE.partial or on standard output; stopped
    // before its first row, standard output gets `[]` (a failure there prints nothing, and a
    // FILE.partial with no row is removed)
    const closes = rows > 0 || (output.direct && e instanceof Interrupted);
    if (closes && !(e instanceof OutputClosed)) await output.write(ending(plan, rows)).catch(() => {});
    const kept = output.abort();
    bar?.stop();
    if (e instanceof OutputClosed) return; // the reader has what it wanted
    if (e instanceof Interrupted && rows === 0 && reading.stdinUnread) throw new Interrupted(e.signal, `while reading standard input, before any recipe: nothing ${plan.okWord}, 0 rows written${kept}`);
    // what it was waiting for (Redis, for --wait-for-redis), then what was kept
    if (e instanceof Interrupted) throw new Interrupted(e.signal, `${e.detail ? `${e.detail}: ` : ''}${rows} row${rows === 1 ? '' : 's'} written${kept}`);
    throw e;
  } finally {
    interrupt.dispose();
  }
  bar?.stop();
  const n = counts.ok + counts.unexecutable + counts.error;
  const summary = repeats.summary();
  if (!quiet && summary) io.err(printable(summary)); // the id is the user's
  // Smatch compares texts and is given for an unexecutable network: when it is all that was
  // asked for, such a row got every figure asked for, and the run did not fail
  const textsOnly = plan.settings.command === 'evaluate' && plan.settings.metrics.every((m) => m === 'smatch-score');
  const scored = counts.ok + (textsOnly ? counts.unexecutable : 0);
  const unexecutable = textsOnly && counts.unexecutable ? `of which ${counts.unexecutable} unexecutable (Smatch needs no execution)` : `${counts.unexecutable} unexecutable`;
  if (!quiet) io.err(`${n} recipe${n === 1 ? '' : 's'}: ${scored} ${plan.okWord}, ${unexecutable}, ${counts.error} error${counts.error === 1 ? '' : 's'}`);
  raiseExit(io, scored < n ? EXIT.someFailed : EXIT.ok);
}

/** What completes the output after `rows` rows: the JSON array closed, or, with no row, what a run of no recipe prints. */
function ending(plan: BatchPlan, rows: number): string {
  if (rows > 0) return plan.jsonArray ? '\n]\n' : '';
  return plan.prologue + (plan.jsonArray ? '[]\n' : '');
}

/** A row's messages on stderr, under one line naming the recipe; --quiet keeps errors only. */
function report(row: RowResult, plan: BatchPlan, repeats: RepeatedIds, say: (s: string) => void) {
  const lines: string[] = [];
  const repeated = repeats.note(row);
  if (repeated) lines.push(repeated);
  if (plan.messagesOnStderr) {
    if (row.status === 'error' || !plan.quiet) lines.push(...row.messages);
    if (!plan.quiet) lines.push(...row.warnings.map((w) => `warning: ${w}`));
  }
  if (plan.quiet) lines.splice(0, lines.length, ...lines.filter((l) => !l.startsWith('note: ')));
  if (!lines.length) return;
  // the file name and the id are the user's: an escape sequence in them must not reach the terminal
  say(printable(`${row.file}${row.recipeId ? ` #${row.recipeId}` : ''}${row.line > 1 ? ` (line ${row.line})` : ''}: ${row.status}`));
  // messages may quote names from the user's ontology or kitchen files
  for (const l of lines) say(printableText(`  ${l}`));
}
