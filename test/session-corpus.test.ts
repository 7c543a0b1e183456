// Line by line through a session, every gold network of the corpus ends with the same status,
// execution time and bindings as the whole-file run; every step validates against the schema.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchmarkDir, goldDir } from '../src/benchmark-dir.ts';
import { bindingsJson, numberJson } from '../src/json/index.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { openSession } from '../src/session/index.ts';
import { Simulator } from '../src/simulator.ts';
import { schemaErrors } from './json-validate.ts';

const bench = benchmarkDir();
const dir = bench ? goldDir(bench) : null;
const files = dir ? readdirSync(dir).filter((f) => f.endsWith('.solution')).sort() : [];

describe.skipIf(!files.length)('sessions over the gold corpus', () => {
  const sim = new Simulator();
  it('has the 30 gold networks', () => expect(files.length).toBe(30));

  it.each(files)('%s line by line equals the whole-file run', (file) => {
    const text = readFileSync(join(dir!, file), 'utf8');
    const whole = sim.run(parseSolutionText(text, file).recipes[0], file);
    const session = openSession();
    let failedSeen = 0;
    const lines = text.split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    // each line as a client sends it, with its newline (a blank line keeps the lines' numbers)
    for (const line of lines) {
      const step = session.execute(`${line}\n`);
      expect(step.accepted).toBe(true);
      expect(schemaErrors('session-step.schema.json', step)).toEqual([]);
      failedSeen += Object.values(step.newBindings).filter((b) => (b.value as { kind?: string })?.kind === 'failed').length;
    }
    expect(session.status()).toBe(whole.status);
    expect(session.executionTime()).toEqual(whole.executionTime === null ? null : numberJson(whole.executionTime));
    expect(session.bindings()).toEqual(bindingsJson(whole.program, whole.execution));
    expect(schemaErrors('bindings.schema.json', session.bindings())).toEqual([]);
    if (file.startsWith('chocolate-cream-cheese-cupcakes')) expect(failedSeen).toBeGreaterThan(0);
  });
});
