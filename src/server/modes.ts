// Execution modes of POST /execute, by the name a request gives in `mode`. `qualitative` is the
// symbolic simulator; another mode (e.g. `quantitative`) is one more entry of DEFAULT_MODES, or
// is given to `buildServer` in `options.modes`.
import { bindingsJson, type BindingsJson, timelineEntryJson, type TimelineEntryJson } from '../json/run.ts';
import { numberJson, type NumberJson } from '../json/values.ts';
import { problemDiagnostics, runDiagnostics } from '../session/diagnostics.ts';
import { readNetwork, splitText } from '../session/network.ts';
import type { Recipe } from '../language/ast.ts';
import type { RecipeRun } from '../simulator.ts';
import type { ServerContext } from './context.ts';

/** What POST /execute answers. */
export interface ExecuteResponse {
  status: 'ok' | 'unexecutable' | 'error';
  executionTime: NumberJson | null;
  bindings: BindingsJson;
  timeline: TimelineEntryJson[];
  diagnostics: unknown[];
}

export type ExecutionMode = (network: string, ctx: ServerContext) => ExecuteResponse | Promise<ExecuteResponse>;

export type ExecutionModes = Record<string, ExecutionMode>;

/**
 * The symbolic simulator on the whole network at once, read as a session reads it (`#id` lines
 * name the recipe, a missing `get-kitchen` is implied), bounded by the server's time limit.
 */
export const qualitative: ExecutionMode = (network, ctx) =>
  answer(network, (recipe) => {
    const run = ctx.simulator.run(recipe, recipe.place.file);
    return { run, timeline: run.timeline.map(timelineEntryJson) };
  });

/**
 * The same search, then every executed step replayed with particles and rigid bodies
 * (src/quantitative/); each timeline entry gains `physics`.
 */
export const quantitative: ExecutionMode = (network, ctx) =>
  answer(network, async (recipe) => {
    const { runQuantitative } = await import('../quantitative/index.ts');
    const run = await runQuantitative(ctx.simulator, recipe, recipe.place.file);
    return { run, timeline: run.timeline.map((t, k) => ({ ...timelineEntryJson(t), physics: run.physics[k] ?? null })) };
  });

/** The network read as a session reads it, run by `execute`, answered in POST /execute's form. */
async function answer(network: string, execute: (recipe: Recipe) => Execution | Promise<Execution>): Promise<ExecuteResponse> {
  const read = readNetwork(splitText(network).lines);
  if (!read.recipe) return { status: 'error', executionTime: null, bindings: {}, timeline: [], diagnostics: problemDiagnostics(read.problems) };
  const { run, timeline } = await execute(read.recipe);
  return {
    status: run.status,
    executionTime: run.executionTime === null ? null : numberJson(run.executionTime),
    bindings: bindingsJson(run.program, run.execution),
    timeline,
    diagnostics: runDiagnostics(run),
  };
}

interface Execution {
  run: RecipeRun;
  timeline: TimelineEntryJson[];
}

export const DEFAULT_MODES: Readonly<ExecutionModes> = Object.freeze({ qualitative, quantitative });
