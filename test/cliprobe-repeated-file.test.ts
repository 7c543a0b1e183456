// A file named twice on the command line: the note said "FILE line 1 and line 1 … (the reference
// rejects the whole file)", as if the file held the recipe twice; it now says the file is given twice.
import { describe, expect, it } from 'vitest';
import { start } from './support/spawned-cli.ts';

const FILE = 'examples/tutorial/less-sugar.solution';

describe('the same file given twice', () => {
  it('run: one note saying the file is given twice, and a row each time', async () => {
    const r = await start(['run', FILE, FILE, '--jsonl']).exited;
    expect(r.code).toBe(0);
    const rows = r.out.trim().split('\n').map((l) => JSON.parse(l) as { recipeId: string });
    expect(rows).toHaveLength(2);
    expect(r.err).toContain(`  note: recipe ${rows[0].recipeId} comes twice: ${FILE} is given twice; each time gets its row\n`);
    expect(r.err).not.toMatch(/line 1 and line 1|rejects the whole file/);
  });
});
