// One candidate network executed: its status, the problems to work on next (root causes in file
// order, then failed steps that are not a failed input's consequence) and what each variable is
// bound to, by name.
import { failureReasonOf } from '../diagnostics/failure.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { numberJson } from '../json/values.ts';
import { Entity } from '../kitchen/entity.ts';
import { parseSolutionText } from '../language/parse-solution.ts';
import type { RecipeRun, Simulator } from '../simulator.ts';
import { type Net, netText } from './network.ts';
import type { RepairStatus } from './types.ts';

/** A problem repair can work on: at a line of the network (an index into `Net.lines`). */
export interface Problem {
  code: string;
  line: number;
  /** The variable the line waits for, or the failure's code for a failed step. */
  variable?: string;
  message: string;
}

export interface Outcome {
  run: RecipeRun;
  /** Executes with no failed object. */
  clean: boolean;
  problems: Problem[];
  /** The entity each bound variable holds (lower-cased names); failed objects left out. */
  bound: Map<string, Entity>;
  /** Indexes of lines whose step failed. */
  failedLines: number[];
}

export function executeNet(sim: Simulator, net: Net, file: string): Outcome {
  const text = netText(net);
  const parsed = parseSolutionText(text, file);
  const recipe = parsed.recipes[0] ?? { id: null, place: { file, line: 1, column: 1 }, predicates: [] };
  const run = sim.run(recipe, file);
  const indexOfLine = new Map(recipe.predicates.map((p) => [p.place.line, p.index]));
  const bound = new Map<string, Entity>();
  const failedLines: number[] = [];
  if (run.program && run.execution) {
    run.program.variables.forEach((v, i) => {
      const value = run.execution!.values[i];
      if (!v.constant && value instanceof Entity && !failureReasonOf(value)) bound.set(v.name.toLowerCase(), value);
    });
    for (const step of run.execution.steps) if (step.failed) failedLines.push(run.program.expressions[step.expression].predicate.index);
  }
  const problems: Problem[] = [];
  for (const d of (run.diagnostics ?? []) as Diagnostic[]) {
    if (!d.rootCause) continue; // a line that waited, a failure caused by a failed input
    // a network without a get-kitchen is told so at its header: the first line is where one goes
    const line = indexOfLine.get(d.line) ?? (d.code === 'E_GET_KITCHEN_COUNT' ? 0 : undefined);
    if (line === undefined) continue;
    problems.push({ code: d.code, line, variable: d.code.startsWith('E_UNBOUND') ? d.variable : d.failure?.code, message: d.message });
  }
  problems.sort((a, b) => a.line - b.line);
  const clean = run.status === 'ok' && failedLines.length === 0;
  return { run, clean, problems, bound, failedLines: [...new Set(failedLines)].sort((a, b) => a - b) };
}

/** The outcome as the answer reports it; lines as the given numbering writes them. */
export function statusOf(o: Outcome, lineNumber: (index: number) => number): RepairStatus {
  return {
    status: o.run.status,
    failedLines: o.failedLines.map(lineNumber),
    executionTime: o.run.executionTime === null ? null : numberJson(o.run.executionTime),
    problems: o.problems.slice(0, 5).map((p) => `${p.code} line ${lineNumber(p.line)}: ${p.message}`),
  };
}
