// A line that binds what a waiting line reads lets that line run in the same call: check says the
// line is admissible only when executing it (in a fork) binds no failed object and stops nothing,
// the released line's failure included (advisory: the line itself runs).
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';

const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 230 g)';

/** The failures and stops a step brings, as `line:code`. */
const failuresOf = (step: ReturnType<ReturnType<typeof openSession>['execute']>) =>
  (step.diagnostics as { line: number; code: string; failure?: { code: string } }[]).filter((d) => d.failure || d.code === 'E_SIMULATION').map((d) => `${d.line}:${d.failure?.code ?? d.code}`);

/** A session whose line 2 waits for ?ks-x. */
function waitingOn(line: string) {
  const s = openSession();
  expect(s.execute(`${BUTTER}\n${line}`).status).toBe('unexecutable');
  return s;
}

describe('check of a line that releases a waiting line', () => {
  it('refuses it, advisory, when the waiting line then fails', () => {
    const s = waitingOn('(beat ?beaten ?ks-3 ?ks-x ?butter ?whisk)');
    // ?kitchen: the state before the butter came to the counter-top, where beat fails
    const line = '(fetch ?whisk2 ?ks-x ?kitchen whisk 1)';
    const executed = failuresOf(s.fork().execute(line));
    expect(executed).toEqual(['2:F_NOT_ON_COUNTER_TOP']);
    const checked = s.check(line);
    expect(checked.admissible).toBe(false);
    expect(checked.failed.map((f) => `${f.line}:${f.code}`)).toEqual(executed);
    expect(checked.failed[0]).toMatchObject({ advisory: true, variable: '?ks-x', file: 'session', column: 1 });
    expect(checked.failed[0].message).toMatch(/^line 2 \(beat\) waits for \?ks-x, which this line binds: it would then run, and fails: /);
  });

  it('refuses it when the waiting line then stops the simulation', () => {
    const s = waitingOn('(bake ?baked ?ks-3 ?ks-x ?butter ?oven 10 minute 180 degrees-celsius)');
    const line = '(fetch ?whisk2 ?ks-x ?ks-1 whisk 1)';
    const step = s.fork().execute(line);
    expect(step.status).toBe('error');
    expect(failuresOf(step)).toEqual(['2:E_SIMULATION']);
    expect(s.check(line)).toMatchObject({ admissible: false, failed: [{ code: 'E_SIMULATION', line: 2, advisory: true }] });
  });

  it('keeps it admissible when the waiting line then runs cleanly', () => {
    const s = waitingOn('(beat ?beaten ?ks-3 ?ks-x ?butter ?whisk)');
    const line = '(fetch ?whisk2 ?ks-x ?ks-1 whisk 1)';
    const step = s.fork().execute(line);
    expect([step.status, failuresOf(step)]).toEqual(['ok', []]);
    expect(s.check(line)).toEqual({ admissible: true, failed: [] });
  });
});
