// Change an ingredient back to the one its line's output is named after: a line fails because an
// earlier line fetched something else than the name says (`white-vinegar` into
// `?proportioned-walnuts`, and the step that chops the walnuts cannot cut vinegar), so the failing
// line and the lines its inputs come from are searched for a fetched ingredient none of whose words
// the output's name holds, while the name holds every word of one the kitchen stocks.
import { stockedIngredients } from '../tasks/enumerate.ts';
import { COSTS } from './costs.ts';
import { type Candidate, type RepairContext, sourceLine } from './context.ts';
import { inputArg, isVariable, type Net, upstream, withArgs, withLine } from './network.ts';
import { wordsOf } from './words.ts';

const PER_LINE = 2;

export function namedIngredientCandidates(ctx: RepairContext, net: Net, line: number, why: string): Candidate[] {
  return upstream(net, line, ctx.sim.inventory).flatMap((at, rank) => {
    const l = net.lines[at];
    const slots = ctx.sim.inventory.get(l.action)?.slots ?? [];
    const p = l.args.findIndex((a, q) => slots[q]?.type.name === 'conceptualizable' && !isVariable(a) && isIngredient(ctx, a));
    const named = l.args[0];
    if (p < 0 || !isVariable(named) || slots[0]?.dir !== 'out') return [];
    const words = wordsOf(named);
    if (wordsOf(l.args[p]).some((w) => words.includes(w))) return [];
    const traced = at === line ? '' : `, traced back from line ${sourceLine(net, line)}`;
    return namedBy(ctx, words)
      .slice(0, PER_LINE)
      .map((c, k) => ({
        net: withLine(net, at, (x) => withArgs(x, (a, q) => (q === p ? c : a))),
        edits: [{ kind: 'constant' as const, line: sourceLine(net, at), before: inputArg(l, p), after: c, reason: `${why}; line ${sourceLine(net, at)} fetches ${inputArg(l, p)} into ${named}${traced}: the kitchen has ${c}, which the name says` }],
        cost: COSTS.constant + 0.01 * rank + 0.05 * k,
      }));
  });
}

const isIngredient = (ctx: RepairContext, c: string) => ctx.sim.world.ontology.has(c) && ctx.sim.world.ontology.get(c).ancestors.has('ingredient');

/** The stocked ingredients every word of which the name holds, the most specific (most words) first. */
function namedBy(ctx: RepairContext, words: string[]): string[] {
  return [...stockedIngredients(ctx.sim)]
    .filter((c) => wordsOf(c).every((w) => words.includes(w)))
    .sort((a, b) => wordsOf(b).length - wordsOf(a).length || (a < b ? -1 : 1));
}
