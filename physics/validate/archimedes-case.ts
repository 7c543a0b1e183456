// The Archimedes case of `physics validate`: blocks of three densities released on water in a
// tank; the two lighter than water float at their draft, the denser one sinks to the floor.
import type { LiquidParams } from '../solver.ts';
import type { FloatResult } from './archimedes.ts';
import type { CaseResult } from './cases.ts';
import { simulateAll } from './simulation-pool.ts';
import type { SimulationBackend } from './simulations.ts';

/** kg/m³: two floating blocks and one that sinks */
export const ARCHIMEDES_DENSITIES = [500, 800, 1200];
/**
 * A floating block's draft within this share of (ρ_body/ρ_water) × its height (full size); at the
 * small size within one spacing: there the draft is settled by the particle scale (a change of
 * 1e-7 in water's density moves the 500 kg/m³ block's by up to 2 mm of its 20, and the float32
 * backends land elsewhere in that range), while at full size it moves by 0.1 mm.
 */
export const DRAFT_TOLERANCE = 0.1;

export async function archimedesCase(o: { backend: SimulationBackend; liquid: LiquidParams; full: boolean }): Promise<CaseResult> {
  // small: a block 8 spacings high; full: 12 (5 mm and 4 mm spacings); the three side by side
  const blocks = ARCHIMEDES_DENSITIES.map((density) => ({ liquid: o.liquid, density, blockRows: o.full ? 12 : 8, spacing: o.full ? 0.004 : 0.005, seconds: o.full ? 3 : 1.6 }));
  const runs: (FloatResult & { pass: boolean })[] = (await simulateAll(o.backend, 'floating-block', blocks)).map((r) => {
    // at rest: the bottom moved by less than 5 % of the block's height over the last 0.25 s
    const still = r.swingM < 0.05 * r.blockHeightM;
    const tolerance = o.full ? DRAFT_TOLERANCE * r.expectedDraftM : r.spacingM;
    const ok = r.density < o.liquid.density ? r.floats && Math.abs(r.draftM - r.expectedDraftM) <= tolerance : r.restsOnFloor;
    return { ...r, pass: ok && still };
  });
  return {
    name: 'archimedes',
    pass: runs.every((r) => r.pass),
    figures: {
      blocks: runs.map((r) => ({
        density: r.density, pass: r.pass, floats: r.floats, restsOnFloor: r.restsOnFloor,
        expectedDraftMm: mm(r.expectedDraftM), draftMm: mm(r.draftM), draftError: Number(r.draftError.toFixed(4)),
        clearanceMm: mm(r.clearanceM), swingMm: mm(r.swingM), angleDeg: Number(r.angleDeg.toFixed(2)), supportShare: Number(r.supportShare.toFixed(4)),
      })),
      blockHeightMm: mm(runs[0].blockHeightM), spacingMm: mm(runs[0].spacingM), particles: runs[0].particles,
      draftTolerance: o.full ? `${DRAFT_TOLERANCE * 100} % of the expected draft` : 'one spacing',
    },
  };
}

const mm = (m: number) => Number((m * 1000).toFixed(2));
