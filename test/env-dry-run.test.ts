// The ranking's second dry run of a listed line (env/dry-run.ts) fires it as the listing did
// (listing/entry.ts, fireAssignment): the same outputs in the same words, the same first output.
import { describe, expect, it } from 'vitest';
import { dryRunner } from '../src/env/dry-run.ts';
import { Entity } from '../src/kitchen/entity.ts';
import { openSession } from '../src/session/index.ts';

describe("the ranking's dry run of a listed line", () => {
  it('gives what the listing said of every entry', () => {
    const s = openSession();
    s.execute('(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)');
    s.execute('(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)');
    const entries = s.admissible({ limit: 300 });
    expect(new Set(entries.map((e) => e.action)).size).toBeGreaterThan(5);
    const dry = dryRunner(s);
    for (const e of entries) {
      const again = dry(e);
      expect(again, e.line).not.toBeNull();
      expect(again!.produces, e.line).toBe(e.produces);
      expect(again!.output instanceof Entity ? again!.output.cls.name : null, e.line).toBe(e.output);
    }
  });
});
