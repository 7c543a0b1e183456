import { describe, expect, it } from 'vitest';
import { EFFECTS } from '../src/effects/index.ts';
import { World } from '../src/kitchen/world.ts';
import { checkRuleFile } from '../src/rules/check-rules.ts';
import { compileRule } from '../src/rules/compile-rule.ts';
import { parseRuleText } from '../src/rules/load-rules.ts';

const world = World.standard();
const compile = (text: string) => compileRule(parseRuleText(text, 'r.pl'), { ontology: world.ontology, effects: EFFECTS });

const whip = `action(whip, 'whip a container').
slot(whipped, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing, in, transferable_container).
slot(tool, in, can_beat).
mode(1, [kitchen_state_in, thing], [whipped, kitchen_state_out, tool]).
default(1, tool, retrieve(whisk)).
effect(_, mix_with_tool(thing, slot(tool), beaten, counter_top)).
start(_, max(kt, avail(thing))).
time(_, whipped, start + 90).
time(_, kitchen_state_out, start + 90).
time(_, tool, none).
clock(_, start + 90).
`;

describe('loading rule files', () => {
  it('compiles a well-formed rule into an action with typed slots and modes', () => {
    const a = compile(whip);
    expect(a.name).toBe('whip');
    expect(a.slots.map((s) => `${s.name}:${s.type.name}`)).toEqual([
      'whipped:transferable-container',
      'kitchen-state-out:kitchen-state',
      'kitchen-state-in:kitchen-state',
      'thing:transferable-container',
      'tool:can-beat',
    ]);
    expect(a.modes.map((m) => m.bound)).toEqual([[false, false, true, true, false]]);
  });

  it('names file:line:column of a syntax error', () => {
    expect(() => parseRuleText("action(x, 'y').\nslot(a, out, kitchen_state\n", 'r.pl')).toThrow(/^r\.pl:2:26: syntax error: , or \) expected/);
  });

  it('refuses directives, so a rule file cannot read files or run code while loading', () => {
    expect(() => parseRuleText(":- initialization(open('/etc/passwd', read, _)).\naction(x, 'y').\n", 'r.pl')).toThrow(/r\.pl:1: directives .* are not allowed/);
  });

  it('refuses clauses with bodies, so a rule cannot loop forever', () => {
    expect(() => parseRuleText("action(x, 'y').\nloop :- loop.\n", 'r.pl')).toThrow(/r\.pl:2: loop\/0 has a body; rule files hold facts only/);
    expect(() => parseRuleText("action(x, 'y').\nslot(a, out, T) :- open('/etc/passwd', read, T).\n", 'r.pl')).toThrow(/has a body/);
  });

  it('never treats rule text as a path to read', () => {
    // tau-prolog would read a file named like its input under Node; we consult text only
    expect(() => parseRuleText('/etc/passwd', 'r.pl')).toThrow(/r\.pl:\d+:\d+/);
  });

  it('reports unknown facts, effects, types and missing timing with the line', () => {
    expect(() => compile(whip + 'colour(red).\n')).toThrow(/r\.pl:15: unknown fact colour\/1/);
    expect(() => compile(whip.replace('mix_with_tool(', 'whisk_it('))).toThrow(/r\.pl:9: unknown effect whisk_it/);
    expect(() => compile(whip.replace('can_beat', 'can_whip'))).toThrow(/r\.pl:6: slot tool has the undeclared type can-whip/);
    expect(() => compile(whip.replace('time(_, tool, none).\n', ''))).toThrow(/r\.pl:7: mode 1 computes tool but no time/);
  });

  it('refuses an action with more slots than the engine tracks', () => {
    const slots = Array.from({ length: 33 }, (_, i) => `slot(s${i}, in, entity).`).join('\n');
    const names = Array.from({ length: 33 }, (_, i) => `s${i}`).join(', ');
    expect(() => compile(`action(wide, 'too many slots').\n${slots}\nmode(1, [${names}], []).\n`)).toThrow(/r\.pl:1: action wide declares 33 slots, at most 32/);
  });
});

describe('checking rule files (irl-kitchen rules check)', () => {
  it('finds nothing wrong with a good rule', async () => {
    expect(await checkRuleFile('r.pl', whip, world)).toEqual([]);
  });

  it('finds modes that can never fire and missing timing, all at once', async () => {
    const bad = whip
      .replace('clock(_, start + 90).\n', '')
      .replace('default(1', "mode(2, [thing, kitchen_state_in], [whipped, kitchen_state_out, tool]).\ndefault(1");
    const problems = (await checkRuleFile('r.pl', bad, world)).map((p) => `${p.line}: ${p.message}`);
    expect(problems).toContain('8: mode 2: can never fire: an earlier mode has the same bound slots');
    expect(problems).toContain('7: clock 1: no clock/2: the output kitchen time is never set (timing missing)');
  });

  it('stops the checks of a huge rule file at their inference budget with a clear message', async () => {
    const many = Array.from({ length: 400 }, (_, i) => `mode(m${i}, [kitchen_state_in, thing], [whipped, kitchen_state_out, tool]).`).join('\n');
    const problems = await checkRuleFile('r.pl', whip + many + '\n', world);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/ran out of their budget of \d+ inferences/);
  });
});
