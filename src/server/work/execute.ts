// POST /execute in a worker: the whole network run at once, read as a session reads it (`#id`
// lines name the recipe, a missing `get-kitchen` is implied). Modes by name: `qualitative` is
// the symbolic simulator; `quantitative` the same search with every executed step replayed with
// particles and rigid bodies (src/quantitative/), each timeline entry gaining `physics`; with
// `physicsFeedback` what the physics measured changes the kitchen (src/quantitative/feedback.ts).
import { bindingsJson, type BindingsJson, timelineEntryJson, type TimelineEntryJson } from '../../json/run.ts';
import { numberJson, type NumberJson } from '../../json/values.ts';
import { type FeedbackDiagnostic, runQuantitative } from '../../quantitative/index.ts';
import type { Recipe } from '../../language/ast.ts';
import { problemDiagnostics, runDiagnostics } from '../../session/diagnostics.ts';
import { readNetwork, splitText } from '../../session/network.ts';
import type { RecipeRun, Simulator } from '../../simulator.ts';
import { requestFile } from '../evaluate-text.ts';
import type { ExecutionMode } from './protocol.ts';

/** What POST /execute answers. */
export interface ExecuteResponse {
  status: 'ok' | 'unexecutable' | 'error';
  executionTime: NumberJson | null;
  bindings: BindingsJson;
  timeline: TimelineEntryJson[];
  diagnostics: unknown[];
  /** With `physicsFeedback`: what the measured physics changed in the kitchen. */
  physicsFeedback?: FeedbackDiagnostic[];
}

interface Execution {
  run: RecipeRun;
  timeline: TimelineEntryJson[];
  feedback?: FeedbackDiagnostic[];
}

const modes: Record<ExecutionMode, (sim: Simulator, recipe: Recipe, feedback: boolean) => Promise<Execution>> = {
  async qualitative(sim, recipe) {
    const run = sim.run(recipe, recipe.place.file);
    return { run, timeline: run.timeline.map(timelineEntryJson) };
  },
  async quantitative(sim, recipe, feedback) {
    const run = await runQuantitative(sim, recipe, recipe.place.file, { feedback });
    const timeline = run.timeline.map((t, k) => ({ ...timelineEntryJson(t), physics: run.physics[k] ?? null }));
    return { run, timeline, ...(feedback ? { feedback: run.feedback?.diagnostics ?? [] } : {}) };
  },
};

/** `feedback`: only with the quantitative mode (the route refuses it with the other). */
export async function runExecution(network: string, mode: ExecutionMode, sim: Simulator, feedback = false): Promise<ExecuteResponse> {
  const read = readNetwork(splitText(network).lines, requestFile('network'));
  if (!read.recipe) return { status: 'error', executionTime: null, bindings: {}, timeline: [], diagnostics: problemDiagnostics(read.problems) };
  const { run, timeline, feedback: changes } = await modes[mode](sim, read.recipe, feedback);
  return {
    status: run.status,
    executionTime: run.executionTime === null ? null : numberJson(run.executionTime),
    bindings: bindingsJson(run.program, run.execution),
    timeline,
    diagnostics: runDiagnostics(run),
    ...(changes ? { physicsFeedback: changes } : {}),
  };
}
