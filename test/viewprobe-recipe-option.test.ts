// `view --recipe ID` naming no recipe of the file: a misspelt id gets a did-you-mean, and the list
// of the file's ids is bounded (it listed every id, hundreds for a large file, with repeats).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeViews } from '../src/view/write.ts';
import { simulator } from './support/simulate.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-viewprobe-recipe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileOf(ids: string[]): string {
  const file = join(dir, `f${ids.length}.solution`);
  writeFileSync(file, ids.map((id) => `#${id}\n(get-kitchen ?k)\n`).join(''));
  return file;
}

/** The message of the InputError writeViews rejects with (it is async, so support/thrown.ts's `refusal` cannot see it). */
async function refusal(file: string, recipe: string): Promise<string> {
  const error = await writeViews(file, { recipe, output: join(dir, 'x.html'), sim: simulator() }).then(() => null, (e: Error) => e);
  expect(error?.name).toBe('InputError');
  return error!.message;
}

describe('--recipe naming no recipe of the file', () => {
  it('suggests the close id', async () => {
    const file = fileOf(['afghan-biscuits', 'cole-slaw', 'broccoli-salad']);
    expect(await refusal(file, 'afghan-biscuit')).toBe(`${file}: no recipe #afghan-biscuit (did you mean #afghan-biscuits?)`);
    expect(await refusal(file, '#cole-slwa')).toBe(`${file}: no recipe #cole-slwa (did you mean #cole-slaw?)`);
  });

  it('lists the first ids once each, and counts the rest', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => `recipe-${String.fromCharCode(97 + i)}${i}`);
    const file = fileOf([...ids, ids[0]]);
    const message = await refusal(file, 'unrelated-name');
    expect(message).toBe(`${file}: no recipe #unrelated-name (the file holds ${ids.slice(0, 10).map((x) => `#${x}`).join(', ')} and 15 more)`);
  });
});
