// plan() and planAsync() given wrong arguments: an InputError naming the argument, never a
// TypeError from deep inside (null options, a number for a path, a budget too large to count).
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.ts';
import { plan, planAsync } from '../../src/plan/index.ts';
import { BENCHMARK } from '../support/simulate.ts';

const SMALL = 'almond-crescent-cookies-4';

describe.skipIf(!BENCHMARK)('plan arguments', () => {
  it('takes null options as no options, and refuses options that are no object', () => {
    expect(() => plan('no-such-recipe', null as never)).toThrow(/unknown task "no-such-recipe"/);
    expect(() => plan(SMALL, 'fast' as never)).toThrow(InputError);
    expect(() => plan(SMALL, 'fast' as never)).toThrow(/plan: options must be an object, got a string/);
  });

  it('names budgetSeconds, not maxNodes, when the seconds give more nodes than can be counted', () => {
    expect(() => plan(SMALL, { budgetSeconds: 1e300, benchmark: BENCHMARK! })).toThrow(/^budgetSeconds must be a positive number of seconds of at most \d+/);
    // with maxNodes given, the seconds are only the wall-clock stop
    expect(plan(SMALL, { budgetSeconds: 1e300, maxNodes: 1, timing: false, benchmark: BENCHMARK! }).search.maxNodes).toBe(1);
  }, 60_000);

  it('refuses a benchmark that is not a path and a timing that is not a boolean', () => {
    expect(() => plan(SMALL, { benchmark: 5 as never })).toThrow(InputError);
    expect(() => plan(SMALL, { benchmark: 5 as never })).toThrow(/^benchmark: expected a string, got a number/);
    expect(() => plan(SMALL, { timing: 'no' as never, benchmark: BENCHMARK! })).toThrow(/^timing must be true or false, not "no"/);
  });

  it('planAsync rejects a signal that is no AbortSignal and an onProgress that is no function', async () => {
    await expect(planAsync(SMALL, { onProgress: 5 as never, benchmark: BENCHMARK! })).rejects.toThrow(/planAsync: onProgress must be a function, got a number/);
    await expect(planAsync(SMALL, { signal: {} as never, benchmark: BENCHMARK! })).rejects.toThrow(/planAsync: signal must be an AbortSignal, got an object/);
    await expect(planAsync(SMALL, 7 as never)).rejects.toThrow(InputError);
    // a real signal is taken
    const r = await planAsync(SMALL, { signal: AbortSignal.abort(), benchmark: BENCHMARK! });
    expect(r.search.stopped).toBe('interrupted');
  }, 60_000);
});
