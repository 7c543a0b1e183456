// Change a constant: a constant of a line that fails (or binds nothing, or stops the simulation)
// replaced by one the templates offer for that slot now — what the kitchen has — the most alike
// in name first. It changes what the line works with, so it costs more than a relink or an insert.
import { COSTS } from './costs.ts';
import { type Candidate, type RepairContext, sessionOn, sourceLine } from './context.ts';
import { isVariable, type Net, withArgs } from './network.ts';
import { share, wordsOf } from './words.ts';

const PER_CONSTANT = 3;

export function constantCandidates(ctx: RepairContext, net: Net, line: number, why: string): Candidate[] {
  const l = net.lines[line];
  const action = ctx.sim.inventory.get(l.action);
  if (!action) return [];
  const templates = sessionOn(ctx, net).templates({ action: l.action });
  const out: Candidate[] = [];
  l.args.forEach((arg, p) => {
    if (isVariable(arg) || /^[\d(]/.test(arg) || action.slots[p]?.dir !== 'in') return;
    const offered = new Set(templates.flatMap((t) => t.slots.filter((s) => s.position === p).flatMap((s) => s.candidates ?? [])));
    const words = wordsOf(arg);
    const options = [...offered]
      .filter((c) => !isVariable(c) && c !== arg)
      .map((c) => ({ c, alike: share(words, wordsOf(c)) + share(wordsOf(c), words) }))
      .sort((a, b) => b.alike - a.alike || (a.c < b.c ? -1 : 1))
      .slice(0, PER_CONSTANT);
    options.forEach(({ c }, rank) =>
      out.push({
        net: { ...net, lines: net.lines.map((x, i) => (i === line ? withArgs(x, (a, q) => (q === p ? c : a)) : x)) },
        edits: [{ kind: 'constant', line: sourceLine(net, line), before: arg, after: c, reason: `${why}; the kitchen has ${c}` }],
        cost: COSTS.constant + 0.05 * rank,
      }),
    );
  });
  return out;
}
