// Admissible actions over gold replays: before each gold line that runs without a failed object,
// its action is admissible with its bound variables, fresh variables, constants and numbers in
// range; entries executed in a fork bind no failed object. A sample by default (dry runs are
// many); IRL_KITCHEN_ADMISSIBLE_FULL=1 replays every gold network, every line, and executes 20
// entries spread over each listing (about 19,000 forks; 9 minutes, 2 of them for the longest
// network).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchmarkDir, goldDir } from '../src/benchmark-dir.ts';
import { openSession } from '../src/session/index.ts';
import { entryMatches, readLine } from './admissible-match.ts';

const FULL = process.env.IRL_KITCHEN_ADMISSIBLE_FULL === '1';
const bench = benchmarkDir();
const dir = bench ? goldDir(bench) : null;
const all = dir ? readdirSync(dir).filter((f) => f.endsWith('.solution')).sort() : [];
const files = FULL ? all : all.filter((f) => f === 'almond-crescent-cookies.solution');
/** Lines replayed per network in the sample. */
const LINES = FULL ? Infinity : 6;
/** Entries executed in a fork per call: the first few, or (FULL) some spread over the list. */
const FORKS = FULL ? 20 : 3;

const hasFailed = (b: Record<string, { value: unknown }>) => Object.values(b).some((x) => (x.value as { kind?: string })?.kind === 'failed');

describe.skipIf(!files.length)('admissible actions over gold replays', () => {
  it.each(files)('%s', (file) => {
    const text = readFileSync(join(dir!, file), 'utf8');
    const lines = text.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
    const session = openSession();
    const missed: string[] = [];
    const failing: string[] = [];
    for (const [n, line] of lines.slice(0, LINES).entries()) {
      const gold = readLine(line);
      const bound = (name: string) => name in session.bindings();
      if (gold.name !== 'get-kitchen') {
        const entries = session.admissible({ action: gold.name });
        // a line that waits for a later line cannot run here: nothing binds its input yet
        const probe = session.fork().execute(line);
        const runsClean = probe.status === 'ok' && !hasFailed(probe.newBindings);
        if (runsClean && !entries.some((e) => entryMatches(e, gold, bound))) missed.push(`line ${n + 1}: ${line}`);
        const step = FULL ? Math.max(1, Math.floor(entries.length / FORKS)) : 1;
        const sample = entries.filter((_, k) => k % step === 0).slice(0, FORKS);
        for (const e of sample) {
          const fork = session.fork();
          const step = fork.execute(e.line);
          if (step.status !== 'ok' || hasFailed(step.newBindings)) failing.push(e.line);
        }
      }
      session.execute(line);
    }
    expect(missed).toEqual([]);
    expect(failing).toEqual([]);
  }, FULL ? 900_000 : 60_000);
});
