// Swap: two arguments of one line given in each other's place (`(beat … ?whisk ?bowl)` for
// `(beat … ?bowl ?whisk)`, `(cut … shredded ?cabbage …)`), put back. Offered for two inputs of a
// failing line when one of them does not fit its slot and each fits the other's (slot-fit.ts): it
// keeps every argument and the line's intent, so it costs less than changing or dropping anything.
import { COSTS } from './costs.ts';
import { type Candidate, type RepairContext, sourceLine } from './context.ts';
import { inputArg, type Net, occurrences, withArgs, withLine } from './network.ts';
import type { Outcome } from './outcome.ts';
import { argumentFits } from './slot-fit.ts';

export function swapCandidates(ctx: RepairContext, net: Net, outcome: Outcome, line: number, why: string): Candidate[] {
  const l = net.lines[line];
  const slots = ctx.sim.inventory.get(l.action)?.slots;
  if (!slots || l.args.length !== slots.length) return [];
  const occ = occurrences(net, ctx.sim.inventory);
  const fit = (arg: string, at: number) => argumentFits(ctx, net, outcome, occ, arg, slots[at].type);
  // inputs only: a kitchen state has one slot per line, and an output is named by what it becomes
  const inputs = slots.flatMap((s, p) => (s.dir === 'in' && !s.type.isKitchenState ? [p] : []));
  const out: Candidate[] = [];
  for (const [i, p] of inputs.entries())
    for (const q of inputs.slice(i + 1)) {
      const [a, b] = [l.args[p], l.args[q]];
      if (a === b) continue;
      const there = [fit(a, q), fit(b, p)];
      // each fits the other's slot (one of them known to), and one does not fit its own
      if (there.includes(false) || !there.includes(true) || (fit(a, p) !== false && fit(b, q) !== false)) continue;
      out.push({
        net: withLine(net, line, (x) => withArgs(x, (v, k) => (k === p ? b : k === q ? a : v))),
        edits: [{ kind: 'swap', line: sourceLine(net, line), before: `${inputArg(l, p)} ${inputArg(l, q)}`, after: `${b} ${a}`, reason: `${why}; ${b} fits ${slots[p].name} (a ${slots[p].type.name}) and ${a} fits ${slots[q].name} (a ${slots[q].type.name}): the two were given in each other's place` }],
        cost: COSTS.swap + 0.01 * out.length,
      });
    }
  return out;
}
