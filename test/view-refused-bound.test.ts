// A refused network (no step, no edge) is drawn up to REFUSED_LINES_DRAWN lines, the rest counted
// and said on the page, so that a network of 100,000 lines does not keep the layout busy for minutes.
import { describe, expect, it } from 'vitest';
import { graphSvg, REFUSED_LINES_DRAWN } from '../src/view/graph.ts';
import type { ViewLine, ViewModel } from '../src/view/model.ts';
import { renderPage } from '../src/view/page.ts';

const line = (n: number): ViewLine => ({
  line: n, action: 'frobnicate', text: `(frobnicate ?x-${n} ?kitchen)`, status: 'never', step: null, start: null, end: null,
  startText: null, endText: null, mode: null, variables: [`?x-${n}`, '?kitchen'], critical: false,
});

function model(lines: number, refused: boolean): ViewModel {
  return {
    file: 'big.solution', recipeId: 'big', status: 'error', executionTime: null, executionTimeValue: null,
    lines: Array.from({ length: lines }, (_, i) => line(i + 2)), refused, variables: [], steps: [], entities: [],
    criticalPath: [], criticalTotals: null, diagnostics: [],
  };
}

const nodes = (svg: string) => svg.match(/<g class="node[^"]*" data-line=/g)?.length ?? 0;

describe('view of a refused network', () => {
  it('lays out the first lines only and counts the rest', async () => {
    const extra = 37;
    const drawing = await graphSvg(model(REFUSED_LINES_DRAWN + extra, true));
    expect(nodes(drawing.svg)).toBe(REFUSED_LINES_DRAWN);
    expect(drawing.notDrawn).toBe(extra);
    // the first lines, in order: the last one drawn is line REFUSED_LINES_DRAWN + 1 (line 1 is the header)
    expect(drawing.svg).toContain(`data-line="${REFUSED_LINES_DRAWN + 1}"`);
    expect(drawing.svg).not.toContain(`data-line="${REFUSED_LINES_DRAWN + 2}"`);
    const page = (await renderPage(model(REFUSED_LINES_DRAWN + extra, true), null)).html;
    expect(page).toContain(`its first ${REFUSED_LINES_DRAWN} lines are drawn, the ${extra} more are not`);
  });

  it('draws every line of a network that was built, and of a refused one within the bound', async () => {
    expect((await graphSvg(model(REFUSED_LINES_DRAWN + 3, false))).notDrawn).toBe(0);
    const small = await graphSvg(model(12, true));
    expect([nodes(small.svg), small.notDrawn]).toEqual([12, 0]);
    expect((await renderPage(model(12, true), null)).html).not.toContain('id="not-drawn"');
  });
});
