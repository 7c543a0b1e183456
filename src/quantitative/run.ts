// Quantitative mode: the network runs through the same search as the qualitative mode (the
// Simulator), then every executed step is replayed, in timeline order, through the physical
// procedure its rule file declares (`physics(Mode, Procedure)`). The symbolic kitchen keeps the
// requested amounts (as the reference's quantitative mode does); each step gains what the
// physics measured.
import { InputError } from '../errors.ts';
import type { Recipe } from '../language/ast.ts';
import { requireRecipe } from '../language/check-recipe.ts';
import { numToJson } from '../numbers/num.ts';
import type { ActionDef, PhysicsDecl } from '../rules/action.ts';
import type { PTerm } from '../rules/terms.ts';
import type { RecipeRun, Simulator } from '../simulator.ts';
import { withAbortSignal } from '../../physics/abort-scope.ts';
import { kernelsNamed } from '../../physics/auto-backend.ts';
import type { BackendName } from '../../physics/backend.ts';
import { type GeometryTable, loadGeometry, loadMaterials, type MaterialTable, MATERIALS_FILE } from '../../physics/materials.ts';
import type { KernelFactory } from '../../physics/solver.ts';
import { physicsPackagesProblem } from '../../physics/packages.ts';
import { fireOne } from '../engine/fire-one.ts';
import type { Program } from '../engine/program.ts';
import { Factory, type Value } from '../kitchen/entity.ts';
import type { Num } from '../numbers/num.ts';
import { applyEffect, type FeedbackDiagnostic } from './feedback.ts';
import { checkQuantitativeArgs } from './options.ts';
import { type Effect, PROCEDURES, type StepPhysics } from './procedures.ts';

export interface QuantitativeOptions {
  /** particle kernels: cpu, webasm, webgpu, plain JavaScript, or auto (default: the fastest measured for each scene's size) */
  backend?: BackendName | 'plain' | 'auto';
  /** extra material files (e.g. an extension's), after ontology/materials.yaml */
  materialFiles?: string[];
  /** most particles one procedure uses (default 256) */
  maxParticles?: number;
  /** particles across a pour's target container (default 20) */
  resolution?: number;
  /** measured transfers replace the nominal amounts in the kitchen (feedback.ts) */
  feedback?: boolean;
  /** stops the replay between steps (Ctrl-C): the run then rejects with the signal's reason */
  signal?: AbortSignal;
}

export interface QuantitativeRun extends RecipeRun {
  mode: 'quantitative';
  backend: string;
  /** One entry per timeline entry (same order); null for steps without a physical procedure. */
  physics: (StepPhysics | null)[];
  wallMs: number;
  /** With `feedback`: what the physics changed in the kitchen (the execution's values are the changed ones). */
  feedback?: { diagnostics: FeedbackDiagnostic[] };
}

/** The step a replay is about to run (a physical step takes seconds to minutes): for a progress display. */
export interface QuantitativeStep {
  /** 1-based, in timeline order */
  step: number;
  /** the timeline's steps, those without a physical procedure included */
  of: number;
  action: string;
  /** file:line of the step's expression */
  place: string;
}

/**
 * Runs one recipe in quantitative mode. Problems in physics facts are InputErrors naming the rule
 * file; so is a wrong argument, naming it. `onStep` hears of each step as it starts.
 */
export async function runQuantitative(sim: Simulator, recipe: Recipe, file: string, given?: QuantitativeOptions, onStep?: (s: QuantitativeStep) => void): Promise<QuantitativeRun> {
  const t0 = performance.now();
  // a wrong argument is an InputError naming it (options.ts), before the materials load
  const options = checkQuantitativeArgs(sim, file, given);
  requireRecipe(recipe, 'runQuantitative: recipe');
  if (onStep !== undefined && typeof onStep !== 'function') throw new InputError(`runQuantitative: onStep: expected a function, got ${typeof onStep}`);
  const backend = options.backend ?? 'auto';
  // gpu.js and Rapier are optional packages: a missing one is one line naming the install
  const missing = physicsPackagesProblem(backend);
  if (missing) throw new InputError(missing);
  const kernels: KernelFactory = kernelsNamed(backend);
  const materials = loadMaterials([MATERIALS_FILE, ...(options.materialFiles ?? [])]);
  const geometry = loadGeometry();
  const run = sim.run(recipe, file);
  const physics: (StepPhysics | null)[] = [];
  const ex = run.execution;
  const temperatures = new Map<string, number>();
  const cookedSeconds = new Map<string, number>();
  const feedback = options.feedback === true && !!run.program && !!ex && !!run.initialKitchen;
  // with feedback the steps are fired again on the values the physics left (feedback.ts)
  const values: Value[] = feedback ? [...run.program!.constants] : (ex?.values ?? []);
  const at: (Num | null)[] = feedback ? run.program!.variables.map(() => null) : [];
  const factory = feedback ? new Factory(sim.world.ontology, sim['builtKitchen']().factory) : null;
  const diagnostics: FeedbackDiagnostic[] = [];
  let refired = feedback;
  if (run.program && ex) {
    for (const [k, step] of ex.steps.entries()) {
      await stopIfAborted(options.signal);
      const expr = run.program.expressions[step.expression];
      const action = sim.inventory.get(expr.predicate.name);
      const place = `${file}:${expr.predicate.place.line}`;
      onStep?.({ step: k + 1, of: ex.steps.length, action: expr.predicate.name, place });
      if (refired && !refire(sim, run, expr, step.mode, values, at, factory!)) {
        diagnostics.push({ code: 'physics-feedback-stopped', place, message: `${place}: ${expr.predicate.name} no longer runs on the measured amounts: the later steps keep their symbolic values` });
        refired = false;
        for (let v = 0; v < values.length; v++) if (ex.values[v] !== null && values[v] === null) values[v] = ex.values[v];
      }
      const decl = action && procedureOf(action, step.mode);
      if (!action || !decl || step.failed) {
        physics.push(null);
        continue;
      }
      const source = refired ? values : ex.values;
      const bySlot = new Map<string, unknown>(action.slots.map((s, k) => [s.name.replace(/_/g, '-'), source[expr.args[k]]]));
      const durationS = Math.max(0, numToJson(step.end) - numToJson(step.start));
      const context = { bySlot, durationS, materials, geometry, kernels, sim, maxParticles: options.maxParticles ?? 256, resolution: options.resolution ?? 20, temperatures, cookedSeconds };
      // the signal also stops a step's scene between two solver steps (a large pour runs for minutes)
      const r = await withAbortSignal(options.signal, () => replay(action, decl, context));
      if (r && refired) diagnostics.push(...applyEffect(r.effect, action, expr.args, values, factory!, place, r.detail));
      if (r) delete r.effect;
      physics.push(r);
    }
  }
  const result: QuantitativeRun = { ...run, mode: 'quantitative', backend, physics, wallMs: performance.now() - t0 };
  if (!feedback || !ex) return result;
  for (let v = 0; v < values.length; v++) if (values[v] === null) values[v] = ex.values[v];
  return { ...result, execution: { ...ex, values }, feedback: { diagnostics } };
}

/** A turn of the event loop, so that a signal (Ctrl-C) can abort, then the abort's reason thrown; a step's physics can take seconds. */
async function stopIfAborted(signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return;
  await new Promise((turn) => setImmediate(turn));
  signal.throwIfAborted();
}

/** Fires one executed step again on the current values; false when it no longer runs. */
function refire(sim: Simulator, run: RecipeRun, expr: Program['expressions'][number], modeId: string, values: Value[], at: (Num | null)[], factory: Factory): boolean {
  const action = expr.action;
  const mode = action.modes.find((m) => m.id === modeId);
  if (!mode) return false;
  const r = fireOne({ action, mode, values: expr.args.map((v) => values[v]), at: expr.args.map((v) => at[v]), factory, units: sim.world.units, initialKitchen: run.initialKitchen!, semantics: sim.semantics });
  if (r.outcome !== 'ok') return false;
  for (const p of r.alternative.produced) {
    values[expr.args[p.slot]] = p.value;
    at[expr.args[p.slot]] = p.at;
  }
  return true;
}

/** The procedure declared for a mode: a fact for that mode id, else one for any mode (`_`). */
function procedureOf(action: ActionDef, mode: string): PhysicsDecl | null {
  const facts = action.physics ?? [];
  return facts.find((f) => f.mode.t !== 'var' && termWord(f.mode) === mode) ?? facts.find((f) => f.mode.t === 'var') ?? null;
}

function termWord(t: PTerm): string {
  if (t.t === 'atom') return t.name;
  if (t.t === 'num') return String(numToJson(t.value));
  return '';
}

interface ReplayContext {
  bySlot: Map<string, unknown>;
  durationS: number;
  materials: MaterialTable;
  geometry: GeometryTable;
  kernels: KernelFactory;
  sim: Simulator;
  maxParticles: number;
  resolution: number;
  temperatures: Map<string, number>;
  cookedSeconds: Map<string, number>;
}

async function replay(action: ActionDef, decl: PhysicsDecl, c: ReplayContext): Promise<(StepPhysics & { effect?: Effect }) | null> {
  const where = `${action.file}:${decl.line}`;
  const term = decl.term;
  const name = term.t === 'atom' || term.t === 'compound' ? term.name : '';
  if (name === 'none') return null;
  const proc = PROCEDURES[name];
  if (!proc) throw new InputError(`${where}: unknown physical procedure '${name || '?'}' (the vocabulary: none, ${Object.keys(PROCEDURES).sort().join(', ')})`);
  const args = term.t === 'compound' ? term.args.map((a) => (a.t === 'atom' ? a.name.replace(/_/g, '-') : '')) : [];
  const t0 = performance.now();
  const r = await proc(
    {
      // an optional argument the rule file left out is no slot: nothing
      slot: (n) => (n === undefined ? undefined : (c.bySlot.get(n.replace(/_/g, '-')) as never)),
      durationS: c.durationS,
      units: c.sim.world.units,
      materials: c.materials,
      geometry: c.geometry,
      kernels: c.kernels,
      maxParticles: c.maxParticles,
      resolution: c.resolution,
      action: action.name,
      temperatures: c.temperatures,
      cookedSeconds: c.cookedSeconds,
    },
    args,
  );
  return { procedure: name, ...r, wallMs: performance.now() - t0 };
}
