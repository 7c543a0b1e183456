// `irl-kitchen view` as a user meets it: an input that is no file refused in one line without a
// made-up place, an empty --recipe refused, and Ctrl-C, which stops after the page in hand, keeps
// and lists the pages written and says so, instead of ending the command without a word.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, expectRefused, scratch, SLOW } from './security/attack-cli.ts';
import { start, until } from './support/spawned-cli.ts';

const folder = scratch('view-cli');

describe('view: inputs that are not a .solution file', () => {
  it('a folder: one line saying view takes one file, how many it holds, and what shows several', async () => {
    const dir = folder();
    mkdirSync(join(dir, 'nets'));
    for (const n of ['a', 'b']) writeFileSync(join(dir, 'nets', `${n}.solution`), '(get-kitchen ?k)\n');
    const r = await cli(['view', 'nets'], { cwd: dir });
    expectRefused(r, /^irl-kitchen: nets is a folder: view takes one \.solution file \(nets\/\*\.solution: 2 files\); evaluate --input FILES --output results\.csv --show writes the pages of several$/m);
    // no place in it: a folder has no line 1, column 1
    expect(r.err).not.toMatch(/:1:1/);
    expect(readdirSync(dir)).toEqual(['nets']);
  }, SLOW);

  it('a named pipe: refused without a made-up line and column', async () => {
    const dir = folder();
    spawnSync('mkfifo', [join(dir, 'pipe')]);
    const r = await cli(['view', 'pipe'], { cwd: dir });
    expectRefused(r, /^irl-kitchen: pipe: not a regular file \(a named pipe\)/m);
    expect(r.err).not.toMatch(/:1:1/);
  }, SLOW);
});

describe('view --recipe', () => {
  it('an empty id is refused before any work (it was taken as no --recipe, and every page written)', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'two.solution'), '#first\n(get-kitchen ?k)\n#second\n(get-kitchen ?k)\n');
    expectRefused(await cli(['view', 'two.solution', '--recipe', ''], { cwd: dir }), /^irl-kitchen: --recipe: the recipe id is empty$/m);
    expect(readdirSync(dir)).toEqual(['two.solution']);
  }, SLOW);
});

describe('view interrupted', () => {
  it('Ctrl-C stops after the page in hand: the pages written are kept and listed in the index, status 130', async () => {
    const dir = folder();
    const input = join(dir, 'many.solution');
    const n = 400;
    writeFileSync(input, Array.from({ length: n }, (_, i) => `#r${i}\n(get-kitchen ?k)\n(fetch-and-proportion ?b ?k2 ?k ?bowl butter 100 g)\n`).join(''));
    const out = join(dir, 'out');
    mkdirSync(out);
    const index = join(out, 'index.html');
    const cmd = start(['view', input, '--output', index]);
    const pages = () => (existsSync(out) ? readdirSync(out).filter((f) => /^index\.r\d+\./.test(f)).length : 0);
    await until(() => pages() >= 2, 'two pages written');
    cmd.child.kill('SIGINT');
    const r = await cmd.exited;
    expect(r.code, r.err).toBe(130);
    const written = pages();
    expect(written).toBeLessThan(n);
    expect(r.err.trim().split('\n').at(-1)).toBe(`irl-kitchen: interrupted (Ctrl-C): ${written} pages written, listed in ${index}; the last ${n - written} recipes of the file got none`);
    // every page written is said on standard output and linked from the index, which says what is missing
    expect(r.out.match(/^#r\d+ \(ok\): /gm)).toHaveLength(written);
    const html = readFileSync(index, 'utf8');
    expect(html.match(/<tr class="recipe">/g)).toHaveLength(written);
    expect(html).toContain(`data-skipped="${n - written}"`);
  }, 120_000);
});
