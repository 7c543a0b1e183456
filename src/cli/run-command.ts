// `irl-kitchen run FILE…`: executes every recipe of every file and reports status, execution
// time, timeline and the dishes on the counter-top; `--json` prints one array for all files.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchmarkDir, goldDir } from '../benchmark-dir.ts';
import { describe } from '../describe.ts';
import { formatPlace, readSolutionFile } from '../language/parse-solution.ts';
import { fileProblems, problemsOf } from '../language/recipe-problems.ts';
import { Entity } from '../kitchen/entity.ts';
import { numToJson } from '../numbers/num.ts';
import type { RecipeRun, Simulator } from '../simulator.ts';

export interface RunReport {
  file: string;
  recipeId: string | null;
  status: 'ok' | 'unexecutable' | 'error';
  executionTime: number | null;
  timeline: { line: number; action: string; start: number; end: number; failed: boolean; overlaps: number[] }[];
  dishes: string[];
  messages: string[];
}

/** Resolves a file name, also relative to the corpus's gold folder. */
export function resolveInput(file: string, benchmark?: string): string {
  if (existsSync(file)) return file;
  const dir = benchmarkDir(benchmark);
  const alt = dir ? join(goldDir(dir), file) : null;
  return alt && existsSync(alt) ? alt : file;
}

export function runFiles(sim: Simulator, files: string[], benchmark?: string): RunReport[] {
  const reports: RunReport[] = [];
  for (const f of files) {
    const parsed = readSolutionFile(resolveInput(f, benchmark));
    for (const p of fileProblems(parsed))
      reports.push({ file: f, recipeId: null, status: 'error', executionTime: null, timeline: [], dishes: [], messages: [`${formatPlace(p.place)}: ${p.message}`] });
    if (!parsed.recipes.length && !parsed.problems.length)
      reports.push({ file: f, recipeId: null, status: 'error', executionTime: null, timeline: [], dishes: [], messages: [`${f}: no recipe in this file`] });
    for (const recipe of parsed.recipes) {
      const problems = problemsOf(parsed, recipe).map((p) => `${formatPlace(p.place)}: ${p.message}`);
      if (problems.length) {
        reports.push({ file: f, recipeId: recipe.id, status: 'error', executionTime: null, timeline: [], dishes: [], messages: problems });
        continue;
      }
      reports.push(report(f, sim.run(recipe, parsed.file)));
    }
  }
  return reports;
}

function report(file: string, r: RecipeRun): RunReport {
  return {
    file,
    recipeId: r.recipeId,
    status: r.status,
    executionTime: r.executionTime === null ? null : numToJson(r.executionTime),
    timeline: r.timeline.map((t) => ({ line: t.line, action: t.action, start: numToJson(t.start), end: numToJson(t.end), failed: t.failed, overlaps: t.overlaps })),
    dishes: dishes(r),
    messages: r.messages,
  };
}

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

export function printHuman(reports: RunReport[], out: (s: string) => void) {
  for (const r of reports) {
    out(`${r.file}${r.recipeId ? ` #${r.recipeId}` : ''}: ${r.status}${r.executionTime !== null ? `, execution time ${r.executionTime} s` : ''}`);
    for (const m of r.messages) out(`  ${m}`);
    if (r.timeline.length) {
      out('  timeline (line action start → end):');
      for (const t of r.timeline)
        out(
          `    ${String(t.line).padStart(4)} ${t.action.padEnd(22)} ${String(t.start).padStart(8)} → ${String(t.end).padEnd(8)}${t.failed ? ' FAILED' : ''}${
            t.overlaps.length ? `  overlaps lines ${t.overlaps.join(', ')}` : ''
          }`.trimEnd(),
        );
    }
    if (r.dishes.length) {
      out('  on the counter-top:');
      for (const d of r.dishes) out(`    ${d}`);
    }
  }
  const count = (s: string) => reports.filter((r) => r.status === s).length;
  out(`${reports.length} recipes: ${count('ok')} ok, ${count('unexecutable')} unexecutable, ${count('error')} error`);
}

