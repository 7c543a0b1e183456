// The public session: the core (network, execution, bindings) plus the action space (admissible
// lines whole, by pages and counted; templates), the nearest admissible lines to a free-form
// line, why a proposed line would not run, and scoring against a gold recipe.
import type { MetricName } from '../evaluator/evaluate.ts';
import { InputError } from '../errors.ts';
import { snapshotProblem } from './snapshot-shape.ts';
import { type AdmissibleContext, admissibleEntries, type AdmissibleEntry, type AdmissibleOptions, AdmissibleTimeLimit, type Listing, type ListingFilter, wholeListing } from '../listing/admissible.ts';
import { countEntries } from '../listing/count.ts';
import { resolveFilter } from '../listing/filters.ts';
import { DryRunMemo } from '../listing/memo.ts';
import { type AdmissiblePage, admissiblePage, networkTag, type PageOptions } from '../listing/pages.ts';
import { type AdmissibleTemplate, admissibleTemplates } from '../listing/templates.ts';
import { actionsByBound, nearestEntries, type NearestEntry } from '../listing/nearest.ts';
import { buildPools } from '../listing/pools.ts';
import { type CheckResult, checkLine } from './check.ts';
import { evaluateSession, type EvaluationRowJson } from './evaluate.ts';
import { SessionCore, type SessionOptions, type SessionSnapshot, type SessionState } from './session.ts';

/**
 * A network built line by line in a kitchen (openSession()): `execute` appends lines and answers
 * what they bound, exactly as a run of the whole network would; `admissible`, `check` and `nearest`
 * say what may come next; `undo`, `fork` and `snapshot` keep experiments apart (docs/SESSIONS.md).
 */
export class Session extends SessionCore {
  private memo = new DryRunMemo();
  private cached: { state: SessionState; entries: AdmissibleEntry[] } | null = null;
  /** The last whole listing, which the next one carries over from (listing/carry.ts). */
  private listing: Listing | null = null;

  /**
   * Every action that can run now without a failed object, most recently bound inputs first;
   * with `form: 'templates'`, the templates every such line is an instance of (templates()).
   */
  admissible(options: AdmissibleOptions & { form: 'templates' }): AdmissibleTemplate[];
  admissible(options?: AdmissibleOptions & { form?: 'lines' }): AdmissibleEntry[];
  admissible(options: AdmissibleOptions & { form?: 'lines' | 'templates' } = {}): AdmissibleEntry[] | AdmissibleTemplate[] {
    if (options.form === 'templates') return this.templates(options);
    if (options.action !== undefined && !this.sim.inventory.get(options.action)) throw new InputError(`unknown action ${options.action}`);
    const state = this.state();
    const filtered = options.uses !== undefined || options.produces !== undefined;
    // a bound on tries lists what the state alone decides, whatever listing was made before
    if (this.cached?.state === state && !options.exhaustive && !options.tries) {
      // the whole listing at hand: filtered, it is the listing with the filter
      if (!options.action && !filtered) return limit(this.cached.entries, options.limit);
      return limit(this.cached.entries.filter(resolveFilter(this.admissibleContext(state), options).keeps), options.limit);
    }
    const whole = !options.action && !filtered && (options.limit === undefined || options.limit < 0);
    if (!whole || options.exhaustive || options.tries) return admissibleEntries(this.admissibleContext(state), options);
    // only a whole listing is kept (a limited one stops early), and carried over to the next
    const network = this.linesAndBound(state);
    const { entries, listing } = wholeListing(this.admissibleContext(state, network), this.listing, network, options);
    this.cached = { state, entries };
    this.listing = listing;
    return entries;
  }

  /**
   * Per action and mode, what each slot may take now (bound variables and constants passing the
   * conditions decidable on that value alone; numbers' plausible ranges). Every admissible line is
   * an instance of one; an instance is not always admissible: check() says.
   */
  templates(options: Pick<ListingFilter, 'action'> = {}): AdmissibleTemplate[] {
    return admissibleTemplates(this.admissibleContext(this.state()), { action: options.action });
  }

  /** A page of the listing in rank order, filtered; `next` continues it while the session does not change. */
  admissiblePage(options: PageOptions = {}): AdmissiblePage {
    const state = this.state();
    const whole = this.cached?.state === state ? this.cached.entries : null;
    // what the listing depends on: the lines and the world (not a time bound, which a replay may change)
    const { kitchen, semantics, rules, ontology } = this.options;
    return admissiblePage(this.admissibleContext(state), networkTag(this.lines, { kitchen, semantics, rules, ontology }), options, whole);
  }

  /** Exactly how many entries the listing (so filtered) holds, without making them. */
  admissibleCount(options: ListingFilter & { maxMillis?: number } = {}): number {
    const state = this.state();
    const context = this.admissibleContext(state);
    const filter = resolveFilter(context, options);
    if (this.cached?.state === state) return this.cached.entries.reduce((n, e) => (filter.keeps(e) ? n + 1 : n), 0);
    return countEntries(context, filter, options.maxMillis);
  }

  /** The k admissible lines closest to a free-form or malformed line (`maxMillis` as for admissible). */
  nearest(text: string, k = 5, options: { maxMillis?: number } = {}): NearestEntry[] {
    if (typeof text !== 'string') throw new InputError('nearest takes a line as text (free-form or malformed)');
    const names = this.sim.inventory.names();
    const state = this.state();
    if (this.cached?.state === state) return nearestEntries(this.cached.entries, text, names, k);
    // action by action, best bound first, until no other action's entries can reach the k-th
    // score: the same k entries as from the whole list, without listing actions the text does not name
    const deadline = options.maxMillis === undefined ? undefined : performance.now() + options.maxMillis;
    const context = this.admissibleContext(state);
    let best: NearestEntry[] = [];
    for (const { name, bound } of actionsByBound(text, names)) {
      if (k <= 0 || (best.length >= k && best[k - 1].score > bound)) break;
      if (deadline !== undefined && performance.now() > deadline) throw new AdmissibleTimeLimit(options.maxMillis!);
      const listed = admissibleEntries(context, { action: name, maxMillis: deadline === undefined ? undefined : Math.max(1, deadline - performance.now()) });
      best = nearestEntries([...best, ...listed], text, names, k);
    }
    return best;
  }

  /** Would this line run now? Every declared condition that does not hold, without changing the session. */
  check(line: string): CheckResult {
    return checkLine(this, line);
  }

  /** The lines so far and the variables they bind: what the memo and a carried-over listing compare. */
  private linesAndBound(state: SessionState) {
    return { lines: [...this.lines], bound: new Set(Object.keys(state.bindings)) };
  }

  /** What a listing of this state draws on: its pools of inputs, and the memo started on it. */
  private admissibleContext(state: SessionState, network = this.linesAndBound(state)): AdmissibleContext {
    this.memo.begin(network.lines, network.bound);
    return { sim: this.sim, state, pools: buildPools(state, this.currentKitchen()), memo: this.memo };
  }

  /** Scores the network so far against the gold of a recipe. */
  evaluate(recipeId: string, metrics?: MetricName[]): EvaluationRowJson {
    return evaluateSession(this.sim, this.network(), recipeId, metrics, this.options);
  }

  /** An independent copy of the session, as it is now: changes to one never reach the other. */
  fork(): Session {
    return new Session(this.options, this.forkInit());
  }
}

function limit<T>(list: T[], n: number | undefined): T[] {
  return n !== undefined && n >= 0 ? list.slice(0, n) : list;
}

/** A new session in a fresh kitchen (`full-kitchen` unless `options.kitchen` names another). */
export function openSession(options: SessionOptions = {}): Session {
  return new Session({ ...options });
}

/** The session a snapshot describes, its lines run again (`options` override the snapshot's); an InputError when it is not one. */
export function restoreSession(snapshot: SessionSnapshot, options: SessionOptions = {}): Session {
  const problem = snapshotProblem(snapshot);
  if (problem) throw new InputError(problem);
  return new Session({ ...snapshot.options, ...options }, { lines: snapshot.lines, calls: snapshot.calls, recipeId: snapshot.recipeId ?? null });
}
