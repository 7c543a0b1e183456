// The public session: the core (network, execution, bindings) plus the action space (admissible
// lines whole, by pages and counted; templates), the nearest admissible lines to a free-form
// line, why a proposed line would not run, and scoring against a gold recipe.
import type { MetricName } from '../evaluator/evaluate.ts';
import { InputError, requireChoice } from '../errors.ts';
import { snapshotProblem } from './snapshot-shape.ts';
import { checkSessionOptions, MAX_NEAREST_TEXT, optionalAction, optionalCount, optionalFlag, optionalMillis, optionalText, optionsOf, optionsFromJson, requiredText } from './arguments.ts';
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
import { stopOf } from './stopped.ts';

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
  admissible(given: AdmissibleOptions & { form?: 'lines' | 'templates' } = {}): AdmissibleEntry[] | AdmissibleTemplate[] {
    const options = this.listingOptions<AdmissibleOptions & { form?: 'lines' | 'templates' }>(given, 'admissible', ADMISSIBLE_OPTIONS);
    if (options.form !== undefined) requireChoice('form', options.form, ['lines', 'templates']);
    if (options.form === 'templates') {
      const other = ADMISSIBLE_OPTIONS.find((k) => k !== 'form' && k !== 'action' && options[k as keyof typeof options] !== undefined);
      if (other) throw new InputError(`${other}: admissible with form 'templates' takes only action (form 'lines' lists lines, admissiblePage pages them)`);
      return this.templates({ action: options.action });
    }
    optionalCount(options.limit, 'limit', 'admissible', 0, true);
    optionalFlag(options.exhaustive, 'exhaustive', 'admissible');
    optionalFlag(options.partial, 'partial', 'admissible');
    // the entries made by a bound are a listing's head: a whole listing is all of it or an error
    if (options.partial && (options.limit === undefined || options.limit === Infinity || (options.maxMillis === undefined && options.tries === undefined)))
      throw new InputError('partial: admissible keeps the entries made by its bound only with a limit and a bound (maxMillis or tries); give both, or leave partial out for the whole listing');
    const left = (options.tries as { left?: unknown } | undefined)?.left;
    if (options.tries !== undefined && !(typeof options.tries === 'object' && Number.isSafeInteger(left) && (left as number) >= 0))
      throw new InputError('tries: admissible takes {left: n}, n a whole number from 0 (the assignments the listing may still try)');
    if (options.limit === Infinity) delete options.limit;
    const state = this.state();
    const filtered = options.uses !== undefined || options.produces !== undefined;
    if (stopOf(state.run)) {
      // after a stop no line runs (stopped.ts); a filter naming what the network lacks is still refused
      resolveFilter(this.admissibleContext(state), options);
      return [];
    }
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
  templates(given: Pick<ListingFilter, 'action'> = {}): AdmissibleTemplate[] {
    const options = this.listingOptions<Pick<ListingFilter, 'action'>>(given, 'templates', ['action']);
    return admissibleTemplates(this.admissibleContext(this.state()), { action: options.action });
  }

  /** A page of the listing in rank order, filtered; `next` continues it while the session does not change. */
  admissiblePage(given: PageOptions = {}): AdmissiblePage {
    const options = this.listingOptions<PageOptions>(given, 'admissiblePage', PAGE_OPTIONS);
    optionalCount(options.limit, 'limit', 'admissiblePage', 1, true);
    const state = this.state();
    // after a stop the whole listing is empty (stopped.ts): a cursor and the filter are still checked
    const whole = stopOf(state.run) ? [] : this.cached?.state === state ? this.cached.entries : null;
    // what the listing depends on: the lines and the world (not a time bound, which a replay may change)
    const { kitchen, semantics, rules, ontology } = this.options;
    return admissiblePage(this.admissibleContext(state), networkTag(this.lines, { kitchen, semantics, rules, ontology }), options, whole);
  }

  /** Exactly how many entries the listing (so filtered) holds, without making them. */
  admissibleCount(given: ListingFilter & { maxMillis?: number } = {}): number {
    const options = this.listingOptions<ListingFilter & { maxMillis?: number }>(given, 'admissibleCount', COUNT_OPTIONS);
    const state = this.state();
    const context = this.admissibleContext(state);
    const filter = resolveFilter(context, options);
    if (stopOf(state.run)) return 0;
    if (this.cached?.state === state) return this.cached.entries.reduce((n, e) => (filter.keeps(e) ? n + 1 : n), 0);
    return countEntries(context, filter, options.maxMillis);
  }

  /** The k admissible lines closest to a free-form or malformed line (`maxMillis` as for admissible). */
  nearest(text: string, k = 5, given: { maxMillis?: number } = {}): NearestEntry[] {
    requiredText(text, 'text', 'nearest', 'a line as text (free-form or malformed)');
    // scoring goes over the text's words for every entry: a longer text is no step or line
    if (text.length > MAX_NEAREST_TEXT) throw new InputError(`text: nearest takes at most ${MAX_NEAREST_TEXT} characters (a step or a line), got ${text.length}`);
    optionalCount(k, 'k', 'nearest', 0, false);
    const options = optionsOf<{ maxMillis?: number }>(given, 'nearest', ['maxMillis']);
    optionalMillis(options.maxMillis, 'maxMillis', 'nearest');
    const names = this.sim.inventory.names();
    const state = this.state();
    if (stopOf(state.run)) return [];
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

  /** Would this line run now? Every declared condition that does not hold, without changing the session (a line that is not a string: an InputError). */
  check(line: string): CheckResult {
    return checkLine(this, line, { appended: true });
  }

  /** A listing method's options, each checked (a copy: `limit: Infinity` may be left out). */
  private listingOptions<T extends object>(given: unknown, method: string, known: readonly string[]): T {
    const options = { ...optionsOf<Record<string, unknown>>(given, method, known) };
    optionalAction(this.sim, options.action, method);
    optionalText(options.uses, 'uses', method, "a bound variable's name (?butter)");
    optionalText(options.produces, 'produces', method, "a class's name");
    optionalText(options.cursor, 'cursor', method, 'the next of the page before');
    optionalMillis(options.maxMillis, 'maxMillis', method);
    return options as T;
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
    return evaluateSession(this.sim, this.networkLines(), recipeId, metrics, this.options);
  }

  /** An independent copy of the session, as it is now: changes to one never reach the other. */
  fork(): Session {
    const copy = new Session(this.options, this.forkInit());
    copy.runMillis = this.runMillis; // a bound set since opening holds for the copy too
    return copy;
  }
}

const ADMISSIBLE_OPTIONS = ['action', 'uses', 'produces', 'limit', 'maxMillis', 'form', 'exhaustive', 'tries', 'partial'];
const PAGE_OPTIONS = ['cursor', 'limit', 'action', 'uses', 'produces', 'maxMillis'];
const COUNT_OPTIONS = ['action', 'uses', 'produces', 'maxMillis'];

function limit<T>(list: T[], n: number | undefined): T[] {
  return n !== undefined && n >= 0 ? list.slice(0, n) : list;
}

/** A new session in a fresh kitchen (`full-kitchen` unless `options.kitchen` names another). */
export function openSession(options: SessionOptions = {}): Session {
  return new Session({ ...checkSessionOptions<SessionOptions>(options, 'openSession') });
}

/** The session a snapshot describes, its lines run again (`options` override the snapshot's); an InputError when it is not one. */
export function restoreSession(snapshot: SessionSnapshot, options: SessionOptions = {}): Session {
  const problem = snapshotProblem(snapshot);
  if (problem) throw new InputError(problem);
  const own = checkSessionOptions<SessionOptions>(optionsFromJson(snapshot.options), 'restoreSession', 'snapshot.options');
  const given = checkSessionOptions<SessionOptions>(options, 'restoreSession');
  // a maxMillis given now overrides the bound the session had (snapshot.runMillis: null is Infinity, as JSON writes it)
  const runMillis = given.maxMillis ?? (snapshot.runMillis === null ? Infinity : snapshot.runMillis);
  return new Session({ ...own, ...given }, { lines: snapshot.lines, calls: snapshot.calls, recipeId: snapshot.recipeId ?? null, runMillis });
}
