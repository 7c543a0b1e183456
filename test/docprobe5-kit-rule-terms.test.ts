// A failing property of checkActionProperties names the generated network's line; a rule author
// also needs the fact of the rule file to fix. The report ends with the mode of the step that broke
// the property, at its rule-file line, and the terms the property concerns: the effect of a mode
// that leaves its tool unused (and that no effect names the tool), the clock and output times that
// run backwards. And declared-types finds a rule whose step did its job yet computed a value its
// slot cannot hold (the run stops with wrong-type), which it let pass as a reference failed object.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkActionProperties, runNetwork, Simulator, timeViolations, toolViolations } from '../src/testing/index.ts';
import { ruleTermsOf } from '../src/testing/rule-terms.ts';
import { unfailedWrongTypeStops } from '../src/testing/wrong-type-stops.ts';
import { worldFiles } from './support/world-files.ts';

const FOLD = readFileSync(new URL('../examples/testing/rules/fold.pl', import.meta.url), 'utf8');
const files = worldFiles('docprobe5-rules-');
const EXTENSION = (name: string) => new URL(`../examples/extension/${name}`, import.meta.url).pathname;

/** fold.pl with one change, as the action `name`, in a rules folder of its own: the simulator and the file. */
function brokenFold(name: string, from: string, to: string): { sim: Simulator; file: string; modeLine: number } {
  const text = FOLD.replace(from, to).replace(/\bfold\b/g, name);
  expect(text).toContain(to.replace(/\bfold\b/g, name));
  const dir = join(files.dir, name);
  mkdirSync(dir);
  const file = join(dir, `${name}.pl`);
  writeFileSync(file, text);
  return { sim: new Simulator({ rulesDirs: [dir] }), file, modeLine: text.split('\n').findIndex((l) => l.startsWith('mode(1,')) + 1 };
}

describe('a failing property names the rule file, the mode and the terms behind it', () => {
  it('tools-used: an effect that never touches the tool', () => {
    const { sim, file, modeLine } = brokenFold('lazyfold', 'mix_with_tool(container_with_ingredients, folding_tool, mixed)', 'shake(container_with_ingredients)');
    const report = checkActionProperties(sim, 'lazyfold', { usesTools: true, numRuns: 10, seed: 2024 });
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.property).toBe('tools-used');
    expect(report.message.split('\n').at(-1)).toBe(`rule: ${file}:${modeLine}, mode 1: effect shake(container_with_ingredients); no effect names folding_tool`);
  });

  it('time-forward: a clock that runs backwards', () => {
    const { sim, file, modeLine } = brokenFold('rewindfold', 'clock(_, start + 90)', 'clock(_, kt - 10)');
    const report = checkActionProperties(sim, 'rewindfold', { numRuns: 10, seed: 2024 });
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.property).toBe('time-forward');
    expect(report.message).toMatch(/rewindfold: output kitchen time \d+ is before the input kitchen time \d+/);
    expect(report.message.split('\n').at(-1)).toBe(`rule: ${file}:${modeLine}, mode 1: clock kt - 10; kitchen_state_out at start + 90`);
  });

  it('time-forward: an output timed from kt where the step starts later names that time term', () => {
    const { sim, file } = brokenFold('earlyfold', 'time(_, container_with_folded_ingredients, start + 90)', 'time(_, container_with_folded_ingredients, kt)');
    // the flour is tempered in the background: ready long after the kitchen time of the fold
    const run = runNetwork(
      sim,
      `(get-kitchen ?kitchen)
(fetch-and-proportion ?flour ?ks-1 ?kitchen ?bowl self-rising-flour 1 g)
(bring-to-temperature ?tempered ?ks-2 ?ks-1 ?flour ?temp-quantity ?temp-unit)
(earlyfold ?folded ?ks-3 ?ks-2 ?tempered ?spoon)`,
    );
    const violations = timeViolations(run);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^network\.solution:4: earlyfold: container-with-folded-ingredients is available at \d+, before the step starts at \d+$/);
    const modeLine = readFileSync(file, 'utf8').split('\n').findIndex((l) => l.startsWith('mode(1,')) + 1;
    expect(ruleTermsOf('time-forward', run, 'earlyfold', violations)).toBe(`rule: ${file}:${modeLine}, mode 1: container_with_folded_ingredients at kt`);
  });

  it('names only the rule file when no step of the action completed, and nothing for a network without it', () => {
    const { sim, file } = brokenFold('idlefold', 'clock(_, start + 90)', 'clock(_, start + 92)');
    const waiting = runNetwork(sim, '(get-kitchen ?k)\n(idlefold ?folded ?ks-2 ?ks-never ?bowl ?spoon)');
    expect(waiting.execution?.steps.map((s) => s.expression)).toEqual([0]);
    expect(ruleTermsOf('no-throw', waiting, 'idlefold', ['network.solution:2: idlefold threw: …'])).toBe(`rule: ${file}`);
    expect(ruleTermsOf('no-throw', runNetwork(sim, '(get-kitchen ?k)'), 'idlefold', [])).toBeNull();
  });

  it('a violation of a line whose number starts like the step\'s is not taken for the step\'s', () => {
    const { sim } = brokenFold('plainfold', 'clock(_, start + 90)', 'clock(_, start + 91)');
    const run = runNetwork(sim, '(get-kitchen ?k)\n(fetch-and-proportion ?f ?ks-1 ?k ?bowl self-rising-flour 1 g)\n(plainfold ?folded ?ks-2 ?ks-1 ?f ?spoon)');
    expect(toolViolations(run)).toEqual([]);
    // the step is network.solution:3; a message about line 30 must not pick its time terms
    const terms = ruleTermsOf('time-forward', run, 'plainfold', ['network.solution:30: plainfold: output kitchen time 1 is before the input kitchen time 2']);
    expect(terms).toMatch(/, mode 1$/);
    expect(ruleTermsOf('time-forward', run, 'plainfold', ['network.solution:3: plainfold: output kitchen time 1 is before the input kitchen time 2'])).toMatch(/, mode 1: clock start \+ 91; kitchen_state_out at start \+ 90$/);
  });

  it('declared-types: a step that did not fail yet stopped the run with a value its slot cannot hold', () => {
    // the fold's bowl is bound to a slot declared to hold a baking-tray; a bowl is no tray, and
    // nothing made the step fail, so the stop is the rule's fault, not a reference failed object
    const { sim, file } = brokenFold('trayfold', 'slot(container_with_folded_ingredients, out, transferable_container)', 'slot(container_with_folded_ingredients, out, baking_tray)');
    const report = checkActionProperties(sim, 'trayfold', { numRuns: 10, seed: 2024 });
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.property).toBe('declared-types');
    expect(report.message).toMatch(
      /\nnetwork\.solution:\d+: trayfold: stopped the run: trayfold: container-with-folded-ingredients is not a baking-tray \[wrong-type\(container-with-folded-ingredients\)\], though every declared condition held/,
    );
    expect(report.message.split('\n').at(-1)).toBe(`rule: ${file}`);
  });

  it('declared-types: a failed step whose failed object does not fit its slot is the reference\'s stop, not a fault', () => {
    // the fourth whip finds no unused mixer: its condition fails, and the failed object bound to
    // the tool slot is no can-beat (docs/EXTENDING.md); the run stops so, by no fault of the rule
    const sim = new Simulator({ rulesDirs: [EXTENSION('rules')], ontologyFiles: [EXTENSION('ontology.yaml')] });
    const whips = [1, 2, 3, 4].map((n) => `(fetch-and-proportion ?c${n} ?ks-${2 * n - 1} ?ks-${2 * n - 2} ?b${n} whipping-cream 100 ml)\n(whip-to-stiff-peaks ?w${n} ?ks-${2 * n} ?ks-${2 * n - 1} ?c${n} ?m${n})`);
    const run = runNetwork(sim, `(get-kitchen ?ks-0)\n${whips.join('\n')}`);
    expect(run.execution?.error?.reason).toBe('wrong-type(whipping-tool)');
    expect(unfailedWrongTypeStops(run, sim, 'whip-to-stiff-peaks')).toEqual([]);
  });
});
