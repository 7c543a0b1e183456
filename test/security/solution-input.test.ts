// `.solution` inputs that never end or are not files: /dev/zero, a named pipe, a file or standard
// input over the size bound. Each is refused through the real command line within 10 s, before
// any work where it can be seen from the file's kind and size; standard input keeps working.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSolutionFile } from '../../src/language/parse-solution.ts';
import { MAX_BYTES_VARIABLE, SOLUTION_LIMITS } from '../../src/language/solution-input.ts';
import { GOLD_DIR } from '../support/simulate.ts';
import { ANSWER_MS, cli, exists, expectRefused, ROOT, scratch, SLOW } from './attack-cli.ts';

const folder = scratch('solution-input');
const LIMIT = SOLUTION_LIMITS.maxBytes;
const haveFifo = spawnSync('mkfifo', ['--help']).status === 0;

/** A sparse file of `bytes` bytes: its size is seen with stat, its content would take long to read. */
function sparse(path: string, bytes: number): string {
  const fd = openSync(path, 'w');
  ftruncateSync(fd, bytes);
  closeSync(fd);
  return path;
}

describe('inputs that are not regular files are refused before they are read', () => {
  it('run /dev/zero', async () => {
    expectRefused(await cli(['run', '/dev/zero']), /^irl-kitchen: \/dev\/zero: not a regular file \(a device\): give a \.solution file, or - for standard input$/m);
  }, SLOW);

  it.skipIf(!haveFifo)('run FIFO and evaluate --input FIFO (nobody writes to it)', async () => {
    const dir = folder();
    const fifo = join(dir, 'net.solution');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    expectRefused(await cli(['run', fifo]), /net\.solution: not a regular file \(a named pipe\)/);
    if (GOLD_DIR) {
      const out = join(dir, 'res.csv');
      expectRefused(await cli(['evaluate', '--input', fifo, '--output', out]), /not a regular file \(a named pipe\)/);
      expect(exists(out) || exists(`${out}.partial`), 'nothing was written').toBe(false);
    }
  }, SLOW);

  it('a folder is still refused with its own message, saying how many files it holds', async () => {
    const f = join(folder(), 'predictions');
    mkdirSync(f, { recursive: true });
    expectRefused(await cli(['run', f]), /is a folder: give the \.solution files in it \(it holds no \.solution file\)/);
    writeFileSync(join(f, 'a.solution'), '(get-kitchen ?k)\n');
    writeFileSync(join(f, 'b.solution'), '(get-kitchen ?k)\n');
    const r = await cli(['run', `${f}/`]);
    expectRefused(r, /is a folder: give the \.solution files in it/);
    expect(r.err).toContain(`(${f}/*.solution: 2 files)`);
  }, SLOW);

  it('readSolutionFile (gold networks, views) gives a problem for them, never a hang or a throw', () => {
    expect(readSolutionFile('/dev/zero').problems.map((p) => p.message)).toEqual(['not a regular file (a device): give a .solution file, or - for standard input']);
    const big = sparse(join(folder(), 'big.solution'), LIMIT + 1);
    expect(readSolutionFile(big).problems[0]).toMatchObject({ place: { file: big, line: 1, column: 1 }, message: expect.stringMatching(/more than the limit of 67108864 bytes/) });
  });
});

describe('the size bound', () => {
  it(`a file over ${LIMIT} bytes is refused before it is read`, async () => {
    const big = sparse(join(folder(), 'big.solution'), 100 * 1024 * 1024);
    expectRefused(await cli(['run', big]), new RegExp(`big\\.solution: has 104857600 bytes, more than the limit of ${LIMIT} bytes for a \\.solution input \\(${MAX_BYTES_VARIABLE} changes it\\)`));
  }, SLOW);

  it('standard input over the bound is refused once the bound is passed', async () => {
    // /dev/zero through a pipe: a stream that never ends unless we stop reading it
    const r = await new Promise<{ code: number | null; signal: string | null; err: string }>((done) => {
      const child = spawn('sh', ['-c', `exec 2>&1; cat /dev/zero | "${process.execPath}" bin/irl-kitchen.js run -`], { cwd: ROOT, timeout: ANSWER_MS });
      let err = '';
      child.stdout.on('data', (d) => (err += d));
      child.on('close', (code, signal) => done({ code, signal, err }));
    });
    expectRefused({ ...r, out: '' }, new RegExp(`standard input holds more than the limit of ${LIMIT} bytes`));
  }, SLOW);

  it('standard input within the bound is read as before', async () => {
    const r = await cli(['run', '-', '--jsonl'], { input: '#r\n(get-kitchen ?k)\n' });
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ recipeId: 'r', status: 'ok' });
  }, SLOW);

  it(`${MAX_BYTES_VARIABLE} changes the bound, for files and standard input; a bad value is said once`, async () => {
    const net = join(folder(), 'n.solution');
    writeFileSync(net, '(get-kitchen ?k)\n');
    expectRefused(await cli(['run', net], { env: { [MAX_BYTES_VARIABLE]: '10' } }), /n\.solution: has 17 bytes, more than the limit of 10 bytes/);
    expectRefused(await cli(['run', '-'], { env: { [MAX_BYTES_VARIABLE]: '10' }, input: '(get-kitchen ?k)\n' }), /standard input holds more than the limit of 10 bytes/);
    expectRefused(await cli(['run', net], { env: { [MAX_BYTES_VARIABLE]: 'lots' } }), new RegExp(`^irl-kitchen: ${MAX_BYTES_VARIABLE}=lots: expected a whole number of bytes`));
    const ok = await cli(['run', net], { env: { [MAX_BYTES_VARIABLE]: '17' } });
    expect(ok.code, ok.err).toBe(0);
  }, SLOW);

  it('UTF-16 text (an editor\'s "Unicode") is named as such, from a file or standard input, by every command', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('#r\n(get-kitchen ?k)\n', 'utf16le')]);
    const net = join(folder(), 'u16.solution');
    writeFileSync(net, utf16);
    const says = /the text is UTF-16 \(little-endian\): it starts with the byte-order mark FF FE; save it as UTF-8$/m;
    for (const args of [['run', net], ['evaluate', '--input', net, '--output', '-'], ['repair', net]]) expectRefused(await cli(args), says);
    for (const args of [['run', '-'], ['repair', '-']]) expectRefused(await cli(args, { input: utf16 }), says);
    expect(readSolutionFile(net).problems[0].message).toMatch(says);
    const bigEndian = join(folder(), 'u16be.solution');
    writeFileSync(bigEndian, Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('(get-kitchen ?k)\n', 'utf16le').swap16()]));
    expectRefused(await cli(['run', bigEndian]), /the text is UTF-16 \(big-endian\): it starts with the byte-order mark FE FF/);
    // without a mark: one message, not one per line
    const unmarked = join(folder(), 'u16-unmarked.solution');
    writeFileSync(unmarked, Buffer.from('#r\n(get-kitchen ?k)\n(fetch ?b ?ks ?k bowl 1)\n', 'utf16le'));
    const plain = /the text is UTF-16 \(little-endian\) without a byte-order mark: every other byte is zero; save it as UTF-8$/m;
    for (const args of [['run', unmarked], ['repair', unmarked]]) expectRefused(await cli(args), plain);
    expect(readSolutionFile(unmarked).problems.map((p) => p.message)).toEqual([expect.stringMatching(plain)]);
  }, SLOW);

  it('repair reads standard input within the same bound as every command', async () => {
    expectRefused(await cli(['repair', '-'], { env: { [MAX_BYTES_VARIABLE]: '10' }, input: '(get-kitchen ?k)\n' }), /^irl-kitchen: standard input: holds more than the limit of 10 bytes/m);
  }, SLOW);

  it('a 60 MiB line within the bound is read in linear time and refused as too long', async () => {
    const net = join(folder(), 'long.solution');
    writeFileSync(net, `(get-kitchen ?k)\n(fetch ${'x'.repeat(60 * 1024 * 1024)})\n(get-kitchen ?j)\n`);
    const r = await cli(['run', net, '--jsonl']);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(/long\.solution:2:1: line is 62914568 characters long, more than the 100000 accepted: line not read/);
    expect(r.err).not.toMatch(/^\s+at |this is a bug/m);
  }, SLOW);
});
