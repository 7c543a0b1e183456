// The lines a ranking scores, within its bound: listings of one action each (the actions of the
// next unmet goal conditions first), then of every action when they give too few. A listing's
// cost is not bounded by how many entries it keeps — a late listing may dry-run seconds' worth of
// assignments for its first group — so each listing gets a share of the assignments the ranking
// may still try and keeps what it made by then (`partial`). Counting tries, not milliseconds,
// cuts a listing at the same place on every machine and whatever the memo holds; the time bound
// stays behind it, for the ranking as a whole, for a machine much slower than expected.
import type { AdmissibleEntry, TryBudget } from '../listing/admissible.ts';
import { isListedAction } from '../listing/filters.ts';
import type { Session } from '../session/api.ts';

/**
 * Entries taken from one listing at most, most recently bound inputs first: late in a long
 * recipe an action may have tens of thousands of lines, which score alike.
 */
export const LISTED_AT_MOST = 5000;

/** What a ranking may spend: assignments to try (shared by its listings), and a deadline (performance.now()). */
export interface RankBound {
  tries: TryBudget;
  deadline: number;
}

/**
 * The entries of the actions in `first` (in order), then those of `then` when that gives fewer
 * than `wanted`, then of every action when that still gives fewer; listing stops at the bound,
 * keeping what was listed.
 */
export function rankingListing(session: Session, first: string[], then: string[], wanted: number, bound: RankBound): AdmissibleEntry[] {
  const known = (actions: string[]) => actions.filter((a) => session.sim.inventory.get(a) && isListedAction(a));
  const list = (listingsLeft: number, action?: string) => {
    const tries = { left: Math.floor(bound.tries.left / (listingsLeft + 1)) };
    // the time bound is the whole ranking's, not shared: only a ranking far slower than its tries allow reaches it
    const maxMillis = Math.floor(bound.deadline - performance.now());
    if (tries.left <= 0 || maxMillis <= 0) return null;
    const given = tries.left;
    // a partial listing takes a finite limit: `wanted` Infinity (no limit) lists what the bound allows
    const limit = action ? LISTED_AT_MOST : Math.max(Math.min(wanted, Number.MAX_SAFE_INTEGER), LISTED_AT_MOST);
    const listed = session.admissible({ action, limit, maxMillis, tries, partial: true });
    bound.tries.left -= given - tries.left;
    return listed;
  };
  let entries: AdmissibleEntry[] = [];
  const phases = [known(first), known(then.filter((a) => !first.includes(a)))];
  for (const [p, actions] of phases.entries()) {
    // every unmet condition's actions only when the next ones give too few
    if (p > 0 && entries.length >= wanted) break;
    for (const [k, action] of actions.entries()) {
      // a share of what is left over the listings left in this phase and one more (what comes after: the next phase, the scoring)
      const listed = list(actions.length - k, action);
      if (!listed) break;
      for (const e of listed) entries.push(e);
    }
  }
  if (entries.length < wanted) entries = list(1) ?? entries;
  return entries;
}
