// Change a constant: a constant of a line that fails (or binds nothing, or stops the simulation)
// replaced by one the templates offer for that slot now — what the kitchen has — the most alike
// in name first (a word off by one letter, `whte`, counts as the word), then the closest in
// spelling (`gr` → `g`). An ingredient the kitchen lacks alike in name to none it has is told by
// what the line's output is named after and the recipe's lines no ingredient of the network answers
// to (`brown-lentils` into `?proportioned-basil`, `5 grams minced fresh basil` → `fresh-basil`).
// It changes what the line works with, so it costs more than a relink or an insert. An unknown action's name is changed the
// same way, to a known action of as many slots that is closest in spelling; a line one argument
// short is given the missing one.
import { closest, editDistance } from '../did-you-mean.ts';
import { COSTS } from './costs.ts';
import { type Candidate, type RepairContext, sessionOn, sourceLine } from './context.ts';
import { freshVariable, isVariable, type Net, withArgs, withLine } from './network.ts';
import { lineFor } from './recipe-hints.ts';
import { FALLBACK_UNITS, openLines } from './insert-options.ts';
import { share, shareLoosely, wordsOf } from './words.ts';
import { isListedAction } from '../listing/filters.ts';

const PER_CONSTANT = 3;

/**
 * `asked` is the network whose session the templates come from: the network itself, or, when it
 * cannot be compiled at all (an unknown constant), the network without the lines that stop it.
 */
export function constantCandidates(ctx: RepairContext, net: Net, line: number, why: string, asked: Net = net): Candidate[] {
  const l = net.lines[line];
  const action = ctx.sim.inventory.get(l.action);
  if (!action || !isListedAction(l.action)) return [];
  const templates = sessionOn(ctx, asked).templates({ action: l.action });
  const out: Candidate[] = [];
  const told = toldBy(ctx, net, line);
  l.args.forEach((arg, p) => {
    if (isVariable(arg) || /^[\d(]/.test(arg) || action.slots[p]?.dir !== 'in') return;
    const offered = new Set(templates.flatMap((t) => t.slots.filter((s) => s.position === p).flatMap((s) => s.candidates ?? [])));
    const words = wordsOf(arg);
    const options = [...offered]
      .filter((c) => !isVariable(c) && c !== arg)
      // names alike in no word (short ones: `gr`, `g`, `clove`) are told apart by their spelling
      .map((c) => ({ c, told: told(c), spelt: editDistance(arg, c) }))
      .map((o) => ({ ...o, alike: shareLoosely(words, wordsOf(o.c)) + shareLoosely(wordsOf(o.c), words) + o.told.score }))
      .sort((a, b) => b.alike - a.alike || a.spelt - b.spelt || (a.c < b.c ? -1 : 1))
      .slice(0, PER_CONSTANT);
    options.forEach(({ c, told: { says } }, rank) =>
      out.push({
        net: withLine(net, line, (x) => withArgs(x, (a, q) => (q === p ? c : a))),
        edits: [{ kind: 'constant', line: sourceLine(net, line), before: arg, after: c, reason: `${why}; the kitchen has ${c}${says}` }],
        cost: COSTS.constant + 0.05 * rank,
      }),
    );
  });
  return out;
}

/**
 * How much an ingredient is asked for where the line stands: the share of its words the line's
 * output is named with, and 1 when a recipe line no ingredient of the network (the line's own
 * apart) answers to names it, with those reasons in words. 0 for what is no ingredient: units and
 * patterns go by name alone.
 */
function toldBy(ctx: RepairContext, net: Net, line: number): (c: string) => { score: number; says: string } {
  const l = net.lines[line];
  const { ontology } = ctx.sim.world;
  const output = isVariable(l.args[0] ?? '') && ctx.sim.inventory.get(l.action)?.slots[0]?.dir === 'out' ? wordsOf(l.args[0]) : [];
  const others = net.lines.flatMap((x, i) => (i === line ? [] : x.args.filter((a) => !isVariable(a))));
  const open = openLines(ctx, others);
  return (c) => {
    if (!ontology.has(c) || !ontology.get(c).ancestors.has('ingredient')) return { score: 0, says: '' };
    const named = share(wordsOf(c), output);
    const listed = lineFor(c, open, output) !== null;
    const says = [...(named > 0 ? [`${l.args[0]} is named after`] : []), ...(listed ? ['a line of the recipe no other ingredient answers to names'] : [])];
    return { score: named + (listed ? 1 : 0), says: says.length ? `, which ${says.join(' and ')}` : '' };
  };
}

/** An unknown action renamed to the known ones of as many slots closest in spelling (`baek` → `bake`). */
export function actionNameCandidates(ctx: RepairContext, net: Net, line: number, why: string): Candidate[] {
  const l = net.lines[line];
  const { inventory } = ctx.sim;
  const known = inventory.names().filter((n) => inventory.get(n)!.slots.length === l.args.length);
  return closest(l.action, known).map((name, rank) => ({
    net: withLine(net, line, (x) => ({ ...x, action: name, original: null })),
    edits: [{ kind: 'constant', line: sourceLine(net, line), before: l.action, after: name, reason: `${why}; ${name} takes ${l.args.length} arguments, as the line gives` }],
    cost: COSTS.constant + 0.05 * rank,
  }));
}

const PER_GAP = 3;

/**
 * A line one argument short (`… all-purpose-flour 340)`): the missing one put where the others
 * still fit their slots (numbers in quantity slots), as what the templates offer there — a unit the
 * recipe's line for the ingredient names first (`340 grams all-purpose flour` → g), then the common
 * units in the order listings use them (g, piece …) — or a fresh
 * variable where the action computes it.
 */
export function missingArgumentCandidates(ctx: RepairContext, net: Net, line: number, why: string, asked: Net): Candidate[] {
  const l = net.lines[line];
  const action = ctx.sim.inventory.get(l.action);
  if (!action || !isListedAction(l.action) || l.args.length !== action.slots.length - 1) return [];
  const slots = action.slots;
  const isNumber = (a: string) => /^[\d(]/.test(a);
  const fitsAt = (a: string, q: number) => isVariable(a) || (isNumber(a) ? slots[q].type.name === 'quantity' : slots[q].type.name !== 'quantity' && !slots[q].type.isKitchenState);
  const templates = sessionOn(ctx, asked).templates({ action: l.action });
  const concept = l.args.find((a) => !isVariable(a) && !isNumber(a) && ctx.sim.world.ontology.has(a));
  const unit = concept ? lineFor(concept, ctx.hints, [])?.line.unit : undefined;
  const out: Candidate[] = [];
  for (let p = 0; p < slots.length; p++) {
    const args = [...l.args.slice(0, p), '', ...l.args.slice(p)];
    if (!args.every((a, q) => q === p || fitsAt(a, q))) continue;
    const offered = templates.flatMap((t) => t.slots.filter((s) => s.position === p));
    const fresh = offered.some((s) => s.fresh !== undefined) ? [freshVariable(net, slots[p].name)] : [];
    // the recipe's unit first, then the common ones (`25` of a portion is 25 g, not 25 clove)
    const rank = (c: string) => {
      const common = FALLBACK_UNITS.indexOf(c);
      return c === unit ? -1 : common < 0 ? FALLBACK_UNITS.length : common;
    };
    const constants = [...new Set(offered.flatMap((s) => s.candidates ?? []).filter((c) => !isVariable(c)))].sort((a, b) => rank(a) - rank(b));
    // a number the listing bounds (fetch's count) is given as the least it takes: a forgotten `1`
    const least = offered.find((s) => s.numbers)?.numbers?.min;
    if (!constants.length && least !== undefined) constants.push(String(least));
    [...fresh, ...constants].slice(0, PER_GAP).forEach((x, rank) => {
      const filled = args.map((a, q) => (q === p ? x : a));
      out.push({
        net: withLine(net, line, (y) => ({ ...y, args: filled, original: null })),
        edits: [{ kind: 'constant', line: sourceLine(net, line), before: null, after: x, reason: `${why}; the missing ${slots[p].name} given as ${x}${x === unit ? ' (as the recipe\'s line for it says)' : x === String(least) ? ' (the least the action takes)' : ''}` }],
        cost: COSTS.constant + 0.05 * rank,
      });
    });
  }
  return out;
}
