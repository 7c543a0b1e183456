// Rule folders given to the library as the command line is given them: a folder that holds no
// rule file is refused with the command line's words (it added nothing without a word), and a
// folder given twice is read once (it noted that its actions replaced themselves).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Simulator } from '../src/simulator.ts';
import { glaze } from './support/glaze-rule.ts';
import { refusal } from './support/thrown.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-library-folders-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('rulesDirs in the library', () => {
  it('refuses an empty folder, a folder of notes and the parent of a rules folder, naming what to give', () => {
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    expect(refusal(() => new Simulator({ rulesDirs: [empty] }))).toBe(`${empty} holds no rule file: a rule file's name ends in .pl and does not start with _ (it is empty)`);
    const parent = join(dir, 'example');
    mkdirSync(join(parent, 'rules'), { recursive: true });
    writeFileSync(join(parent, 'README.md'), 'notes\n');
    writeFileSync(join(parent, 'rules', 'glaze.pl'), glaze());
    expect(refusal(() => new Simulator({ rulesDirs: [parent] }))).toContain(`give ${join(parent, 'rules')}`);
    expect(new Simulator({ rulesDirs: [join(parent, 'rules')] }).inventory.actions.has('glaze')).toBe(true);
  });

  it('reads a folder given twice once: no note that its actions replace themselves', () => {
    const rules = join(dir, 'twice');
    mkdirSync(rules);
    writeFileSync(join(rules, 'glaze.pl'), glaze());
    const sim = new Simulator({ rulesDirs: [rules, `${rules}/`] });
    expect(sim.inventory.actions.has('glaze')).toBe(true);
    expect(sim.inventory.notes.filter((n) => n.code === 'action-overridden')).toEqual([]);
  });
});
