// The reason a page could not be written: a folder that is there but makes no files (/proc)
// answers ENOENT, which is not "no such folder".
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WriteError, writePage } from '../src/view/files.ts';

describe('why a page cannot be written', () => {
  it.skipIf(!existsSync('/proc/self'))('in /proc: the folder takes no new files, not that it is missing', () => {
    expect(() => writePage('/proc', 'page.html', '<p>x</p>')).toThrow(new WriteError('/proc/page.html', 'the folder takes no new files (a file system such as /proc)'));
  });

  it('in a folder that is gone: no such folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-viewprobe-gone-'));
    rmSync(dir, { recursive: true });
    expect(() => writePage(dir, 'page.html', '<p>x</p>')).toThrow(new WriteError(join(dir, 'page.html'), 'no such folder'));
  });
});
