// The command lines as a user runs them: irl-kitchen run / evaluate, cookingbot-evaluator.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { twoDecimals } from '../src/evaluator/csv.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const ROOT = resolve(import.meta.dirname, '..');
const cli = (bin: string, args: string[]) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', bin), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const tmp = () => mkdtempSync(join(tmpdir(), 'irl-kitchen-'));

const broken = `#almond-crescent-cookies
(get-kitchen ?kitchen)
(fetch-and-proportion ?butter ?ks-1 ?kitchen ?t-1 butter 230 g
#afghan-biscuits
(get-kitchen ?kitchen)
(fetch-and-proportoin ?butter ?ks-1 ?kitchen ?t-1 butter 230 g)
#best-brownies
(get-kitchen ?kitchen)
(fetch-and-proportion ?butter ?ks-1 ?kitchen ?t-1 butter 230 g)
#cole-slaw
(get-kitchen ?kitchen)
(fetch-and-proportion ?butter ?ks-1 ?kitchen ?t-1 butter 230 g)
(mix ?mixed ?ks-2 ?ks-nowhere ?butter ?whisk)
`;

describe.skipIf(!BENCHMARK)('irl-kitchen run', () => {
  it('prints one JSON array over all files, and bad recipes do not stop the others', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'mixed.solution'), broken);
    const r = cli('irl-kitchen.js', ['run', join(GOLD_DIR!, 'coconut-tuiles.solution'), join(dir, 'mixed.solution'), '--json']);
    expect(r.code).toBe(1); // some recipe is an error
    const results = JSON.parse(r.out) as { file: string; recipeId: string; status: string; executionTime: number | null; messages: string[]; timeline: unknown[] }[];
    expect(results.map((x) => [x.recipeId, x.status])).toEqual([
      ['coconut-tuiles', 'ok'],
      ['almond-crescent-cookies', 'error'],
      ['afghan-biscuits', 'error'],
      ['best-brownies', 'ok'],
      ['cole-slaw', 'unexecutable'],
    ]);
    expect(results[0].executionTime).toBe(2340);
    expect(results[0].timeline.length).toBe(29);
    expect(results[1].messages[0]).toMatch(/mixed\.solution:3:\d+: expected/);
    expect(results[2].messages[0]).toMatch(/mixed\.solution:6:1: unknown action fetch-and-proportoin \(did you mean fetch-and-proportion\?\)/);
    expect(results[3].executionTime).toBe(30);
    expect(results[4].messages[0]).toMatch(/mixed\.solution:13:1: mix never ran: waiting for \?ks-nowhere/);
  });

  it('prints a human report with the timeline and the dishes on the counter-top', () => {
    const r = cli('irl-kitchen.js', ['run', 'almond-crescent-cookies.solution']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/#almond-crescent-cookies: ok, execution time 2600 s/);
    expect(r.out).toMatch(/\n\s+27 bake\s+1650 → 2550/);
    expect(r.out).toMatch(/on the counter-top:\n\s+baking-tray \(lined-with: baking-paper\) \[32 × homogeneous-mixture 25 g \([^)]*baked[^)]*\), homogeneous-mixture 18 g/);
    // runs of consecutive lines as ranges; the JSON form keeps every line
    expect(r.out).toMatch(/\n\s+critical path: lines 2–4 → 11–28 \(2600 s\)\n/);
    expect(r.out).toMatch(/\n\s+4 bring-to-temperature\s+30 → 830\s+overlaps lines 5–10\n/);
  });

  it('keeps the human report of a wide network small: overlapping lines as ranges', () => {
    // 300 lines that all start from the first kitchen state run side by side
    const lines = ['#wide', '(get-kitchen ?k0)', ...Array.from({ length: 300 }, (_, i) => `(fetch ?f${i} ?k${i + 1} ?k0 whisk 1)`)];
    const file = join(mkdtempSync(join(tmpdir(), 'irl-kitchen-wide-')), 'wide.solution');
    writeFileSync(file, lines.join('\n') + '\n');
    const r = cli('irl-kitchen.js', ['run', file]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\n\s+3 fetch\s+0 → 30\s+overlaps lines 4–302\n/);
    expect(r.out).toMatch(/\n\s+150 fetch\s+0 → 30\s+overlaps lines 3–149, 151–302\n/);
    // each row a line of its own length, not one listing the other 299 lines
    expect(r.out.length).toBeLessThan(120 * lines.length);
  });

  it('gives the critical path and diagnostics in JSON, root causes first', () => {
    const r = cli('irl-kitchen.js', ['run', 'almond-crescent-cookies.solution', join(BENCHMARK!, 'variants/cole-slaw--break-link-1.solution'), '--json']);
    const [ok, broken] = JSON.parse(r.out) as { criticalPath: number[]; diagnostics: { code: string; rootCause: boolean; line: number }[] }[];
    expect(ok.criticalPath[0]).toBe(2);
    expect(ok.diagnostics).toEqual([]);
    expect(broken.diagnostics[0]).toMatchObject({ code: 'E_UNBOUND_KITCHEN_STATE', rootCause: true, line: 30 });
    expect(broken.diagnostics.slice(1).every((d) => !d.rootCause)).toBe(true);
  });

  it('--mode quantitative replays each step physically, in the same result shape', () => {
    const network = '#n\n(get-kitchen ?k)\n(fetch-and-proportion ?butter ?ks-1 ?k ?bowl butter 230 g)\n';
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), 'run', '-', '--json', '--mode', 'quantitative', '--backend', 'cpu'], { cwd: ROOT, encoding: 'utf8', input: network, timeout: 120_000 });
    expect(r.status).toBe(0);
    const [report] = JSON.parse(r.stdout) as { status: string; mode: string; timeline: { action: string; physics: { measuredGrams: number; spilledGrams: number } | null }[] }[];
    expect(report).toMatchObject({ status: 'ok', mode: 'quantitative' });
    expect(report.timeline[1]).toMatchObject({ action: 'fetch-and-proportion', physics: { measuredGrams: 230 } });
  });
});

describe.skipIf(!BENCHMARK)('irl-kitchen evaluate', () => {
  const gold = (f: string) => join(GOLD_DIR!, f);
  const reference = BENCHMARK
    ? new Map(
        readFileSync(join(BENCHMARK, 'reference-figures/gold-reference.csv'), 'utf8')
          .trim()
          .split('\n')
          .slice(1)
          .map((l) => l.split(','))
          .map((c) => [c[0], c]),
      )
    : new Map();

  it('writes the reference CSV rendering for gold files, quirky rows included, with a file column for several files', () => {
    const files = ['black-bean-salad-2.solution', 'chocolate-cream-cheese-cupcakes.solution', 'classic-greek-salad.solution', 'afghan-biscuits.solution'];
    const out = join(tmp(), 'result.csv');
    const r = cli('irl-kitchen.js', ['evaluate', '--input', ...files.map(gold), '--output', out]);
    expect(r.code).toBe(0);
    const expected =
      'file,recipe-id,goal-condition-success,dish-approximation-score,execution-time\n' +
      files
        .map((f) => {
          const c = reference.get(f);
          return `${gold(f)},${c[1]},${twoDecimals(Number(c[2]))},${twoDecimals(Number(c[4]))},${c[5]}\n`;
        })
        .join('');
    expect(readFileSync(out, 'utf8')).toBe(expected);
    expect(r.err).toMatch(/known reference defect/);
    expect(r.err.trim().split('\n').at(-1)).toBe('4 recipes: 4 scored, 0 unexecutable, 0 errors');
  });

  it('with no --input scores the 30 gold files with exactly the reference columns and figures', () => {
    const out = join(tmp(), 'gold.csv');
    const r = cli('irl-kitchen.js', ['evaluate', '--output', out]);
    expect(r.code).toBe(0);
    // the corpus's black-bean-salad-2.solution carries the id black-bean-salad-4: one note names both files
    const notes = r.err.split('\n').filter((l) => /comes twice/.test(l));
    expect(notes).toEqual([expect.stringMatching(/^ {2}note: recipe black-bean-salad-4 comes twice: \S*\/black-bean-salad-2\.solution \(line 1\) and \S*\/black-bean-salad-4\.solution \(line 1\) carry the same id/)]);
    const rows = readFileSync(out, 'utf8').trim().split('\n');
    expect(rows[0]).toBe('recipe-id,goal-condition-success,dish-approximation-score,execution-time');
    const files = [...reference.keys()].filter((f) => f.endsWith('.solution') && !f.includes('--')).sort();
    expect(rows.slice(1)).toEqual(files.map((f) => {
      const c = reference.get(f);
      return `${c[1]},${twoDecimals(Number(c[2]))},${twoDecimals(Number(c[4]))},${c[5]}`;
    }));
  });

  it('writes the reference columns alone for one file, and JSON Lines when asked', () => {
    const out = join(tmp(), 'one.csv');
    const r = cli('irl-kitchen.js', ['evaluate', '--input', gold('afghan-biscuits.solution'), '--output', out, '--quiet']);
    expect(r.code).toBe(0);
    expect(r.err).toBe(''); // --quiet: no notes, warnings or summary
    const c = reference.get('afghan-biscuits.solution');
    expect(readFileSync(out, 'utf8')).toBe(`recipe-id,goal-condition-success,dish-approximation-score,execution-time\n${c[1]},${twoDecimals(Number(c[2]))},${twoDecimals(Number(c[4]))},${c[5]}\n`);
    const l = cli('irl-kitchen.js', ['evaluate', '--input', gold('afghan-biscuits.solution'), gold('coconut-tuiles.solution'), '--format', 'jsonl']);
    const lines = l.out.trim().split('\n').map((x) => JSON.parse(x) as { recipeId: string; status: string });
    expect(lines.map((x) => [x.recipeId, x.status])).toEqual([['afghan-biscuits', 'ok'], ['coconut-tuiles', 'ok']]);
  });

  it('gives JSON with exact fractions, full-precision scores and Smatch when asked', () => {
    const r = cli('irl-kitchen.js', ['evaluate', '--input', join(BENCHMARK!, 'variants/afghan-biscuits--change-pattern-1.solution'), '--output', '-', '--format', 'json', '--metrics', 'smatch-score', 'goal-condition-success', 'dish-approximation-score', 'execution-time']);
    expect(r.code).toBe(0);
    const [row] = JSON.parse(r.out);
    expect(row.goalConditionSuccess).toEqual({ fraction: '31/40', value: 0.775 });
    expect(Math.fround(row.dishApproximationScore)).toBe(Math.fround(0.99274075));
    expect(row.executionTime).toBe(2735);
    expect(row.smatch.f).toBeGreaterThanOrEqual(0.997624703087886 - 1e-12);
    const all = cli('irl-kitchen.js', ['evaluate', '--input', join(BENCHMARK!, 'variants/afghan-biscuits--change-pattern-1.solution'), '--output', '-', '--format', 'json', '--metrics', 'all']);
    expect(all.out).toBe(r.out);
  });

  it('notes a recipe id scored from two files once, naming both; the rows are unchanged', () => {
    const files = ['afghan-biscuits.solution', 'coconut-tuiles.solution', 'afghan-biscuits.solution'].map(gold);
    const r = cli('irl-kitchen.js', ['evaluate', '--input', files[0], files[1], '--output', '-', '--reference-columns']);
    expect(r.err).not.toMatch(/comes twice/);
    const copy = join(tmp(), 'copy.solution');
    writeFileSync(copy, readFileSync(files[0], 'utf8'));
    const twice = cli('irl-kitchen.js', ['evaluate', '--input', files[0], files[1], copy, '--output', '-', '--reference-columns']);
    expect(twice.out.trim().split('\n').slice(1).map((l) => l.split(',')[0])).toEqual(['afghan-biscuits', 'coconut-tuiles', 'afghan-biscuits']);
    expect(twice.err.match(/comes twice/g)).toHaveLength(1);
    expect(twice.err).toContain(`note: recipe afghan-biscuits comes twice: ${files[0]} (line 1) and ${copy} (line 1) carry the same id; each gets its row`);
  });

  it('scores every occurrence of a repeated id, reports unknown ids and empty files, and exits 1', () => {
    const dir = tmp();
    const text = readFileSync(gold('afghan-biscuits.solution'), 'utf8');
    writeFileSync(join(dir, 'twice.solution'), text + '\n' + text + '\n#no-such-recipe\n(get-kitchen ?k)\n');
    writeFileSync(join(dir, 'empty.solution'), '');
    const r = cli('irl-kitchen.js', ['evaluate', '--input', join(dir, 'twice.solution'), join(dir, 'empty.solution'), '--output', '-', '--format', 'json']);
    expect(r.code).toBe(1);
    const rows = JSON.parse(r.out) as { recipeId: string | null; status: string; messages: string[] }[];
    expect(rows.map((x) => [x.recipeId, x.status])).toEqual([
      ['afghan-biscuits', 'ok'],
      ['afghan-biscuits', 'ok'],
      ['no-such-recipe', 'error'],
      [null, 'error'],
    ]);
    expect(rows[2].messages[0]).toMatch(/twice\.solution:\d+:1: recipe no-such-recipe is not one of the benchmark's 30 gold recipes/);
    expect(r.err).toMatch(/^\S*twice\.solution #no-such-recipe \(line \d+\): error\n  \S*twice\.solution:\d+:1: error E_UNKNOWN_RECIPE: recipe no-such-recipe/m); // grouped per recipe, with its code
    expect(r.err.trim().split('\n').at(-1)).toBe('4 recipes: 2 scored, 0 unexecutable, 2 errors');
    expect(rows[3].messages[0]).toMatch(/empty\.solution.*no recipe/);
    expect(r.err).toMatch(/note: recipe afghan-biscuits comes twice: \S*twice\.solution line 1 and line \d+; each occurrence gets its row/);
  });

  it('says how to point to the corpus when it is missing', () => {
    const r = cli('irl-kitchen.js', ['evaluate', '--benchmark', '/nonexistent/benchmark', '--output', '-']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/benchmark corpus not found at \/nonexistent\/benchmark.*--benchmark DIR or the environment variable IRL_KITCHEN_BENCHMARK/);
  });
});

describe.skipIf(!BENCHMARK)('command-line conventions', () => {
  const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

  it('prints the version and help with the exit codes', () => {
    for (const flag of ['--version', '-V']) expect(cli('irl-kitchen.js', [flag])).toMatchObject({ code: 0, out: `${version}\n` });
    for (const args of [['--help'], ['evaluate', '--help'], ['run', '--help'], ['actions', '--help']]) {
      const r = cli('irl-kitchen.js', args);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/Exit status:\n\s+0 .*\n\s+1 .*unexecutable[^\n]*\n(\s{5}\S.*\n)*\s+2 .*usage, input-file or I\/O error/);
    }
    expect(cli('cookingbot-evaluator.js', ['-help'])).toMatchObject({ code: 0, out: expect.stringMatching(/-input FILE.solution[\s\S]*Exit status/) });
  });

  it('reports usage errors in one line with exit status 2, with "did you mean"', () => {
    const unknown = cli('irl-kitchen.js', ['evalute']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^irl-kitchen: unknown command 'evalute' \(did you mean evaluate\?\)/);
    expect(unknown.err.trim().split('\n')).toHaveLength(1);
    const missing = cli('irl-kitchen.js', ['run', 'afghan-biscuit.solution']);
    expect(missing.code).toBe(2);
    expect(missing.err).toBe('irl-kitchen: cannot read afghan-biscuit.solution: no such file or folder (ENOENT) (did you mean afghan-biscuits.solution?)\n');
    const jobs = cli('irl-kitchen.js', ['run', 'afghan-biscuits.solution', '--jobs', '0']);
    expect(jobs.code).toBe(2);
    expect(jobs.err).toMatch(/^irl-kitchen: option .*--jobs.* must be an integer of at least 1/);
  });

  it('suggests the gold recipe id closest to a mistyped one', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), 'evaluate', '--input', '-', '--format', 'jsonl'], {
      cwd: ROOT,
      encoding: 'utf8',
      input: '#afghan-biscuit\n(get-kitchen ?k)\n',
      timeout: 120_000,
    });
    expect(r.status).toBe(1);
    const row = JSON.parse(r.stdout) as { file: string; messages: string[] };
    expect(row.file).toBe('-');
    expect(row.messages[0]).toMatch(/^-:1:1: recipe afghan-biscuit is not one of .* \(did you mean afghan-biscuits\?\)$/);
  });

  it('reads - as standard input for run, and a recipe that cannot run gives exit status 1', () => {
    const text = readFileSync(join(GOLD_DIR!, 'coconut-tuiles.solution'), 'utf8');
    const ok = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), 'run', '-', '--jsonl'], { cwd: ROOT, encoding: 'utf8', input: text, timeout: 120_000 });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ file: '-', recipeId: 'coconut-tuiles', status: 'ok', executionTime: 2340 });
    expect(ok.stderr).toBe('1 recipe: 1 ran, 0 unexecutable, 0 errors\n');
    const broken = text.replace(/\(bake [^\n]*\n/, '(bake ?never ?ks-x ?ks-nowhere ?a ?b ?c ?d)\n');
    const bad = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), 'run', '-', '--jsonl'], { cwd: ROOT, encoding: 'utf8', input: broken, timeout: 120_000 });
    expect(JSON.parse(bad.stdout).status).not.toBe('ok');
    expect(bad.status).toBe(1);
  });
});

describe.skipIf(!BENCHMARK)('bounds on one recipe', () => {
  it('names the bound that stopped a recipe, and scores the next one', () => {
    const gold = readFileSync(join(GOLD_DIR!, 'afghan-biscuits.solution'), 'utf8').trimEnd();
    const bad = Array.from({ length: 30 }, (_, i) => `(mix ?a${i} ?b (x 1/2) junk`).join('\n');
    const input = `${gold}\n#afghan-biscuits\n${bad}\n#afghan-biscuits\n(get-kitchen ?k)\n`;
    const r = spawnSync(
      process.execPath,
      [join(ROOT, 'bin/irl-kitchen.js'), 'evaluate', '--input', '-', '--format', 'jsonl', '--max-evaluations', '5', '--max-grammar-ms', '0.000001', '--jobs', '1'],
      { cwd: ROOT, encoding: 'utf8', input, timeout: 120_000 },
    );
    expect(r.status).toBe(1);
    const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { status: string; reason?: string; messages: string[] });
    expect(rows.map((x) => [x.status, x.reason])).toEqual([
      ['error', 'search-budget'],
      ['error', 'grammar-time-bound'],
      ['ok', undefined], // one action: within both bounds
    ]);
    expect(rows[0].messages[0]).toMatch(/gave up after 5 action evaluations \(the evaluation bound\)/);
    expect(rows[1].messages.at(-1)).toMatch(/grammar time bound: the grammar's time bound of 0\.000001 ms per recipe is spent, line not read/);
  });
});

describe('fast start', () => {
  // --help and --version must not load the engine: the modules main.ts imports (statically,
  // not through `await import`) reach none of the heavy ones. rule-folder.ts, which checks a
  // --rules flag as it is read, lists a folder's names (node:fs) and loads no rule.
  const heavy = [/src\/simulator\.ts$/, /src\/engine\//, /src\/kitchen\//, /src\/evaluator\//, /src\/language\//, /src\/rules\/(?!rule-folder\.ts$)/, /^ohm-js/, /^js-yaml/, /^piscina/];
  const staticImports = (file: string): string[] =>
    [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);

  it('main.ts and the command modules import nothing heavy', () => {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of staticImports(file)) {
        if (spec.startsWith('.')) walk(resolve(dirname(file), spec));
        else seen.add(spec);
      }
    };
    walk(join(ROOT, 'src/cli/main.ts'));
    walk(join(ROOT, 'src/cli/cookingbot-evaluator.ts'));
    expect([...seen].some((f) => f.endsWith('commands/evaluate.ts'))).toBe(true);
    const loaded = [...seen].map((f) => f.replace(`${ROOT}/`, ''));
    expect(loaded.filter((f) => heavy.some((h) => h.test(f)))).toEqual([]);
  });
});

describe.skipIf(!BENCHMARK)('cookingbot-evaluator', () => {
  it('accepts the original single-dash flags and writes the CSV', () => {
    const out = join(tmp(), 'results.csv');
    const r = cli('cookingbot-evaluator.js', ['-input', join(GOLD_DIR!, 'almond-crescent-cookies.solution'), '-output', out, '-metrics', 'goal-condition-success', 'execution-time', '-lib-dir', '/opt/smatch']);
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe('recipe-id,goal-condition-success,execution-time\nalmond-crescent-cookies,1.00,2600\n');
    expect(r.err).toMatch(/-lib-dir \/opt\/smatch is not needed/);
  });

  it('-show-output true writes a web view of every scored recipe beside the output', () => {
    const dir = tmp();
    const out = join(dir, 'results.csv');
    const r = cli('cookingbot-evaluator.js', ['-input', join(GOLD_DIR!, 'almond-crescent-cookies.solution'), '-output', out, '-show-output', 'true']);
    expect(r.code).toBe(0);
    expect(r.err).not.toMatch(/ignored/);
    const index = join(dir, 'results-views', 'index.html');
    expect(r.err).toContain(index);
    const pages = readdirSync(join(dir, 'results-views')).filter((f) => f.endsWith('.html') && f !== 'index.html' && !f.startsWith('gold-'));
    expect(pages).toHaveLength(1);
    expect(readFileSync(join(dir, 'results-views', pages[0]), 'utf8')).toContain('id="score"');
  });

  it('keeps exactly the reference columns for several input files', () => {
    const out = join(tmp(), 'results.csv');
    const files = ['almond-crescent-cookies.solution', 'coconut-tuiles.solution'].map((f) => join(GOLD_DIR!, f));
    const r = cli('cookingbot-evaluator.js', ['-input', ...files, '-output', out, '-metrics', 'execution-time']);
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe('recipe-id,execution-time\nalmond-crescent-cookies,2600\ncoconut-tuiles,2340\n');
  });
});
