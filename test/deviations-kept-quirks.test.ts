// Reference quirks kept in both semantics (docs/DEVIATIONS.md, "Quirks kept in both semantics"):
// mashing works on a detached copy, so the kitchen never sees it (spec primitives-b §2.3), and
// crack turns any item of amount N into N whole eggs (spec primitives-a §2.7).
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';

const count = (v: unknown, pattern: RegExp) => (JSON.stringify(v).match(pattern) ?? []).length;
const MASH = '(fetch-and-proportion ?bananas ?ks-1 ?kitchen ?bowl banana 2 piece)\n(mash ?mashed ?ks-2 ?ks-1 ?bananas ?fork)';
const CRACK = '(fetch ?bowl-2 ?ks-3 ?ks-2 medium-bowl 1)\n(crack ?cracked ?ks-4 ?ks-3 ?bananas ?bowl-2)';

describe.each(['reference', 'corrected'] as const)('quirks kept with the %s semantics', (semantics) => {
  it('mash flags its output, not the container in the kitchen', () => {
    const s = openSession({ semantics });
    expect(s.execute(MASH).status).toBe('ok');
    expect(count(s.bindings()['?mashed'], /"mashed":true/g)).toBe(2);
    expect(count(s.kitchen(), /"mashed":true/g)).toBe(0);
  });

  it('crack makes whole eggs of two bananas', () => {
    const s = openSession({ semantics });
    expect(s.execute(`${MASH}\n${CRACK}`).status).toBe('ok');
    expect(count(s.bindings()['?cracked'], /"class":"whole-egg"/g)).toBe(2);
  });
});
