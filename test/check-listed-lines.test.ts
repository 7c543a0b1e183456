// session.check(line) against execution for lines an agent takes from a listing, not only the
// corpus's own: an argument whose object an earlier argument of the same call also holds gets its
// available-at time from that earlier one (the engine's look-up), so check must not say the
// simulation would stop where the line runs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';
import { outcomeOf } from './support/check-outcome.ts';
import { GOLD_DIR } from './support/simulate.ts';

describe.skipIf(!GOLD_DIR)('check on listed lines', () => {
  const gold = () => readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8').split('\n').filter((l) => l.startsWith('(') && !l.startsWith('(get-kitchen'));

  it('admits a transfer from the beaten mixture whose container an output without time also names, as execution runs it', () => {
    const s = openSession();
    s.execute(gold().slice(0, 11).join('\n'));
    const line = '(transfer-contents ?all-1 ?rest-1 ?ks-out-1 ?ks-with-beaten-mixture ?beaten-mixture ?empty-container-a ?quantity-1 ?unit-1)';
    const ran = outcomeOf(s.fork().execute(line), s.network().split('\n').length + 1);
    expect(ran).toEqual({ ran: true, clean: true, code: null });
    expect(s.check(line)).toEqual({ admissible: true, failed: [] });
  });

  it('agrees with execution on every listed transfer-contents line of that state', () => {
    const s = openSession();
    s.execute(gold().slice(0, 11).join('\n'));
    const next = s.network().split('\n').length + 1;
    const disagree: string[] = [];
    const entries = s.admissible({ action: 'transfer-contents' });
    expect(entries.length).toBeGreaterThan(100);
    for (const { line } of entries) {
      const clean = outcomeOf(s.fork().execute(line), next).clean;
      if (s.check(line).admissible !== clean) disagree.push(`${line}: check ${!clean}, execution ${clean}`);
    }
    expect(disagree).toEqual([]);
  });
});
