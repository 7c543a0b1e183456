// runQuantitative's onStep: each timeline step announced as it starts, in order, with its place;
// a display can follow a replay that runs for tens of seconds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { runQuantitative } from '../src/quantitative/index.ts';
import type { QuantitativeStep } from '../src/quantitative/run.ts';
import { Simulator } from '../src/simulator.ts';

const TEXT = ['#two-steps', '(get-kitchen ?kitchen)', '(fetch ?bowl ?ks-1 ?kitchen large-bowl 1)', '(fetch ?whisk ?ks-2 ?ks-1 whisk 1)'];
const recipe = parseSolutionText(TEXT.join('\n') + '\n', 'p.solution').recipes[0];

describe('runQuantitative onStep', () => {
  it('hears of every step of the timeline before it is replayed', async () => {
    const heard: QuantitativeStep[] = [];
    let replayed = -1;
    const run = await runQuantitative(new Simulator(), recipe, 'p.solution', { backend: 'plain' }, (s) => {
      heard.push(s);
      replayed = s.step;
    });
    const timeline = run.execution!.steps.length;
    expect(replayed).toBe(timeline);
    expect(heard.map((s) => s.step)).toEqual(Array.from({ length: timeline }, (_, k) => k + 1));
    expect(heard.every((s) => s.of === timeline)).toBe(true);
    expect(heard.map((s) => s.action).sort()).toEqual(['fetch', 'fetch', 'get-kitchen']);
    expect(heard.map((s) => s.place).sort()).toEqual(['p.solution:2', 'p.solution:3', 'p.solution:4']);
    expect(run.physics).toHaveLength(timeline);
  }, 60_000);

  it('refuses an onStep that is not a function, naming it', async () => {
    await expect(runQuantitative(new Simulator(), recipe, 'p.solution', {}, 'log' as never)).rejects.toThrow(/^runQuantitative: onStep: expected a function, got string$/);
  });
});

const SCRIPT = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
const BIN = join(import.meta.dirname, '..', 'bin', 'irl-kitchen.js');

describe.skipIf(!SCRIPT)('run --mode quantitative at a terminal', () => {
  it('shows a bar even for one recipe, with the step being replayed; TERM=dumb shows none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-steps-'));
    try {
      const file = join(dir, 'p.solution');
      writeFileSync(file, TEXT.join('\n') + '\n');
      const atTerminal = (term: string) =>
        spawnSync('script', ['-qec', `TERM=${term} ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} run --mode quantitative --backend plain ${JSON.stringify(file)}`, '/dev/null'], { encoding: 'utf8', timeout: 120_000 });
      const shown = atTerminal('xterm').stdout;
      expect(shown).toMatch(/scoring \[.*\] 0\/1 recipes · two-steps: step 3 of 3 \(fetch, .*p\.solution:4\)/);
      expect(shown).toContain('two-steps: ok');
      expect(atTerminal('dumb').stdout).not.toMatch(/\x1b|scoring \[/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
