// repair() and repairAsync() given wrong arguments: an InputError naming the argument, never a
// TypeError from deep inside.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.ts';
import { repair, repairAsync } from '../../src/repair/index.ts';

const BROKEN = '#almond-crescent-cookies\n(get-kitchen ?kitchen)\n(fetch ?bowl ?ks-1 ?ks-0 medium-bowl 1)\n';

describe('repair arguments', () => {
  it('takes null options as no options, and refuses options that are no object', () => {
    expect(repair(BROKEN, null as never).repaired).toBe(true);
    expect(() => repair(BROKEN, 'quick' as never)).toThrow(InputError);
    expect(() => repair(BROKEN, 'quick' as never)).toThrow(/^repair: options must be an object, got a string/);
  });

  it('refuses a benchmark or file name that is not a string', () => {
    expect(() => repair(BROKEN, { benchmark: 5 as never })).toThrow(InputError);
    expect(() => repair(BROKEN, { benchmark: 5 as never })).toThrow(/^benchmark: expected a string, got a number/);
    expect(() => repair(BROKEN, { file: {} as never })).toThrow(/^file: expected a string, got an object/);
  });

  it('repairAsync rejects a signal that is no AbortSignal and an onProgress that is no function', async () => {
    await expect(repairAsync(BROKEN, { onProgress: 5 as never })).rejects.toThrow(/repairAsync: onProgress must be a function, got a number/);
    await expect(repairAsync(BROKEN, { signal: 'stop' as never })).rejects.toThrow(/repairAsync: signal must be an AbortSignal, got a string/);
    await expect(repairAsync(BROKEN, null as never)).resolves.toMatchObject({ repaired: true });
  });
});
