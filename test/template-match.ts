// Is a network line an instance of an admissible template? Same action; a fresh variable (one
// nothing bound yet) where the template's mode computes a slot; each bound variable and constant
// among the slot's candidates; each number inside the slot's range (its unit's, where the next
// argument is a unit constant the template ranges for).
import type { Predicate } from '../src/language/ast.ts';
import { toDouble } from '../src/numbers/num.ts';
import type { AdmissibleTemplate } from '../src/session/index.ts';

export function isInstance(t: AdmissibleTemplate, line: Predicate, bound: (name: string) => boolean): boolean {
  if (t.action !== line.name || t.slots.length !== line.args.length) return false;
  return t.slots.every((s, i) => {
    const a = line.args[i];
    if (s.fresh !== undefined) return a.kind === 'var' && !bound(a.name.toLowerCase());
    if (a.kind === 'var') return bound(a.name.toLowerCase()) && !!s.candidates?.includes(a.name.toLowerCase());
    if (a.kind === 'symbol') return !!s.candidates?.includes(a.name.toLowerCase());
    if (a.kind === 'number') {
      if (!s.numbers) return false;
      const next = line.args[i + 1];
      const range = (next?.kind === 'symbol' && s.numbers.byUnit?.[next.name.toLowerCase()]) || s.numbers;
      const v = toDouble(a.value);
      return range.min <= v && v <= range.max;
    }
    return false;
  });
}
