// A rule author's own action, `whip` (a whisk whips cream; the flag `whipped` comes from an
// ontology file of the author's), checked with the testing kit, and two versions of it with a
// subtle fault that every earlier property let pass: one whose effect names the container twice
// (the whisk it takes is never marked used), one whose output time reads `kt` where the step
// starts later (the output is ready before the whip begins).
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkActionProperties, runNetwork, Simulator, timeViolations, toolViolations } from '../src/testing/index.ts';
import { refusal } from './support/thrown.ts';
import { worldFiles } from './support/world-files.ts';

const WHIP = `action(whip, 'whip the contents of a container with a whisk').
slot(container_with_whipped_ingredients, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_ingredients, in, transferable_container).
slot(whisk, in, can_beat).
mode(1, [kitchen_state_in, container_with_ingredients], [container_with_whipped_ingredients, kitchen_state_out, whisk]).
mode(2, [kitchen_state_in, container_with_ingredients, whisk], [container_with_whipped_ingredients, kitchen_state_out]).
default(1, whisk, retrieve(whisk)).
pre(_, on_counter_top(container_with_ingredients)).
pre(1, retrieved(whisk)).
pre(2, on_counter_top(whisk)).
effect(_, mix_with_tool(container_with_ingredients, whisk, whipped)).
start(_, max(kt, avail(container_with_ingredients))).
time(_, container_with_whipped_ingredients, start + 120).
time(_, kitchen_state_out, start + 120).
time(1, whisk, start + 120).
clock(_, start + 120).
`;
const ONTOLOGY = ['classes:', '  whippable:', '    is-a: [kitchen-entity]', '    slots: {whipped: null}', '  homogeneous-mixture:', '    is-a: [mixture, flattenable, whippable]'];

const files = worldFiles('kitprobe-whip-');
writeFileSync(join(files.dir, 'ontology.yaml'), ONTOLOGY.join('\n') + '\n');
const ontologyFiles = [join(files.dir, 'ontology.yaml')];

/** A simulator with the author's ontology and one version of whip.pl in a rules folder of its own. */
function whipSimulator(name: string, rule: string): Simulator {
  const rules = join(files.dir, name);
  mkdirSync(rules);
  writeFileSync(join(rules, 'whip.pl'), rule);
  return new Simulator({ rulesDirs: [rules], ontologyFiles });
}

const good = whipSimulator('good', WHIP);
const noToolUsed = whipSimulator('no-tool-used', WHIP.replace('mix_with_tool(container_with_ingredients, whisk, whipped)', 'mix_with_tool(container_with_ingredients, container_with_ingredients, whipped)'));
const earlyOutput = whipSimulator('early-output', WHIP.replace('time(_, container_with_whipped_ingredients, start + 120)', 'time(_, container_with_whipped_ingredients, kt + 120)'));

// the cream is tempered in the background: ready at 830, long after the kitchen time of the whip (60)
const TEMPERED_THEN_WHIPPED = `(get-kitchen ?kitchen)
(fetch-and-proportion ?flour ?ks-1 ?kitchen ?bowl self-rising-flour 1 g)
(bring-to-temperature ?tempered ?ks-2 ?ks-1 ?flour ?temp-quantity ?temp-unit)
(mix ?mixed ?ks-3 ?ks-2 ?flour ?tool)
(whip ?whipped ?ks-4 ?ks-3 ?tempered ?whisk)`;

describe('checking an action of one\'s own', () => {
  it('passes the action as written, the tools-used property included', () => {
    const report = checkActionProperties(good, 'whip', { usesTools: true, numRuns: 30, seed: 1 });
    expect(report).toMatchObject({ ok: true, properties: ['no-throw', 'deterministic', 'declared-types', 'time-forward', 'bounded', 'tools-used'] });
    expect(report.ok && report.executed).toBeGreaterThan(5);
  });

  it('tools-used: an effect that marks the container instead of the whisk is found, with a shrunk case that replays', () => {
    const report = checkActionProperties(noToolUsed, 'whip', { usesTools: true, numRuns: 30, seed: 1 });
    expect(report).toMatchObject({ ok: false, property: 'tools-used' });
    if (report.ok) return;
    expect(report.message).toMatch(/^whip: property tools-used failed after \d+ run\(s\), \d+ shrink\(s\)\nnetwork\.solution:\d+: whip: whisk \(a whisk\) is not marked used after it\ncounterexample:\n/);
    const network = report.counterexample!.split('\n').slice(1).join('\n');
    expect(network.split('\n').at(-1)).toMatch(/^\(whip /);
    expect(toolViolations(runNetwork(noToolUsed, network), ['whip'])).toHaveLength(1);
    expect(toolViolations(runNetwork(good, network), ['whip'])).toEqual([]);
    // asked for by name, as conservation is
    expect(checkActionProperties(noToolUsed, 'whip', { properties: ['tools-used'], numRuns: 30, seed: 1 })).toMatchObject({ ok: false, property: 'tools-used' });
  });

  it('tools-used is checked only when asked for: fetch brings a tool without using it', () => {
    expect(checkActionProperties(noToolUsed, 'whip', { numRuns: 10, seed: 1 })).toMatchObject({ ok: true });
    const fetched = runNetwork(good, '(get-kitchen ?k)\n(fetch ?whisk ?k1 ?k whisk 1)');
    expect(fetched.status).toBe('ok');
    expect(toolViolations(fetched)).toEqual(['network.solution:2: fetch: thing-fetched (a whisk) is not marked used after it']);
  });

  it('time-forward: an output available before the step starts (a time read from kt, not start)', () => {
    expect(timeViolations(runNetwork(earlyOutput, TEMPERED_THEN_WHIPPED))).toEqual([
      'network.solution:5: whip: container-with-whipped-ingredients is available at 180, before the step starts at 830',
    ]);
    const run = runNetwork(good, TEMPERED_THEN_WHIPPED);
    expect(run.timeline.at(-1)).toMatchObject({ action: 'whip', failed: false });
    expect(timeViolations(run)).toEqual([]);
  });

  it('says which file is missing: the ontology that declares the flag, the rules folder', () => {
    const rules = join(files.dir, 'good');
    expect(refusal(() => new Simulator({ rulesDirs: [rules] }))).toMatch(/whip\.pl:13:\d+: argument 3 \(flag\) of mix_with_tool: whipped is not a slot of homogeneous-mixture \(declare it in the ontology/);
    expect(refusal(() => new Simulator({ rulesDirs: [join(files.dir, 'nope')], ontologyFiles }))).toMatch(/nope: cannot read rules folder/);
  });
});
