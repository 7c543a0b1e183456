// A session step that continues from the session's execution instead of running the whole
// network again, where that gives exactly what the whole run would give (docs/SESSIONS.md,
// "Steps continue from the state"). The engine's search tries expressions in program order at
// every node, and appended lines come after all others: when the earlier run never took a step
// back, a whole run reaches its last node the same way, and from there searches exactly as
// `resume` does. Anything else gives way to the whole run (null).
import { explainExecution } from '../diagnostics/explain.ts';
import { type ExecutionResult, resume } from '../engine/execute.ts';
import { extendProgram, MAX_PREDICATES } from '../engine/program.ts';
import { refusingInPlaceChanges } from '../kitchen/in-place.ts';
import type { Recipe } from '../language/ast.ts';
import { parseSolutionLines } from '../language/parse-solution.ts';
import type { Ontology } from '../kitchen/ontology.ts';
import type { Simulator } from '../simulator.ts';
import { newBindingsOf } from './carry.ts';
import { extendTimeline } from './increments.ts';
import { type Mention, mentionsIn, noting } from './mentions.ts';
import { SESSION_FILE } from '../session/network.ts';
import type { ConstantsAdded } from './numbering.ts';
import type { SessionState } from '../session/session.ts';
import type { BindingsJson, TimelineEntryJson } from '../json/run.ts';

/** A continued step: the new state, and what the call added or changed. */
export interface Continued {
  state: SessionState;
  newBindings: BindingsJson;
  newTimeline: TimelineEntryJson[];
}

/** How many steps continued, and why the others ran the whole network (for tests and figures). */
export const continuationCounts: Record<string, number> = {};
const tally = (what: string) => void (continuationCounts[what] = (continuationCounts[what] ?? 0) + 1);
const fallBack = (reason: string): null => (tally(reason), null);

/** The state after appending `lines` (numbered from `firstLine`), continued from `state`; null when only a whole run can say. */
export function continueState(sim: Simulator, state: SessionState, firstLine: number, lines: string[], maxMillis: number | undefined): Continued | null {
  const { carry, run } = state;
  const ex = run.execution;
  if (!carry || !run.program || !ex || !run.initialKitchen) return fallBack('no earlier execution');
  if (!carry.straight) return fallBack('the earlier search took steps back');
  if (ex.status === 'unexecutable') return fallBack('the network was unexecutable');
  if (ex.status === 'error' && (!ex.error || ex.error.reason === 'search-budget')) return fallBack('the earlier search ran out of budget');
  const parsed = parseSolutionLines(lines, SESSION_FILE, { firstLine });
  const predicates = parsed.recipes.flatMap((r) => r.predicates);
  if (parsed.problems.length) return fallBack('refused lines');
  // a network's own get-kitchen takes the implicit one's place, or is one too many
  if (predicates.some((p) => p.name === 'get-kitchen')) return fallBack('a get-kitchen line');
  const total = carry.recipe.predicates.length;
  if (total + predicates.length > MAX_PREDICATES) return fallBack('too many lines');
  const recipe: Recipe = { ...carry.recipe, predicates: [...carry.recipe.predicates, ...predicates.map((p, i) => ({ ...p, index: total + i }))] };
  // the new constants are made after everything the earlier steps made; a whole run makes them
  // before any step, so the ids shown go through the numbering (numbering.ts)
  const factory = state.factory.clone();
  const internal = factory.counts();
  const extended = extendProgram(run.program, predicates, sim.inventory, factory);
  if (!extended.program) return fallBack('refused lines');
  const program = extended.program;
  const { added, constantCounts } = constantsAdded(carry.constantCounts, internal, factory.counts(), sim.world.ontology);
  const numbering = carry.numbering.after(added);

  const oldVariables = run.program.variables.length;
  const newConstants = program.constants.slice(oldVariables);
  const values = [...ex.values, ...newConstants];
  const at = [...ex.at, ...newConstants.map(() => null)];
  const options = { maxEvaluations: sim.options.maxEvaluations, maxMillis: maxMillis ?? sim.options.maxMillis, semantics: sim.semantics };
  const { result: searched, mentions } = noting(sim.world.ontology, () =>
    // the step that stopped the earlier run comes before the new lines: it stops this one too
    ex.status === 'error' ? { result: { ...ex, values, at }, refused: false } : refusingInPlaceChanges(() => resume(program, { values, at, steps: ex.steps, evaluations: ex.evaluations }, run.initialKitchen!, factory, sim.world.units, options)),
  );
  if (searched.refused) return fallBack('a step changes objects of earlier steps in place');
  const result: ExecutionResult | null = searched.result;
  if (!result) return fallBack('the new lines do not all run after the others');
  if (result.error && ex.status !== 'error') mentions.push(...mentionsIn(result.error.message, sim.world.ontology));
  const allMentions: Mention[] = [...carry.mentions, ...mentions];
  // a message keeps the ids of its time: one the numbering now shows otherwise is the whole run's to write
  if (allMentions.some((m) => numbering.shown(m.name, m.n) !== m.n)) return fallBack('a message names an id the new constants move');

  const timeline = extendTimeline(program, result, ex.steps.length, run.timeline, state.timeline);
  const bindings = newBindingsOf(state, carry, program, result, added, numbering);
  const clean = result.status === 'ok' && !result.steps.some((s) => s.failed);
  const { messages, diagnostics } = clean ? { messages: [], diagnostics: [] } : explainExecution(recipe, program, result);
  tally('continued');
  const { layers } = bindings;
  return {
    state: {
      run: { ...run, status: result.status, executionTime: result.executionTime, timeline: timeline.timeline, messages, diagnostics, program, execution: result },
      factory,
      // written whole only when read (a listing, bindings()): a call costs what it adds
      get bindings() {
        return layers.all();
      },
      timeline: timeline.json,
      carry: { recipe, constantCounts, written: bindings.written, bindings: layers, straight: (result.backtracks ?? 1) === 0, numbering, shown: bindings.shown, mentions: allMentions },
    },
    newBindings: bindings.changed,
    newTimeline: timeline.changed,
  };
}

/**
 * The classes the new constants were numbered in (`internal` → `now`), with where a whole run
 * puts them (after the earlier constants, `constants`), and the counts once all are made.
 */
function constantsAdded(constants: Uint32Array, internal: Uint32Array, now: Uint32Array, ontology: Ontology) {
  const added: ConstantsAdded[] = [];
  const constantCounts = new Uint32Array(Math.max(constants.length, now.length));
  constantCounts.set(constants);
  for (let c = 0; c < now.length; c++) {
    const count = now[c] - (internal[c] ?? 0);
    if (!count) continue;
    added.push({ name: classNames(ontology)[c], before: constants[c] ?? 0, internal: internal[c] ?? 0, count });
    constantCounts[c] += count;
  }
  return { added, constantCounts };
}

const names = new WeakMap<Ontology, string[]>();

/** The ontology's class names by class index. */
function classNames(ontology: Ontology): string[] {
  let byIndex = names.get(ontology);
  if (!byIndex || byIndex.length !== ontology.classes.size) {
    byIndex = [];
    for (const c of ontology.classes.values()) byIndex[c.index] = c.name;
    names.set(ontology, byIndex);
  }
  return byIndex;
}
