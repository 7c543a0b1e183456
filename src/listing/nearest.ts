// The admissible lines closest to a free-form or malformed line: by action name (edit distance,
// shared words), then by the words and numbers of its arguments against each entry's arguments.
import { editDistance } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import type { NumberJson } from '../json/values.ts';
import { parseNumberToken, toDouble } from '../numbers/num.ts';
import { type AdmissibleEntry, byText } from './admissible.ts';
import { isListedAction } from './filters.ts';
import { isActionLine } from '../continuation/one-line.ts';

/** A score's parts: how well the action matches, and the share of the text's words among the arguments. */
const ACTION_WEIGHT = 0.7;
const ARGUMENT_WEIGHT = 0.3;

/** An admissible line with how close it is (`score`, 0..1) to the free-form line asked about. */
export interface NearestEntry extends AdmissibleEntry {
  /** 0..1, higher is closer. */
  score: number;
}

/** What a text says: its words (stop words and the numbering of names left out) and its numbers. */
interface Said {
  words: string[];
  /** The words' stems, in the same order. */
  stems: string[];
  /** The words of constants (not of variables' names), in the same order. */
  ofConstant: boolean[];
  /** Per argument with words, the indices of its words. */
  args: number[][];
  /** The arguments as written (lower-cased). */
  written: Set<string>;
  numbers: number[];
}

export function nearestEntries(entries: AdmissibleEntry[], text: string, actions: string[], k: number): NearestEntry[] {
  const said = saidBy(text);
  const head = new Map(guessAction(spokenPart(text), said, actions).map((h) => [h.name, h.weight]));
  const scores = new Float64Array(entries.length);
  const extras = new Uint32Array(entries.length);
  const verbatim = new Uint32Array(entries.length);
  entries.forEach((e, i) => {
    const { shared, extra, same } = argumentMatch(e, said);
    scores[i] = round(ACTION_WEIGHT * (head.get(e.action) ?? 0) + ARGUMENT_WEIGHT * shared);
    extras[i] = extra;
    verbatim[i] = same;
  });
  // on a tie, the line with more of the text's arguments as written (?ks-with-powdered-sugar, not
  // ?ks-with-almond ?proportioned-powdered-sugar), then whose constants add fewer words the text
  // lacks (white-sugar before powdered-white-sugar)
  const order = Array.from(entries.keys()).sort(
    (a, b) => scores[b] - scores[a] || verbatim[b] - verbatim[a] || extras[a] - extras[b] || entries[a].recency - entries[b].recency || byText(entries[a].line, entries[b].line),
  );
  // an entry with nothing of the text (score 0) is not near it: nothing near is an empty list
  return order
    .filter((i) => scores[i] > 0)
    .slice(0, Math.max(0, k))
    .map((i) => ({ ...entries[i], score: scores[i] }));
}

/**
 * The actions by the best score an entry of theirs can reach against the text (all of its words
 * found among the arguments), highest first: a search may stop at the first action whose bound
 * is below the k-th best score found so far. Only actions a listing holds (never get-kitchen).
 */
export function actionsByBound(text: string, actions: string[]): { name: string; bound: number }[] {
  return guessAction(spokenPart(text), saidBy(text), actions.filter(isListedAction))
    .map((h) => ({ name: h.name, bound: round(ACTION_WEIGHT * h.weight + ARGUMENT_WEIGHT) }))
    .sort((a, b) => b.bound - a.bound || byText(a.name, b.name));
}

/** The action the text most likely names: its first word, or any word close to an action name. */
function guessAction(text: string, said: Said, actions: string[]): { name: string; weight: number }[] {
  const word = /^\s*\(?\s*([A-Za-z][\w-]*)/.exec(text)?.[1]?.toLowerCase() ?? '';
  // a stop word names no action (`the butter` is not `heat` misspelt)
  const first = STOP.has(word) ? '' : word;
  const predicate = /^\s*\(/.test(text);
  return actions.map((a) => {
    const parts = a.split('-');
    const byName = first ? 1 - editDistance(first, a) / Math.max(first.length, a.length) : 0;
    const content = parts.filter((p) => !STOP.has(p));
    const byWords = content.filter((p) => said.words.some((w, i) => w === p || said.stems[i] === stem(p))).length / content.length;
    // a line written as a predicate names its action: only its spelling counts
    return { name: a, weight: predicate ? byName : Math.max(byName, byWords) };
  });
}

/**
 * The share of the text's words and numbers an entry's arguments hold, how many words of its
 * constants the text lacks, and how many of its arguments the text has as written. A text
 * argument's words count where one argument of the entry, not yet taken by an earlier one, holds
 * them (`?proportioned-garlic` is not found in `?ks-with-garlic ?proportioned-bell-pepper`); a
 * number where the entry has it, or a parameter whose range holds it.
 */
function argumentMatch(e: AdmissibleEntry, said: Said): { shared: number; extra: number; same: number } {
  const own = saidBy(e.line.slice(e.line.indexOf(' ') + 1, -1), false);
  let same = 0;
  for (const arg of own.written) if (said.written.has(arg)) same++;
  const w = said.words.length;
  // does word j of the entry match word i of the text: hit[j * w + i]
  const hit = new Uint8Array(own.words.length * w);
  own.words.forEach((a, j) => {
    for (let i = 0; i < w; i++) if (a === said.words[i] || own.stems[j] === said.stems[i]) hit[j * w + i] = 1;
  });
  const matched = new Uint8Array(own.words.length);
  // each argument of the entry stands for one argument of the text at most, taken in the text's order
  const taken = new Uint8Array(own.args.length);
  let found = 0;
  for (const arg of said.args) {
    let best = 0;
    let at = -1;
    for (let o = 0; o < own.args.length; o++) {
      if (taken[o]) continue;
      let n = 0;
      for (const i of arg) if (own.args[o].some((j) => hit[j * w + i])) n++;
      if (n > best) (best = n), (at = o);
    }
    found += best;
    if (at < 0) continue;
    taken[at] = 1;
    for (const j of own.args[at]) if (arg.some((i) => hit[j * w + i])) matched[j] = 1;
  }
  for (const n of said.numbers) if (own.numbers.includes(n) || e.parameters.some((p) => valueOf(p.min) <= n && n <= valueOf(p.max))) found++;
  const total = w + said.numbers.length;
  const extra = new Set<string>();
  own.words.forEach((word, j) => {
    if (own.ofConstant[j] && !matched[j]) extra.add(word);
  });
  return { shared: total ? found / total : 0, extra: extra.size, same };
}

/**
 * The words and numbers of a text, argument by argument: a number argument (`230`, `1/2`) is a
 * number; others give their words, but stop words and the numbering of a name (`?bowl-2`). A text
 * with neither (`''`, `()`) says nothing to be near to: an InputError.
 */
function saidBy(text: string, required = true): Said {
  const said: Said = { words: [], stems: [], ofConstant: [], args: [], written: new Set(), numbers: [] };
  // an entry's line has no comment; the text asked about is read as the reader reads a line
  const spoken = required ? spokenPart(text) : text;
  // the first word of a line written as a predicate names its action, scored as such: an entry's
  // arguments never hold it, so that a line written exactly as an entry scores 1
  let action: string | null = null;
  let first = required && /^\s*\(/.test(spoken);
  for (const arg of spoken.toLowerCase().split(/[\s(),;:!]+/)) {
    if (!arg) continue;
    if (first) {
      first = false;
      if (/^[a-z][\w-]*$/.test(arg) && !STOP.has(arg)) {
        action = arg;
        continue;
      }
    }
    said.written.add(arg);
    // only a text that starts as a number can be one (most arguments are names)
    const n = /^[-+.\d]/.test(arg) ? parseNumberToken(arg) : null;
    if (n !== null) {
      said.numbers.push(toDouble(n));
      continue;
    }
    const at: number[] = [];
    // letters of any script: `ßutter` is a word, not `utter` (and `?黄油` one too)
    for (const w of arg.split(/[^\p{L}\p{N}]+/u))
      if (w && !/^\p{N}+$/u.test(w) && !STOP.has(w)) {
        at.push(said.words.length);
        said.words.push(w);
        said.stems.push(stem(w));
        said.ofConstant.push(arg[0] !== '?');
      }
    if (at.length) said.args.push(at);
  }
  if (required && action === null) refuseUnsaid(text, said);
  return said;
}

/**
 * A text that says nothing to be near to is an InputError: no word or number (`''`, `()`), only
 * stop words (`the`), or only comment and `#recipe-id` lines (`; beat it`, `#my-cookies`).
 */
function refuseUnsaid(text: string, said: Said): void {
  const shown = JSON.stringify(text.slice(0, 40));
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.some((l) => l.trim()) && !lines.some(isActionLine)) throw new InputError(`text: nearest takes a step or a line, got only comment or #recipe-id lines: ${shown}`);
  if (said.words.length || said.numbers.length) return;
  const common = [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter((w) => STOP.has(w));
  throw new InputError(`text: nearest takes a step or a line with at least one word, got ${shown}${common.length ? ` (${common.join(', ')}: too common to tell lines apart)` : ''}`);
}

/**
 * The text without what the reader of a network skips: `#recipe-id` and comment lines, and the
 * comment after a line written as a predicate (`(beat ?butter) ; the sugar next` is about the
 * butter). A free-form step keeps its `;`, punctuation there.
 */
function spokenPart(text: string): string {
  return text
    .split(/\r\n|\n|\r/)
    .filter(isActionLine)
    .map((l) => (/^\s*\(/.test(l) ? l.replace(/;.*$/, '') : l))
    .join('\n');
}

/** A number of an entry's parameter (a ratio is written `n/d`). */
const valueOf = (x: NumberJson) => (typeof x === 'number' ? x : toDouble(parseNumberToken(x) ?? NaN));

const STOP = new Set(['the', 'and', 'with', 'into', 'in', 'of', 'to', 'a', 'an', 'ks', 'kitchen', 'state', 'out']);

const stem = (w: string) => w.replace(/(ing|ed|es|s)$/, '');

const round = (x: number) => Math.round(x * 1000) / 1000;
