// Does an admissible entry stand for a given network line? Same action; the same bound variables
// in the same positions; a variable nothing bound yet where the line has one; equal constants;
// each numeric constant inside its parameter's range.
import type { Predicate, Term } from '../src/language/ast.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { toDouble } from '../src/numbers/num.ts';
import type { AdmissibleEntry } from '../src/session/index.ts';

export function readLine(line: string): Predicate {
  const p = parseSolutionText(line, 'line').recipes[0]?.predicates[0];
  if (!p) throw new Error(`cannot read ${line}`);
  return p;
}

const asNumber = (x: number | string) => (typeof x === 'number' ? x : Number(x.split('/')[0]) / Number(x.split('/')[1] ?? 1));

export function entryMatches(entry: AdmissibleEntry, gold: Predicate, bound: (name: string) => boolean): boolean {
  if (entry.action !== gold.name) return false;
  const mine = readLine(entry.line).args;
  if (mine.length !== gold.args.length) return false;
  return gold.args.every((g: Term, i) => {
    const m = mine[i];
    if (g.kind === 'var') {
      if (bound(g.name.toLowerCase())) return m.kind === 'var' && m.name === g.name;
      return m.kind === 'var' && !bound(m.name.toLowerCase());
    }
    if (g.kind === 'symbol') return m.kind === 'symbol' && m.name === g.name;
    if (g.kind === 'number') {
      const p = entry.parameters.find((x) => x.position === i);
      const v = toDouble(g.value);
      return !!p && asNumber(p.min) <= v && v <= asNumber(p.max);
    }
    return false;
  });
}
