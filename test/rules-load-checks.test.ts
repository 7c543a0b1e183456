// Load-time checks of a new action's facts that would otherwise only show when it runs (or never):
// a second action fact, a property no class declares, value/count of a slot of the wrong type; and
// the note that a folder's action replaces a built-in one.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { World } from '../src/kitchen/world.ts';
import { checkRuleFolder, checkRuleText } from '../src/rules/check-rules.ts';
import { RULES_DIR } from '../src/rules/registry.ts';

const world = World.standard();
const problems = (text: string) => checkRuleText('r.pl', text, world).map((p) => `${p.line}:${p.column}: ${p.message}`);

/** A new action with named modes that `rules check` accepts as it is. */
const whisk = `action(whisk_gently, 'whisk the contents of a container gently').
slot(container_whisked, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_ingredients, in, transferable_container).
slot(whisking_time, in, quantity).
slot(tool, in, can_beat).
mode(find_tool, [kitchen_state_in, container_with_ingredients, whisking_time], [container_whisked, kitchen_state_out, tool]).
mode(with_tool, [kitchen_state_in, container_with_ingredients, whisking_time, tool], [container_whisked, kitchen_state_out]).
default(find_tool, tool, retrieve(whisk)).
pre(_, on_counter_top(container_with_ingredients)).
pre(_, has_property(container_with_ingredients, used)).
pre(find_tool, retrieved(tool)).
pre(with_tool, on_counter_top(tool)).
effect(_, mix_with_tool(container_with_ingredients, tool, beaten)).
time(_, container_whisked, kt + value(whisking_time) + count(container_with_ingredients)).
time(_, kitchen_state_out, kt + value(whisking_time)).
time(find_tool, tool, none).
clock(_, kt + value(whisking_time)).
`;

describe('checks of a new action at load', () => {
  it('accepts the action as written', () => {
    expect(problems(whisk)).toEqual([]);
  });

  it('refuses a second action fact, which would be dropped without a word', () => {
    expect(problems(`${whisk}action(whisk_softly, 'another name').\n`)).toEqual(['20:1: a second action fact: line 1 declares the action already (one rule file is one action)']);
  });

  it('refuses a property no class of the ontology declares, as it does a list of them', () => {
    const typo = whisk.replace('has_property(container_with_ingredients, used)', 'has_property(container_with_ingredients, usd)');
    expect(problems(typo)).toEqual(['12:49: argument 2 (property) of has_property: no class of the ontology has a slot usd (did you mean used?)']);
  });

  it('refuses value(Slot) of a slot that cannot hold a quantity, and count(Slot) of one that cannot hold contents', () => {
    const swapped = whisk.replace('kt + value(whisking_time) + count(container_with_ingredients)', 'kt + value(container_with_ingredients) + count(whisking_time)');
    expect(problems(swapped)).toEqual([
      '16:39: value(container_with_ingredients) needs a slot whose values can be quantity; slot container_with_ingredients holds transferable_container',
    ]);
    const counted = whisk.replace('count(container_with_ingredients)', 'count(whisking_time)');
    expect(problems(counted)).toEqual(['16:62: count(whisking_time) needs a slot whose values can be container; slot whisking_time holds quantity']);
  });
});

describe('rules check of a folder that replaces a built-in action', () => {
  it('notes the replacement, as loading does, without counting it as a problem', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-override-'));
    writeFileSync(join(dir, 'my-beat.pl'), whisk.replace('action(whisk_gently,', 'action(beat,'));
    writeFileSync(join(dir, 'whisk-gently.pl'), whisk);
    const { problems, notes } = await checkRuleFolder([join(dir, 'my-beat.pl'), join(dir, 'whisk-gently.pl')], world);
    expect(problems).toEqual([]);
    expect(notes).toEqual([
      { code: 'action-overridden', file: join(dir, 'my-beat.pl'), line: 1, replaces: join(RULES_DIR, 'beat.pl'), message: `${join(dir, 'my-beat.pl')}:1: action beat replaces the built-in rules/beat.pl` },
    ]);
    // the project's own folder replaces nothing
    const own = await checkRuleFolder([join(RULES_DIR, 'beat.pl')], world);
    expect(own.notes).toEqual([]);
  });
});

describe('a term written as a quoted atom', () => {
  it('is shown quoted where a condition, an effect or input(Slot) is wanted, so it does not read as the term it spells', () => {
    const quoted = whisk
      .replace('pre(_, on_counter_top(container_with_ingredients))', "pre(_, 'on_counter_top(container_with_ingredients)')")
      .replace('pre(with_tool, on_counter_top(tool))', 'pre(with_tool, Tool)');
    // the look-ups written as atoms find nothing: the effect's inputs are then refused as unfound too
    const [unfound, others] = partition(problems(quoted), (p) => p.includes('an input that no look-up condition'));
    expect(unfound.length).toBeGreaterThan(0);
    expect(others.map((p) => p.replace(/ \(the vocabulary: .*\)$/, ''))).toEqual([
      "11:8: unknown condition 'on_counter_top(container_with_ingredients)'",
      '14:16: unknown condition the variable Tool',
    ]);
    const effect = whisk.replace('effect(_, mix_with_tool(container_with_ingredients, tool, beaten))', "effect(_, 'mix_with_tool(container_with_ingredients, tool, beaten)')");
    expect(problems(effect).map((p) => p.replace(/ \(the vocabulary: .*\)$/, ''))).toEqual(["15:11: unknown effect 'mix_with_tool(container_with_ingredients, tool, beaten)'"]);
  });
});

/** The items that pass the test, then the others. */
function partition<T>(items: T[], test: (t: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((t) => !test(t))];
}
