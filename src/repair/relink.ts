// Relink: an input variable of a line replaced by a bound variable whose value fits the slot.
// Variables nothing uses yet come first (a dropped or broken link leaves its producer's output
// unused), then those produced closest before the line, then those whose names are alike.
import type { KClass, Ontology } from '../kitchen/ontology.ts';
import type { Entity } from '../kitchen/entity.ts';
import { COSTS } from './costs.ts';
import { type Candidate, type RepairContext, sourceLine } from './context.ts';
import { inputArg, isVariable, lineWeight, type Net, type NetLine, occurrences, withArgs, withLine } from './network.ts';
import type { Outcome } from './outcome.ts';
import { share, wordsOf } from './words.ts';

const MAX_RELINKS = 6;

/** Does a value fit a slot of this class? */
export function fits(value: Entity, type: KClass): boolean {
  return type.isKitchenState ? value.cls.isKitchenState : !value.cls.isKitchenState && value.isA(type.name);
}

/**
 * The classes a variable's name names (`?wire-rack`, `?proportioned-broccoli`), more specific than
 * the slot's: a value that neither is nor holds one of them is a guess against the name.
 */
export function classesNamed(variable: string, type: KClass, ontology: Ontology): string[] {
  const words = variable.replace(/^\?/, '').split('-');
  const out: string[] = [];
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j <= words.length; j++) {
      const name = words.slice(i, j).join('-');
      // no patterns: a cutting pattern (`?sliced-onion`, `?diced-tomatoes`) names how, not what
      if (ontology.has(name) && !ontology.get(name).ancestors.has('pattern') && !type.ancestors.has(name)) out.push(name);
    }
  return out;
}

/** Is the value of the class, or does it hold something of it? */
export function holds(value: Entity, cls: string): boolean {
  return value.isA(cls) || value.contents.some((c) => c.isA(cls) || c.contents.some((d) => d.isA(cls)));
}

/**
 * Relinks of `variable` at `line`: a variable no line produces is replaced wherever a line takes
 * it (`everywhere`: it names one missing value), a bound input of a failing line at that line only.
 * `earlierOnly`: only to values made by lines before `line` (breaking a circle of waiting lines).
 */
export function relinkCandidates(ctx: RepairContext, net: Net, outcome: Outcome, line: number, variable: string, why: string, scope: 'everywhere' | 'this-line', earlierOnly = false): Candidate[] {
  const action = ctx.sim.inventory.get(net.lines[line].action);
  if (!action) return [];
  const positions = net.lines[line].args.flatMap((a, p) => (a === variable && action.slots[p]?.dir === 'in' ? [p] : []));
  if (positions.length === 0) return [];
  const type = action.slots[positions[0]].type;
  const occ = occurrences(net, ctx.sim.inventory);
  const own = new Set(net.lines[line].args);
  const wanted = wordsOf(variable);
  const named = classesNamed(variable, type, ctx.sim.world.ontology);
  const options = [...outcome.bound]
    .filter(([name, value]) => name !== variable && !own.has(name) && fits(value, type))
    .map(([name, value]) => {
      const against = named.length > 0 && !named.some((c) => holds(value, c));
      const producer = occ.outputs.get(name)?.[0] ?? -1;
      const unused = occ.primary.has(name) && (occ.inputs.get(name) ?? []).length === 0;
      const weight = unused && producer >= 0 ? lineWeight(net, producer, ctx.sim.inventory, occ) : 0;
      const distance = producer < 0 ? 10_000 : producer < line ? line - producer : 1000 + producer;
      return { name, unused, weight, distance, against, alike: share(wanted, wordsOf(name)), earlier: producer >= 0 && producer < line };
    })
    .filter((o) => !earlierOnly || o.earlier)
    .sort((a, b) => Number(a.against) - Number(b.against) || b.weight - a.weight || Number(b.unused) - Number(a.unused) || a.distance - b.distance || b.alike - a.alike || (a.name < b.name ? -1 : 1))
    .slice(0, MAX_RELINKS);
  const users = scope === 'everywhere' ? (occ.inputs.get(variable) ?? [line]) : [line];
  return options.map((o, rank) => ({
    net: { ...net, lines: net.lines.map((l, i) => (users.includes(i) ? withArgs(l, (a, p) => (a === variable && ctx.sim.inventory.get(l.action)?.slots[p]?.dir === 'in' ? o.name : a)) : l)) },
    edits: [{ kind: 'relink' as const, line: sourceLine(net, line), before: inputArg(net.lines[line], positions[0]), after: o.name, reason: `${why}; ${o.name} is bound and fits the slot${o.unused ? ', and no line uses what its line made' : ''}` }],
    cost: (o.unused ? COSTS.relinkUnused : COSTS.relinkUsed) + (o.against ? COSTS.relinkAgainstName : 0) + 0.01 * rank,
  }));
}

/**
 * A failing line's kitchen-state input relinked to the nearest state an earlier line left that no
 * line takes up: the end of the chain it was meant to go on from (a line that works on an older
 * state finds the kitchen as it was then, the bowl it wants still in the cabinet).
 */
export function chainRelinkCandidates(ctx: RepairContext, net: Net, line: number, why: string): Candidate[] {
  const l = net.lines[line];
  const { inventory } = ctx.sim;
  const slot = inventory.get(l.action)?.slots.findIndex((s, i) => s.dir === 'in' && s.type.isKitchenState && isVariable(l.args[i])) ?? -1;
  if (slot < 0) return [];
  const slotsOf = (x: NetLine) => inventory.get(x.action)?.slots ?? [];
  // the states some line goes on from (a variable passed as an object does not count: swapped arguments)
  const taken = new Set(net.lines.flatMap((x) => x.args.filter((a, s) => slotsOf(x)[s]?.dir === 'in' && slotsOf(x)[s].type.isKitchenState)));
  for (let i = line - 1; i >= 0; i--) {
    const slots = slotsOf(net.lines[i]);
    const end = net.lines[i].args.find((a, s) => slots[s]?.dir === 'out' && slots[s].type.isKitchenState && a !== l.args[slot] && isVariable(a) && !taken.has(a));
    if (end === undefined) continue;
    const before = inputArg(l, slot);
    return [
      {
        net: withLine(net, line, (x) => withArgs(x, (a, q) => (q === slot ? end : a))),
        edits: [{ kind: 'relink', line: sourceLine(net, line), before, after: end, reason: `${why}; ${end} is the kitchen state line ${sourceLine(net, i)} left, which no line takes up: the chain goes on from there` }],
        cost: COSTS.relinkUnused,
      },
    ];
  }
  return [];
}
