// Candidate lines for one action, made from the session's templates (src/listing/templates.ts):
// no listing and no dry run. Each slot the mode needs bound takes a few of its template's
// candidates, ordered by what the focus asks for (a goal condition's classes and amounts, or
// the recipe text's words and amounts); the kitchen state is the newest one, so the network
// stays one chain of kitchen states. Combinations are ranked by the focus classes their choices
// bring together, less a cost per slot bound where another mode would make a fresh value, and
// only the best few per mode are kept: whether one runs is for its execution to say.
import type { AdmissibleTemplate, TemplateSlot } from '../listing/templates.ts';
import { valueJson } from '../json/values.ts';
import type { Session } from '../session/api.ts';
import { type Amount, hintsOfJson, namedIn } from './hints.ts';
import { isListedAction } from '../listing/filters.ts';

/** What a candidate line should move towards. */
export interface Focus {
  /** Classes the wanted output is made of. */
  classes: Set<string>;
  /** Amounts to try for number slots, preferred first. */
  amounts: Amount[];
  /** Words a constant's name may be made of (text mode), null: classes only. */
  words: Set<string> | null;
  /** What an object slot bound where another mode makes a fresh value costs (default BOUND_COST). */
  boundCost?: number;
}

/** What the network holds now: each bound variable's classes, and the products no line takes up yet. */
export interface Network {
  classesOf: Map<string, Set<string>>;
  unused: Set<string>;
}

export interface Candidate {
  line: string;
  action: string;
  mode: string;
  /** Lower is more promising: the choices' ranks / 10, less the classes brought, plus the bound slots' cost. */
  rank: number;
}

/** Choices kept per slot, and lines kept per mode. */
const PER_SLOT = 3;
const PER_MODE = 8;
/** More choices per slot: the newest value bringing a focus class no better fit brings. */
const EXTRA_PER_SLOT = 3;
/** What a slot bound to a variable costs against the classes it brings. */
const BOUND_COST = 1.51;
/** Marks, among the classes a choice brings, a product no line takes up yet (worth one class). */
const UNUSED = '\u0000unused:';

interface Choice {
  /** Words written into the line (a number and its unit take two slots). */
  words: string[];
  rank: number;
  /** The focus classes the choice brings (a variable's value, a constant's own class). */
  brings?: Set<string>;
}

/**
 * Fetching an ingredient into a container of one's choice: left out, as the admissible listing
 * leaves it out (docs/SESSIONS.md); the default container is a fresh one.
 */
function chosenContainerFetch(t: AdmissibleTemplate): boolean {
  return t.action === 'fetch-and-proportion' && t.slots.some((s) => s.slot === 'target-container' && !s.fresh);
}

/** The network's classes by variable, and the first outputs of its lines that no later line takes. */
export function networkOf(session: Session, lines: string[]): Network {
  const args = lines.map((l) => l.slice(1, -1).split(' ').slice(1));
  const unused = new Set<string>();
  args.forEach((a, i) => {
    if (a[0]?.startsWith('?') && !args.slice(i + 1).some((later) => later.includes(a[0]))) unused.add(a[0]);
  });
  return { classesOf: variableClasses(session), unused };
}

/** The classes each bound variable's value is made of, from the session's execution (each value written whole). */
export function variableClasses(session: Session): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const { run } = session.state();
  const values = run.execution?.values;
  if (!run.program || !values) return out;
  run.program.variables.forEach((v, i) => {
    const value = values[i];
    if (v.constant || value === null || value === undefined) return;
    out.set(v.name.toLowerCase(), hintsOfJson(valueJson(value)).classes);
  });
  return out;
}

export function candidatesFor(session: Session, action: string, focus: Focus, network: Network): Candidate[] {
  const out: Candidate[] = [];
  if (!isListedAction(action)) return out;
  for (const t of session.templates({ action })) if (!chosenContainerFetch(t)) out.push(...linesOf(t, focus, network));
  return out.sort((a, b) => a.rank - b.rank);
}

function linesOf(t: AdmissibleTemplate, focus: Focus, network: Network): Candidate[] {
  const perSlot: Choice[][] = [];
  const slots = [...t.slots].sort((a, b) => a.position - b.position);
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i];
    if (s.fresh) perSlot.push([{ words: [s.fresh], rank: 0 }]);
    else if (s.numbers && slots[i + 1]?.type === 'unit' && slots[i + 1].candidates) {
      perSlot.push(numberChoices(s, slots[i + 1], focus));
      i++; // the unit slot went with its number
    } else if (s.numbers) perSlot.push(countChoices(s, focus));
    // the newest kitchen state: the network stays one chain of states
    else if (s.type === 'kitchen-state') perSlot.push((s.candidates ?? []).slice(0, 1).map((c) => ({ words: [c], rank: 0 })));
    else perSlot.push(valueChoices(s, focus, network));
    if (!perSlot[perSlot.length - 1].length) return [];
  }
  // a variable the mode could have made fresh must bring more than it costs: a bowl of one's own by default
  const bound = slots.filter((s) => !s.fresh && s.type !== 'kitchen-state' && !s.numbers && (s.candidates ?? []).some((c) => c.startsWith('?')) && !(s.candidates ?? []).some((c) => !c.startsWith('?'))).length;
  const lines: Candidate[] = [];
  // a combination ranks by the focus classes its choices bring together, then by their ranks
  const walk = (k: number, words: string[], rank: number, brings: Set<string>) => {
    if (k === perSlot.length) {
      lines.push({ line: `(${t.action} ${words.join(' ')})`, action: t.action, mode: t.mode, rank: rank / 10 - brings.size + (focus.boundCost ?? BOUND_COST) * bound });
      return;
    }
    for (const c of perSlot[k]) {
      // a network refuses a line that names one variable or constant twice
      if (c.words.some((w) => !/^\d/.test(w) && words.includes(w))) continue;
      walk(k + 1, [...words, ...c.words], rank + c.rank, c.brings ? new Set([...brings, ...c.brings]) : brings);
    }
  };
  walk(0, [], 0, new Set());
  return lines.sort((a, b) => a.rank - b.rank).slice(0, PER_MODE);
}

/** Bound variables and constants of the slot, the ones the focus names first. */
function valueChoices(s: TemplateSlot, focus: Focus, { classesOf, unused }: Network): Choice[] {
  const scored = (s.candidates ?? []).map((c, order) => {
    const brings = new Set<string>();
    let fit = 0;
    if (c.startsWith('?')) {
      for (const cls of classesOf.get(c) ?? []) if (focus.classes.has(cls)) brings.add(cls);
      // a product nothing takes up yet is what a network goes on with
      if (unused.has(c)) brings.add(`${UNUSED}${c}`);
      fit = brings.size;
    } else if (focus.classes.has(c)) {
      brings.add(c);
      fit = 3;
    } else fit = focus.words && namedIn(c, focus.words) ? 1 + namedIn(c, focus.words) : 0;
    return { c, order, fit, brings };
  });
  // a concept slot takes the constants the focus names; its variables only when it names none
  const namedConstants = scored.filter((x) => x.fit > 0 && !x.c.startsWith('?'));
  const named = namedConstants.length ? namedConstants : scored.filter((x) => x.fit > 0);
  const constants = scored.some((x) => !x.c.startsWith('?'));
  // a slot without a named value has no good choice: its first few still let the search go on
  const pool = named.length || constants ? named : scored;
  pool.sort((a, b) => b.fit - a.fit || a.order - b.order);
  // the best fits, and for each focus class the newest value that brings it (a lone ingredient)
  const chosen = pool.slice(0, PER_SLOT);
  for (const cls of [...focus.classes].sort()) {
    if (chosen.length >= PER_SLOT + EXTRA_PER_SLOT) break;
    if (chosen.some((x) => x.brings.has(cls))) continue;
    const first = [...pool].sort((a, b) => a.order - b.order).find((x) => x.brings.has(cls));
    if (first) chosen.push(first);
  }
  return chosen.map((x, i) => ({ words: [x.c], rank: i, brings: x.brings }));
}

/** Number and unit pairs: the focus's amounts in a unit the next slot takes and within its range. */
function numberChoices(s: TemplateSlot, unitSlot: TemplateSlot, focus: Focus): Choice[] {
  const units = new Set(unitSlot.candidates ?? []);
  const out: Choice[] = [];
  for (const a of focus.amounts) {
    if (!units.has(a.unit)) continue;
    const range = s.numbers?.byUnit?.[a.unit] ?? s.numbers;
    const v = valueOf(a.value);
    if (range && Number.isFinite(v) && (v < Number(range.min) || v > Number(range.max))) continue;
    out.push({ words: [a.value, a.unit], rank: out.length });
    if (out.length >= PER_SLOT) break;
  }
  if (!out.length) {
    // nothing the focus names: the bound quantity with the bound unit of its step, if any
    const q = (s.candidates ?? [])[0];
    const u = [...units].find((x) => x.startsWith('?'));
    if (q && u) out.push({ words: [q, u], rank: 1 });
  }
  return out;
}

/** A bare number (how many to fetch): 1 first, then the focus's piece counts within the range. */
function countChoices(s: TemplateSlot, focus: Focus): Choice[] {
  const values = ['1', ...focus.amounts.filter((a) => a.unit === 'piece' && /^\d+$/.test(a.value)).map((a) => a.value)];
  const fits = [...new Set(values)].filter((v) => !s.numbers || (Number(v) >= Number(s.numbers.min) && Number(v) <= Number(s.numbers.max)));
  return fits.slice(0, 2).map((v, i) => ({ words: [v], rank: i }));
}

function valueOf(text: string): number {
  const [n, d] = text.split('/');
  return d === undefined ? Number(n) : Number(n) / Number(d);
}
