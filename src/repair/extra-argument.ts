// A line one argument too many (`(fetch ?bowl ?ks-2 ?ks-1 large-bowl large-bowl 1)`): the argument
// whose removal leaves every other one fitting its slot (slot-fit.ts) taken out, the line kept.
// The mirror of a missing argument put in (constant.ts), and as dear; dropping the whole line
// loses its intent.
import { COSTS } from './costs.ts';
import { type Candidate, type RepairContext, sourceLine } from './context.ts';
import { inputArg, type Net, occurrences, withLine } from './network.ts';
import type { Outcome } from './outcome.ts';
import { argumentFits } from './slot-fit.ts';

const PER_LINE = 3;

export function extraArgumentCandidates(ctx: RepairContext, net: Net, outcome: Outcome, line: number, why: string): Candidate[] {
  const l = net.lines[line];
  const slots = ctx.sim.inventory.get(l.action)?.slots;
  if (!slots || l.args.length !== slots.length + 1) return [];
  const occ = occurrences(net, ctx.sim.inventory);
  const options = l.args.flatMap((_, p) => {
    const rest = l.args.filter((__, q) => q !== p);
    const fits = rest.map((a, q) => argumentFits(ctx, net, outcome, occ, a, slots[q].type));
    if (fits.includes(false)) return [];
    // the removal that leaves the most arguments known to fit first; a repeated argument before another
    const repeated = rest.includes(l.args[p]) ? 1 : 0;
    return [{ p, rest, score: fits.filter((f) => f === true).length + 0.5 * repeated }];
  });
  return options
    .sort((a, b) => b.score - a.score || a.p - b.p)
    .slice(0, PER_LINE)
    .map(({ p, rest }, rank) => ({
      net: withLine(net, line, (x) => ({ ...x, args: rest, original: null })),
      edits: [{ kind: 'constant' as const, line: sourceLine(net, line), before: inputArg(l, p), after: null, reason: `${why}; without its argument ${p + 1}, ${inputArg(l, p)}, every other one fits its slot` }],
      cost: COSTS.constant + 0.05 * rank,
    }));
}
