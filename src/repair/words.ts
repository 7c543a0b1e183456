// Words of names and texts, compared loosely: `?proportioned-sugar-210` → proportioned, sugar,
// 210; `tablespoons` and `tablespoon` alike; number words as digits.
import { editDistance } from '../did-you-mean.ts';

const NUMBER_WORDS: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', half: '1/2', quarter: '1/4' };

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/^\?/, '')
    .split(/[^a-z0-9/.]+/)
    .filter((w) => w.length > 0)
    .map((w) => NUMBER_WORDS[w] ?? stem(w));
}

/** A word without a plural ending, so `radishes` meets `radish` and `grams` meets `gram`. */
function stem(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ches|shes|sses|xes|oes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** The share of `a`'s words that `b` holds (0 for no words). */
export function share(a: string[], b: string[]): number {
  if (a.length === 0) return 0;
  const set = new Set(b);
  return a.filter((w) => set.has(w)).length / a.length;
}

/** The share of `a`'s words that `b` holds, a word of four letters or more also matched one letter off (`whte`, `white`). */
export function shareLoosely(a: string[], b: string[]): number {
  if (a.length === 0) return 0;
  const near = (w: string) => b.some((x) => x === w || (Math.min(w.length, x.length) >= 4 && editDistance(w, x, 1) <= 1));
  return a.filter(near).length / a.length;
}

/** Do two words share a stem of at least four letters (`beaten` and `beat`, `mixture` and `mix`)? */
export function akin(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length);
  if (n < 3) return a === b;
  const k = Math.min(n, 4);
  return a.slice(0, k) === b.slice(0, k) && (n >= 4 || a === b || a.startsWith(b) || b.startsWith(a));
}

/** How well an action's name fits a variable's words: 1 when a word of the name is akin to one of the variable's. */
export function actionAffinity(action: string, variableWords: string[]): number {
  const names = action.split('-').filter((w) => w.length >= 3 && w !== 'and');
  return names.some((n) => variableWords.some((w) => akin(w, n))) ? 1 : 0;
}
