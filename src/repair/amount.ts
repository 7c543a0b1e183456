// Change an amount: a line fails because of what an earlier line measured (230000 g butter makes a
// dough of thousands of portions, and the step that sprinkles them stops), so the failing line and
// the lines its inputs come from are searched for an amount outside the plausible range of its unit
// (ontology/units.yaml, `plausible-ranges`). Such an amount is changed to what the recipe's
// ingredient line for it says, else to the number listings use as an example for the unit.
import { exampleFor, plausibleRange, type Range } from '../listing/parameters.ts';
import { parseNumberToken, toDouble } from '../numbers/num.ts';
import { COSTS } from './costs.ts';
import { type Candidate, type RepairContext, sourceLine } from './context.ts';
import { inputArg, isVariable, type Net, upstream, withArgs, withLine } from './network.ts';
import { lineFor } from './recipe-hints.ts';

/** One implausible amount of a line: the positions of its number and unit, and what to put there. */
interface Amount {
  number: number;
  unit: number;
  unitName: string;
  range: Range;
  replacement: { quantity: string; unit: string; from: string };
}

export function amountCandidates(ctx: RepairContext, net: Net, line: number, why: string): Candidate[] {
  return upstream(net, line, ctx.sim.inventory).flatMap((at, rank) => {
    const found = implausibleAmount(ctx, net, at);
    if (!found) return [];
    const l = net.lines[at];
    const { quantity, unit, from } = found.replacement;
    const before = `${inputArg(l, found.number)} ${inputArg(l, found.unit)}`;
    const traced = at === line ? '' : `, traced back from line ${sourceLine(net, line)}`;
    return [
      {
        net: withLine(net, at, (x) => withArgs(x, (a, q) => (q === found.number ? quantity : q === found.unit ? unit : a))),
        edits: [{ kind: 'constant', line: sourceLine(net, at), before, after: `${quantity} ${unit}`, reason: `${why}; ${before} is outside what ${found.unitName} plausibly measures (${found.range.min} to ${found.range.max})${traced}; ${from}` }],
        cost: COSTS.constant + 0.01 * rank,
      },
    ];
  });
}

/** A number in a quantity slot, followed by its unit, outside the unit's plausible range; null when none. */
function implausibleAmount(ctx: RepairContext, net: Net, at: number): Amount | null {
  const l = net.lines[at];
  const slots = ctx.sim.inventory.get(l.action)?.slots ?? [];
  const { units, ontology } = ctx.sim.world;
  for (let p = 0; p + 1 < l.args.length; p++) {
    if (slots[p]?.type.name !== 'quantity' || slots[p + 1]?.type.name !== 'unit' || isVariable(l.args[p + 1])) continue;
    if (parseNumberToken(l.args[p]) === null) continue;
    const unit = l.args[p + 1];
    const range = plausibleRange(units, unit);
    if (inRange(l.args[p], range)) continue;
    // the ingredient the line measures, and the recipe's line for it
    const concept = l.args.find((a, q) => slots[q]?.type.name === 'conceptualizable' && !isVariable(a) && ontology.has(a));
    const said = concept ? lineFor(concept, ctx.hints, [])?.line : undefined;
    const example = String(exampleFor(unit, slots[p].name, range));
    const replacement = said && inRange(said.quantity, plausibleRange(units, said.unit))
      ? { quantity: said.quantity, unit: said.unit, from: `the recipe's line for ${concept} says ${said.quantity} ${said.unit}` }
      : { quantity: example, unit, from: `the recipe's text gives no amount for it, and ${example} ${unit} is the example amount listings give` };
    return { number: p, unit: p + 1, unitName: unit, range, replacement };
  }
  return null;
}

function inRange(token: string, range: Range): boolean {
  const value = parseNumberToken(token);
  const n = value === null ? NaN : toDouble(value);
  return n >= range.min && n <= range.max;
}
