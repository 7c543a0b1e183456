// The pages of all 30 gold networks, written in Node and read back as text: one graph node per
// line, one schedule bar per executed line, the critical path marked, the score panel's figures
// equal to the evaluator's, the explanations adding up to them, and nothing fetched from outside.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalPathLines } from '../../src/engine/critical-path.ts';
import { evaluateRecipe, METRIC_NAMES } from '../../src/evaluator/evaluate.ts';
import { GoldStandards } from '../../src/evaluator/gold-standards.ts';
import { smatch } from '../../src/evaluator/smatch/index.ts';
import { readSolutionFile } from '../../src/language/parse-solution.ts';
import { formatNum, ratio } from '../../src/numbers/num.ts';
import { recipeView, writeViews, writeViewsForRows } from '../../src/view/write.ts';
import { BENCHMARK, GOLD_DIR, simulator } from '../support/simulate.ts';

/** The values of one attribute on the elements of a class (`node`, `bar`) that carry it. */
function attributeOf(html: string, cls: string, attribute: string): string[] {
  const re = new RegExp(`<g class="${cls}\\b[^"]*"[^>]*?\\b${attribute}="([^"]*)"`, 'g');
  return [...html.matchAll(re)].map((m) => m[1]);
}

const dataAttribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

describe.skipIf(!GOLD_DIR)('pages of the gold networks', () => {
  const files = GOLD_DIR ? readdirSync(GOLD_DIR).filter((f) => f.endsWith('.solution')).sort() : [];

  it('covers the 30 gold files', () => expect(files.length).toBe(30));

  it.each(files)('%s', async (name) => {
    const path = join(GOLD_DIR!, name);
    const parsed = readSolutionFile(path);
    const recipe = parsed.recipes[0];
    const sim = simulator();
    const gold = new GoldStandards(sim, BENCHMARK!);
    const { html, run, model, score } = await recipeView(recipe, path, parsed, sim, gold);

    // one node per line, one bar per executed line, the critical path's bars marked
    expect(attributeOf(html, 'node', 'data-line').map(Number)).toEqual(expect.arrayContaining(recipe.predicates.map((p) => p.place.line)));
    expect(attributeOf(html, 'node', 'data-line')).toHaveLength(recipe.predicates.length);
    expect(attributeOf(html, 'bar', 'data-line').map(Number)).toEqual(run.timeline.map((t) => t.line));
    const critical = [...html.matchAll(/<g class="bar[^"]*" data-line="(\d+)" data-critical="true"/g)].map((m) => Number(m[1]));
    expect(critical).toEqual(criticalPathLines(run.program, run.execution));
    expect(html).toContain('id="kitchen-state"');
    expect(html).toContain('id="score"');

    // self-contained: no resource from elsewhere
    expect(html).not.toMatch(/<(script|img|iframe)[^>]*\ssrc=|<link\b|url\(\s*['"]?https?:|@import/);
    expect(html.match(/https?:\/\/[^"'\s]+/g)?.filter((u) => u !== 'http://www.w3.org/2000/svg') ?? []).toEqual([]);

    // the page's data: a kitchen state after every step, entities referenced by number
    const data = JSON.parse(/<script type="application\/json" id="view-data">([\s\S]*?)<\/script>/.exec(html)![1]);
    expect(data.steps).toHaveLength(run.timeline.length);
    for (const s of data.steps) expect(s.kitchen).toBeLessThan(data.entities.length);
    expect(data.steps.filter((s: { changed: number[] }) => s.changed.length > 0).length).toBeGreaterThan(run.timeline.length / 2);

    // the score panel's figures are the evaluator's
    const row = evaluateRecipe(sim, gold, recipe, path, METRIC_NAMES);
    const g = row.goalConditionSuccess!;
    expect(dataAttribute(html, 'data-goal-fraction')).toBe(formatNum(ratio(BigInt(g.reached), BigInt(g.total))));
    expect(Number(dataAttribute(html, 'data-dish-score'))).toBe(row.dishApproximationScore);
    expect(dataAttribute(html, 'data-execution-time')).toBe(formatNum(row.executionTime!));
    const goldPredicates = readSolutionFile(gold.get(recipe.id!).path).recipes[0].predicates;
    expect(Number(dataAttribute(html, 'data-smatch-f'))).toBe(smatch(recipe.predicates, goldPredicates).f);

    // the explanations add up to the figures
    expect(score!.goals!.reached).toBe(g.reached);
    expect(score!.goals!.goals.filter((x) => x.met)).toHaveLength(g.reached);
    expect(score!.dish!.score).toBe(row.dishApproximationScore);
    if (score!.dish!.best) expect(score!.dish!.best.total).toBe(row.dishApproximationScore);
    expect(score!.smatchDetail!.matchedTriples).toHaveLength(score!.smatchDetail!.matched);
    expect(model.criticalPath.length).toBeGreaterThan(0);
  }, 60_000);
});

describe.skipIf(!GOLD_DIR)('writing pages', () => {
  const twoRecipes = (dir: string) => {
    const gold = readFileSync(join(GOLD_DIR!, 'cole-slaw.solution'), 'utf8');
    const file = join(dir, 'two.solution');
    writeFileSync(file, `${gold}\n#cole-slaw\n(get-kitchen ?k)\n(mix ?m ?k2 ?k ?nothing ?tool)\n`);
    return file;
  };

  it('writes a page per recipe, an index and the gold network\'s page for a file of several recipes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-view-'));
    const written = await writeViews(twoRecipes(dir), { output: join(dir, 'out', 'index.html'), sim: simulator(), benchmark: BENCHMARK! });
    expect(written.pages.map((p) => [p.recipeId, p.status])).toEqual([['cole-slaw', 'ok'], ['cole-slaw', 'unexecutable']]);
    expect(new Set(written.pages.map((p) => p.path)).size).toBe(2);
    const index = readFileSync(written.index!, 'utf8');
    for (const p of written.pages) expect(index).toContain(`href="${basename(p.path)}"`);
    expect(written.gold.map((g) => basename(g))).toEqual([expect.stringMatching(/^gold-cole-slaw\.[0-9a-f]{8}\.html$/)]);
    expect(readFileSync(written.pages[0].path, 'utf8')).toContain(`href="${basename(written.gold[0])}"`);
    // the second occurrence of an id is named as such, never like another recipe's page
    expect(written.pages.map((p) => basename(p.path))).toEqual([
      expect.stringMatching(/^index\.cole-slaw\.[0-9a-f]{8}\.html$/),
      expect.stringMatching(/^index\.cole-slaw\.[0-9a-f]{8}\.occurrence-2\.html$/),
    ]);
    expect(written.errors).toEqual([]);
  }, 60_000);

  it('writes the pages of evaluated rows beside the output', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-view-'));
    const file = twoRecipes(dir);
    const other = join(GOLD_DIR!, 'broccoli-salad.solution');
    const relabelled = join(GOLD_DIR!, 'black-bean-salad-2.solution'); // carries the id black-bean-salad-4
    const rows = [{ file }, { file }, { file: other }, { file: relabelled }];
    const { dir: views, index, pages } = await writeViewsForRows(rows, join(dir, 'result.csv'), { sim: simulator(), benchmark: BENCHMARK! });
    expect(views).toBe(join(dir, 'result-views'));
    expect(pages).toHaveLength(4);
    for (const p of pages) expect(existsSync(p)).toBe(true);
    // NNN--: the batch position, then a slug (which never holds two hyphens in a row); a file of
    // one recipe is named after its recipe id, so the page never reads like another recipe's
    expect(pages.map((p) => basename(p))).toEqual([
      expect.stringMatching(/^001--two\.cole-slaw\.[0-9a-f]{8}\.html$/),
      expect.stringMatching(/^001--two\.cole-slaw\.[0-9a-f]{8}\.occurrence-2\.html$/),
      '002--broccoli-salad.html',
      '003--black-bean-salad-4.html',
    ]);
    const text = readFileSync(index, 'utf8');
    expect(text).toContain('two.solution');
    expect(text).toContain('broccoli-salad.solution');
    // a table of every recipe with its status and figures, styled by the page's one style sheet
    expect(text).toMatch(/<table class="grid index" id="batch">/);
    expect(text.match(/<tr class="[^"]*\brecipe\b/g)).toHaveLength(4);
    expect(text).toContain('<span class="status ok">ok</span>');
    expect(text).toContain('<span class="status unexecutable">unexecutable</span>');
    expect(text).toMatch(/>(\d+)\/\1 · 1\.00</); // broccoli-salad: every goal condition met
    for (const p of pages) expect(text).toContain(`href="${basename(p)}"`);
    expect(text).toMatch(/4 recipes: 3 ok, 1 unexecutable/);
    expect(text).not.toMatch(/ style=/);
  }, 60_000);

  it('refuses a recipe id the file does not hold, naming those it holds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-view-'));
    await expect(writeViews(twoRecipes(dir), { recipe: 'afghan-biscuits', output: join(dir, 'x.html'), sim: simulator() })).rejects.toThrow(/no recipe #afghan-biscuits .*#cole-slaw/);
  }, 60_000);
});
