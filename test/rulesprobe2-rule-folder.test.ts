// An editor's lock file in a rules folder (emacs's `.#bake.pl`, a link to nothing) made loading and
// `rules check` fail with "cannot read the rule file: no such file or folder (ENOENT)"; a hidden
// file is now no rule file, and a `.pl` link to nothing says what it is.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRuleFiles } from '../src/rules/check-rules.ts';
import { ruleFilesIn } from '../src/rules/load-rules.ts';
import { Simulator } from '../src/simulator.ts';
import { glaze } from './support/glaze-rule.ts';
import { simulator } from './support/simulate.ts';

const dirs: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-rulesprobe2-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'glaze.pl'), glaze());
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('hidden files and dangling links in a rules folder', () => {
  it("skips an editor's lock file and swap file: loading and rules check see glaze alone", async () => {
    const dir = folder();
    symlinkSync('someone@host.4242:1700000000', join(dir, '.#glaze.pl'));
    writeFileSync(join(dir, '.glaze.pl'), 'not prolog at all (');
    expect(ruleFilesIn(dir)).toEqual([join(dir, 'glaze.pl')]);
    expect(await checkRuleFiles(ruleFilesIn(dir), simulator().world)).toEqual([]);
    expect(new Simulator({ rulesDirs: [dir] }).inventory.get('glaze')?.file).toBe(join(dir, 'glaze.pl'));
  });

  it('names a .pl link to nothing as such, not as a file that cannot be read', async () => {
    const dir = folder();
    symlinkSync(join(dir, 'gone', 'bake.pl'), join(dir, 'bake.pl'));
    const problems = await checkRuleFiles(ruleFilesIn(dir), simulator().world);
    expect(problems).toEqual([
      { file: join(dir, 'bake.pl'), line: 1, column: 1, message: 'a symbolic link to nothing (its target does not exist): not a rule file; remove it, or start its name with _ to set it aside' },
    ]);
  });
});
