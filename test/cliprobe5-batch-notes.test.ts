// What `evaluate` and `repair` say about a run, checked where they said too much or too little:
// a note per file for an id that every model's prediction of a recipe carries, "twice" for a third
// occurrence, a Smatch-only run over an unexecutable network called a failure, the goal counts
// lost to the reduced fraction, and failed objects the repair report left out.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './json-validate.ts';
import { start } from './support/spawned-cli.ts';
import { BENCHMARK } from './support/simulate.ts';

const EXAMPLE = 'examples/tutorial/less-sugar.solution';
const tmp = () => mkdtempSync(join(tmpdir(), 'irl-kitchen-cliprobe5-'));
const notesOf = (err: string) => err.split('\n').filter((l) => /^\s*note: recipe /.test(l));

describe('repeated recipe ids', () => {
  it('one prediction file per model: the first repeat is noted, the rest summed up in one line', async () => {
    const dir = tmp();
    const text = readFileSync(EXAMPLE, 'utf8');
    const files = [1, 2, 3, 4, 5].map((k) => join(dir, `model-${k}.solution`));
    for (const f of files) writeFileSync(f, text);
    const r = await start(['evaluate', '--input', ...files, '--metrics', 'execution-time', '--output', '-']).exited;
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n')).toHaveLength(1 + files.length); // every file keeps its row
    const notes = notesOf(r.err);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/comes twice: \S*model-1\.solution \(line \d+\) and \S*model-2\.solution \(line \d+\) carry the same id/);
    expect(notes[1]).toMatch(/^note: recipe \S+ comes in 5 files; each occurrence gets its row/);
  });

  it('a third occurrence in one file is counted as such', async () => {
    const text = readFileSync(EXAMPLE, 'utf8');
    const file = join(tmp(), 'thrice.solution');
    writeFileSync(file, `${text}\n${text}\n${text}\n`);
    const r = await start(['evaluate', '--input', file, '--metrics', 'execution-time', '--output', '-']).exited;
    const notes = notesOf(r.err);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/comes twice: \S*thrice\.solution line \d+ and line \d+; each occurrence gets its row/);
    expect(notes[1]).toMatch(/comes 3 times in \S*thrice\.solution: first at line \d+, now at line \d+; each occurrence gets its row/);
    expect(r.err).not.toMatch(/in \d+ files/);
  });

  it('a file holding the id twice, given twice: its second reading is noted as the same file, not as more repeats', async () => {
    const text = readFileSync(EXAMPLE, 'utf8');
    const file = join(tmp(), 'twice.solution');
    writeFileSync(file, `${text}\n${text}\n`);
    const r = await start(['evaluate', '--input', file, file, '--metrics', 'execution-time', '--output', '-']).exited;
    const notes = notesOf(r.err);
    expect(notes).toHaveLength(3);
    expect(notes[0]).toMatch(/comes twice: \S*twice\.solution line \d+ and line \d+;/);
    expect(notes.slice(1)).toEqual([1, 2].map(() => expect.stringMatching(/comes twice: \S*twice\.solution is given twice; each time gets its row$/)));
  });
});

describe.skipIf(!BENCHMARK)('evaluate over the corpus', () => {
  const unexecutable = join(BENCHMARK ?? '', 'variants/cole-slaw--break-link-1.solution');

  it('--metrics smatch-score alone: an unexecutable network is scored, and the run exits 0', async () => {
    const r = await start(['evaluate', '--input', unexecutable, '--metrics', 'smatch-score', '--format', 'jsonl']).exited;
    const row = JSON.parse(r.out);
    expect(row.status).toBe('unexecutable'); // the row still says what happened
    expect(row.smatch.f).toBeGreaterThan(0);
    expect(r.err.trim().split('\n').at(-1)).toBe('1 recipe: 1 scored, of which 1 unexecutable (Smatch needs no execution), 0 errors');
    expect(r.code).toBe(0);
    // a figure that needs the execution is not given: the run failed as before
    const all = await start(['evaluate', '--input', unexecutable, '--metrics', 'smatch-score', 'execution-time']).exited;
    expect(all.err.trim().split('\n').at(-1)).toBe('1 recipe: 0 scored, 1 unexecutable, 0 errors');
    expect(all.code).toBe(1);
  });

  it('a JSON row gives the goal counts behind the reduced fraction', async () => {
    const r = await start(['evaluate', '--input', EXAMPLE, '--format', 'json', '--quiet']).exited;
    const [row] = JSON.parse(r.out);
    const { goalConditionsReached: reached, goalConditionsTotal: total } = row;
    expect(Number.isInteger(reached) && Number.isInteger(total)).toBe(true);
    expect(row.goalConditionSuccess.value).toBe(reached / total);
    const [n, d] = (row.goalConditionSuccess.fraction as string).split('/').map(Number);
    expect(reached * d).toBe(total * n);
    expect(total).toBeGreaterThan(d); // the example's fraction is reduced: the counts were lost
    expect(schemaErrors('evaluation-row.schema.json', row)).toEqual([]);
    // no goal figure, no counts
    const none = await start(['evaluate', '--input', EXAMPLE, '--metrics', 'execution-time', '--format', 'jsonl', '--quiet']).exited;
    expect(JSON.parse(none.out)).toMatchObject({ goalConditionSuccess: null, goalConditionsReached: null, goalConditionsTotal: null });
  });

  it('the repair report counts the lines that bound failed objects before the repair', async () => {
    const variant = join(BENCHMARK ?? '', 'variants/chocolate-cream-cheese-cupcakes--extra-op-1.solution');
    const json = await start(['repair', variant, '--json']).exited;
    const [result] = JSON.parse(json.out);
    const failed = result.before.failedLines.length;
    expect(failed).toBeGreaterThan(1);
    const text = await start(['repair', variant]).exited;
    expect(text.out).toContain(`: ${result.before.status} with failed objects on ${failed} lines → ${result.after.status} with ${result.edits.length} edit`);
  });
});

describe('a repair that finds nothing', () => {
  it('says the network binds failed objects rather than only "ok"', async () => {
    const file = join(tmp(), 'hopeless.solution');
    writeFileSync(file, '(get-kitchen ?kitchen)\n(fetch ?bowls ?ks-1 ?kitchen medium-bowl 1000)\n(beat ?beaten ?ks-2 ?ks-1 ?bowls ?whisk)\n');
    const r = await start(['repair', file, '--max-nodes', '1']).exited;
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/hopeless\.solution: ok with failed objects on 2 lines, no repair found \(1 network tried; stopped by --max-nodes\)/);
  });

  it('an escape sequence in the file name is shown escaped, as run shows it', async () => {
    const file = join(tmp(), 'red\x1b[31m.solution');
    writeFileSync(file, '(get-kitchen ?kitchen)\n(fetch ?bowls ?ks-1 ?kitchen medium-bowl 1000)\n');
    const r = await start(['repair', file, '--max-nodes', '1']).exited;
    expect(r.out).not.toContain('\x1b');
    expect(r.out).toContain('red\\u{1b}[31m.solution: ok with failed objects on 1 line, no repair found');
  });
});
