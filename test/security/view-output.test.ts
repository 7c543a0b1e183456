// Where `view` and `evaluate --show` put their pages when the output is not a plain file name: a
// named pipe at a page's place (refused at once, never waited on), a symbolic link planted where
// the batch folder goes (refused, nothing written behind it), `--output` naming a folder or `-`
// (refused before any work, instead of pages landing in the folder above), and `view -`, which
// reads standard input like every other command.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WriteError } from '../../src/view/files.ts';
import { writeViewsForRows } from '../../src/view/write.ts';
import { simulator } from '../support/simulate.ts';
import { cli, expectRefused, scratch, SLOW } from './attack-cli.ts';

const folder = scratch('view-output');
const TWO = '#first\n(get-kitchen ?k)\n#second\n(get-kitchen ?k)\n';

describe('view: a page that is not a plain file', () => {
  it('a named pipe at the page is refused for that page, without waiting for a reader', async () => {
    const dir = folder();
    const input = join(dir, 'net.solution');
    writeFileSync(input, TWO);
    const out = join(dir, 'out');
    mkdirSync(out);
    spawnSync('mkfifo', [join(out, 'index.first.a7937b64.html')]);
    const r = await cli(['view', input, '--output', join(out, 'index.html')]);
    expectRefused(r, /^irl-kitchen: #first: cannot write .*index\.first\.a7937b64\.html: it is a named pipe/m);
    // the other recipe and the index are still written
    expect(r.out).toMatch(/#second \(ok\)/);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  }, SLOW);
});

describe('evaluate --show: the folder of the pages', () => {
  it('a symbolic link planted at <stem>-views is refused and nothing is written behind it', async () => {
    const dir = folder();
    const input = join(dir, 'net.solution');
    writeFileSync(input, TWO);
    const elsewhere = join(dir, 'elsewhere');
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, join(dir, 'results-views'));
    const attempt = writeViewsForRows([{ file: input }], join(dir, 'results.csv'), { sim: simulator(), warn: () => {} });
    await expect(attempt).rejects.toThrow(WriteError);
    await expect(attempt).rejects.toThrow(/results-views: it is a symbolic link/);
    expect(readdirSync(elsewhere)).toEqual([]);
  }, SLOW);
});

describe('view --output that names no file', () => {
  for (const [name, output, says] of [
    ['an existing folder', 'out', /--output out: names a folder; .* e\.g\. --output out\/index\.html/],
    ['a folder with a slash', 'out/', /--output out\/: names a folder/],
    ['a new folder with a slash', 'new/', /--output new\/: names a folder/],
    ['standard output', '-', /--output -: pages are files, not standard output/],
  ] as const) {
    it(`${name} is refused before any work, and nothing is written`, async () => {
      const dir = folder();
      writeFileSync(join(dir, 'net.solution'), TWO);
      mkdirSync(join(dir, 'out'));
      expectRefused(await cli(['view', 'net.solution', '--output', output], { cwd: dir }), says);
      expect(readdirSync(dir).sort()).toEqual(['net.solution', 'out']);
      expect(readdirSync(join(dir, 'out'))).toEqual([]);
    }, SLOW);
  }
});

describe('view -', () => {
  it('reads the network from standard input and writes stdin.html', async () => {
    const dir = folder();
    // a file named - must not be read instead
    writeFileSync(join(dir, '-'), '#not-this-one\n(get-kitchen ?k)\n');
    const r = await cli(['view', '-'], { cwd: dir, input: '#from-stdin\n(get-kitchen ?k)\n' });
    expect(r.code, r.err).toBe(0);
    expect(r.out.trim()).toBe(`#from-stdin (ok): ${join(dir, 'stdin.html')}`);
    expect(readdirSync(dir).sort()).toEqual(['-', 'stdin.html']);
  }, SLOW);

  it('an empty standard input is refused like an empty file', async () => {
    expectRefused(await cli(['view', '-', '--output', join(folder(), 'x.html')], { input: '' }), /^irl-kitchen: -: no recipe in this file/);
  }, SLOW);
});
