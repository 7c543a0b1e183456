// What an inserted line gives each slot (insert.ts): the missing variable in its first slot, fresh
// variables where the mode computes, the waiting line's kitchen state, and for each other bound
// slot the best few of what its template offers — variables whose line's work nothing takes up,
// constants whose words the missing variable's name and the recipe's text hold — then amounts.
import type { ActionDef } from '../rules/action.ts';
import type { Inventory } from '../rules/registry.ts';
import type { AdmissibleTemplate, TemplateSlot } from '../listing/templates.ts';
import { exampleFor, plausibleRange } from '../listing/parameters.ts';
import type { RepairContext } from './context.ts';
import { freshVariable, isVariable, lineWeight, type Net, type Occurrences } from './network.ts';
import { type IngredientLine, lineFor, linesFor, unitOf } from './recipe-hints.ts';
import { share, wordsOf } from './words.ts';
import { stockedIngredients } from '../tasks/enumerate.ts';

const PER_SLOT = 2;

export interface Option {
  arg: string;
  /** How well it fits what the network and the recipe say. */
  score: number;
  /** For a unit slot: the units its template offers. */
  units?: string[];
}

/** The kind a recipe means by the plain name of a kind of things (`120 grams sugar`): breaks ties between kinds its words fit alike. */
const PLAIN_KIND: Record<string, string> = { sugar: 'white-sugar', flour: 'all-purpose-flour' };

/** Units tried, in this order, when neither the name nor the recipe gives an amount (or a unit, constant.ts). */
export const FALLBACK_UNITS = ['g', 'piece', 'degrees-celsius', 'minute', 'teaspoon', 'ml'];
const FALLBACKS = 2;

/** The weight of the line that produced an unused variable (network.ts, orphanWeight). */
export function weightOf(net: Net, occ: Occurrences, variable: string, inventory: Inventory): number {
  const producer = occ.outputs.get(variable)?.[0];
  return producer === undefined ? 0 : lineWeight(net, producer, inventory, occ);
}

export interface Fill {
  net: Net;
  variable: string;
  ksIn: string;
  ksOut: string;
  unused: Set<string>;
  words: string[];
  constantsInNetwork: Set<string>;
  /** The recipe's ingredient lines that no ingredient the network has answers to (openLines). */
  openHints: IngredientLine[];
  line: number;
  occ: Occurrences;
}

/**
 * The recipe's ingredient lines left once each ingredient the network has takes the line that names
 * it best: what a missing ingredient is likelier to be (`120 grams sugar` when the network fetches
 * `powdered-white-sugar` for `30 grams powdered sugar`).
 */
export function openLines(ctx: RepairContext, constants: Iterable<string>): IngredientLine[] {
  const { ontology } = ctx.sim.world;
  const open = [...ctx.hints];
  for (const c of constants) {
    if (!ontology.has(c) || !ontology.get(c).ancestors.has('ingredient')) continue;
    const found = lineFor(c, open, []);
    if (found) open.splice(open.indexOf(found.line), 1);
  }
  return open;
}

/** Per slot the options a line may give it; null when a bound slot has none. Numbers are filled later. */
export function slotChoices(ctx: RepairContext, action: ActionDef, t: AdmissibleTemplate, f: Fill): Option[][] | null {
  const taken = new Set<string>([f.ksOut]);
  const fresh = (stem: string) => freshVariable(f.net, stem, taken);
  const choices: Option[][] = [];
  for (const slot of t.slots) {
    const def = action.slots[slot.position];
    if (slot.position === 0) choices.push([{ arg: f.variable, score: 0 }]);
    else if (slot.fresh !== undefined) choices.push([{ arg: def.type.isKitchenState ? f.ksOut : fresh(slot.slot), score: 0 }]);
    else if (def.type.isKitchenState) choices.push([{ arg: f.ksIn, score: 0 }]);
    else if (slot.numbers) choices.push([{ arg: '<number>', score: 0 }]);
    else {
      const options = boundOptions(ctx, slot, def.type.name === 'unit', def.type.name === 'conceptualizable', f);
      if (options.length === 0) return null;
      choices.push(options);
    }
  }
  return choices;
}

function boundOptions(ctx: RepairContext, slot: TemplateSlot, unit: boolean, concept: boolean, f: Fill): Option[] {
  const cands = slot.candidates ?? [];
  if (unit) return cands.length ? [{ arg: '<unit>', score: 0, units: cands.filter((c) => !isVariable(c)) }] : [];
  const vars = cands
    .filter((c) => f.unused.has(c))
    .map((c) => ({ arg: c, score: 0.5 + 0.5 * weightOf(f.net, f.occ, c, ctx.sim.inventory) + 0.5 * share(f.words, wordsOf(c)) - 0.001 * (f.line - (f.occ.outputs.get(c)?.[0] ?? 0)) }));
  const offered = cands.filter((c) => !isVariable(c));
  const { ontology } = ctx.sim.world;
  const below = (c: string) => offered.filter((d) => d !== c && ontology.has(d) && ontology.get(d).ancestors.has(c));
  const constants = offered
    .flatMap((c): Option[] => {
      const own = nameFit(c, f.words);
      if (own === 0) return [];
      const hint = lineFor(c, ctx.hints, f.words);
      // a name for a kind of things (`vinegar`) stands for one of them, or for the kind itself where
      // the kitchen stocks it (`salt`): the one the network has, else the one the recipe's line
      // names best (`120 ml white vinegar`), else the closest
      const kinds = below(c);
      if (kinds.length) {
        const alike = stockedIngredients(ctx.sim).has(c) ? [c, ...kinds] : kinds;
        // an open line counts for the kind it names best: `340 grams all-purpose flour` is no line
        // of almond-flour's, which it names all words of but one
        const fitOf = (d: string, line: IngredientLine) => share(d.split('-'), line.words);
        return alike.map((d) => {
          const found = lineFor(d, f.openHints, f.words);
          const named = found && alike.every((k) => fitOf(k, found.line) <= fitOf(d, found.line)) ? found : null;
          return { arg: d, score: own + nameFit(d, f.words) + (f.constantsInNetwork.has(d) ? 0.25 : 0) + (named ? 0.5 * named.fit : 0) + (PLAIN_KIND[c] === d ? 0.05 : 0) - 0.5 };
        });
      }
      // an ingredient the network has already is fetched again only where the recipe lists it twice
      const again = f.constantsInNetwork.has(c) ? (linesFor(c, ctx.hints) >= 2 ? 0.25 : -0.25) : 0;
      return [{ arg: c, score: own + (hint ? 0.5 * hint.fit : 0) + again - 0.01 * c.split('-').length }];
    })
    .filter((o) => o.score > 0)
    .sort((a, b) => b.score - a.score)
    .filter((o, i, all) => all.findIndex((x) => x.arg === o.arg) === i);
  const best = (os: Option[]) => os.sort((a, b) => b.score - a.score || (a.arg < b.arg ? -1 : 1)).slice(0, PER_SLOT);
  // a concept slot takes a constant that fits the name; an object slot an unused variable first
  if (concept) return best(constants);
  return [...best(vars), ...best(constants)];
}

/** The recipe's line for a concept, else for the kind of things the name calls it by (`powdered-white-sugar` → `sugar`). */
function recipeLine(ctx: RepairContext, hints: IngredientLine[], concept: string, words: string[]): IngredientLine | undefined {
  const { ontology } = ctx.sim.world;
  const kinds = ontology.has(concept) ? ontology.get(concept).cpl.map((c) => c.name) : [concept];
  for (const kind of kinds) {
    if (kind !== concept && nameFit(kind, words) === 0) continue;
    const found = lineFor(kind, hints, words);
    if (found) return found.line;
  }
  return undefined;
}

/** How well a constant's words fit a variable's name: the share of its words the name holds, and how many. */
function nameFit(constant: string, words: string[]): number {
  const own = constant.split('-');
  const held = own.filter((w) => words.includes(w)).length;
  return held === 0 ? 0 : held / own.length + 0.5 * held;
}

export function combinations(choices: Option[][]): Option[][] {
  let out: Option[][] = [[]];
  for (const options of choices) out = out.flatMap((prefix) => options.map((o) => [...prefix, o]));
  return out.sort((a, b) => b.reduce((s, o) => s + o.score, 0) - a.reduce((s, o) => s + o.score, 0));
}

/**
 * Amounts: a number and unit the variable's name holds, else what the recipe's ingredient line
 * for the line's concept says, else a few units the slot offers with a number that reads well for
 * each (as listings' examples: 100 g, 180 degrees-celsius …); check() keeps the ones that run.
 */
export function fillNumbers(ctx: RepairContext, action: ActionDef, options: Option[], words: string[], openHints: IngredientLine[] = ctx.hints): string[][] {
  const args = options.map((o) => o.arg);
  const concept = args.find((a, i) => action.slots[i]?.type.name === 'conceptualizable' && !isVariable(a));
  // a line no ingredient of the network answers to first: the one the recipe has not used yet
  const hint = concept ? (recipeLine(ctx, openHints, concept, words) ?? recipeLine(ctx, ctx.hints, concept, words)) : undefined;
  // a number the name holds is an amount when a unit follows it or it is no small index (`?eggs-2`);
  // a one-letter unit only right after a number (`?rest-g` is no amount)
  const isNumber = (w: string | undefined) => w !== undefined && /^\d+(?:[./]\d+)?$/.test(w);
  const nameUnit = words.map((w, i) => (w.length > 1 || isNumber(words[i - 1]) ? unitOf(w) : null)).find((u) => u !== null);
  const nameNumber = words.find((w, i) => isNumber(w) && (unitOf(words[i + 1] ?? '') !== null || Number(w) >= 10));
  // number and unit from one source: the variable's own name is about this line (the recipe's
  // line may sum several uses), the recipe's line where the name says nothing or agrees
  const fromHint = hint && (nameUnit === undefined || hint.unit === nameUnit) && nameNumber === undefined;
  const fill = (number: string, unit: string) => args.map((a) => (a === '<number>' ? number : a === '<unit>' ? unit : a));
  if (nameNumber !== undefined || fromHint || nameUnit !== undefined) return [fill(nameNumber ?? (fromHint ? hint.quantity : '1'), nameUnit ?? (fromHint ? hint.unit : 'piece'))];
  const offered = options.find((o) => o.arg === '<unit>')?.units;
  if (!offered) return [fill('1', 'piece')];
  const slot = action.slots[args.indexOf('<number>')]?.name ?? 'quantity';
  return [...FALLBACK_UNITS.filter((u) => offered.includes(u)), ...offered.filter((u) => !FALLBACK_UNITS.includes(u))]
    .slice(0, FALLBACKS)
    .map((u) => fill(String(exampleFor(u, slot, plausibleRange(ctx.sim.world.units, u))), u));
}
