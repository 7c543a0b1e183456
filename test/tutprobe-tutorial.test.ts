// docs/TUTORIAL.md's words beside its commands, as a newcomer reads them while following it: the
// figures its prose gives (lines, steps, seconds, the page's counts and Smatch), the recipe text it
// quotes, the file it shows, the `diff` it shows and the commands it names in passing (repair, the
// gold's view). The commands of its ```sh blocks and what they print are
// test/docs-commands.slow.test.ts's.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from './support/spawned-cli.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const PAGE = readFileSync(join(ROOT, 'docs/TUTORIAL.md'), 'utf8');
const PREDICTION = 'examples/tutorial/prediction.solution';
const FIXED = 'examples/tutorial/prediction-fixed.solution';
const RECIPE = 'cucumber-slices-with-dill';

/** The page with every run of blanks and line breaks one space, as prose is read. */
const PROSE = PAGE.replace(/\s+/g, ' ');

/** The number the prose gives where `pattern` (its group 1) matches, once: `(33 lines in all)` → 33. */
function said(pattern: RegExp): number {
  const found = [...PROSE.matchAll(new RegExp(pattern, 'g'))];
  expect(found, `docs/TUTORIAL.md says ${pattern} once`).toHaveLength(1);
  return Number(found[0][1]);
}

/** The first plain ``` block after `after` in the page that a blank line introduces. */
function blockAfter(after: string): string {
  const at = PAGE.indexOf(after);
  expect(at, `docs/TUTORIAL.md has "${after}"`).toBeGreaterThanOrEqual(0);
  const block = /\n\n```\n([\s\S]*?)```/.exec(PAGE.slice(at));
  return block![1];
}

let folder = '';
beforeAll(() => {
  folder = realpathSync(mkdtempSync(join(tmpdir(), 'tutprobe-tutorial-')));
  symlinkSync(join(ROOT, 'examples'), join(folder, 'examples'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true })); // the link only, never examples/

function irlKitchen(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: folder, encoding: 'utf8', timeout: 120_000, env: { ...process.env, IRL_KITCHEN_BENCHMARK: BENCHMARK ?? '' } });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

interface Report {
  timeline: { line: number; action: string; start: number; end: number }[];
  diagnostics: { code: string; severity: string; line: number }[];
}
const report = (file: string): Report => JSON.parse(irlKitchen(['run', file, '--json']).out)[0];

describe('TUTORIAL: the files it shows', () => {
  it('prediction.solution begins as the page shows it, and has as many lines as it says', () => {
    const text = readFileSync(join(ROOT, PREDICTION), 'utf8');
    const shown = blockAfter('begins like\nthis:');
    expect(text.startsWith(shown)).toBe(true);
    expect(text.trimEnd().split('\n')).toHaveLength(said(/\((\d+) lines in all\)/));
  });

  it('the fixed file differs from it by the one line the diff shows', () => {
    const [, before, after] = /^14c14\n< (.*)\n---\n> (.*)\n$/.exec(blockAfter('diff examples/tutorial/prediction.solution'))!;
    const wrong = readFileSync(join(ROOT, PREDICTION), 'utf8').split('\n');
    const fixed = readFileSync(join(ROOT, FIXED), 'utf8').split('\n');
    expect(fixed).toHaveLength(wrong.length);
    expect(wrong.flatMap((line, i) => (line === fixed[i] ? [] : [i + 1]))).toEqual([14]);
    expect([wrong[13], fixed[13]]).toEqual([before, after]);
  });
});

describe.skipIf(!BENCHMARK)('TUTORIAL: the figures of its prose', () => {
  it('the corpus has as many recipe texts as it says, and the quoted instructions are the recipe text', () => {
    const texts = readdirSync(join(BENCHMARK!, 'data/recipe-texts')).filter((f) => f.endsWith('.xml'));
    expect(texts).toHaveLength(said(/The corpus holds (\d+) recipe texts/));
    const xml = readFileSync(join(BENCHMARK!, `data/recipe-texts/${RECIPE}.xml`), 'utf8').replace(/\s+/g, ' ');
    for (const sentence of blockAfter('its instructions read, in part:').trim().split('\n')) expect(xml).toContain(sentence.trim());
  });

  it('the broken network: its root cause, the lines that waited, the steps that ran', () => {
    const r = report(PREDICTION);
    const roots = r.diagnostics.filter((d) => d.severity === 'error');
    expect(roots.map((d) => [d.code, d.line])).toEqual([['E_UNBOUND_INPUT', 14]]);
    const waited = r.diagnostics.filter((d) => d.code === 'E_WAITING').length;
    expect(waited).toBe(said(/and the (\d+) lines after it wait on its kitchen state/));
    expect(r.timeline).toHaveLength(said(/The timeline shows the (\d+) steps that did run/));
    // the web view's count, as the page gives it
    const [, lines, ran, failed, never] = /\((\d+) lines: (\d+) ran, (\d+) failed, (\d+) never ran\)/.exec(PROSE)!.map(Number);
    expect([ran, failed, never, lines]).toEqual([r.timeline.length, 0, waited + roots.length, r.timeline.length + waited + roots.length]);
  });

  it('the view page holds the counts and the Smatch the page gives', () => {
    const view = irlKitchen(['view', PREDICTION, '--output', 'prediction.html']);
    expect(view.status).toBe(1);
    const html = readFileSync(join(folder, 'prediction.html'), 'utf8');
    expect(html).toContain(/\((\d+ lines: \d+ ran, \d+ failed, \d+ never ran)\)/.exec(PROSE)![1]);
    const smatch = /\(here `NIL`, and Smatch (0\.\d+)\)/.exec(PROSE)![1];
    expect(html).toMatch(new RegExp(`Smatch: precision [\\d.]+ %, recall [\\d.]+ %, F ${smatch.replace('.', '\\.')} `));
  });

  it('the fixed network: the refrigeration as the page counts it, and the steps of the gold', () => {
    const fridge = report(FIXED).timeline.find((t) => t.action === 'refrigerate')!;
    expect(fridge.end - fridge.start).toBe(said(/Refrigerating takes (\d+) s/));
    expect(fridge.end - fridge.start).toBe(2 * 3600 * 2);
    const gold = readFileSync(join(GOLD_DIR!, `${RECIPE}.solution`), 'utf8').split('\n').filter((l) => l.startsWith('(') && !l.startsWith('(get-kitchen'));
    expect(gold).toHaveLength(said(/each of the (\d+) steps of the gold network/));
  });

  it('repair finds the edit the page names, and a gold network is viewed by its name', () => {
    const edit = /finds this one too \(`(.*?)`\)/.exec(PROSE)![1];
    const repair = irlKitchen(['repair', PREDICTION, '--output', 'fixed.solution']);
    expect(repair.out).toContain(`  ${edit}\n`);
    expect(repair.status).toBe(0);
    expect(readFileSync(join(folder, 'fixed.solution'), 'utf8')).toContain(readFileSync(join(ROOT, FIXED), 'utf8').split('\n')[13]);
    const gold = irlKitchen(['view', `${RECIPE}.solution`, '--output', 'gold.html']);
    expect(gold.out).toMatch(new RegExp(`^#${RECIPE} \\(ok\\): ${folder}/gold\\.html\\n`));
    expect(gold.status).toBe(0);
  });
});
