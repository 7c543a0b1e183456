// checkActionProperties with options it cannot take: a misspelt property made the check pass
// while checking nothing, and a bad replay path, count or seed ended in fast-check's exception.
// Each now comes back as a report naming the option; good options still check what they say.
import { describe, expect, it } from 'vitest';
import { assertActionProperties, checkActionProperties } from '../src/testing/index.ts';
import { simulatorWithRule } from './support/simulate.ts';

// time goes back: the output is available 100 s before the input kitchen time
const backwards = `action(rewind, 'mix a container, ready before it started').
slot(mixed, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing, in, transferable_container).
mode(1, [kitchen_state_in, thing], [mixed, kitchen_state_out]).
pre(_, on_counter_top(thing)).
effect(_, mix_with_tool(thing, thing, mixed)).
time(_, mixed, kt - 100).
time(_, kitchen_state_out, start + 10).
clock(_, start + 10).
`;
const sim = simulatorWithRule('rewind.pl', backwards);

describe('checkActionProperties options', () => {
  it('refuses a property it does not know instead of passing without checking it', () => {
    const report = checkActionProperties(sim, 'rewind', { properties: ['time-foward' as never], numRuns: 5, seed: 1 });
    expect(report).toMatchObject({ ok: false, property: 'options', counterexample: null, path: null });
    expect(!report.ok && report.message).toBe(
      'rewind: unknown property "time-foward" (known: no-throw, deterministic, declared-types, time-forward, bounded, conservation, tools-used) (did you mean time-forward?)',
    );
    expect(() => assertActionProperties(sim, 'rewind', { properties: ['time-foward' as never], numRuns: 5, seed: 1 })).toThrow(/unknown property "time-foward"/);
  });

  it('reports a replay path that is not one, a count of no runs and a seed that is no whole number', () => {
    const message = (options: object) => {
      const r = checkActionProperties(sim, 'rewind', options);
      expect(r.ok).toBe(false);
      return !r.ok ? `${r.property}: ${r.message}` : '';
    };
    expect(message({ seed: 1, path: 'garbage' })).toBe("options: rewind: option path must be a replay path from a report, such as '30:1:1', got \"garbage\"");
    expect(message({ numRuns: 0 })).toBe('options: rewind: option numRuns must be a whole number of at least 1, got 0');
    expect(message({ numRuns: 2.5 })).toBe('options: rewind: option numRuns must be a whole number of at least 1, got 2.5');
    expect(message({ seed: 1.5 })).toBe('options: rewind: option seed must be a whole number, got 1.5');
    expect(message({ timeLimitMs: -1 })).toBe('options: rewind: option timeLimitMs must be a number above 0, got -1');
  });

  it('checks the property it is asked for with good options, and its report replays the failure', () => {
    const report = checkActionProperties(sim, 'rewind', { properties: ['time-forward'], numRuns: 20, seed: 3 });
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.property).toBe('time-forward');
    expect(report.message).toMatch(/^rewind: property time-forward failed after \d+ run\(s\), \d+ shrink\(s\)\n/);
    expect(report.message).toMatch(/rewind: mixed is available at -?\d+, before the input kitchen time \d+/);
    expect(report.counterexample).toMatch(/\(rewind \?rewind\.mixed \?rewind\.kitchen-state-out \?ks-\d+ \?/);
    const replay = checkActionProperties(sim, 'rewind', { properties: ['time-forward'], seed: 3, path: report.path!, numRuns: 1 });
    expect(replay.ok).toBe(false);
    expect(!replay.ok && replay.counterexample).toBe(report.counterexample);
  });
});
