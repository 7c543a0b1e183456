// Stops an effect would meet, declared in rule files as `requires` conditions (settable,
// contents_settable): check names them without executing, execution stops with the same error,
// and a rule file that writes them wrongly is refused at load.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '../src/conditions/vocabulary.ts';
import type { ConditionEnv } from '../src/conditions/condition.ts';
import { Factory } from '../src/kitchen/entity.ts';
import { World } from '../src/kitchen/world.ts';
import { checkRuleFile } from '../src/rules/check-rules.ts';
import { openSession } from '../src/session/index.ts';

const world = World.standard();

/** A session holding a bowl of sugar (?sugar) and one of butter (?butter) on ?ks-2. */
function twoBowls() {
  const s = openSession();
  s.execute('(fetch-and-proportion ?sugar ?ks-1 ?kitchen ?bowl-1 white-sugar 100 g)');
  s.execute('(fetch-and-proportion ?butter ?ks-2 ?ks-1 ?bowl-2 butter 100 g)');
  return s;
}
const bake = (thing: string) => `(bake ?baked ?ks-3 ?ks-2 ${thing} ?oven 15 minute 180 degrees-celsius)`;

describe('declared stops', () => {
  it('check names the slot an effect could not set, item by item in the order the effect sets them', () => {
    const s = twoBowls();
    expect(s.check(bake('?sugar')).failed).toEqual([
      expect.objectContaining({ code: 'E_SIMULATION', condition: 'contents_settable(thing_to_bake, [temperature, baked])', variable: '?sugar', message: expect.stringContaining('(no-applicable-method(setf-temperature)): cannot set temperature of a white-sugar') }),
    ]);
    // butter has a temperature but is never baked: the second slot stops
    expect(s.check(bake('?butter')).failed[0].message).toContain('(no-applicable-method(setf-baked)): cannot set baked of a butter');
  });

  it('executing the line stops with the error check predicted, and once it is undone no listed line bakes the sugar', () => {
    const s = twoBowls();
    const step = s.execute(bake('?sugar'));
    expect(step.status).toBe('error');
    expect(step.diagnostics[0]).toMatchObject({ code: 'E_SIMULATION', message: 'cannot set temperature of a white-sugar [no-applicable-method(setf-temperature)]' });
    // after a stop nothing is listed; without the stopping line the listing is the two bowls' again
    s.undo();
    expect(s.network()).not.toContain('(bake ');
    const listed = s.admissible().map((e) => e.line);
    // the listing draws on ?ks-2 and holds bake lines: the stop is what keeps these two out
    expect(listed.some((l) => / \?ks-2 /.test(l))).toBe(true);
    expect(listed.some((l) => l.startsWith('(bake '))).toBe(true);
    expect(listed.filter((l) => /^\(bake .* \?ks-2 \?(sugar|butter) /.test(l))).toEqual([]);
  });

  it('refuses a slot list that is not a list of known slot names, naming the place', async () => {
    const rule = (await import('node:fs')).readFileSync(new URL('../rules/bake.pl', import.meta.url), 'utf8');
    const notList = rule.replace('contents_settable(thing_to_bake, [temperature, baked])', 'contents_settable(thing_to_bake, baked)');
    expect((await checkRuleFile('bake.pl', notList, world)).map((p) => p.message)).toEqual(['argument 2 (slots) of contents_settable must be a list of slot names, e.g. [temperature, baked], got baked']);
    const typo = rule.replace('[temperature, baked]', '[temperature, bakd]');
    // in a folder with no ontology file near it, wherever the checkout lies: the message then has no hint to load one
    const alone = join(mkdtempSync(join(tmpdir(), 'irl-declared-')), 'rules', 'bake.pl');
    const problems = await checkRuleFile(alone, typo, world);
    expect(problems.map((p) => `${p.line}:${p.column}: ${p.message}`)).toEqual([expect.stringMatching(/^\d+:\d+: argument 2 \(slots\) of contents_settable: no class of the ontology has a slot bakd \(did you mean baked\?\)$/)]);
  });

  it('contents_measured stops at the first content without an amount, as crack and separate-eggs read them', () => {
    const f = new Factory(world.ontology);
    const test = (contents: ReturnType<Factory['make']>[]) =>
      CONDITIONS.contents_measured.build(['eggs'])({ values: { eggs: f.make('medium-bowl', { contents }) }, found: new Map() } as unknown as ConditionEnv);
    expect(test([f.make('whole-egg', { amount: f.amount(50, 'g') })])).toBeNull();
    const why = test([f.make('whole-egg', { amount: f.amount(50, 'g') }), f.make('whisk'), f.make('fork')]);
    expect(why).toMatchObject({ code: 'F_WRONG_KIND', message: 'whisk has no amount', stop: 'no-applicable-method(amount)' });
  });
});
