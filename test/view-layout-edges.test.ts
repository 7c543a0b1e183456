// A network whose object edges would cost the layered layout the square of its length (one tool
// shared by every line) has its longest edges drawn as curves, not routed: every edge is still
// drawn, and the gold networks route all of theirs.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT_CROSSINGS, splitForLayout } from '../src/view/layout-edges.ts';
import { writeViews } from '../src/view/write.ts';
import { simulator } from './support/simulate.ts';

describe('edges the layout routes', () => {
  it('routes the shortest edges up to the bound, and draws the others directly', () => {
    const lines = Array.from({ length: 300 }, (_, i) => i + 1);
    // a chain (span 1 each) and one producer used by every later line (spans 1 … 298)
    const chain = lines.slice(1).map((l) => ({ from: l - 1, to: l }));
    const shared = lines.slice(2).map((l) => ({ from: 2, to: l }));
    const { routed, direct } = splitForLayout(lines, [...chain, ...shared]);
    expect(routed.length + direct.length).toBe(chain.length + shared.length);
    for (const e of chain) expect(routed).toContain(e);
    expect(direct.length).toBeGreaterThan(0);
    const longestRouted = Math.max(...routed.map((e) => e.to - e.from));
    for (const e of direct) expect(e.to - e.from).toBeGreaterThanOrEqual(longestRouted);
    expect(routed.reduce((n, e) => n + (e.to - e.from - 1), 0)).toBeLessThanOrEqual(LAYOUT_CROSSINGS);
    // small networks route everything
    expect(splitForLayout(lines.slice(0, 20), shared.filter((e) => e.to <= 20)).direct).toEqual([]);
  });

  it("draws every edge of a 300-line network that mixes with one tool throughout", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-layout-'));
    const mixes = Array.from({ length: 298 }, (_, i) => `(mix ?m${i + 1} ?ks${i + 2} ?ks${i + 1} ?m${i} ?tool)`);
    const file = join(dir, 'chain.solution');
    writeFileSync(file, ['#chain', '(get-kitchen ?ks0)', '(fetch-and-proportion ?m0 ?ks1 ?ks0 ?bowl butter 200 g)', ...mixes].join('\n') + '\n');
    const written = await writeViews(file, { output: join(dir, 'chain.html'), sim: simulator() });
    const html = readFileSync(written.pages[0].path, 'utf8');
    // ?m(i) to the next line, and ?tool from the first mix to every later one
    expect(html.match(/<g class="edge object" data-variable="\?m\d+"/g)).toHaveLength(298);
    expect(html.match(/<g class="edge object" data-variable="\?tool"/g)).toHaveLength(297);
  }, 120_000);
});
