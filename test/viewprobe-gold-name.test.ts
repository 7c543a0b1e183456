// `view --output` named as the page of the recipe's gold network: the gold page is written beside
// the page under that very name, so one would replace the other (and the page link to itself).
// The name is refused before anything is written.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { goldPageName } from '../src/view/names.ts';
import { writeViews } from '../src/view/write.ts';
import { simulator } from './support/simulate.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-viewprobe-gold-name-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an output named as a gold page', () => {
  it('is refused, naming the recipe, and nothing is written', async () => {
    const file = join(dir, 'mine.solution');
    writeFileSync(file, '#plain-dish\n(get-kitchen ?k)\n#afghan-biscuits\n(get-kitchen ?k)\n');
    const output = join(dir, 'out', goldPageName('afghan-biscuits'));
    const refused = writeViews(file, { output, sim: simulator() });
    await expect(refused).rejects.toBeInstanceOf(InputError);
    await expect(refused).rejects.toThrow(`${output}: that is the name of the page of the gold network of #afghan-biscuits`);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('of another id is a name like any other', async () => {
    const file = join(dir, 'one.solution');
    writeFileSync(file, '#plain-dish\n(get-kitchen ?k)\n');
    const output = join(dir, 'other', goldPageName('afghan-biscuits'));
    const written = await writeViews(file, { output, sim: simulator() });
    expect(written.pages.map((p) => p.path)).toEqual([output]);
    expect(readdirSync(join(dir, 'other'))).toEqual([goldPageName('afghan-biscuits')]);
  });
});
