// An action that is free text or a stray bracket is read as the session reads any line: the step
// says what is wrong and where, instead of calling it empty; blank lines, `;` comments and `#`
// headers alone remain "no network line".
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.ts';
import { createEnv } from '../../src/env/env.ts';
import { BENCHMARK } from '../support/simulate.ts';

const TASK = 'almond-crescent-cookies';
const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';
const NO_LINE = 'the action holds no network line (it is empty, blank or a comment)';

describe.skipIf(!BENCHMARK)('an action that is no predicate', () => {
  it('is a syntax error at its place, not an empty action', () => {
    const env = createEnv({ task: TASK, benchmark: BENCHMARK ?? undefined });
    for (const [k, action] of ['beat the butter', ')', '  x y'].entries()) {
      const r = env.step(action);
      expect(r).toMatchObject({ reward: 0, info: { accepted: false, steps: k + 1 } });
      const [d] = r.info.diagnostics as Diagnostic[];
      expect(d).toMatchObject({ code: 'E_SYNTAX', file: 'session' });
      expect(d.message).not.toBe(NO_LINE);
      expect(d.message).toMatch(/^expected /);
      expect(d.column).toBe(action.search(/\S/) + 1); // where the text that is no predicate starts
    }
    expect(env.step(BUTTER).info).toMatchObject({ accepted: true, steps: 4 }); // nothing was kept
  });

  it('leaves blank lines, comments and headers alone as no network line', () => {
    const env = createEnv({ task: TASK, benchmark: BENCHMARK ?? undefined });
    for (const action of ['#almond-crescent-cookies', '  ; a comment\n\n#a-header']) {
      expect(env.step(action).info.diagnostics).toEqual([expect.objectContaining({ code: 'E_SYNTAX', message: NO_LINE })]);
    }
  });
});
