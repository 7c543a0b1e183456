// Timing terms that read a time no call of the mode has: avail(Slot) of a slot the mode computes
// (no binding holds it before the step, so every call would stop with nil-available-at), count(Slot)
// of one (it counts the input as bound, so every call would count 0), and
// `start` inside the start term itself. Refused at load, at the term, rather than at the first call.
//
//   start(_, max(kt, avail(whipped_cream))).   % whipped_cream is an output
//     → r.pl:9:18: avail(whipped_cream): whipped_cream is a slot a mode computes, …
import type { SlotDef } from './action.ts';
import type { RuleClause } from './read-terms.ts';
import type { ProblemList } from './rule-problems.ts';
import { hyphenate, type PTerm, show } from './terms.ts';

/** The terms a timing term evaluates, but not the branch of `if(bound(S), A, B)` that only runs when S is given. */
function* evaluated(t: PTerm): Generator<PTerm> {
  yield t;
  if (t.t !== 'compound') return;
  const guarded = t.name === 'if' && t.args.length === 3 && t.args[0].t === 'compound' && t.args[0].name === 'bound';
  for (const [i, a] of t.args.entries()) if (!(guarded && i === 1)) yield* evaluated(a);
}

/** Checks the start term (`start`) and the other timing terms (`times`) one mode reads. */
export function checkTimeReads(mode: string, bound: readonly boolean[], slots: readonly SlotDef[], start: RuleClause | undefined, times: readonly RuleClause[], problems: ProblemList) {
  const computed = new Set(slots.filter((_, i) => !bound[i]).map((s) => s.name));
  for (const [clause, expr] of [...(start ? [[start, start.args[1]] as const] : []), ...times.map((c) => [c, c.args.at(-1)!] as const)]) {
    for (const t of evaluated(expr)) {
      if (clause === start && t.t === 'atom' && t.name === 'start') problems.add(t, `start inside start(${show(clause.args[0])}, …) reads the time it defines: use kt or avail(Slot)`);
      const read = t.t === 'compound' && (t.name === 'avail' || t.name === 'count') && t.args.length === 1 && t.args[0].t === 'atom' ? t.args[0].name : null;
      if (read === null || !computed.has(hyphenate(read))) continue;
      const computes = `${read} is a slot ${clause.args[0].t === 'var' ? 'a mode' : `mode ${mode}`} computes`;
      if (t.t === 'compound' && t.name === 'count')
        problems.add(t, `${show(t)}: ${computes}; count reads the input as the line binds it, which it never is here (every call would count 0): count an input's contents`);
      else problems.add(t, `${show(t)}: ${computes}, which has no time before the step (every call would stop with nil-available-at); read an input's time`);
    }
  }
}
