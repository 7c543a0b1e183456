// `run --mode quantitative` for people: each step's physics under its timeline row, what the
// feedback changed after the timeline (the text report showed neither: it was the qualitative one).
import { describe, expect, it } from 'vitest';
import { formatHuman, type RunReport } from '../src/cli/run-report.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { physicsText, runQuantitative, type StepPhysics } from '../src/quantitative/index.ts';
import { Simulator } from '../src/simulator.ts';
import { BENCHMARK } from './support/simulate.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

const TEXT = `#pours
(get-kitchen ?kitchen)
(fetch-and-proportion ?water ?ks-1 ?kitchen ?bowl-1 water 300 g)
(fetch ?bowl ?ks-2 ?ks-1 large-bowl 1)
(transfer-contents ?b-1 ?rest-1 ?ks-3 ?ks-2 ?bowl ?water ?q-1 ?u-1)
(mix ?mixed ?ks-4 ?ks-3 ?b-1 ?whisk)
`;

const step = (over: Partial<StepPhysics>): StepPhysics => ({ procedure: 'pour', measuredGrams: 0, spilledGrams: 0, particles: 0, simulatedSeconds: 0, wallMs: 0, agrees: true, detail: {}, ...over });

describe('the physics of a quantitative run in its text report', () => {
  it('says per step what was measured, and when it does not bear out the step', () => {
    expect(physicsText(step({ measuredGrams: 270, spilledGrams: 30, particles: 32, agrees: false, detail: { material: 'water', overflow: false } }))).toBe(
      'physics: pour, water, 270 g, 30 g spilled, 32 particles — does not bear out the step',
    );
    expect(physicsText(step({ measuredGrams: 290.625, spilledGrams: 9.375, particles: 32, detail: { material: 'water', overflow: true } }))).toBe('physics: pour, water, 290.6 g, 9.4 g spilled, overflows, 32 particles');
    expect(physicsText(step({ procedure: 'stir', measuredGrams: 400, particles: 160, detail: { homogeneity: 0.834, material: 'batter' } }))).toBe('physics: stir, batter, 400 g, mixing index 0.83, 160 particles');
    expect(physicsText(step({ procedure: 'heat', measuredGrams: 500, agrees: false, detail: { startC: 20, endC: 100, cookedAtC: 93, secondsAtCookedC: 117, baked: false } }))).toBe(
      'physics: heat, 500 g, 20 → 100 °C, 117 s at 93 °C — does not bear out the step',
    );
    expect(physicsText(step({ measuredGrams: 0.001, particles: 1, detail: { material: 'flour' } }))).toBe('physics: pour, flour, 0.001 g, 1 particle');
    expect(physicsText(step({ procedure: 'place', detail: { bodies: 4, resting: 3, item: 'cucumber', onto: 'tray' }, agrees: false }))).toBe('physics: place, 3 of 4 resting on the tray — does not bear out the step');
  });

  it('formatHuman puts each step\'s physics under its row and lists the feedback after the timeline', () => {
    const report: RunReport = {
      file: 'n.solution', recipeId: 'pours', status: 'ok', executionTime: 30, criticalPath: [], dishes: [], messages: [], diagnostics: [],
      timeline: [
        { line: 2, action: 'get-kitchen', start: 0, end: 0, failed: false, overlaps: [], physics: null },
        { line: 3, action: 'fetch-and-proportion', start: 0, end: 30, failed: false, overlaps: [], physics: step({ measuredGrams: 300, particles: 32, detail: { material: 'water' } }) },
      ],
      physicsFeedback: [{ code: 'physics-spill', place: 'n.solution:3', message: 'n.solution:3: fetch-and-proportion: 9.4 g of water spilled onto the counter-top' }],
    };
    const lines = formatHuman(report).split('\n');
    const row = lines.findIndex((l) => l.includes('fetch-and-proportion') && l.includes('0 → 30'));
    expect(lines[row + 1].trim()).toBe('physics: pour, water, 300 g, 32 particles');
    expect(lines[row - 1]).toContain('get-kitchen');
    expect(lines.slice(row + 2, row + 4).map((l) => l.trim())).toEqual(['physics feedback:', 'n.solution:3: fetch-and-proportion: 9.4 g of water spilled onto the counter-top']);
  });

  it('run FILE --mode quantitative --physics-feedback prints a physics line for every step that has one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-quant-text-'));
    const file = join(dir, 'pours.solution');
    writeFileSync(file, TEXT);
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), 'run', file, '--mode', 'quantitative', '--backend', 'plain', '--physics-feedback'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const q = await runQuantitative(new Simulator(), parseSolutionText(TEXT, file).recipes[0], file, { backend: 'plain', feedback: true });
    const expected = q.physics.filter((p) => p !== null).map((p) => physicsText(p!));
    expect(expected.length).toBe(4);
    expect(r.stdout.split('\n').filter((l) => l.trim().startsWith('physics: ')).map((l) => l.trim())).toEqual(expected);
    // the diagnostics of the feedback, whichever the pour measured, are in the report too
    for (const d of q.feedback!.diagnostics) expect(r.stdout).toContain(d.message);
  }, 120_000);

  it('a preheated oven is reported as the oven, not as a portion of solid food', async () => {
    const text = '#oven\n(get-kitchen ?kitchen)\n(preheat-oven ?hot-oven ?ks-1 ?kitchen ?oven 180 degrees-celsius)\n';
    const q = await runQuantitative(new Simulator(), parseSolutionText(text, 'o.solution').recipes[0], 'o.solution', { backend: 'plain' });
    const heat = q.physics[1]!;
    expect(heat.procedure).toBe('heat');
    expect(heat.detail.environmentC).toBe(180);
    expect(heat.detail).not.toHaveProperty('material');
    expect(heat.detail).not.toHaveProperty('portions');
  });

  // evaluate needs the corpus (its gold networks) before it looks at the flags
  it.skipIf(!BENCHMARK)('evaluate --mode quantitative refuses the CSV, which has no column for the physics, before any work', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), 'evaluate', '--input', join(ROOT, 'examples/tutorial/prediction-fixed.solution'), '--mode', 'quantitative', '--output', '-'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe("irl-kitchen: --mode quantitative: the CSV (the default --format) has no columns for what the physics measured; use --format json or jsonl (each row's `physics`)\n");
  });
});
