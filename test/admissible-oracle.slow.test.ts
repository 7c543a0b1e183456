// Listings from the declared conditions equal the dry-run oracle: before each of the first 12
// lines of every gold network, `admissible()` (conditions tested early while inputs are chosen,
// stored-only constants sharing one dry run, whole listings carried over from the last call) and
// `admissible({ exhaustive: true })` (every assignment dry-run, nothing shared) are the same list,
// entry for entry. About 10 s per network.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchmarkDir, goldDir } from '../src/benchmark-dir.ts';
import { openSession } from '../src/session/index.ts';

const bench = benchmarkDir();
const dir = bench ? goldDir(bench) : null;
const files = dir ? readdirSync(dir).filter((f) => f.endsWith('.solution')).sort() : [];
const LINES = 12;

describe.skipIf(!files.length)('admissible listings equal the exhaustive oracle', () => {
  it.each(files)(
    '%s, before each of its first 12 lines',
    (file) => {
      const lines = readFileSync(join(dir!, file), 'utf8').split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
      const session = openSession();
      for (const [k, line] of lines.slice(0, LINES).entries()) {
        const listed = session.admissible();
        expect(listed, `${file} before line ${k + 1}`).toEqual(session.fork().admissible({ exhaustive: true }));
        session.execute(line);
      }
    },
    180_000,
  );
});
