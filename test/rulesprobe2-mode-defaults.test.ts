// A mode that computes a slot neither a default nor its effect gives a value: `rules check` said
// "no problems", and every call of the mode stopped with no-value(Slot). Now it is refused at the mode.
import { describe, expect, it } from 'vitest';
import { checkRuleFiles, checkRuleText } from '../src/rules/check-rules.ts';
import { ruleFilesIn } from '../src/rules/load-rules.ts';
import { RULES_DIR } from '../src/rules/registry.ts';
import { glaze } from './support/glaze-rule.ts';
import { simulator } from './support/simulate.ts';

const problems = (text: string) => checkRuleText('glaze.pl', text, simulator().world).map((p) => `${p.line}:${p.column}: ${p.message}`);
const modeLine = (text: string, id: string) => text.split('\n').findIndex((l) => l.startsWith(`mode(${id},`)) + 1;
const words = (id: string, slot: string) =>
  `mode ${id} computes ${slot}, but neither a default nor its effect gives it a value (every call would stop with no-value(${slot})): declare default(${id}, ${slot}, How) or default(_, ${slot}, How), or make it bound`;

describe('a computed slot without a value', () => {
  it('a computed input slot whose default is gone', () => {
    const text = glaze((t) => t.replace('default(1, brush, retrieve(whisk)).\n', '').replace('pre(1, retrieved(brush)).\n', ''));
    expect(problems(text)).toEqual([`${modeLine(text, '1')}:1: ${words('1', 'brush')}`]);
  });

  it('a second output slot, in every mode that computes it; a default for all modes mends it', () => {
    const text = glaze((t) =>
      t
        .replace('slot(kitchen_state_out, out, kitchen_state).', 'slot(spare, out, medium_bowl).\nslot(kitchen_state_out, out, kitchen_state).')
        .replace('[glazed, kitchen_state_out, brush]', '[glazed, spare, kitchen_state_out, brush]')
        .replace('[glazed, kitchen_state_out])', '[glazed, spare, kitchen_state_out])')
        .replace('time(1, brush, none).', 'time(1, brush, none).\ntime(_, spare, none).'),
    );
    expect(problems(text)).toEqual([`${modeLine(text, '1')}:1: ${words('1', 'spare')}`, `${modeLine(text, '2')}:1: ${words('2', 'spare')}`]);
    expect(problems(text.replace('pre(_, on_counter_top(thing)).', 'default(_, spare, retrieve(medium_bowl)).\npre(_, on_counter_top(thing)).'))).toEqual([]);
  });

  it('the first slot (the effect result) and slots the effects bind by name need none: glaze and the built-in rules pass', async () => {
    expect(problems(glaze())).toEqual([]);
    expect(await checkRuleFiles(ruleFilesIn(RULES_DIR), simulator().world)).toEqual([]);
  });
});
