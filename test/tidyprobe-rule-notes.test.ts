// A --rules folder copied from the built-in rules/ to change a few files: the files left
// unchanged replace nothing worth a note each; they are counted in one note, and each file that
// differs keeps its own. A copy that replaces an earlier --rules folder's action is a change, noted.
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleNotes } from '../src/cli/rule-notes.ts';
import { RULES_DIR } from '../src/rules/registry.ts';
import { runCli } from './support/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'tidyprobe-rule-notes-'));
const builtins = readdirSync(RULES_DIR).filter((n) => n.endsWith('.pl') && !n.startsWith('_'));

/** A copy of the built-in rules with one comment added to wash.pl. */
function copyWithWashChanged(name: string): string {
  const copy = join(dir, name);
  cpSync(RULES_DIR, copy, { recursive: true });
  appendFileSync(join(copy, 'wash.pl'), '% washed longer\n');
  return copy;
}

describe('notes of a --rules folder copied from the built-in one', () => {
  it('one note counts the unchanged files, and the changed file keeps its own', () => {
    const copy = copyWithWashChanged('copy');
    const notes = ruleNotes([copy], []);
    expect(notes).toEqual([
      `${copy}: ${builtins.length - 1} rule files are copies of the built-in ones, unchanged: they replace nothing`,
      expect.stringMatching(new RegExp(`^${copy}/wash\\.pl:\\d+: action wash replaces the built-in rules/wash\\.pl$`)),
    ]);
  });

  it('run --rules prints those notes, not one per file', async () => {
    const copy = copyWithWashChanged('run-copy');
    const network = join(dir, 'net.solution');
    writeFileSync(network, '#first\n(get-kitchen ?k)\n');
    const r = await runCli(['run', '--rules', copy, network]);
    expect(r.code).toBe(0);
    const notes = r.err.filter((l) => l.startsWith('note: '));
    expect(notes).toHaveLength(2);
    expect(notes[0]).toBe(`note: ${copy}: ${builtins.length - 1} rule files are copies of the built-in ones, unchanged: they replace nothing`);
  });

  it('view --rules says them too (it used to say nothing of what the folder replaces)', async () => {
    const copy = copyWithWashChanged('view-copy');
    const network = join(dir, 'net.solution');
    writeFileSync(network, '#first\n(get-kitchen ?k)\n');
    const r = await runCli(['view', network, '--rules', copy, '--output', join(dir, 'page.html')]);
    expect(r.code).toBe(0);
    expect(r.err).toEqual([
      `note: ${copy}: ${builtins.length - 1} rule files are copies of the built-in ones, unchanged: they replace nothing`,
      expect.stringMatching(/wash\.pl:\d+: action wash replaces the built-in rules\/wash\.pl$/),
    ]);
  });

  it("a built-in copy replacing an earlier folder's changed action is a change: noted", () => {
    const changed = copyWithWashChanged('changed');
    const restored = join(dir, 'restored');
    mkdirSync(restored);
    cpSync(join(RULES_DIR, 'wash.pl'), join(restored, 'wash.pl'));
    const notes = ruleNotes([changed, restored], []);
    expect(notes).toContainEqual(expect.stringMatching(new RegExp(`^${restored}/wash\\.pl:\\d+: action wash replaces ${changed}/wash\\.pl$`)));
    expect(notes.filter((n) => n.includes('unchanged'))).toHaveLength(1);
  });

  it('rules check and actions --rules say them too', async () => {
    const copy = copyWithWashChanged('check-copy');
    const unchanged = `note: ${copy}: ${builtins.length - 1} rule files are copies of the built-in ones, unchanged: they replace nothing`;
    const check = await runCli(['rules', 'check', copy]);
    expect(check.out.split('\n').filter((l) => l.startsWith('note: '))).toEqual([unchanged, expect.stringMatching(/wash\.pl:\d+: action wash replaces the built-in rules\/wash\.pl$/)]);
    const actions = await runCli(['actions', 'wash', '--rules', copy]);
    expect(actions.err.filter((l) => l.startsWith('note: '))).toEqual([unchanged, expect.stringMatching(/wash\.pl:\d+: action wash replaces/)]);
  });

  it('a single unchanged file is counted in the singular', () => {
    const one = join(dir, 'one');
    mkdirSync(one);
    cpSync(join(RULES_DIR, 'wash.pl'), join(one, 'wash.pl'));
    expect(ruleNotes([one], [])).toEqual([`${one}: 1 rule file is a copy of the built-in one, unchanged: it replaces nothing`]);
  });
});
