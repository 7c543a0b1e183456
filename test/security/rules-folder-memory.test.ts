// A rules folder of many rule files, each within the size bound: `rules check` and `--rules`
// kept every file's terms until the whole folder was read, so a dozen large files exhausted the
// heap. Each file's terms are now let go once it is compiled; only its action's name is kept.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, scratch } from './attack-cli.ts';

const folder = scratch('rules-folder-memory');

/** Twelve files of about 240 KB: one fact with 120,000 arguments each (a problem in every file). */
function heavyFolder(): string {
  const dir = folder();
  const args = Array.from({ length: 120_000 }, () => 'a').join(',');
  for (let i = 0; i < 12; i++) writeFileSync(join(dir, `f${String(i).padStart(2, '0')}.pl`), `action(x${i}, 'y').\nslot(a, in, t).\nmode(1, [a], []).\nphysics(_, none(${args})).\n`);
  return dir;
}

/** The command with a heap of 112 MB: the old code needed over 200 MB for this folder. */
function smallHeap(...args: string[]) {
  return spawnSync(process.execPath, ['--max-old-space-size=112', join(ROOT, 'bin/irl-kitchen.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
}

describe('a rules folder of many large rule files', () => {
  const dir = heavyFolder();

  it('rules check reports every problem of every file within a small heap', () => {
    const r = smallHeap('rules', 'check', dir);
    expect(r.signal, r.stderr.slice(0, 500)).toBeNull();
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/f11\.pl:4:12: none takes 0 arguments \(none\), got 120000\n/);
    expect(r.stdout.trim().split('\n').at(-1)).toBe(`24 problems in 12 rule files of ${dir}`);
  });

  it('run --rules refuses the folder at its first problem within a small heap', () => {
    const network = join(folder(), 'n.solution');
    writeFileSync(network, '#n\n(get-kitchen ?k)\n');
    const r = smallHeap('run', network, '--rules', dir);
    expect(r.signal, r.stderr.slice(0, 500)).toBeNull();
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^irl-kitchen: .*f00\.pl:3:1: mode 1 has no effect/);
    expect(r.stderr).not.toMatch(/^\s+at |heap out of memory/m);
  });
});
