// `--recipe '#'`, the header's mark with no id after it, names no recipe: it is refused as an
// empty id is, not looked up as the id "" ("no recipe #").
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';

describe('view --recipe with the mark alone', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'viewprobe3-mark-'));
    writeFileSync(join(dir, 'one.solution'), '#one\n(get-kitchen ?k)\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(['#', ' # '])('%j is refused as an empty id, before anything runs', async (recipe) => {
    const r = await runCli(['view', join(dir, 'one.solution'), '--recipe', recipe, '--output', join(dir, 'one.html')]);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/--recipe: the recipe id is empty/);
    expect(r.out).toBe('');
  });
});
