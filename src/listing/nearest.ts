// The admissible lines closest to a free-form or malformed line: by action name (edit distance,
// shared words), then by the words of its arguments against each entry's arguments.
import { editDistance } from '../did-you-mean.ts';
import { type AdmissibleEntry, byText } from './admissible.ts';

/** A score's parts: how well the action matches, and the share of the text's words among the arguments. */
const ACTION_WEIGHT = 0.7;
const ARGUMENT_WEIGHT = 0.3;

/** An admissible line with how close it is (`score`, 0..1) to the free-form line asked about. */
export interface NearestEntry extends AdmissibleEntry {
  /** 0..1, higher is closer. */
  score: number;
}

export function nearestEntries(entries: AdmissibleEntry[], text: string, actions: string[], k: number): NearestEntry[] {
  const words = tokens(text);
  const head = guessAction(text, actions);
  const scored = entries.map((e) => ({ ...e, score: round(score(e, head, words)) }));
  scored.sort((a, b) => b.score - a.score || a.recency - b.recency || (a.line < b.line ? -1 : a.line > b.line ? 1 : 0));
  return scored.slice(0, Math.max(0, k));
}

/**
 * The actions by the best score an entry of theirs can reach against the text (all of its words
 * found among the arguments), highest first: a search may stop at the first action whose bound
 * is below the k-th best score found so far.
 */
export function actionsByBound(text: string, actions: string[]): { name: string; bound: number }[] {
  return guessAction(text, actions)
    .map((h) => ({ name: h.name, bound: round(ACTION_WEIGHT * h.weight + ARGUMENT_WEIGHT) }))
    .sort((a, b) => b.bound - a.bound || byText(a.name, b.name));
}

/** The action the text most likely names: its first word, or any word close to an action name. */
function guessAction(text: string, actions: string[]): { name: string; weight: number }[] {
  const first = /^\s*\(?\s*([A-Za-z][\w-]*)/.exec(text)?.[1]?.toLowerCase() ?? '';
  const words = tokens(text);
  const predicate = /^\s*\(/.test(text);
  return actions.map((a) => {
    const parts = a.split('-');
    const byName = first ? 1 - editDistance(first, a) / Math.max(first.length, a.length) : 0;
    const content = parts.filter((p) => !STOP.has(p));
    const byWords = content.filter((p) => words.some((w) => w === p || stem(w) === stem(p))).length / content.length;
    // a line written as a predicate names its action: only its spelling counts
    return { name: a, weight: predicate ? byName : Math.max(byName, byWords) };
  });
}

function score(e: AdmissibleEntry, head: { name: string; weight: number }[], words: string[]): number {
  const actionScore = head.find((h) => h.name === e.action)?.weight ?? 0;
  const argWords = tokens(e.line.replace(/^\(\S+/, ''));
  const shared = words.length ? words.filter((w) => argWords.some((a) => a === w || stem(a) === stem(w))).length / words.length : 0;
  return ACTION_WEIGHT * actionScore + ARGUMENT_WEIGHT * shared;
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w));
}

const STOP = new Set(['the', 'and', 'with', 'into', 'in', 'of', 'to', 'a', 'an', 'ks', 'kitchen', 'state', 'out']);

const stem = (w: string) => w.replace(/(ing|ed|es|s)$/, '');

const round = (x: number) => Math.round(x * 1000) / 1000;
