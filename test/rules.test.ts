import { describe, expect, it } from 'vitest';
import { EFFECTS } from '../src/effects/index.ts';
import { World } from '../src/kitchen/world.ts';
import { checkRuleFile } from '../src/rules/check-rules.ts';
import { compileRule } from '../src/rules/compile-rule.ts';
import { EFFECT_SIGNATURES } from '../src/effects/signatures.ts';
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
pre(_, on_counter_top(thing)).
pre(1, retrieved(tool)).
effect(_, mix_with_tool(thing, tool, beaten)).
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
    expect(() => parseRuleText("action(x, 'y').\nslot(a, out, kitchen_state\n", 'r.pl')).toThrow(/^r\.pl:2:27: syntax error: , or \) expected, found the end of the file/);
    expect(() => parseRuleText("action(x, 'y').\nslot(a, out, kitchen_state) foo.\n", 'r.pl')).toThrow(/^r\.pl:2:29: syntax error: an operator or the full stop ending the clause expected, found foo/);
  });

  it('refuses directives, so a rule file cannot read files or run code while loading', () => {
    expect(() => parseRuleText(":- initialization(open('/etc/passwd', read, _)).\naction(x, 'y').\n", 'r.pl')).toThrow(/^r\.pl:1:1: directives and rule bodies \(":-"\) are not allowed in rule files: a rule file holds facts only \(action\/2, slot\/3/);
  });

  it('refuses clauses with bodies, so a rule cannot loop forever', () => {
    expect(() => parseRuleText("action(x, 'y').\nloop :- loop.\n", 'r.pl')).toThrow(/^r\.pl:2:6: clauses with bodies \(":-"\) are not allowed in rule files/);
    expect(() => parseRuleText("action(x, 'y').\nslot(a, out, T) :- open('/etc/passwd', read, T).\n", 'r.pl')).toThrow(/^r\.pl:2:17: clauses with bodies/);
  });

  it('never treats rule text as a path to read', () => {
    // the reader only ever reads the text it is given, never a file it names
    expect(() => parseRuleText('/etc/passwd', 'r.pl')).toThrow(/r\.pl:\d+:\d+/);
  });

  it('reports unknown facts, effects, types and missing timing at file:line:column', () => {
    expect(() => compile(whip + 'colour(red).\n')).toThrow(/^r\.pl:17:1: unknown fact colour\/1: it is not a fact of the rule language; a rule file holds facts only/);
    expect(() => compile(whip.replace('mix_with_tool(', 'whisk_it('))).toThrow(/r\.pl:11:11: unknown effect whisk_it/);
    expect(() => compile(whip.replace('can_beat', 'can_whip'))).toThrow(/r\.pl:6:16: slot tool has the undeclared type can_whip/);
    expect(() => compile(whip.replace('time(_, tool, none).\n', ''))).toThrow(/r\.pl:7:1: mode 1 computes tool but no time/);
  });

  it('checks the physics fact: the procedure, its arity, the slots it names and the flag heating earns', () => {
    expect(compile(whip + 'physics(_, stir(whipped, thing)).\n').physics).toHaveLength(1);
    expect(compile(whip + 'physics(_, heat(whipped, baked)).\n').physics).toHaveLength(1);
    expect(() => compile(whip + 'physics(_, stri(whipped, thing)).\n')).toThrow(/^r\.pl:17:12: unknown physical procedure stri\(whipped, thing\) \(did you mean stir\?\) \(known: none, pour, /);
    expect(() => compile(whip + 'physics(_, stir(whipped, bowl)).\n')).toThrow(/^r\.pl:17:\d+: argument 2 of stir \(input\): bowl is not a slot of whip/);
    expect(() => compile(whip + 'physics(_, heat(whipped, toasted)).\n')).toThrow(/^r\.pl:17:\d+: argument 2 of heat \(the flag the heating must earn\): no class of the ontology has a slot toasted/);
    expect(() => compile(whip + 'physics(_, drain(whipped)).\n')).toThrow(/^r\.pl:17:12: drain takes 2 arguments \(solids, liquid\), got 1/);
    expect(() => compile(whip + 'physics(_, cool(whipped, thing)).\n')).toThrow(/cool takes 1 argument \(output\), got 2/);
  });

  it('reports every problem of a file at once', () => {
    const bad = whip.replace('mix_with_tool(', 'whisk_it(').replace('on_counter_top(thing)', 'on_the_counter(thing)').replace('time(_, tool, none).\n', '');
    let message = '';
    try {
      compile(bad);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.split('\n')).toEqual([
      expect.stringMatching(/^r\.pl:7:1: mode 1 computes tool but no time/),
      expect.stringMatching(/^r\.pl:9:8: unknown condition on_the_counter/),
      expect.stringMatching(/^r\.pl:11:11: unknown effect whisk_it/),
    ]);
  });

  it('refuses an action with more slots than the engine tracks', () => {
    const slots = Array.from({ length: 33 }, (_, i) => `slot(s${i}, in, entity).`).join('\n');
    const names = Array.from({ length: 33 }, (_, i) => `s${i}`).join(', ');
    expect(() => compile(`action(wide, 'too many slots').\n${slots}\nmode(1, [${names}], []).\n`)).toThrow(/r\.pl:1:1: action wide declares 33 slots, at most 32/);
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
    const problems = (await checkRuleFile('r.pl', bad, world)).map((p) => `${p.line}:${p.column}: ${p.message}`);
    expect(problems).toContain('8:1: mode 2 can never fire: mode 1 has the same bound slots and comes first');
    expect(problems).toContain('7:1: mode 1 makes a kitchen state but no clock(1, Expr) or clock(_, Expr) sets its kitchen time');
  });

  it('checks a rule file with hundreds of modes completely, each problem once at its place', async () => {
    const many = Array.from({ length: 400 }, (_, i) => `mode(m${i}, [kitchen_state_in, thing], [whipped, kitchen_state_out, tool]).`).join('\n');
    const problems = await checkRuleFile('r.pl', whip + many + '\n', world);
    const never = problems.filter((p) => /can never fire/.test(p.message));
    expect(never).toHaveLength(400);
    expect(never[399]).toEqual({ file: 'r.pl', line: 17 + 399, column: 1, message: 'mode m399 can never fire: mode 1 has the same bound slots and comes first' });
  });

  it('reports every effect argument that does not match its signature, with the expected and the found type', async () => {
    const bad = whip.replace('mix_with_tool(thing, tool, beaten)', 'mix_with_tool(thing, tool)') + "default(1, tool, effect(cover_object(thing, nothing))).\n";
    const messages = (await checkRuleFile('r.pl', bad, world)).map((p) => `${p.line}:${p.column}: ${p.message}`);
    expect(messages).toContain('11:11: effect mix_with_tool takes 3 arguments, mix_with_tool(Container, Tool, FlagProperty); got 2: mix_with_tool(thing, tool)');
    expect(messages).toContain('17:45: argument 2 (cover) of cover_object: nothing is not a slot of whip (its slots: whipped, kitchen_state_out, kitchen_state_in, thing, tool)');
    // slots of the wrong type, a wrong kind of argument, a flag no class declares
    const typed = whip.replace('mix_with_tool(thing, tool, beaten)', 'mix_with_tool(tool, slot(thing), frothy)');
    expect((await checkRuleFile('r.pl', typed, world)).map((p) => `${p.column}: ${p.message}`)).toEqual([
      '25: argument 1 (container) of mix_with_tool must be a slot whose values can be transferable_container; slot tool holds can_beat',
      '31: argument 2 (tool) of mix_with_tool must be a slot of whip, got slot(thing)',
      expect.stringMatching(/^44: argument 3 \(flag\) of mix_with_tool: frothy is not a slot of homogeneous-mixture/),
    ]);
  });

  it('refuses an effect whose result the slot it is bound to cannot hold (the engine stopped with wrong-type at run time)', async () => {
    // the first slot holds an oven, the effect gives the container it mixes
    const oven = whip.replace('slot(whipped, out, transferable_container).', 'slot(whipped, out, oven).');
    expect((await checkRuleFile('r.pl', oven, world)).map((p) => `${p.line}:${p.column}: ${p.message}`)).toEqual([
      '11:11: effect mix_with_tool gives its container (slot thing, which holds transferable_container) as its result, bound to slot whipped, which holds oven: the types do not meet',
    ]);
    // a default's effect: a new medium bowl, for a slot that holds a whisk
    const bowl = whip.replace('default(1, tool, retrieve(whisk)).', 'default(1, tool, effect(separate_eggs_other_bowl(thing))).');
    expect((await checkRuleFile('r.pl', bowl, world)).map((p) => p.message)).toContain(
      'effect separate_eggs_other_bowl gives a new medium_bowl as its result, bound to slot tool, which holds can_beat: the types do not meet',
    );
    // a narrower or wider slot meets: a result that may be what the slot holds is left to run time
    expect(await checkRuleFile('r.pl', whip.replace('slot(whipped, out, transferable_container).', 'slot(whipped, out, medium_bowl).'), world)).toEqual([]);
    expect(await checkRuleFile('r.pl', whip.replace('slot(whipped, out, transferable_container).', 'slot(whipped, out, container).'), world)).toEqual([]);
  });

  it('declares what each effect gives as its result', () => {
    for (const [name, sig] of Object.entries(EFFECT_SIGNATURES)) {
      if (!sig.result || !('arg' in sig.result)) continue;
      expect(sig.args.map((a) => a.name), name).toContain(sig.result.arg);
    }
  });

  it('treats names inherited from JavaScript objects as unknown effects', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', '__defineGetter__', 'valueOf']) {
      const text = whip.replace('mix_with_tool(thing, tool, beaten)', `'${name}'(thing)`);
      const problems = await checkRuleFile('r.pl', text, world);
      expect(problems.map((p) => `${p.line}: ${p.message.slice(0, 40)}`)).toEqual([`11: unknown effect ${name} (the vocabulary: `.slice(0, 44)]);
    }
  });
});

describe('the effect vocabulary and its signatures', () => {
  it('declares a signature for every effect, and no signature without an effect', () => {
    expect(Object.keys(EFFECT_SIGNATURES).sort()).toEqual(Object.keys(EFFECTS).sort());
  });

  it('declares as many arguments as each effect function takes', () => {
    // a function's length counts its parameters before the first default; env comes first
    for (const [name, sig] of Object.entries(EFFECT_SIGNATURES)) expect([name, EFFECTS[name].length - 1]).toEqual([name, sig.args.length]);
  });

  it('has no inherited names', () => {
    for (const table of [EFFECTS, EFFECT_SIGNATURES]) for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(Object.hasOwn(table, name) || (table as Record<string, unknown>)[name] !== undefined).toBe(false);
  });
});
