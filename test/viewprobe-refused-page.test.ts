// A refused network's page lists what it draws: the first REFUSED_LINES_DRAWN lines, the lines its
// diagnostics name, and their variables. It listed every line and variable, so a network of
// 100,000 lines made a page of 59 MB that said "unbound" 200,000 times.
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { REFUSED_LINES_DRAWN } from '../src/view/graph.ts';
import { buildModel } from '../src/view/model.ts';
import { renderPage } from '../src/view/page.ts';
import { simulator } from './support/simulate.ts';

/** `n` fetch lines, each taking the state the one before made, with an unknown action at line `bad`. */
function network(n: number, bad: number): string {
  const lines = Array.from({ length: n }, (_, i) => (i + 3 === bad ? `(frobnicate ?t${i} ?k${i + 1} ?k${i})` : `(fetch ?t${i} ?k${i + 1} ?k${i} bowl 1)`));
  return `#refused\n(get-kitchen ?k0)\n${lines.join('\n')}\n`;
}

async function pageOf(text: string) {
  const file = parseSolutionText(text, 'refused.solution');
  const recipe = file.recipes[0];
  const model = buildModel(recipe, simulator().run(recipe, 'refused.solution'));
  const html = (await renderPage(model, null)).html;
  const data = JSON.parse(/<script type="application\/json" id="view-data">(.*?)<\/script>/s.exec(html)![1]) as { lines: { line: number }[]; variables: { name: string }[] };
  return { model, html, data, rows: html.match(/<tr data-variable=/g)?.length ?? 0 };
}

describe('the page of a refused network', () => {
  it('lists the lines drawn and the line its diagnostic names, and only their variables', async () => {
    const n = REFUSED_LINES_DRAWN + 300;
    const bad = n; // far past the lines drawn
    const { model, html, data, rows } = await pageOf(network(n, bad));
    expect(model.refused).toBe(true);
    expect(model.diagnostics.some((d) => d.line === bad)).toBe(true);
    const listed = data.lines.map((l) => l.line);
    expect(listed).toEqual([...model.lines.slice(0, REFUSED_LINES_DRAWN).map((l) => l.line), bad]);
    const names = new Set(model.lines.filter((l) => listed.includes(l.line)).flatMap((l) => l.variables));
    expect(data.variables.map((v) => v.name).sort()).toEqual([...names].sort());
    expect(rows).toBe(names.size);
    const more = model.variables.length - names.size;
    expect(more).toBeGreaterThan(0);
    expect(html).toContain(`<h2>Bindings (${model.variables.length})</h2><p class="muted" id="not-listed">The network was refused, so nothing is bound: the variables of the lines drawn are listed, the ${more} more variables of the other lines are not.</p>`);
  }, 60_000);

  it('lists everything of a refused network within the bound, and of a network that was built', async () => {
    const small = await pageOf(network(20, 10));
    expect(small.model.refused).toBe(true);
    expect(small.data.lines).toHaveLength(small.model.lines.length);
    expect(small.rows).toBe(small.model.variables.length);
    expect(small.html).not.toContain('id="not-listed"');
    const built = await pageOf(network(REFUSED_LINES_DRAWN + 10, 0));
    expect(built.model.refused).toBe(false);
    expect(built.data.lines).toHaveLength(built.model.lines.length);
    expect(built.rows).toBe(built.model.variables.length);
  }, 60_000);
});
