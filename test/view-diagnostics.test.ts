// What a page says about a network that is not all there: lines the reader refused get the
// diagnostics `run --json` gives them (code, line and column, no place repeated in the text), and
// the score panel says why a network is not compared with a gold network instead of claiming that
// no gold network has its id.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { pageWithPolicy, writeViews } from '../src/view/write.ts';
import { BENCHMARK, GOLD_DIR, simulator } from './support/simulate.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-view-diagnostics-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Two lines the reader refuses (3:51 and 5:10) between lines it reads. */
const UNREAD = '#not-in-the-corpus\n(get-kitchen ?k)\n(fetch-and-proportion ?a ?k2 ?k ?bowl butter 100 g\n(beat ?b ?k3 ?k2 ?a ?whisk)\n(bake ?x "unterminated\n';

const scoreText = (html: string) => /<section id="score"[^>]*>.*?<p class="muted">([^<]*)<\/p>/s.exec(html)?.[1];

async function pageOf(name: string, text: string, options: { benchmark?: string } = {}): Promise<string> {
  const file = join(dir, `${name}.solution`);
  writeFileSync(file, text);
  const written = await writeViews(file, { output: join(dir, `${name}.html`), sim: simulator(), ...options });
  return readFileSync(written.pages[0].path, 'utf8');
}

describe('a page of a network with lines the reader refused', () => {
  it('shows each refused line as run does: its code, its line and column, the message once', async () => {
    const html = await pageOf('unread', UNREAD);
    const items = [...html.matchAll(/<ul class="diagnostics">(.*?)<\/ul>/gs)][0][1].split('</li>');
    expect(items[0]).toContain('line 3, column 51</a>: expected &quot;)&quot;; the &quot;(&quot; at column 1 is never closed: add &quot;)&quot; at the end of the line <span class="code">E_SYNTAX</span>');
    expect(items[1]).toContain('line 5, column 10</a>: expected &quot;)&quot;; found a string in double quotes, which .solution files do not have: write names bare (butter, not &quot;butter&quot;) <span class="code">E_SYNTAX</span>');
    // the place was said twice: "line 3: unread.solution:3:51: expected …"
    expect(html).not.toMatch(/unread\.solution:\d+:\d+:/);
    const data = JSON.parse(/<script type="application\/json" id="view-data">(.*?)<\/script>/s.exec(html)![1]);
    expect(data.diagnostics.map((d: { code: string; line: number; column: number }) => [d.code, d.line, d.column])).toEqual([
      ['E_SYNTAX', 3, 51],
      ['E_SYNTAX', 5, 10],
    ]);
  }, 60_000);

  it.skipIf(!BENCHMARK)('of a corpus recipe: says it was not compared because lines could not be read, not that no gold network has its id', async () => {
    const gold = readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8');
    const html = await pageOf('gold-unread', `${gold.replace(/\s*$/, '\n')}(bake ?x\n`, { benchmark: BENCHMARK! });
    expect(scoreText(html)).toBe('Not compared with its gold network: some lines of the network could not be read (see the diagnostics).');
  }, 60_000);
});

describe('why a page is not compared with a gold network', () => {
  it('a network without a recipe id', async () => {
    expect(scoreText(await pageOf('no-id', '(get-kitchen ?k)\n'))).toMatch(/^The network has no recipe id \(a #id line above its lines\)/);
  }, 60_000);

  it('no corpus to compare with', async () => {
    const html = await pageOf('no-corpus', '#almond-crescent-cookies\n(get-kitchen ?k)\n', { benchmark: join(dir, 'no-corpus-here') });
    expect(scoreText(html)).toMatch(/^Not compared with a gold network: the benchmark corpus was not found \(give --benchmark DIR/);
  }, 60_000);

  it.skipIf(!BENCHMARK)('a recipe id the corpus does not hold', async () => {
    expect(scoreText(await pageOf('unknown-id', '#no-such-recipe\n(get-kitchen ?k)\n'))).toBe('No gold network has this recipe id, so nothing to compare with.');
  }, 60_000);

  it("a session's page, which is never compared", async () => {
    const recipe = parseSolutionText('(get-kitchen ?k)\n', 'session').recipes[0];
    const { html } = await pageWithPolicy(recipe, 'session 1', simulator());
    expect(scoreText(html)).toMatch(/^A session&#39;s page is not compared with a gold network: POST \/sessions\/\{id\}\/evaluate scores/);
  }, 60_000);
});

describe('view --recipe', () => {
  it('takes the id as its header line writes it, with #', async () => {
    const file = join(dir, 'two.solution');
    writeFileSync(file, '#first\n(get-kitchen ?k)\n#second\n(get-kitchen ?k)\n');
    const written = await writeViews(file, { recipe: '#second', output: join(dir, 'second.html'), sim: simulator() });
    expect(written.pages.map((p) => p.recipeId)).toEqual(['second']);
    await expect(writeViews(file, { recipe: '#third', output: join(dir, 'third.html'), sim: simulator() })).rejects.toThrow(/: no recipe #third \(the file holds #first, #second\)$/);
  }, 60_000);
});
