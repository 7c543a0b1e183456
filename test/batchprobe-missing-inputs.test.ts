// Inputs that are not there for a reason a "did you mean" among the folder's files would hide:
// a misspelt folder on the path, a link whose target is gone, a shell pattern that matched
// nothing; and the same file given twice under two names (a link).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkInputs } from '../src/cli/batch.ts';
import { BIN, ROOT } from './support/spawned-cli.ts';
import { thrown } from './support/thrown.ts';

const root = mkdtempSync(join(tmpdir(), 'batchprobe-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const check = (path: string) => thrown(() => checkInputs([{ name: path, path }]));

describe('an input that is not there', () => {
  it('with a misspelt folder: the closest existing folder, level by level', () => {
    mkdirSync(join(root, 'tutorial', 'lessons'), { recursive: true });
    writeFileSync(join(root, 'tutorial', 'lessons', 'x.solution'), '');
    expect(check(join(root, 'tutorail', 'lesons', 'x.solution'))).toContain(`(did you mean ${join(root, 'tutorial', 'lessons', 'x.solution')}?)`);
    expect(check(join(root, 'zzzzzz', 'x.solution'))).not.toContain('did you mean');
  });

  it('a link whose target is gone is named as such, not matched to a sibling', () => {
    const dir = join(root, 'links');
    mkdirSync(dir);
    writeFileSync(join(dir, 'lint.solution'), '');
    symlinkSync('nowhere/x.solution', join(dir, 'link.solution'));
    const said = check(join(dir, 'link.solution'));
    expect(said).toContain('a link to nowhere/x.solution, which is not there');
    expect(said).not.toContain('did you mean');
  });

  it('a pattern the shell matched to nothing is said to be one', () => {
    expect(check(join(root, '*.solution'))).toContain('no file matches this pattern');
  });
});

describe('the same file under two names', () => {
  it('is said to be one file, not two files with the same id', () => {
    const dir = join(root, 'same');
    mkdirSync(dir);
    copyFileSync(join(ROOT, 'examples/tutorial/less-sugar.solution'), join(dir, 'a.solution'));
    symlinkSync('a.solution', join(dir, 'b.solution'));
    const r = spawnSync(process.execPath, [BIN, 'run', 'a.solution', 'b.solution'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toMatch(/comes twice: b\.solution and a\.solution are the same file \(a link\)/);
    expect(r.stderr).not.toContain('carry the same id');
  });
});
