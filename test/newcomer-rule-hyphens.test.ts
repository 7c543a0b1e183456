// A rule file writes names with underscores: `can-beat`, `cutting-board` or a flag `fluffed-up`
// written as the ontology writes them read as subtractions, and the problem says how to write them.
import { describe, expect, it } from 'vitest';
import { World } from '../src/kitchen/world.ts';
import { checkRuleText } from '../src/rules/check-rules.ts';

const world = World.standard();

const whip = (tool: string, retrieved: string, flag: string, clock = 'start + 90') => `action(whip, 'whip a container').
slot(whipped, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing, in, transferable_container).
slot(tool, in, ${tool}).
mode(1, [kitchen_state_in, thing], [whipped, kitchen_state_out, tool]).
default(1, tool, retrieve(${retrieved})).
pre(_, on_counter_top(thing)).
pre(1, retrieved(tool)).
effect(_, mix_with_tool(thing, tool, ${flag})).
start(_, max(kt, avail(thing))).
time(_, whipped, start + 90).
time(_, kitchen_state_out, start + 90).
time(_, tool, none).
clock(_, ${clock}).
`;

const messages = (text: string) => checkRuleText('whip.pl', text, world).map((p) => `${p.line}:${p.column}: ${p.message}`);

describe('names written with hyphens in a rule file', () => {
  it('the well-formed rule has no problem', () => {
    expect(messages(whip('can_beat', 'whisk', 'beaten'))).toEqual([]);
  });

  it('a type, a class and a flag written with - are each refused with the name as a rule file writes it', () => {
    const got = messages(whip('can-beat', 'cutting-board', 'air-dried'));
    expect(got).toHaveLength(3);
    expect(got[0]).toMatch(/^6:\d+: slot tool has the undeclared type can - beat \(a name written with - reads as a subtraction: rule files write can_beat\)$/);
    expect(got[1]).toMatch(/retrieve\(cutting - board\) \(a name written with - reads as a subtraction: rule files write cutting_board\)$/);
    expect(got[2]).toMatch(/got air - dried \(a name written with - reads as a subtraction: rule files write air_dried\)$/);
  });

  it('a subtraction of timing terms gets no such hint', () => {
    const got = messages(whip('can_beat', 'whisk', 'beaten', 'start - kt - nope'));
    expect(got.join('\n')).not.toMatch(/reads as a subtraction/);
  });
});
