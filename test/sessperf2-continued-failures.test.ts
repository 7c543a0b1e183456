// A continued session call explains the failed steps it keeps from the call before without working
// their reasons out again (diagnostics/explain.ts): what it says still equals a whole run's, also
// for a failure traced back to an earlier one (an object a retrieval removed from the counter-top).
import { describe, expect, it } from 'vitest';
import { continuationCounts } from '../src/continuation/continue.ts';
import { openSession } from '../src/session/index.ts';
import { replayAgainstWholeRuns } from './support/session-replay.ts';

const FAILING = [
  '(fetch-and-proportion ?basil ?ks-1 ?kitchen ?bowl-1 brown-lentils 5 g)',
  '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 100 g)',
  '(transfer-contents ?bowl-a ?rest-a ?ks-3 ?ks-2 ?bowl-1 ?sugar ?q-a ?u-a)',
];
/** A fetch after the failures, then beats on its bowl, each on the kitchen state the one before left. */
const LATER = ['(fetch-and-proportion ?w0 ?ks-b0 ?ks-3 ?bowl white-sugar 10 g)', ...Array.from({ length: 29 }, (_, k) => `(beat ?w${k + 1} ?ks-b${k + 1} ?ks-b${k} ?w${k} ?whisk)`)];

describe('failed steps kept by continued calls', () => {
  it('are explained as a whole run explains them, at every call', () => {
    const before = continuationCounts.continued ?? 0;
    const { steps, disagree } = replayAgainstWholeRuns([...FAILING, ...LATER].map((l) => `${l}\n`));
    expect(disagree).toEqual([]);
    expect(steps).toBe(FAILING.length + LATER.length);
    expect((continuationCounts.continued ?? 0) - before).toBeGreaterThan(LATER.length - 5);
  }, 60_000);

  it('keep the earlier failure a traced one follows from', () => {
    const s = openSession();
    for (const l of [...FAILING, ...LATER]) s.execute(`${l}\n`);
    const traced = s.diagnostics().find((d) => d.line === 3 && d.action === 'transfer-contents');
    expect(traced?.message).toMatch(/retrieved it from the counter-top, where the failed fetch-and-proportion \(line 1\) had left it unused/);
    expect(traced?.causes).toEqual([expect.objectContaining({ line: 1 })]);
  });
});
