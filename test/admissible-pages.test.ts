// Pages, filters and the count of a listing: pages followed by their cursors give the whole
// listing entry for entry (made group by group, or cut from a whole listing at hand), a filter
// gives the whole listing filtered, the count is its length; a cursor of another state or filter,
// and an unknown variable or class, are refused naming the parameter.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { type AdmissibleEntry, openSession, type PageOptions, restoreSession, type Session } from '../src/session/index.ts';
import { schemaErrors } from './json-validate.ts';
import { GOLD_DIR } from './support/simulate.ts';

/** Every page, followed by its cursor. */
function allPages(session: Session, options: PageOptions): AdmissibleEntry[] {
  const out: AdmissibleEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = session.admissiblePage({ ...options, cursor });
    expect(page.entries.length).toBeLessThanOrEqual(options.limit ?? 100);
    if (page.next !== null) expect(page.entries.length).toBe(options.limit ?? 100);
    out.push(...page.entries);
    cursor = page.next ?? undefined;
  } while (cursor);
  return out;
}

const takes = (e: AdmissibleEntry, v: string) => e.line.slice(1, -1).split(' ').includes(v);

describe.skipIf(!GOLD_DIR)('pages, filters and counts', () => {
  const lines = readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8').split('\n').filter((l) => l.startsWith('('));
  const session = openSession();
  session.execute(lines.slice(0, 6).join('\n'));
  const whole = session.fork().admissible();

  it('pages in turn are the whole listing, made afresh or cut from a whole listing at hand; the count is its length', () => {
    const fresh = session.fork();
    expect(fresh.admissibleCount()).toBe(whole.length);
    expect(allPages(fresh, { limit: 997 })).toEqual(whole);
    const listed = session.fork();
    listed.admissible();
    expect(allPages(listed, { limit: 1500 })).toEqual(whole);
    expect(listed.admissibleCount()).toBe(whole.length);
    const first = session.fork().admissiblePage({ limit: 3 });
    expect(schemaErrors('admissible-page.schema.json', first)).toEqual([]);
    expect(first.entries).toEqual(whole.slice(0, 3));
  }, 120_000);

  it('filters by a variable the lines take, the class of the first output and the action, alike in pages, counts and arrays', () => {
    const ontology = session.sim.world.ontology;
    const isA = (e: AdmissibleEntry, cls: string) => e.output !== null && ontology.classes.get(e.output)!.ancestors.has(cls);
    const cases: [PageOptions, (e: AdmissibleEntry) => boolean][] = [
      [{ uses: '?proportioned-butter' }, (e) => takes(e, '?proportioned-butter')],
      [{ produces: 'transferable-container' }, (e) => isA(e, 'transferable-container')],
      [{ produces: 'container', action: 'mix' }, (e) => e.action === 'mix' && isA(e, 'container')],
      [{ uses: '?ks-with-almond', produces: 'medium-bowl' }, (e) => takes(e, '?ks-with-almond') && isA(e, 'medium-bowl')],
    ];
    for (const [filter, keeps] of cases) {
      const want = whole.filter(keeps);
      expect(want.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(allPages(session.fork(), { ...filter, limit: 250 }), JSON.stringify(filter)).toEqual(want);
      expect(session.fork().admissibleCount(filter), JSON.stringify(filter)).toBe(want.length);
      expect(session.fork().admissible(filter), JSON.stringify(filter)).toEqual(want);
    }
  }, 120_000);

  it('a cursor continues on a copy of the session replayed from its snapshot (as another worker thread would)', () => {
    const a = session.fork();
    const first = a.admissiblePage({ limit: 7 });
    const b = restoreSession(a.snapshot(), { maxMillis: 60_000 });
    expect(b.admissiblePage({ limit: 7, cursor: first.next! })).toEqual(a.admissiblePage({ limit: 7, cursor: first.next! }));
  });

  it('a cursor goes with its state and filter; an unknown variable, class or action is refused naming the parameter', () => {
    const s = session.fork();
    const { next } = s.admissiblePage({ limit: 5, action: 'beat' });
    expect(next).not.toBeNull();
    expect(s.admissiblePage({ limit: 5, action: 'beat', cursor: next! }).entries).toEqual(s.admissible({ action: 'beat' }).slice(5, 10));
    const refused = (options: PageOptions, parameter: string) => {
      expect(() => s.admissiblePage(options)).toThrow(InputError);
      expect(() => s.admissiblePage(options)).toThrow(new RegExp(`^${parameter}: `));
    };
    refused({ cursor: next!, action: 'mix' }, 'cursor');
    refused({ cursor: 'bm90IGEgY3Vyc29y' }, 'cursor');
    refused({ uses: '?nothing-binds-this' }, 'uses');
    refused({ produces: 'no-such-class' }, 'produces');
    refused({ action: 'stirr' }, 'action');
    refused({ limit: 0 }, 'limit');
    expect(() => s.admissibleCount({ uses: '?nothing' })).toThrow(/^uses: /);
    s.execute(lines[6]);
    refused({ cursor: next!, action: 'beat' }, 'cursor');
  });
});
