// Templates of the action space: before every line of every gold network at most 500 of them,
// and every gold line that runs cleanly at its step is an instance of one listed before it; every
// line of a whole listing is an instance of one; the JSON validates.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchmarkDir, goldDir } from '../src/benchmark-dir.ts';
import { InputError } from '../src/errors.ts';
import { openSession } from '../src/session/index.ts';
import { readLine } from './admissible-match.ts';
import { schemaErrors } from './json-validate.ts';
import { isInstance } from './template-match.ts';

const bench = benchmarkDir();
const dir = bench ? goldDir(bench) : null;
const files = dir ? readdirSync(dir).filter((f) => f.endsWith('.solution')).sort() : [];
const hasFailed = (b: Record<string, { value: unknown }>) => Object.values(b).some((x) => (x.value as { kind?: string })?.kind === 'failed');
const MAX_TEMPLATES = 500;

describe.skipIf(!files.length)('templates over the gold corpus', () => {
  it('before every line: at most 500 templates, and each gold line that runs cleanly is an instance of one', () => {
    const counts: number[] = [];
    const missed: string[] = [];
    let clean = 0;
    for (const file of files) {
      const lines = readFileSync(join(dir!, file), 'utf8').split('\n').filter((l) => l.trim().startsWith('('));
      const session = openSession();
      for (const [n, line] of lines.entries()) {
        const gold = readLine(line);
        if (gold.name !== 'get-kitchen') {
          const templates = session.admissible({ form: 'templates' });
          counts.push(templates.length);
          const probe = session.fork().execute(line);
          if (probe.status === 'ok' && !hasFailed(probe.newBindings)) {
            clean++;
            const bound = (name: string) => name in session.bindings();
            if (!templates.some((t) => isInstance(t, gold, bound))) missed.push(`${file}:${n + 1} ${line}`);
          }
        }
        session.execute(line);
      }
    }
    expect(missed).toEqual([]);
    expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_TEMPLATES);
    expect(clean).toBeGreaterThan(900);
  }, 600_000);
});

describe.skipIf(!files.length)('templates and the whole listing', () => {
  it('every line of a whole listing is an instance of a template of the same state', () => {
    const lines = readFileSync(join(dir!, 'almond-crescent-cookies.solution'), 'utf8').split('\n').filter((l) => l.startsWith('('));
    const session = openSession();
    session.execute(lines.slice(0, 9).join('\n'));
    const templates = session.templates();
    const bound = (name: string) => name in session.bindings();
    const entries = session.admissible();
    expect(entries.length).toBeGreaterThan(10_000);
    const outside = entries.filter((e) => !templates.some((t) => t.action === e.action && t.mode === e.mode && isInstance(t, readLine(e.line), bound)));
    expect(outside.map((e) => e.line).slice(0, 5)).toEqual([]);
  }, 120_000);
});

describe('templates of a session', () => {
  const session = openSession();
  session.execute('(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)');
  session.execute('(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)');

  it('validate, and every line of the whole listing is an instance of one', () => {
    const templates = session.admissible({ form: 'templates' });
    for (const t of templates) expect(schemaErrors('admissible-template.schema.json', t)).toEqual([]);
    const bound = (name: string) => name in session.bindings();
    const outside = session.admissible().filter((e) => !templates.some((t) => t.action === e.action && t.mode === e.mode && isInstance(t, readLine(e.line), bound)));
    expect(outside.map((e) => e.line)).toEqual([]);
  });

  it('say what a slot takes: fresh variables where the mode computes, candidates and ranges where it needs a value', () => {
    const [mode1] = session.templates({ action: 'fetch-and-proportion' });
    expect(mode1.pattern).toMatch(/^\(fetch-and-proportion \?container-with-ingredient-\d+ \?kitchen-state-out-\d+ <kitchen-state-in> \?target-container-\d+ <ingredient-concept> <quantity> <unit>\)$/);
    const slot = (name: string) => mode1.slots.find((s) => s.slot === name)!;
    expect(slot('kitchen-state-in').candidates).toEqual(expect.arrayContaining(['?ks-2', '?ks-1']));
    expect(slot('ingredient-concept').candidates).toEqual(expect.arrayContaining(['butter', 'white-sugar']));
    expect(slot('quantity').numbers?.byUnit?.g).toEqual({ min: 1, max: 5000 });
    // a beat of the sugar's bowl needs it on the counter-top: the kitchen before it was fetched offers it not
    const beat = session.templates({ action: 'beat' }).find((t) => t.mode === '1');
    expect(beat?.slots.find((s) => s.slot === 'container-with-ingredients')?.candidates).toContain('?sugar');
    expect(() => session.templates({ action: 'stirr' })).toThrow(InputError);
  });

  it('are listed for every mode, fetching into a container of one\'s choice too', () => {
    const modes = session.templates({ action: 'fetch-and-proportion' }).map((t) => t.mode);
    expect(modes).toEqual(['1', '2']);
  });
});
