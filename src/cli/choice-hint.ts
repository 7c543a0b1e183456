// " (did you mean corrected?)" for a value outside an option's fixed choices. The choices are few
// and known, so a hint may reach further than for a name among many: a misspelling three edits
// away (`corect` for corrected) still keeps the choice's first letters.
import { didYouMean, didYouMeanOneOf } from '../did-you-mean.ts';

/** Letters a value must share with the start of a choice to be offered it, past the edit bound. */
const SHARED_START = 3;

const sharedStart = (a: string, b: string): number => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};

/** ` (did you mean x?)` for `value`, a mistyped choice of `choices`, or '' when none is close. */
export function didYouMeanChoice(value: string, choices: readonly string[]): string {
  const near = didYouMean(value, choices);
  if (near) return near;
  const given = value.toLowerCase();
  const shared = choices.map((c) => ({ c, n: sharedStart(given, c.toLowerCase()) }));
  const most = Math.max(SHARED_START, ...shared.map((x) => x.n));
  return didYouMeanOneOf(shared.filter((x) => x.n === most && x.c !== value).map((x) => x.c).slice(0, 3));
}
