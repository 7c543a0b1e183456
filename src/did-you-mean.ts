// " (did you mean x?)" for a mistyped name: the known names within a small edit distance (and,
// among a few fixed choices, those sharing its first letters).

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]);
    }
    if (best > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length];
}

/**
 * Whether one name is the other with a whole leading part of two letters or more cut off
 * (`nothing` and `thing`): a different word rather than a typo, though within the edit bound.
 */
function cutAtStart(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.length - short.length >= 2 && long.endsWith(short);
}

/** The closest known names (at most three), or an empty list when none is close. */
export function closest(name: string, known: readonly string[]): string[] {
  // two edits even for a short name: most typos are a swapped, doubled or missing letter or two
  const limit = Math.max(2, Math.floor(name.length / 4));
  const wanted = name.toLowerCase();
  const scored = known
    .map((k) => ({ k, d: editDistance(wanted, k.toLowerCase(), limit) }))
    .filter((x) => x.d <= limit && x.k !== name && !cutAtStart(wanted, x.k.toLowerCase()));
  const best = Math.min(...scored.map((x) => x.d));
  return scored.filter((x) => x.d === best).map((x) => x.k).slice(0, 3);
}

/** ` (did you mean a or b?)`, or '' when no known name is close. */
export function didYouMean(name: string, known: readonly string[]): string {
  return didYouMeanOneOf(closest(name, known));
}

/** ` (did you mean a or b?)` for names found close by other means, or '' for none. */
export const didYouMeanOneOf = (close: readonly string[]): string => (close.length ? ` (did you mean ${close.join(' or ')}?)` : '');

/**
 * Known names one of whose words (parts between "-") is `name`, shortest first, at most three:
 * `cocoa` for cocoa-powder, `swap` for swap-arguments, which no edit bound reaches.
 */
export function withWholeWord(name: string, known: readonly string[]): string[] {
  const word = name.toLowerCase();
  return known.filter((k) => k.split('-').includes(word)).sort((x, y) => x.length - y.length || (x < y ? -1 : 1)).slice(0, 3);
}

/** Letters a value must share with the start of a choice to be offered it, past the edit bound. */
const SHARED_START = 3;

/** How many first letters `a` and `b` share. */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * ` (did you mean x?)` for `value`, a mistyped one of a few fixed `choices` (a semantics, a mode,
 * a metric), or '' when none is close. The choices are few and known, so the hint reaches further
 * than for a name among many: a misspelling three edits away (`corect` for corrected) still keeps
 * the choice's first letters.
 */
export function didYouMeanChoice(value: string, choices: readonly string[]): string {
  const near = didYouMean(value, choices);
  if (near) return near;
  const given = value.toLowerCase();
  const shared = choices.map((c) => ({ c, n: sharedStart(given, c.toLowerCase()) }));
  const most = Math.max(SHARED_START, ...shared.map((x) => x.n));
  return didYouMeanOneOf(shared.filter((x) => x.n === most && x.c !== value).map((x) => x.c).slice(0, 3));
}
