// Swap where two defaults were bound: a line that fills two input slots by default runs whichever
// way round its variables are given (`(cut … ?cutting-board ?knife)` binds ?knife to a fresh
// cutting board), and the line that fails is a later one taking ?knife. The names tell where the
// two were given in each other's place: each names a class of the other's slot, and the value
// bound to the failing line's input is not what its name names.
import { COSTS } from './costs.ts';
import { type Candidate, type RepairContext, sourceLine } from './context.ts';
import { inputArg, isVariable, type Net, occurrences, withArgs, withLine } from './network.ts';
import type { Outcome } from './outcome.ts';
import { classesNamed, holds } from './relink.ts';

export function defaultedSwapCandidates(ctx: RepairContext, net: Net, outcome: Outcome, line: number, why: string): Candidate[] {
  const { inventory, world } = ctx.sim;
  const occ = occurrences(net, inventory);
  // a variable defaulted at its first line: taken there as an input, made by no line
  const firstLine = (v: string) => (occ.outputs.has(v) ? -1 : (occ.inputs.get(v)?.[0] ?? -1));
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (const a of net.lines[line].args) {
    const at = firstLine(a);
    const value = outcome.bound.get(a);
    if (!isVariable(a) || at < 0 || at >= line || !value || seen.has(a)) continue;
    seen.add(a);
    const l = net.lines[at];
    const slots = inventory.get(l.action)?.slots;
    if (!slots || slots.length !== l.args.length) continue;
    const p = l.args.indexOf(a);
    const named = classesNamed(a, slots[p].type, world.ontology);
    if (named.length === 0 || named.some((c) => holds(value, c))) continue;
    // does the name of `v` name a class of this slot?
    const namesFor = (v: string, q: number) => classesNamed(v, slots[q].type, world.ontology).some((c) => world.ontology.get(c).ancestors.has(slots[q].type.name));
    for (const [q, b] of l.args.entries()) {
      if (q === p || slots[q].dir !== 'in' || slots[q].type.isKitchenState || firstLine(b) !== at) continue;
      if (!namesFor(a, q) || !namesFor(b, p)) continue;
      out.push({
        net: withLine(net, at, (x) => withArgs(x, (v, k) => (k === p ? b : k === q ? a : v))),
        edits: [{ kind: 'swap', line: sourceLine(net, at), before: `${inputArg(l, Math.min(p, q))} ${inputArg(l, Math.max(p, q))}`, after: p < q ? `${b} ${a}` : `${a} ${b}`, reason: `${why}; ${a} is bound to a ${value.cls.name} at line ${sourceLine(net, at)}, where ${a} fills ${slots[p].name} and ${b} fills ${slots[q].name} by default: each is named for the other's slot` }],
        // a little below a swap at the failing line, which would leave ?knife a cutting board
        cost: COSTS.swap - 0.05 + 0.01 * out.length,
      });
    }
  }
  return out;
}
