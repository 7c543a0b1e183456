// Candidates for lines that wait for one another in a circle (E_CIRCULAR_WAIT): no line of the
// circle can run first, so dropping the diagnosed line was all repair used to offer, and a
// network whose circle ran through the kitchen-state chain lost every line. One relink breaks a
// circle: an input of a line on it taken from a value bound before that line instead.
import { type Candidate, type RepairContext, sourceLine } from './context.ts';
import { isVariable, type Net, occurrences } from './network.ts';
import type { Outcome } from './outcome.ts';
import { relinkCandidates } from './relink.ts';

/** A line on the circle is this much dearer per line before it, in file order: the first line on it is relinked first. */
const LATER_LINE = 0.01;

/** Relinks of each input that closes the circle through `line`, to a value bound before the line that takes it. */
export function cycleCandidates(ctx: RepairContext, net: Net, outcome: Outcome, line: number): Candidate[] {
  const inventory = ctx.sim.inventory;
  const occ = occurrences(net, inventory);
  // the lines each line waits for: producers of its inputs that are not bound
  const waitsFor = (i: number): { variable: string; on: number[] }[] => {
    const action = inventory.get(net.lines[i].action);
    if (!action) return [];
    return net.lines[i].args.flatMap((a, p) => {
      if (!isVariable(a) || action.slots[p]?.dir !== 'in' || outcome.bound.has(a)) return [];
      return [{ variable: a, on: (occ.outputs.get(a) ?? []).filter((j) => j !== i) }];
    });
  };
  const edges = net.lines.map((_, i) => waitsFor(i));
  const reach = (from: number, next: (i: number) => number[]): Set<number> => {
    const seen = new Set([from]);
    const todo = [from];
    while (todo.length) for (const j of next(todo.pop()!)) if (!seen.has(j)) seen.add(j), todo.push(j);
    return seen;
  };
  const forward = reach(line, (i) => edges[i].flatMap((e) => e.on));
  const waitedOnBy = (j: number) => edges.flatMap((es, i) => (es.some((e) => e.on.includes(j)) ? [i] : []));
  const backward = reach(line, waitedOnBy);
  const circle = [...forward].filter((i) => backward.has(i)).sort((a, b) => a - b);
  const where = circle.map((i) => sourceLine(net, i)).join(', ');
  return circle.flatMap((i, k) =>
    edges[i]
      .filter((e) => e.on.some((j) => circle.includes(j)))
      .flatMap((e) => {
        const from = e.on.filter((j) => circle.includes(j)).map((j) => sourceLine(net, j));
        const why = `lines ${where} wait for one another in a circle (line ${sourceLine(net, i)} takes ${e.variable} from line ${from.join(', ')})`;
        return relinkCandidates(ctx, net, outcome, i, e.variable, why, 'this-line', true).map((c) => ({ ...c, cost: c.cost + LATER_LINE * k }));
      }),
  );
}
