// Quantitative mode: the same network, search and result as the qualitative mode, every step
// replayed through the physical procedure its rule file declares.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { numToJson } from '../../src/numbers/num.ts';
import { runQuantitative, withPhysics } from '../../src/quantitative/index.ts';
import { Simulator } from '../../src/simulator.ts';
import { PROCEDURES } from '../../src/quantitative/procedures.ts';
import { PHYSICAL_PROCEDURES } from '../../src/rules/physics-facts.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const EXAMPLE = join(ROOT, 'examples/extension/quantitative');
const SLOW = 60_000;
const recipeOf = (text: string) => parseSolutionText(text, 'net.solution').recipes[0];

describe('quantitative mode', () => {
  it('rule files may name exactly the procedures the quantitative mode runs (and none)', () => {
    expect(Object.keys(PHYSICAL_PROCEDURES).sort()).toEqual(['none', ...Object.keys(PROCEDURES)].sort());
  });

  it(
    'runs a network with a new rule-file action and YAML material: same result as qualitative, each step measured',
    async () => {
      const sim = new Simulator({ rulesDirs: [join(EXAMPLE, 'rules')] });
      const recipe = recipeOf(readFileSync(join(EXAMPLE, 'network.solution'), 'utf8'));
      const q = await runQuantitative(sim, recipe, 'network.solution', { backend: 'cpu', materialFiles: [join(EXAMPLE, 'materials.yaml')], maxParticles: 48 });
      const plain = sim.run(recipe, 'network.solution');
      expect(q.status).toBe('ok');
      expect(q.mode).toBe('quantitative');
      expect(numToJson(q.executionTime!)).toBe(numToJson(plain.executionTime!));
      expect(q.timeline.map((t) => t.action)).toEqual(plain.timeline.map((t) => t.action));
      expect(q.physics).toHaveLength(q.timeline.length);
      const step = (action: string) => q.physics[q.timeline.findIndex((t) => t.action === action)]!;
      expect(step('get-kitchen')).toBeNull();
      const pours = q.physics.filter((p) => p?.procedure === 'pour');
      expect(pours.map((p) => p!.measuredGrams + p!.spilledGrams).sort((a, b) => a - b)).toEqual([30, 100].map((g) => expect.closeTo(g, 6)));
      const drizzle = step('drizzle');
      expect(drizzle.procedure).toBe('scatter');
      expect(drizzle.detail.material).toBe('thick-syrup');
      expect(drizzle.measuredGrams + drizzle.spilledGrams).toBeCloseTo(30, 6);
      expect(drizzle.particles).toBeGreaterThan(0);
      expect(drizzle.simulatedSeconds).toBeGreaterThan(0);
      // the run report's JSON gains `physics` on each timeline entry, in the same order
      const report = withPhysics({ recipeId: q.recipeId, timeline: q.timeline.map((t) => ({ line: t.line, action: t.action })) }, q);
      expect(report.mode).toBe('quantitative');
      expect(report.timeline.map((t) => t.physics)).toEqual(q.physics);
    },
    SLOW,
  );

  it('refuses an unknown physical procedure when the rules load, naming file, line and column', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-physics-'));
    const rule = readFileSync(join(EXAMPLE, 'rules/drizzle.pl'), 'utf8').replace('physics(_, scatter(drizzled_object, syrup_container)).', 'physics(_, teleport(drizzled_object)).');
    writeFileSync(join(dir, 'drizzle.pl'), rule);
    expect(() => new Simulator({ rulesDirs: [dir] })).toThrow(/drizzle\.pl:\d+:\d+: unknown physical procedure teleport\(drizzled_object\) \(known: none, pour, /);
  });

  it('declares a physical procedure for every action of the standard rules', () => {
    const sim = new Simulator();
    const missing = sim.inventory.names().filter((n) => !sim.inventory.get(n)!.physics?.length);
    expect(missing).toEqual([]);
    expect(sim.inventory.names()).toHaveLength(39);
  });
});
