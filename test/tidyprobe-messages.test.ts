// One wording for every message: a rules folder that cannot be read says why in io-reason.ts's
// words (not Node's `ENOENT: no such file or directory, stat …`), a page `view` cannot write
// starts with the program's name like every other message, and `view --output`'s check names a
// device, pipe or socket in the page writer's words.
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requirePageFile } from '../src/cli/page-output.ts';
import { ioReason } from '../src/io-reason.ts';
import { ruleFolderProblem } from '../src/rules/rule-folder.ts';
import { kindOf } from '../src/view/files.ts';
import { runCli } from './support/cli.ts';
import { refusal } from './support/thrown.ts';

const dir = mkdtempSync(join(tmpdir(), 'tidyprobe-messages-'));
const enoent = ioReason(Object.assign(new Error('x'), { code: 'ENOENT' }));

describe('a rules folder that cannot be read', () => {
  it('rules check: the reason in the words of every other I/O message', async () => {
    const missing = join(dir, 'nope');
    const r = await runCli(['rules', 'check', missing]);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`irl-kitchen: ${missing}: cannot read rules folder: ${enoent}`]);
    expect(r.err[0]).not.toMatch(/no such file or directory|stat '|scandir '/);
  });

  it('a part of the path that is a file, and a file given as the folder, each said as such', () => {
    const file = join(dir, 'plain.txt');
    writeFileSync(file, 'x');
    expect(ruleFolderProblem(join(file, 'rules'))).toBe(`${join(file, 'rules')}: cannot read rules folder: a part of the path is not a folder (ENOTDIR)`);
    expect(ruleFolderProblem(file)).toBe(`${file} is not a folder: a rules folder holds .pl rule files`);
  });

  it('a rule file that cannot be opened (a link to nothing): said in words, not the bare code', async () => {
    const rules = join(dir, 'dangling');
    mkdirSync(rules);
    symlinkSync(join(rules, 'missing.pl'), join(rules, 'gone.pl'));
    const r = await runCli(['rules', 'check', rules]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${join(rules, 'gone.pl')}:1:1: a symbolic link to nothing (its target does not exist): not a rule file`);
    expect(r.out).not.toContain('ENOENT');
  });

  it('--rules: refused as the command line is read, in the same words', async () => {
    const missing = join(dir, 'gone');
    const r = await runCli(['run', '--rules', missing, 'x.solution']);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain(`${missing}: cannot read rules folder: ${enoent}`);
  });
});

describe('view: a page that cannot be written', () => {
  it('is said after the program name, like every other message', async () => {
    const network = join(dir, 'net.solution');
    writeFileSync(network, '#first\n(get-kitchen ?k)\n');
    // passes --output's checks (nothing stands there), then the file system refuses the name
    const output = join(dir, `${'a'.repeat(300)}.html`);
    const r = await runCli(['view', network, '--output', output]);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`irl-kitchen: #first: cannot write ${output}: the name is too long for the file system`]);
  });
});

describe("view --output: what is no plain file, in the page writer's words", () => {
  it.skipIf(process.platform === 'win32')('a named pipe and a device', () => {
    const fifo = join(dir, 'pipe.html');
    execFileSync('mkfifo', [fifo]);
    for (const path of [fifo, '/dev/null']) {
      expect(refusal(() => requirePageFile(path))).toBe(`--output ${path}: it is ${kindOf(lstatSync(path))}; a page is a plain file, e.g. --output recipe.html`);
    }
    expect(kindOf(lstatSync(fifo))).toBe('a named pipe');
    expect(kindOf(lstatSync('/dev/null'))).toBe('a device');
  });
});
