// The lines a ranking scores, within its time: listings of one action each (the actions of the
// next unmet goal conditions first), then of every action when they give too few. A listing's
// cost is not bounded by how many entries it keeps — a late listing may dry-run seconds' worth of
// assignments for its first group — so each listing gets a share of the time left and keeps what
// it made by then (`partial`), and the dry runs it made stay in the session's memo for the next.
import type { AdmissibleEntry } from '../listing/admissible.ts';
import type { Session } from '../session/api.ts';

/**
 * Entries taken from one listing at most, most recently bound inputs first: late in a long
 * recipe an action may have tens of thousands of lines, which score alike.
 */
export const LISTED_AT_MOST = 5000;

/**
 * The entries of the actions in `first` (in order), then those of `then` when that gives fewer
 * than `wanted`, then of every action when that still gives fewer; listing stops at `deadline`
 * (performance.now()), keeping what was listed.
 */
export function rankingListing(session: Session, first: string[], then: string[], wanted: number, deadline: number): AdmissibleEntry[] {
  const known = (actions: string[]) => actions.filter((a) => session.sim.inventory.get(a));
  let entries: AdmissibleEntry[] = [];
  const phases = [known(first), known(then.filter((a) => !first.includes(a)))];
  for (const [p, actions] of phases.entries()) {
    // every unmet condition's actions only when the next ones give too few
    if (p > 0 && entries.length >= wanted) break;
    for (const [k, action] of actions.entries()) {
      const millis = share(deadline, actions.length - k);
      if (millis <= 0) break;
      for (const e of session.admissible({ action, limit: LISTED_AT_MOST, maxMillis: millis, partial: true })) entries.push(e);
    }
  }
  if (entries.length < wanted) {
    const millis = share(deadline, 1);
    if (millis > 0) entries = session.admissible({ limit: Math.max(wanted, LISTED_AT_MOST), maxMillis: millis, partial: true });
  }
  return entries;
}

/** A listing's time: the time left over the listings left in its phase and one more (what comes after it: the next phase, the scoring). */
function share(deadline: number, listingsLeft: number): number {
  return Math.floor((deadline - performance.now()) / (listingsLeft + 1));
}
