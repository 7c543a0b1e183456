// Insert: a line that produces a variable no line produces, spliced into the kitchen-state chain
// right before the first line that waits for it (it takes that line's input state; that line, and
// any later one working on the same state, take its output state). The line comes from the
// templates of the session on the network, per action and mode (insert-options.ts fills the
// slots), ranked by what the missing variable's name asks for, and is kept only when check()
// says it would run cleanly.
import type { Entity } from '../kitchen/entity.ts';
import type { ActionDef, ModeDef } from '../rules/action.ts';
import { checkLine } from '../session/check.ts';
import { type Candidate, type RepairContext, sessionOn, sourceLine } from './context.ts';
import { COSTS } from './costs.ts';
import { combinations, type Fill, fillNumbers, openLines, slotChoices, weightOf } from './insert-options.ts';
import { freshVariable, isVariable, type Net, type NetLine, occurrences, withArgs } from './network.ts';
import type { Outcome } from './outcome.ts';
import { fits } from './relink.ts';
import { actionAffinity, share, wordsOf } from './words.ts';

const MAX_INSERTS = 6;
const PER_MODE = 12;

export function insertCandidates(ctx: RepairContext, net: Net, outcome: Outcome, line: number, variable: string): Candidate[] {
  const { inventory } = ctx.sim;
  const waiting = inventory.get(net.lines[line].action);
  if (!waiting) return [];
  const position = net.lines[line].args.findIndex((a, p) => a === variable && waiting.slots[p]?.dir === 'in');
  const ksSlot = waiting.slots.findIndex((s) => s.dir === 'in' && s.type.isKitchenState);
  if (position < 0 || ksSlot < 0) return [];
  const ksIn = net.lines[line].args[ksSlot];
  if (!outcome.bound.has(ksIn)) return []; // the line waits for its kitchen state too: that comes first
  const wanted = waiting.slots[position].type;
  const occ = occurrences(net, inventory);
  const unused = [...outcome.bound].filter(([name, v]) => !v.cls.isKitchenState && occ.primary.has(name) && (occ.inputs.get(name) ?? []).length === 0 && (occ.outputs.get(name)?.[0] ?? -1) < line);
  const words = wordsOf(variable);
  const consumerWords = wordsOf(waiting.slots[position].name);
  const constantsInNetwork = new Set(net.lines.flatMap((l) => l.args.filter((a) => !isVariable(a))));
  const openHints = openLines(ctx, constantsInNetwork);
  // actions that can produce such a value in their first slot, and have a reason to be chosen
  const actions = inventory
    .names()
    .map((n) => inventory.get(n)!)
    .filter((a) => a.name !== 'get-kitchen' && a.slots[0]?.dir === 'out' && (a.slots[0].type.ancestors.has(wanted.name) || wanted.ancestors.has(a.slots[0].type.name)))
    .filter((a) => actionAffinity(a.name, words) > 0 || a.modes.some((m) => takesUnused(a, m, unused.map(([, v]) => v)) || bringsIn(a, m)));
  const session = sessionOn(ctx, net);
  const made: { args: string[]; score: number; action: string; extra: number }[] = [];
  const taken = new Set<string>();
  const ksOut = freshVariable(net, 'ks', taken);
  for (const action of actions) {
    const templates = session.templates({ action: action.name });
    for (const t of templates) {
      const mode = action.modes.find((m) => m.id === t.mode);
      if (!mode || mode.bound[0]) continue;
      const f: Fill = { net, variable, ksIn, ksOut, unused: new Set(unused.map(([n]) => n)), words, constantsInNetwork, openHints, line, occ };
      const choices = slotChoices(ctx, action, t, f);
      if (!choices) continue;
      for (const args of combinations(choices).slice(0, PER_MODE)) {
        // a variable given to a slot another mode fills by its default is a claim, the stronger the
        // less its name is like the missing one's (`?output-container-a` goes on as `?output-container-b`)
        const claims = args.filter((o, i) => isVariable(o.arg) && f.unused.has(o.arg) && action.modes.some((m) => !m.bound[i]));
        const claimed = claims.reduce((sum, o) => sum + (share(words, wordsOf(o.arg)) > 0 ? COSTS.defaultedSlot : COSTS.defaultedSlotUnlike), 0);
        // what the missing variable's name says: the action, the slot that makes it, a constant
        const named = actionAffinity(action.name, words) > 0 || share(words, wordsOf(action.slots[0].name)) > 0 || args.some((o, i) => action.slots[i].type.name === 'conceptualizable' && o.score > 0);
        // the first object a line takes is the one it carries on: the output named like it
        const carried = args.find((o, i) => mode.bound[i] && isVariable(o.arg) && !action.slots[i].type.isKitchenState);
        const continues = carried ? share(words, wordsOf(carried.arg)) : 0;
        const score = 2 * actionAffinity(action.name, words) + share(consumerWords, wordsOf(action.slots[0].name)) + continues + args.reduce((s, o) => s + o.score, 0) - claimed;
        // a line the name does not ask for earns nothing by taking up unused work: it pays that back
        const credit = args.reduce((sum, o) => sum + (f.unused.has(o.arg) ? weightOf(net, occ, o.arg, inventory) : 0), 0);
        for (const filled of fillNumbers(ctx, action, args, words, openHints)) made.push({ args: filled, score: named ? score : score - 10, action: action.name, extra: claimed + (named ? 0 : COSTS.insertUnnamed + COSTS.orphan * credit) });
      }
    }
  }
  made.sort((a, b) => b.score - a.score || (a.action < b.action ? -1 : a.action > b.action ? 1 : 0));
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (const m of made) {
    if (out.length >= MAX_INSERTS) break;
    const text = `(${m.action} ${m.args.join(' ')})`;
    if (seen.has(text)) continue;
    seen.add(text);
    // the line must run; the waiting line it releases is relinked to the inserted line's state below
    if (!checkLine(session, text, { released: false }).admissible) continue;
    const inserted: NetLine = { action: m.action, args: m.args, source: null, original: null, input: null };
    // every later line that works on the same state comes after the inserted one
    const spliced = net.lines.slice(line).map((l) => withArgs(l, (a, p) => (a === ksIn && inventory.get(l.action)?.slots[p]?.dir === 'in' ? ksOut : a)));
    const lines = [...net.lines.slice(0, line), inserted, ...spliced];
    const at = sourceLine(net, line);
    out.push({
      net: { ...net, lines },
      edits: [
        { kind: 'insert', line: at, before: null, after: text, reason: `no line produces ${variable}, which line ${at} waits for` },
        { kind: 'relink', line: at, before: ksIn, after: ksOut, reason: 'the inserted line takes its place in the kitchen-state chain (this line and later ones on the same state)' },
      ],
      cost: COSTS.insert + m.extra + 0.05 * out.length,
    });
  }
  return out;
}

/** Can a mode take one of these values in an object slot it needs bound? */
function takesUnused(action: ActionDef, mode: ModeDef, values: Entity[]): boolean {
  return action.slots.some((s, i) => mode.bound[i] && s.dir === 'in' && !s.type.isKitchenState && values.some((v) => fits(v, s.type)));
}

/** A mode that brings something new into the network: it needs no object, only concepts and amounts. */
function bringsIn(action: ActionDef, mode: ModeDef): boolean {
  return action.slots.some((s, i) => mode.bound[i] && s.type.name === 'conceptualizable') && action.slots.every((s, i) => !mode.bound[i] || s.type.isKitchenState || s.type.name === 'conceptualizable' || s.type.name === 'quantity' || s.type.name === 'unit');
}
