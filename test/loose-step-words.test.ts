// A session or environment step sent as words gets E_SYNTAX with a hint: what a line looks like
// (an example that reads) and where lines that run are listed.
import { describe, expect, it } from 'vitest';
import { createEnv } from '../src/env/env.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { openSession } from '../src/session/api.ts';
import { BENCHMARK } from './support/simulate.ts';

const checkHint = (d: { code: string; line: number; hint?: string } | undefined, line: number) => {
  expect(d?.code).toBe('E_SYNTAX');
  expect(d?.line).toBe(line);
  expect(d?.hint).toMatch(/nearest\(text\).*admissible listing give lines that run/);
  // the example the hint gives is a network line that reads
  const example = /like (\(.*?\)),/.exec(d!.hint!)?.[1];
  expect(example).toBe('(beat ?beaten ?ks-out ?ks-in ?bowl ?whisk)');
  expect(parseSolutionText(`${example}\n`, 'x.solution').problems).toEqual([]);
};

describe('a step sent as words', () => {
  it('in a session: E_SYNTAX at its line, with the hint', () => {
    const r = openSession({}).execute('(get-kitchen ?kitchen)\nbeat the butter') as { diagnostics: { code: string; line: number; hint?: string }[] };
    checkHint(r.diagnostics[0], 2);
  });

  it.skipIf(!BENCHMARK)('in an environment: the same', () => {
    const r = createEnv({ task: 'afghan-biscuits', benchmark: BENCHMARK! }).step('beat the butter') as { info: { diagnostics: { code: string; line: number; hint?: string }[] } };
    checkHint(r.info.diagnostics[0], 1);
  });
});
