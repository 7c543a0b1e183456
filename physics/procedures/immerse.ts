// Items put into a container that holds a liquid (eggs into a pot of water): the 2-D
// cross-section through the container with its liquid as particles and the items as coupled
// bodies (physics/coupling.ts) released just above the surface. The items displace the liquid;
// what they push over the rim is measured as spilled.
import { Coupling } from '../coupling.ts';
import { type Geometry, liquidParams, type Material } from '../materials.ts';
import { LIQUID } from '../particles.ts';
import { boxWalls, fillBlock } from '../scenes.ts';
import { type KernelFactory, Solver } from '../solver.ts';
import { containerShape } from './pour-scene.ts';

export interface ImmerseOptions {
  liquid: Material;
  liquidGrams: number;
  /** the items: their grams, their density (kg/m³), how many */
  itemGrams: number;
  itemDensity: number;
  count: number;
  container: Geometry;
  kernels: KernelFactory;
  /** particles across the container (default 20) and most liquid particles (default 256) */
  resolution?: number;
  maxParticles?: number;
  seconds?: number;
}

export interface ImmerseResult {
  particles: number;
  gramsPerParticle: number;
  bodies: number;
  /** bodies whose bottom is more than two spacings above the container's floor at the end */
  floating: number;
  spilled: number;
  spilledGrams: number;
  keptShare: number;
  /** the liquid's volume, what the items displace at rest (all of a sinking item, m/ρ of a floating one), the container's (ml) */
  liquidMl: number;
  displacedMl: number;
  containerMl: number;
  /** the liquid and what the items displace exceed the container's volume */
  overflow: boolean;
  spacing: number;
  simulatedSeconds: number;
  cappedSpeeds: number;
}

/** Most bodies in a cross-section: each stands for its share of the items. */
const MOST_BODIES = 4;
/** spacings across a body, where the liquid allows */
const BODY_SPACINGS = 6;
/** fewest liquid particles, as a pour's (pour-scene.ts) */
const FEWEST = 32;

export async function immerse(o: ImmerseOptions): Promise<ImmerseResult> {
  const { halfWidth: hw, height, volume } = containerShape(o.container);
  const liquidVolume = Math.max(0, o.liquidGrams) / 1000 / o.liquid.density;
  const itemVolume = Math.max(0, o.itemGrams) / 1000 / o.itemDensity;
  const floats = o.itemDensity < o.liquid.density;
  const displaced = floats ? Math.max(0, o.itemGrams) / 1000 / o.liquid.density : itemVolume;
  // volumes as shares of the container's cross-section (as a pour's scene: physics/procedures/pour-scene.ts)
  const section = 2 * hw * height;
  const liquidArea = (liquidVolume / volume) * section;
  const itemArea = (itemVolume / volume) * section;
  const most = o.maxParticles ?? 256;
  let d = Math.max((2 * hw) / (o.resolution ?? 20), Math.sqrt(liquidArea / most), 0.002);
  // a body a few spacings across feels the particle scale (Archimedes case: a block 16 spacings
  // wide floats within 5 % of its draft): fewer bodies, each standing for more items, then a
  // finer spacing (also for at least FEWEST liquid particles), as long as the liquid keeps under
  // twice the most particles
  let bodies = Math.max(1, Math.min(o.count, MOST_BODIES));
  while (bodies > 1 && Math.sqrt(itemArea / bodies) < BODY_SPACINGS * d) bodies--;
  const side = Math.sqrt(itemArea / bodies);
  d = Math.max(0.002, Math.sqrt(liquidArea / (2 * most)), Math.min(d, side / BODY_SPACINGS, Math.sqrt(liquidArea / FEWEST)));
  // a whole number of spacings across, so that a body has the items' volume
  d = side / Math.max(1, Math.round(side / d));
  const cols = Math.max(1, Math.floor((2 * hw) / d + 1e-9));
  const count = Math.max(1, Math.round(liquidArea / (d * d)));
  const rows = Math.ceil(count / cols);
  const base = 3 * d;
  const surface = base + rows * d;
  const top = Math.max(surface + side + 2 * d, base + height) + 4 * d;
  // a quarter spacing per step at the speed of a fall from the items' release to the floor; a
  // spill falling outside the container may go faster (the solver's limit then slows it: it has
  // left the container, it is not measured further)
  const dt = Math.min(0.002, (0.25 * d) / Math.sqrt(2 * 9.81 * (surface - base + side + 2 * d)));
  // room beside the walls for what spills, which lands on the domain's floor
  const outside = hw + 8 * d;
  const s = await Solver.create(
    {
      dim: 2, spacing: d, domain: { min: [-outside, 0, 0], max: [outside, top + 4 * d, 0] },
      capacity: cols * rows + bodies * Math.ceil((side / d + 1) ** 2) + 4 * Math.round(height / d) + 4 * (cols + 4) + 64,
      // 6 iterations, as the hydrostatic case: at a pour's 4 the liquid packed about 2 % denser
      // than its rest lattice under its own weight and held back that share of a spill
      dt, iterations: 6, liquid: liquidParams(o.liquid),
    },
    o.kernels,
  );
  try {
    // the container, standing on the domain's floor
    boxWalls(s, -hw, hw, base, base + height, 0, 0, 2, -3);
    fillBlock(s, LIQUID, s.liquidMass, -hw, -hw + cols * d, base, surface);
    const p = s.particles;
    let extra = cols * rows - count;
    for (let i = p.capacity - 1; i >= 0 && extra > 0; i--)
      if (p.kind[i] === LIQUID) {
        p.remove(i);
        extra--;
      }
    // side by side just above the surface, in rows where they do not fit across
    const coupling = new Coupling(s);
    const across = Math.max(1, Math.min(bodies, Math.floor((2 * hw) / (side + d))));
    for (let k = 0; k < bodies; k++) {
      const row = Math.floor(k / across), col = k % across;
      const x = -hw + ((col + 0.5) * 2 * hw) / across;
      const y = surface + d + side / 2 + row * (side + d);
      // squares: on the lattice a disc of the same area displaced 20–37 % more (the liquid does
      // not fill the staircase of its outline)
      coupling.addBody({ shape: 'box', size: [side, side], center: [x, y], density: o.itemDensity, rotates: false });
    }
    coupling.finishBoundary();
    // the items sink or float into place within about 0.5 s; what they push over the rim runs off after
    const seconds = o.seconds ?? 1.5;
    while (s.time < seconds) await coupling.step();
    // inside: between the walls' first layers (a thin layer of liquid, under rest density at its
    // free surface, settles up to half a spacing into the floor's layer) and below the rim, or
    // above it in flight (a splash falls back); liquid resting above the rim has spilled over it
    // (a layer one particle thick stays on top of the liquid below: it has no neighbour to push it off)
    let inside = 0;
    for (let i = 0; i < p.capacity; i++) {
      if (p.kind[i] !== LIQUID || Math.abs(p.px[i]) >= hw + d / 2 || p.py[i] <= base - d) continue;
      if (p.py[i] < base + height || Math.hypot(p.vx[i], p.vy[i]) > 0.1) inside++;
    }
    const gpp = o.liquidGrams / count;
    const ml = (m3: number) => Math.round(m3 * 1e6);
    return {
      particles: count, gramsPerParticle: gpp, bodies, floating: coupling.bodies.filter((b) => b.bottom(d) > base + 2 * d).length,
      spilled: count - inside, spilledGrams: (count - inside) * gpp, keptShare: inside / count,
      liquidMl: ml(liquidVolume), displacedMl: ml(displaced), containerMl: ml(volume), overflow: liquidVolume + displaced > volume,
      spacing: d, simulatedSeconds: s.time, cappedSpeeds: s.cappedSpeeds,
    };
  } finally {
    s.destroy();
  }
}
