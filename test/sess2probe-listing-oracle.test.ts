// Listings as an agent uses them, each against the exhaustive oracle (`exhaustive: true`, which
// dry-runs every assignment): filters (uses, produces, action) in arrays, pages and counts, with
// and without the whole listing at hand; cursors used twice, on a fork, after an undo and after a
// refused call; a page limit of Infinity; and templates against the listing.
import { describe, expect, it } from 'vitest';
import { type AdmissibleEntry, openSession, type PageOptions, type Session } from '../src/session/index.ts';
import { readLine } from './admissible-match.ts';
import { isInstance } from './template-match.ts';
import { refusal } from './support/thrown.ts';

const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';
const SUGAR = '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)';

function allPages(session: Session, options: PageOptions): AdmissibleEntry[] {
  const out: AdmissibleEntry[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 10_000; n++) {
    const page = session.admissiblePage({ ...options, cursor });
    out.push(...page.entries);
    if (page.next === null) return out;
    cursor = page.next;
  }
  throw new Error('pages never end');
}

/** A session whose whole listing is at hand (pages and counts are cut from it). */
const listed = (s: Session) => {
  const f = s.fork();
  f.admissible();
  return f;
};

describe('listings against the exhaustive oracle', () => {
  const s = openSession();
  s.execute(BUTTER);
  s.execute(SUGAR);
  const oracle = s.fork().admissible({ exhaustive: true });
  const ontology = s.sim.world.ontology;
  const takes = (e: AdmissibleEntry, v: string) => e.line.slice(1, -1).split(' ').includes(v);
  const isA = (e: AdmissibleEntry, c: string) => e.output !== null && ontology.classes.get(e.output)!.ancestors.has(c);

  it('the whole listing is the oracle', () => {
    expect(oracle.length).toBeGreaterThan(500);
    expect(s.fork().admissible()).toEqual(oracle);
  });

  it('every filter, in arrays, pages and counts, made afresh or cut from the whole listing, is the oracle filtered', () => {
    const cases: [PageOptions, (e: AdmissibleEntry) => boolean][] = [];
    for (const v of Object.keys(s.bindings())) cases.push([{ uses: v }, (e) => takes(e, v)]);
    cases.push([{ uses: '?BUTTER' }, (e) => takes(e, '?butter')]);
    for (const c of ['container', 'medium-bowl', 'transferable-container', 'butter']) cases.push([{ produces: c }, (e) => isA(e, c)]);
    for (const a of new Set(oracle.map((e) => e.action))) cases.push([{ action: a }, (e) => e.action === a]);
    cases.push([{ action: 'beat', uses: '?butter', produces: 'container' }, (e) => e.action === 'beat' && takes(e, '?butter') && isA(e, 'container')]);
    const whole = listed(s);
    let nonEmpty = 0;
    for (const [filter, keeps] of cases) {
      const want = oracle.filter(keeps);
      if (want.length) nonEmpty++;
      const what = JSON.stringify(filter);
      expect(s.fork().admissible(filter), what).toEqual(want);
      expect(whole.admissible(filter), what).toEqual(want);
      expect(allPages(s.fork(), { ...filter, limit: 23 }), what).toEqual(want);
      expect(allPages(whole, { ...filter, limit: 23 }), what).toEqual(want);
      expect(s.fork().admissibleCount(filter), what).toBe(want.length);
      expect(whole.admissibleCount(filter), what).toBe(want.length);
    }
    expect(nonEmpty).toBeGreaterThan(10);
  }, 120_000);

  it('a cursor used twice, on a fork, after an undo or a refused call gives the same next page; after a change it is refused', () => {
    const t = s.fork();
    const first = t.admissiblePage({ limit: 40, uses: '?sugar' });
    const want = oracle.filter((e) => takes(e, '?sugar')).slice(40, 80);
    expect(want.length).toBeGreaterThan(0);
    const next = () => t.admissiblePage({ limit: 40, uses: '?sugar', cursor: first.next! }).entries;
    expect(next()).toEqual(want);
    expect(next()).toEqual(want);
    expect(t.fork().admissiblePage({ limit: 40, uses: '?sugar', cursor: first.next! }).entries).toEqual(want);
    expect(t.execute('(fetch ?whisk ?ks-3 ?ks-2 whisk 1)').status).toBe('ok');
    expect(refusal(next)).toBe('cursor: the session changed since this cursor was given (its network is another); start again without a cursor');
    expect(t.undo()).toBe(true);
    expect(next()).toEqual(want);
    expect(t.execute('(no-such-action ?x)').accepted).toBe(false);
    expect(next()).toEqual(want);
    const other = t.fork();
    other.execute('(fetch ?whisk ?ks-3 ?ks-2 whisk 1)');
    expect(refusal(() => other.admissiblePage({ limit: 40, uses: '?sugar', cursor: first.next! }))).toContain('cursor: the session changed');
    expect(refusal(() => t.admissiblePage({ limit: 40, uses: '?butter', cursor: first.next! }))).toContain('cursor: it was given for another filter');
  });

  it('takes a page limit of Infinity as the rest of the listing, and refuses one below 1 naming the method', () => {
    const first = s.fork().admissiblePage({ limit: 10 });
    const rest = s.fork().admissiblePage({ limit: Infinity, cursor: first.next! });
    expect(rest).toEqual({ entries: oracle.slice(10), next: null });
    for (const [bad, shown] of [[0, '0'], [-1, '-1'], [1.5, '1.5'], [Number.NaN, 'NaN']] as const)
      expect(refusal(() => s.admissiblePage({ limit: bad }))).toBe(`limit: admissiblePage takes a whole number from 1 (Infinity for no limit), got ${shown}`);
  });

  it('an empty class name is unknown, with no guess at the shortest names', () => {
    expect(refusal(() => s.admissibleCount({ produces: '' }))).toBe('produces: unknown class "" (a class of the ontology, e.g. medium-bowl, container)');
  });

  it('every line of the oracle is an instance of a template, and templates of one action are those of all for it', () => {
    const templates = s.templates();
    const bound = (name: string) => name in s.bindings();
    const outside = oracle.filter((e) => !templates.some((t) => t.action === e.action && t.mode === e.mode && isInstance(t, readLine(e.line), bound)));
    expect(outside.map((e) => e.line)).toEqual([]);
    for (const action of ['beat', 'fetch-and-proportion', 'transfer-contents']) expect(s.templates({ action })).toEqual(templates.filter((t) => t.action === action));
    expect(s.admissible({ form: 'templates' })).toEqual(templates);
  });
});
