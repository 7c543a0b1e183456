// Ctrl-C during a quantitative run: the physical replay stops between its steps (one step's
// physics can take seconds, a network's minutes) instead of running the recipe to its end.
import { describe, expect, it } from 'vitest';
import { SegmentScorer } from '../src/cli/score-segment.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { runQuantitative } from '../src/quantitative/index.ts';
import { Simulator } from '../src/simulator.ts';

const TEXT = [
  '#interrupted-pours',
  '(get-kitchen ?kitchen)',
  '(fetch-and-proportion ?water ?ks-1 ?kitchen ?bowl-1 water 300 g)',
  '(fetch-and-proportion ?flour ?ks-2 ?ks-1 ?bowl-2 all-purpose-flour 200 g)',
  '(fetch ?bowl ?ks-3 ?ks-2 large-bowl 1)',
  '(transfer-contents ?b-1 ?rest-1 ?ks-4 ?ks-3 ?bowl ?water ?q-1 ?u-1)',
  '(transfer-contents ?b-2 ?rest-2 ?ks-5 ?ks-4 ?b-1 ?flour ?q-2 ?u-2)',
  '(mix ?dough ?ks-6 ?ks-5 ?b-2 ?whisk)',
];
const recipe = parseSolutionText(TEXT.join('\n') + '\n', 'n.solution').recipes[0];

describe('stopping a quantitative run', () => {
  it('rejects with the abort reason at the next step once the signal aborts, and runs to the end without one', async () => {
    const sim = new Simulator();
    const whole = await runQuantitative(sim, recipe, 'n.solution', { backend: 'plain' });
    expect(whole.physics.map((p) => p?.procedure ?? null)).toEqual([null, 'pour', 'pour', 'place', 'pour', 'pour', 'stir']);
    const controller = new AbortController();
    const reason = new Error('stopped');
    const run = runQuantitative(sim, recipe, 'n.solution', { backend: 'plain', signal: controller.signal });
    // aborted while the replay is under way (after its first turn of the event loop)
    setImmediate(() => controller.abort(reason));
    await expect(run).rejects.toBe(reason);
  }, 60_000);

  it('refuses a signal that is not an AbortSignal, naming it', async () => {
    await expect(runQuantitative(new Simulator(), recipe, 'n.solution', { signal: 'stop' as never })).rejects.toThrow(
      /^runQuantitative: options\.signal: expected an AbortSignal, got "stop"$/,
    );
    await expect(runQuantitative(new Simulator(), recipe, 'n.solution', { signal: {} as never })).rejects.toThrow(/^runQuantitative: options\.signal: expected an AbortSignal, got an object$/);
    await expect(runQuantitative(new Simulator(), recipe, 'n.solution', { signal: new AbortController() as never })).rejects.toThrow(/got an AbortController$/);
  });

  it('run --mode quantitative: the interruption ends the scoring, it is not an error row of the recipe', async () => {
    const controller = new AbortController();
    const scorer = new SegmentScorer(
      { command: 'run', format: 'json', metrics: [], fileColumn: false, benchmark: null, semantics: 'reference', smatch: 'best', rules: [], ontology: [], maxMillis: 10_000, grammarMillis: 2000, mode: 'quantitative', backend: 'plain' },
      controller.signal,
    );
    const reason = new Error('interrupted (Ctrl-C)');
    const rows = scorer.score({ name: 'n.solution', segment: { file: 'n.solution', firstLine: 1, lines: TEXT, wholeFile: true } });
    setImmediate(() => controller.abort(reason));
    await expect(rows).rejects.toBe(reason);
  }, 60_000);
});
