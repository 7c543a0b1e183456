// Quantitative mode: the network runs through the same search as the qualitative mode (the
// Simulator), then every executed step is replayed, in timeline order, through the physical
// procedure its rule file declares (`physics(Mode, Procedure)`). The symbolic kitchen keeps the
// requested amounts (as the reference's quantitative mode does); each step gains what the
// physics measured.
import { InputError } from '../errors.ts';
import type { Recipe } from '../language/ast.ts';
import { numToJson } from '../numbers/num.ts';
import type { ActionDef, PhysicsDecl } from '../rules/action.ts';
import type { PTerm } from '../rules/terms.ts';
import type { RecipeRun, Simulator } from '../simulator.ts';
import { type BackendName, defaultBackend } from '../../physics/backend.ts';
import { gpuKernels } from '../../physics/gpu-kernels.ts';
import { type GeometryTable, loadGeometry, loadMaterials, type MaterialTable, MATERIALS_FILE } from '../../physics/materials.ts';
import { plainKernels } from '../../physics/plain.ts';
import type { KernelFactory } from '../../physics/solver.ts';
import { PROCEDURES, type StepPhysics } from './procedures.ts';

export interface QuantitativeOptions {
  /** particle kernels: cpu, webasm, webgpu (default: the fastest that works), or plain JavaScript */
  backend?: BackendName | 'plain';
  /** extra material files (e.g. an extension's), after ontology/materials.yaml */
  materialFiles?: string[];
  /** most particles one procedure uses (default 128) */
  maxParticles?: number;
}

export interface QuantitativeRun extends RecipeRun {
  mode: 'quantitative';
  backend: string;
  /** One entry per timeline entry (same order); null for steps without a physical procedure. */
  physics: (StepPhysics | null)[];
  wallMs: number;
}

/** Runs one recipe in quantitative mode. Problems in physics facts are InputErrors naming the rule file. */
export async function runQuantitative(sim: Simulator, recipe: Recipe, file: string, options: QuantitativeOptions = {}): Promise<QuantitativeRun> {
  const t0 = performance.now();
  const backend = options.backend ?? defaultBackend();
  const kernels: KernelFactory = backend === 'plain' ? plainKernels : gpuKernels(backend);
  const materials = loadMaterials([MATERIALS_FILE, ...(options.materialFiles ?? [])]);
  const geometry = loadGeometry();
  const run = sim.run(recipe, file);
  const physics: (StepPhysics | null)[] = [];
  const ex = run.execution;
  if (run.program && ex) {
    for (const step of ex.steps) {
      const expr = run.program.expressions[step.expression];
      const action = sim.inventory.get(expr.predicate.name);
      const decl = action && procedureOf(action, step.mode);
      if (!action || !decl || step.failed) {
        physics.push(null);
        continue;
      }
      const values = expr.args.map((v) => ex.values[v]);
      const bySlot = new Map<string, unknown>(action.slots.map((s, k) => [s.name.replace(/_/g, '-'), values[k]]));
      const durationS = Math.max(0, numToJson(step.end) - numToJson(step.start));
      physics.push(await replay(action, decl, { bySlot, durationS, materials, geometry, kernels, sim, maxParticles: options.maxParticles ?? 128 }));
    }
  }
  return { ...run, mode: 'quantitative', backend, physics, wallMs: performance.now() - t0 };
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
}

async function replay(action: ActionDef, decl: PhysicsDecl, c: ReplayContext): Promise<StepPhysics | null> {
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
      slot: (n) => c.bySlot.get(n.replace(/_/g, '-')) as never,
      durationS: c.durationS,
      units: c.sim.world.units,
      materials: c.materials,
      geometry: c.geometry,
      kernels: c.kernels,
      maxParticles: c.maxParticles,
    },
    args,
  );
  return { procedure: name, ...r, wallMs: performance.now() - t0 };
}
