// Every action of the inventory, called with well-typed random inputs after random valid networks
// in random kitchens, has the properties every action should have: it never throws, runs the same
// twice, binds outputs of its declared types (or failed objects), never turns the clock back and
// finishes in bounded time. The mixing and moving actions also conserve grams.
import { describe, expect, it } from 'vitest';
import { checkableActions, checkActionProperties } from '../../src/testing/index.ts';
import { simulator } from '../support/simulate.ts';

const sim = simulator();
const actions = checkableActions(sim);
const CONSERVING = ['transfer-contents', 'mix', 'beat', 'mingle'];
// few generated calls of these run (most stop or wait before them): more cases reach some that do;
// grease runs only on a container it can brush (a tray, a pan: not a bowl), which a case fetches
const RARELY_RUN = ['dip', 'flatten', 'grease'];

describe('every action of the inventory (property)', () => {
  it.each(actions)('%s has the properties every action should have', (action) => {
    const report = checkActionProperties(sim, action, { numRuns: RARELY_RUN.includes(action) ? 40 : 12, seed: 4711, maxPrefixSteps: 5 });
    expect(report.ok ? 'ok' : report.message).toBe('ok');
    if (report.ok) expect(report.executed).toBeGreaterThan(0);
  });

  it.each(CONSERVING)('%s conserves the grams in the kitchen', (action) => {
    const report = checkActionProperties(sim, action, { numRuns: 20, seed: 4712, conserves: true, maxPrefixSteps: 5 });
    expect(report.ok ? 'ok' : report.message).toBe('ok');
    if (report.ok) expect(report.executed).toBeGreaterThan(0);
  });
});
