// What `irl-kitchen run` reports for one recipe: status, execution time, timeline and the dishes
// on the counter-top, as JSON or as text for people.
import { describe } from '../describe.ts';
import { type Diagnostic, formatDiagnostics } from '../diagnostics/index.ts';
import { criticalPathLines } from '../engine/critical-path.ts';
import { twinsOf } from '../engine/twins.ts';
import { repeatsInWords } from '../twin-words.ts';
import { Entity } from '../kitchen/entity.ts';
import { numberJson, type NumberJson } from '../json/values.ts';
import { F32, formatNum } from '../numbers/num.ts';
import { printableText } from '../printable.ts';
import type { RecipeRun } from '../simulator.ts';
import type { FeedbackDiagnostic } from '../quantitative/feedback.ts';
import type { StepPhysics } from '../quantitative/procedures.ts';
import { physicsText } from '../quantitative/report.ts';

/**
 * The times of a report as the reference prints them (`3.0e22`, `6011960/7`), beside their JSON
 * forms: the JSON number of a single-float of 2^24 or more is whole and cannot say it was a float.
 * A symbol key, so that JSON.stringify leaves it out and a spread copy (withPhysics) keeps it.
 */
export const LISP_TEXT = Symbol('times as the reference prints them');

/** The lines that repeat an earlier line word for word (`of`): they run as one with it, so the timeline has no row of theirs. Text only, as the page says it. */
export const REPEATS = Symbol('lines written twice');

type TimelineEntry = { line: number; action: string; start: NumberJson; end: NumberJson; failed: boolean; overlaps: number[]; physics?: StepPhysics | null; [LISP_TEXT]?: { start: string; end: string } };

export interface RunReport {
  file: string;
  recipeId: string | null;
  status: 'ok' | 'unexecutable' | 'error';
  /** Exact, as evaluate's JSON gives it: a ratio is the string `"n/d"` (src/json/values.ts). */
  executionTime: NumberJson | null;
  /** `physics`: --mode quantitative only (src/quantitative/report.ts). */
  timeline: TimelineEntry[];
  dishes: string[];
  /** Lines of the chain of steps that fixes the execution time, first to last. */
  criticalPath: number[];
  messages: string[];
  /** The same problems as values, root causes first (docs/DIAGNOSTICS.md). */
  diagnostics: Diagnostic[];
  /** --mode quantitative --physics-feedback only: what the measured values changed. */
  physicsFeedback?: FeedbackDiagnostic[];
  /** executionTime as the reference prints it (absent: read from executionTime). */
  [LISP_TEXT]?: string | null;
  [REPEATS]?: { line: number; of: number }[];
}

export function runReport(file: string, r: RecipeRun): RunReport {
  return {
    file,
    recipeId: r.recipeId,
    status: r.status,
    executionTime: r.executionTime === null ? null : numberJson(r.executionTime),
    [LISP_TEXT]: r.executionTime === null ? null : formatNum(r.executionTime),
    timeline: r.timeline.map((t) => ({
      line: t.line, action: t.action, start: numberJson(t.start), end: numberJson(t.end), failed: t.failed, overlaps: t.overlaps,
      [LISP_TEXT]: { start: formatNum(t.start), end: formatNum(t.end) },
    })),
    dishes: dishes(r),
    criticalPath: criticalPathLines(r.program, r.execution),
    messages: r.messages,
    diagnostics: r.diagnostics ?? [],
    [REPEATS]: repeatedLines(r),
  };
}

/** Each line that repeats an earlier one word for word, with the line it repeats (engine/twins.ts). */
function repeatedLines(r: RecipeRun): { line: number; of: number }[] {
  const exprs = r.program?.expressions;
  if (!exprs) return [];
  const lineOf = (e: number) => exprs[e].predicate.place.line;
  return twinsOf(exprs).flatMap((group, e) => (group[0] === e ? [] : [{ line: lineOf(e), of: lineOf(group[0]) }]));
}

/** In the words of the page's header (twin-words.ts), and why the timeline has no row of theirs. */
const repeatsText = (repeats: readonly { line: number; of: number }[]) => `${repeatsInWords(repeats)} (no row of ${repeats.length === 1 ? 'its' : 'their'} own in the timeline)`;

/** What lies on the counter-top of the last kitchen state of the execution. */
function dishes(r: RecipeRun): string[] {
  const ex = r.execution;
  if (!ex || !r.program || !ex.steps.length) return [];
  const last = ex.steps[ex.steps.length - 1];
  const expr = r.program.expressions[last.expression];
  const ks = expr.args.map((v) => ex.values[v]).find((v): v is Entity => v instanceof Entity && v.cls.name === 'kitchen-state');
  const top = ks?.contents.find((c) => c.cls.name === 'counter-top');
  return top ? top.contents.map((e) => describe(e)) : [];
}

/**
 * Line numbers with each run of three or more consecutive ones written as a range (`5–10`): a
 * network of hundreds of lines that run side by side would otherwise list hundreds of lines at
 * every row of its timeline.
 */
function lineRuns(lines: readonly number[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === lines[j] + 1) j++;
    if (j - i >= 2) out.push(`${lines[i]}–${lines[j]}`);
    else for (let k = i; k <= j; k++) out.push(String(lines[k]));
    i = j + 1;
  }
  return out;
}

/** The report as lines for people (ending in a newline); what the kitchen's files named is shown escaped. */
export function formatHuman(r: RunReport): string {
  return printableText(humanLines(r).join('\n') + '\n');
}

/**
 * A time of the report as the reference prints it: its LISP_TEXT; for a report built without one,
 * read from the JSON form, where a number that is not whole came from a single-float.
 */
function timeText(t: NumberJson, lisp: string | null | undefined): string {
  if (lisp) return lisp;
  return typeof t === 'number' && !Number.isInteger(t) ? formatNum(new F32(t)) : String(t);
}

function humanLines(r: RunReport): string[] {
  const lines: string[] = [];
  lines.push(`${r.file}${r.recipeId ? ` #${r.recipeId}` : ''}: ${r.status}${r.executionTime !== null ? `, execution time ${timeText(r.executionTime, r[LISP_TEXT])} s` : ''}`);
  if (r.diagnostics.length) lines.push(...formatDiagnostics(r.diagnostics).split('\n').map((l) => `  ${l}`));
  else for (const m of r.messages) lines.push(`  ${m}`);
  if (r.timeline.length) {
    lines.push('  timeline (line action start → end):');
    for (const t of r.timeline)
      lines.push(
        `    ${String(t.line).padStart(4)} ${t.action.padEnd(22)} ${timeText(t.start, t[LISP_TEXT]?.start).padStart(8)} → ${timeText(t.end, t[LISP_TEXT]?.end).padEnd(8)}${t.failed ? ' FAILED' : ''}${
          t.overlaps.length ? `  overlaps line${t.overlaps.length === 1 ? '' : 's'} ${lineRuns(t.overlaps).join(', ')}` : ''
        }`.trimEnd(),
        ...(t.physics ? [`           ${physicsText(t.physics)}`] : []),
      );
  }
  if (r[REPEATS]?.length && r.timeline.length) lines.push(`  ${repeatsText(r[REPEATS])}`);
  if (r.physicsFeedback?.length) lines.push('  physics feedback:', ...r.physicsFeedback.map((d) => `    ${d.message}`));
  if (r.criticalPath.length && r.executionTime !== null)
    lines.push(`  critical path: line${r.criticalPath.length === 1 ? '' : 's'} ${lineRuns(r.criticalPath).join(' → ')} (${timeText(r.executionTime, r[LISP_TEXT])} s)`);
  if (r.dishes.length) {
    lines.push('  on the counter-top:');
    for (const d of r.dishes) lines.push(`    ${d}`);
  }
  return lines;
}
