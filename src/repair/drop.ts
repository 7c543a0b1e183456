// Drop a line that cannot be fixed: later uses of its output kitchen state take its input state,
// and uses of its first output take its first input object of a class that fits (as a step that
// transforms one object is left out). The costliest edit: a line's intent is lost. The last
// action line is never dropped: a network of `get-kitchen` alone runs, but repairs nothing.
import { COSTS } from './costs.ts';
import { type Candidate, type RepairContext, sourceLine } from './context.ts';
import { inputText, isVariable, type Net, occurrences, withArgs } from './network.ts';

export function dropCandidate(ctx: RepairContext, net: Net, line: number, why: string): Candidate[] {
  const l = net.lines[line];
  const action = ctx.sim.inventory.get(l.action);
  if (!action || l.action === 'get-kitchen') return [];
  if (!net.lines.some((x, i) => i !== line && x.action !== 'get-kitchen')) return [];
  // a line of the wrong arity has slots without an argument: they have nothing to rewire
  const variableAt = (i: number) => i < l.args.length && isVariable(l.args[i]);
  const slotOf = (dir: 'in' | 'out', ks: boolean) => action.slots.findIndex((s, i) => s.dir === dir && s.type.isKitchenState === ks && variableAt(i));
  const rename = new Map<string, string>();
  const occ = occurrences(net, ctx.sim.inventory);
  // a line that repeats a variable on both sides (`?ks1 ?ks1`) has nothing to rewire there, and an
  // output another line makes too (a duplicated line) stays that line's
  const rewire = (from: string, to: string) => from !== to && !(occ.outputs.get(from) ?? []).some((j) => j !== line) && rename.set(from, to);
  const ksOut = slotOf('out', true);
  const ksIn = slotOf('in', true);
  if (ksOut >= 0 && ksIn >= 0) rewire(l.args[ksOut], l.args[ksIn]);
  const objOut = slotOf('out', false);
  const objIn = action.slots.findIndex((s, i) => s.dir === 'in' && !s.type.isKitchenState && variableAt(i) && objOut >= 0 && (s.type.ancestors.has(action.slots[objOut].type.name) || action.slots[objOut].type.ancestors.has(s.type.name)));
  if (objOut >= 0 && objIn >= 0) rewire(l.args[objOut], l.args[objIn]);
  const lines = net.lines.filter((_, i) => i !== line).map((x) => withArgs(x, (a) => rename.get(a) ?? a));
  const rewired = [...rename].map(([a, b]) => `${a} → ${b}`).join(', ');
  return [
    {
      net: { ...net, lines },
      edits: [{ kind: 'drop', line: sourceLine(net, line), before: inputText(l), after: null, reason: `${why}${rewired ? `; later uses rewired: ${rewired}` : ''}` }],
      cost: COSTS.drop,
    },
  ];
}
