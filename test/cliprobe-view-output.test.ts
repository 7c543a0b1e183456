// `view --output` naming what no page can be written over (a device, a named pipe, a symbolic
// link) is refused before any work: the gold network's page used to be written beside it first
// (into /dev for --output /dev/full), then the page itself refused with no program name.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, start } from './support/spawned-cli.ts';

const NETWORK = join(ROOT, 'examples/tutorial/prediction-fixed.solution');

/** `irl-kitchen view NETWORK --output OUTPUT` in a fresh folder: its exit and what it left there. */
async function viewInto(output: (dir: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'cliprobe-view-'));
  writeFileSync(join(dir, 'kept.txt'), 'x');
  const target = output(dir);
  const before = readdirSync(dir).sort();
  const r = await start(['view', NETWORK, '--output', target]).exited;
  return { ...r, target, added: readdirSync(dir).filter((f) => !before.includes(f)) };
}

describe('view --output that is no plain file', () => {
  it('a symbolic link is refused before any page is written', async () => {
    const r = await viewInto((dir) => {
      symlinkSync(join(dir, 'kept.txt'), join(dir, 'link.html'));
      return join(dir, 'link.html');
    });
    expect(r.code).toBe(2);
    expect(r.err).toBe(`irl-kitchen: --output ${r.target}: it is a symbolic link (pages are never written through one); a page is a plain file, e.g. --output recipe.html\n`);
    expect(r.added).toEqual([]);
  });

  it.skipIf(process.platform === 'win32')('a named pipe is refused before any page is written', async () => {
    const r = await viewInto((dir) => {
      execFileSync('mkfifo', [join(dir, 'pipe.html')]);
      return join(dir, 'pipe.html');
    });
    expect(r.code).toBe(2);
    expect(r.err).toBe(`irl-kitchen: --output ${r.target}: it is a named pipe; a page is a plain file, e.g. --output recipe.html\n`);
    expect(r.added).toEqual([]);
  });

  it.skipIf(!existsSync('/dev/null'))('a device is refused', async () => {
    const r = await start(['view', NETWORK, '--output', '/dev/null']).exited;
    expect(r.code).toBe(2);
    expect(r.err).toBe('irl-kitchen: --output /dev/null: it is a device; a page is a plain file, e.g. --output recipe.html\n');
  });

  it('a symbolic link to a folder is still named a folder, and a plain new file is written', async () => {
    const r = await viewInto((dir) => {
      symlinkSync(dir, join(dir, 'pages'));
      return join(dir, 'pages');
    });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--output \S+pages: names a folder;/);
    const ok = await viewInto((dir) => join(dir, 'page.html'));
    expect(ok.code).toBe(0);
    expect(ok.added).toContain('page.html');
  });
});
