// A researcher's own actions in a rules folder of their own: whip (cream and a whisk, a flag of
// one's own), toast (bread slices in an oven for a time) and a stricter cut that replaces the
// built-in one; what a misspelt name in such a file is answered with; and listings that find a
// temperature unit of one's own by its kind in the ontology.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/index.ts';
import { World } from '../src/kitchen/world.ts';
import { checkRuleText } from '../src/rules/check-rules.ts';
import { worldFiles } from './support/world-files.ts';

const files = worldFiles('authoring-');
const ontology = join(files.dir, 'ontology.yaml');
writeFileSync(
  ontology,
  `classes:
  whippable:
    is-a: [kitchen-entity]
    slots: {whipped: null}
  homogeneous-mixture:
    is-a: [mixture, flattenable, whippable]
  kelvin: {is-a: [temperature-unit]}
  degrees-of-arc: {is-a: [unit]}
`,
);
const world = World.standard([ontology]);
const problems = (text: string) => checkRuleText('r.pl', text, world).map((p) => `${p.line}:${p.column}: ${p.message}`);

const whip = `action(whip, 'whip the cream in a container with a whisk').
slot(container_with_whipped_cream, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_cream, in, transferable_container).
slot(whisk_to_use, in, whisk).
mode(1, [kitchen_state_in, container_with_cream], [container_with_whipped_cream, kitchen_state_out, whisk_to_use]).
mode(2, [kitchen_state_in, container_with_cream, whisk_to_use], [container_with_whipped_cream, kitchen_state_out]).
default(1, whisk_to_use, retrieve(whisk)).
pre(_, on_counter_top(container_with_cream)).
pre(_, contents_are(container_with_cream, heavy_cream)).
pre(1, retrieved(whisk_to_use)).
pre(2, on_counter_top(whisk_to_use)).
effect(_, mix_with_tool(container_with_cream, whisk_to_use, whipped)).
start(_, max(kt, avail(container_with_cream))).
time(_, container_with_whipped_cream, start + 240).
time(_, kitchen_state_out, start + 240).
time(1, whisk_to_use, start + 240).
clock(_, start + 240).
physics(_, heat(container_with_whipped_cream, whipped)).
physics(2, stir(container_with_whipped_cream, container_with_cream)).
`;

/** The file with `from` replaced by `to` (which must occur once). */
function misspelt(from: string, to: string): string {
  expect(whip.split(from)).toHaveLength(2);
  return whip.replace(from, to);
}

describe('a misspelt name in a rule file of ones own', () => {
  it('accepts the action as written', () => {
    expect(problems(whip)).toEqual([]);
  });

  it.each([
    ['slot(container_with_cream, in, transferable_container)', 'slot(container_with_cream, in, transferable_containr)', 'did you mean transferable_container?'],
    ['retrieve(whisk)', 'retreive(whisk)', 'unknown default retreive(whisk) (did you mean retrieve?)'],
    ['default(1, whisk_to_use,', 'default(1, whisk_to_us,', 'whisk_to_us is not a slot of whip (did you mean whisk_to_use?)'],
    ['pre(_, on_counter_top(container_with_cream))', 'pre(_, on_countertop(container_with_cream))', 'unknown condition on_countertop (did you mean on_counter_top?)'],
    ['heavy_cream', 'heavy_crem', 'heavy_crem is not a class of the ontology (did you mean heavy_cream?)'],
    ['pre(1, retrieved(whisk_to_use))', 'pre(1, retrieved(whisk_to_us))', 'whisk_to_us is not a slot of whip (did you mean whisk_to_use?) (its slots:'],
    ['whisk_to_use, whipped)', 'whisk_to_use, whiped)', 'whiped is not a slot of homogeneous-mixture (did you mean whipped?)'],
    ['mix_with_tool(', 'mix_with_tol(', 'unknown effect mix_with_tol (did you mean mix_with_tool?)'],
    ['time(_, kitchen_state_out, start + 240)', 'time(_, kitchen_state_out, strat + 240)', 'unknown timing term strat (did you mean start?)'],
    ['max(kt, avail(container_with_cream))', 'max(kt, avail(container_with_crem))', 'container_with_crem is not a slot of whip (did you mean container_with_cream?)'],
    ['time(1, whisk_to_use,', 'time(1, whisk_to_us,', 'time for whisk_to_us, which is not a slot of this action (did you mean whisk_to_use?)'],
    ['pre(2, on_counter_top(whisk_to_use))', 'pr(2, on_counter_top(whisk_to_use))', 'unknown fact pr/2 (did you mean pre/2?)'],
    ['retrieve(whisk)', 'retrieve(wisk)', 'unknown class wisk (did you mean whisk?)'],
    ['stir(container_with_whipped_cream, container_with_cream)', 'stir(container_with_whipped_cream, container_with_crem)', 'container_with_crem is not a slot of whip (did you mean container_with_cream?)'],
    ['heat(container_with_whipped_cream, whipped)', 'heat(container_with_whipped_cream, whiped)', 'no class of the ontology has a slot whiped (did you mean whipped?)'],
  ])('answers %s misspelt as %s with the closest name', (from, to, words) => {
    // a misspelt time also leaves the slot it meant without one, a problem of its own
    expect(problems(misspelt(from, to)).filter((p) => p.includes(words))).toHaveLength(1);
  });

  it('names the class a timing term misspelt, and the condition a has_property names', () => {
    const isa = misspelt('start + 240).\nclock', 'start + if(isa(container_with_cream, medium_bowel), 240, 60)).\nclock');
    expect(problems(isa)).toEqual([expect.stringContaining('medium_bowel is not a class of the ontology (did you mean medium_bowl?)')]);
    const property = misspelt('pre(2, on_counter_top(whisk_to_use))', 'pre(2, has_property(container_with_cream, whiped))');
    // the look-up it replaced is missing as well: mode 2's whisk is then found by nothing
    expect(problems(property)).toEqual([
      expect.stringContaining('no class of the ontology has a slot whiped (did you mean whipped?)'),
      expect.stringContaining('changes whisk_to_use, an input that no look-up condition of mode 2 finds'),
    ]);
  });

  it('names a slot without a time as the file writes it', () => {
    expect(problems(misspelt('time(1, whisk_to_use, start + 240).\n', ''))).toEqual([
      '7:1: mode 1 computes whisk_to_use but no time(1, whisk_to_use, Expr) says when it is available',
    ]);
  });

  it('refuses a timing term that reads a time no call has, at the term', () => {
    const output = misspelt('start(_, max(kt, avail(container_with_cream)))', 'start(_, max(kt, avail(container_with_whipped_cream)))');
    expect(problems(output)).toEqual([expect.stringMatching(/^15:18: avail\(container_with_whipped_cream\): container_with_whipped_cream is a slot a mode computes, .*nil-available-at/)]);
    const tool = misspelt('time(1, whisk_to_use, start + 240)', 'time(1, whisk_to_use, avail(whisk_to_use))');
    expect(problems(tool)).toEqual([expect.stringMatching(/^18:23: avail\(whisk_to_use\): whisk_to_use is a slot mode 1 computes/)]);
    const itself = misspelt('start(_, max(kt, avail(container_with_cream)))', 'start(_, max(kt, start + 5))');
    expect(problems(itself)).toEqual(['15:18: start inside start(_, …) reads the time it defines: use kt or avail(Slot)']);
    // given by the line, the tool has a time: read only then, it is no problem
    expect(problems(misspelt('clock(_, start + 240)', 'clock(_, if(bound(whisk_to_use), max(start, avail(whisk_to_use)), start) + 240)'))).toEqual([]);
  });

  it('asks whether the full stop is missing when a clause runs on into the next line', () => {
    const found = problems(misspelt('pre(1, retrieved(whisk_to_use)).', 'pre(1, retrieved(whisk_to_use))'));
    expect(found).toEqual(['13:1: syntax error: an operator or the full stop ending the clause expected, found pre (is the full stop missing at the end of line 12?)']);
  });

  it('calls a number too long a number, not a name', () => {
    const found = problems(misspelt('start + 240).\nclock', `start + 1${'0'.repeat(5000)}).\nclock`));
    expect(found).toEqual(['18:31: a number longer than 4096 characters']);
  });
});

describe('the actions of ones own folder in a session', () => {
  const rules = join(files.dir, 'rules');
  mkdirSync(rules);
  writeFileSync(join(rules, 'whip.pl'), whip);

  it('runs whip on cream, refuses it on sugar in check(), and lists it only for the cream', () => {
    const s = openSession({ rules: [rules], ontology: [ontology] });
    expect(s.execute('(fetch-and-proportion ?cream ?ks-1 ?kitchen ?bowl-1 heavy-cream 200 g)').status).toBe('ok');
    expect(s.check('(whip ?w ?ks-2 ?ks-1 ?cream ?whisk)')).toEqual({ admissible: true, failed: [] });
    expect(s.execute('(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 20 g)').status).toBe('ok');
    const sugar = s.check('(whip ?w ?ks-3 ?ks-2 ?sugar ?whisk)');
    expect(sugar.admissible).toBe(false);
    expect(sugar.failed.map((f) => [f.code, f.variable])).toEqual([['F_WRONG_KIND', '?sugar']]);
    const listed = s.admissible({ action: 'whip', limit: 10 }).map((e) => e.line);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((l) => l.includes(' ?cream '))).toBe(true);
    expect(s.execute('(whip ?w ?ks-3 ?ks-2 ?cream ?whisk)').status).toBe('ok');
  });
});

describe('temperature units in listings, by their kind in the ontology', () => {
  it('offers a temperature unit of ones own to preheat-oven and no other unit named degrees-…', () => {
    const s = openSession({ ontology: [ontology] });
    const units = s.admissible({ action: 'preheat-oven', limit: 50 }).map((e) => e.line.split(' ').at(-1)!.replace(')', ''));
    expect(units).toContain('kelvin');
    expect(units).toContain('degrees-celsius');
    expect(units).not.toContain('degrees-of-arc');
  });
});
