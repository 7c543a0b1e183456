// When a new line can change which lines the engine's search runs, and in what order: then only
// a run of the network with the line says what the line would do. Two cases: rival lines (two
// lines that output one variable: the search runs one of them), and a line that, in a mode that
// computes a variable an executed step bound, needs nothing that step leads to — the search may
// run it first and take the variable (a line whose kitchen state is a constant, say). Lines that
// continue the chain of kitchen states never can: their kitchen state comes after the step.
import type { Program, Expression } from '../engine/program.ts';
import type { ExecutionResult } from '../engine/execute.ts';
import { twinsOf } from '../engine/twins.ts';

/** Why the line may reorder the search (for messages), or null when it cannot. */
export function mayReorder(program: Program, expr: Expression, current: { program: Program | null; execution: ExecutionResult | null }): string | null {
  const rivals = rivalLines(program);
  if (rivals) return rivals;
  const { program: before, execution } = current;
  // a network's own get-kitchen takes the place of the session's implicit one (check.ts)
  if (!before || !execution || expr.action.name === 'get-kitchen') return null;
  const index = new Map<string, number>();
  before.variables.forEach((v, i) => !v.constant && index.set(v.name, i));
  const boundNow = (name: string) => {
    const i = index.get(name);
    return i !== undefined && execution.values[i] !== null;
  };
  const names = expr.args.map((v) => program.variables[v]);
  for (const mode of expr.action.modes) {
    // variables bound now that this mode would compute
    const taken = names.flatMap((v, k) => (!mode.bound[k] && !v.constant && boundNow(v.name) ? [v.name] : []));
    if (!taken.length) continue;
    const fits = names.every((v, k) => (mode.bound[k] ? v.constant || boundNow(v.name) : !v.constant));
    if (!fits) continue;
    const after = downstreamOf(taken, before, execution);
    if (names.every((v, k) => !mode.bound[k] || v.constant || !after.has(v.name))) return `in mode ${mode.id} the line could run before the step that bound ${taken.join(', ')}`;
  }
  return null;
}

/** Two lines that output the same variable, in words; null when there are none. */
function rivalLines(program: Program): string | null {
  const { expressions, variables } = program;
  const twins = twinsOf(expressions);
  const producer = new Map<number, number>();
  for (let i = 0; i < expressions.length; i++)
    for (const [k, v] of expressions[i].args.entries()) {
      if (expressions[i].action.slots[k].dir !== 'out' || variables[v].constant) continue;
      const other = producer.get(v);
      if (other === undefined) producer.set(v, i);
      else if (other !== i) {
        const [a, b] = [expressions[other].predicate.place.line, expressions[i].predicate.place.line];
        // the engine runs a line written twice once: the copy binds nothing of its own
        return twins[i].includes(other) ? `line ${b} repeats line ${a} word for word, and the two run as one` : `lines ${a} and ${b} produce the same variable`;
      }
    }
  return null;
}

/** The variables the steps that bound `names` computed, and everything computed from them, by name. */
function downstreamOf(names: string[], program: Program, execution: ExecutionResult): Set<string> {
  const out = new Set<string>();
  const computedBy = (step: ExecutionResult['steps'][number]) => {
    const e = program.expressions[step.expression];
    const mode = e.action.modes.find((m) => m.id === step.mode);
    return e.args.filter((v, k) => mode && !mode.bound[k] && !program.variables[v].constant).map((v) => program.variables[v].name);
  };
  const inputsOf = (step: ExecutionResult['steps'][number]) => {
    const e = program.expressions[step.expression];
    const mode = e.action.modes.find((m) => m.id === step.mode);
    return e.args.filter((v, k) => mode?.bound[k] && !program.variables[v].constant).map((v) => program.variables[v].name);
  };
  // in execution order: a step is downstream when it made one of the names or read something downstream
  for (const step of execution.steps) {
    const made = computedBy(step);
    if (made.some((n) => names.includes(n)) || inputsOf(step).some((n) => out.has(n))) for (const n of made) out.add(n);
  }
  return out;
}
