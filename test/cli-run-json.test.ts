// `run --json` / `--jsonl` and `evaluate --format json` as data: every report matches
// docs/schema/run-report.schema.json, and a run stopped by Ctrl-C still leaves one valid JSON
// array of the rows it wrote, on standard output or in FILE.partial.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './json-validate.ts';
import { BENCHMARK, GOLD_DIR, VARIANTS_DIR } from './support/simulate.ts';
import { start, until } from './support/spawned-cli.ts';

const ROOT = resolve(import.meta.dirname, '..');
const tmp = () => mkdtempSync(join(tmpdir(), 'irl-kitchen-run-json-'));

const broken = `(get-kitchen ?kitchen)
(fetch ?tray ?ks-1 ?kitchen baking-tray 1)
#afghan-biscuits
(get-kitchen ?kitchen)
(fetch-and-proportoin ?butter ?ks-1 ?kitchen ?t-1 butter 230 g)
#cole-slaw
(get-kitchen ?kitchen)
(mix ?mixed ?ks-2 ?ks-nowhere ?butter ?whisk)
`;

describe.skipIf(!BENCHMARK)('run --json reports and their schema', () => {
  it('ok, unexecutable, error and id-less reports all match run-report.schema.json, in both forms', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'mixed.solution'), broken);
    const files = [join(GOLD_DIR!, 'cucumber-slices-with-dill.solution'), join(VARIANTS_DIR!, 'easy-oatmeal-cookies--swap-ingredient-1.solution'), join(dir, 'mixed.solution')];
    const json = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), 'run', ...files, '--json', '--quiet'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    const reports = JSON.parse(json.stdout) as { status: string; recipeId: string | null }[];
    expect(reports.map((r) => [r.recipeId, r.status])).toEqual([
      ['cucumber-slices-with-dill', 'ok'],
      ['easy-oatmeal-cookies', 'error'],
      [null, 'ok'],
      ['afghan-biscuits', 'error'],
      ['cole-slaw', 'unexecutable'],
    ]);
    for (const r of reports) expect(schemaErrors('run-report.schema.json', r)).toEqual([]);
    const jsonl = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), 'run', ...files, '--jsonl', '--quiet'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(jsonl.stdout.trimEnd().split('\n').map((l) => JSON.parse(l))).toEqual(reports);
  });
});

describe.skipIf(!BENCHMARK)('Ctrl-C keeps the JSON array valid', () => {
  // a recipe ends where the next begins: the third one lets the second be written
  const threeRecipes = () =>
    ['afghan-biscuits', 'almond-crescent-cookies', 'coconut-tuiles'].map((id) => readFileSync(join(GOLD_DIR!, `${id}.solution`), 'utf8').replace(/\s*$/, '\n')).join('');

  it('run --json from standard input: the reports printed form one array', async () => {
    const cmd = start(['run', '-', '--json', '--jobs', '1', '--quiet']);
    cmd.child.stdin!.write(threeRecipes());
    await until(() => (cmd.output().match(/^ {4}"file": "-",$/gm) ?? []).length === 2, 'two reports printed');
    cmd.child.kill('SIGINT'); // standard input stays open
    const r = await cmd.exited;
    expect(r.code).toBe(130);
    expect((JSON.parse(r.out) as { recipeId: string }[]).map((x) => x.recipeId)).toEqual(['afghan-biscuits', 'almond-crescent-cookies']);
  }, 120_000);

  it('evaluate --format json --output FILE: FILE.partial is one array of the rows scored', async () => {
    const out = join(tmp(), 'rows.json');
    const cmd = start(['evaluate', '--input', '-', '--format', 'json', '--jobs', '1', '--output', out]);
    cmd.child.stdin!.write(threeRecipes());
    const partialRows = () => {
      try {
        return (readFileSync(`${out}.partial`, 'utf8').match(/^ {4}"file": "-",$/gm) ?? []).length;
      } catch {
        return 0;
      }
    };
    await until(() => partialRows() === 2, 'two rows written');
    cmd.child.kill('SIGINT');
    const r = await cmd.exited;
    expect(r.code).toBe(130);
    expect(r.err.trim().split('\n').at(-1)).toBe(`irl-kitchen: interrupted (Ctrl-C): 2 rows written to ${out}.partial; ${out} was not created`);
    const rows = JSON.parse(readFileSync(`${out}.partial`, 'utf8')) as { recipeId: string; status: string }[];
    expect(rows.map((x) => [x.recipeId, x.status])).toEqual([
      ['afghan-biscuits', 'ok'],
      ['almond-crescent-cookies', 'ok'],
    ]);
  }, 120_000);
});
