// irl-kitchen repair as a user runs it: the report, --json, --output (a .solution file with the
// #id header that evaluate scores), exit statuses, and one-line messages for bad input.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as cli } from '../support/cli.ts';
import { BENCHMARK, VARIANTS_DIR } from '../support/simulate.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'irl-kitchen-repair-'));

const broken = `#my-recipe
(get-kitchen ?kitchen)
(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)
(beat ?beaten ?ks-2 ?ks-broken ?butter ?whisk)
`;

describe('irl-kitchen repair', () => {
  it('reports the edits and prints the repaired network; exit 0', async () => {
    const file = join(tmp(), 'broken.solution');
    writeFileSync(file, broken);
    const r = await cli(['repair', file]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${file} #my-recipe: unexecutable → ok with 1 edit`);
    expect(r.out).toContain('line 4: relink ?ks-broken → ?ks-1');
    expect(r.out).toContain('(beat ?beaten ?ks-2 ?ks-1 ?butter ?whisk)');
  });

  it('--output writes the repaired network with its #id header; --json is the same for the same seed', async () => {
    const dir = tmp();
    const file = join(dir, 'broken.solution');
    writeFileSync(file, broken);
    const first = await cli(['repair', file, '--json', '--seed', '3', '--output', join(dir, 'fixed.solution')]);
    expect(first.code).toBe(0);
    const results = JSON.parse(first.out);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ file, recipeId: 'my-recipe', repaired: true, before: { status: 'unexecutable' }, after: { status: 'ok', failedLines: [] } });
    expect(results[0].edits).toEqual([{ kind: 'relink', line: 4, before: '?ks-broken', after: '?ks-1', reason: expect.stringContaining('no line produces ?ks-broken') }]);
    expect(readFileSync(join(dir, 'fixed.solution'), 'utf8')).toBe(broken.replace('?ks-broken', '?ks-1'));
    // a folder without gold networks (or recipe texts) is a corpus repair can do with
    const second = await cli(['repair', file, '--json', '--seed', '3', '--benchmark', dir]);
    expect(second.code).toBe(0);
    expect(second.out).toBe(first.out);
  });

  it('exits 1 when no repair is found, saying what stopped the search', async () => {
    const file = join(tmp(), 'hopeless.solution');
    writeFileSync(file, '(get-kitchen ?kitchen)\n(fetch ?bowls ?ks-1 ?kitchen medium-bowl 1000)\n(beat ?beaten ?ks-2 ?ks-1 ?bowls ?whisk)\n');
    const r = await cli(['repair', file, '--max-nodes', '1']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/hopeless\.solution: ok with failed objects on 2 lines, no repair found \(1 network tried; stopped by --max-nodes\)/);
  });

  it('refuses bad input with one line and exit 2', async () => {
    const dir = tmp();
    const file = join(dir, 'broken.solution');
    writeFileSync(file, broken);
    const syntax = join(dir, 'syntax.solution');
    writeFileSync(syntax, '(get-kitchen ?kitchen)\n(fetch ?x ?ks-1 ?kitchen medium-bowl 1\n');
    const twice = join(dir, 'twice.solution');
    writeFileSync(twice, '(get-kitchen ?kitchen)\n(fetch ?x ?ks-1 ?kitchen medium-bowl 1\n(fetch ?y ?ks-2 ?ks-1 whisk 1\n');
    const empty = join(dir, 'empty.solution');
    writeFileSync(empty, '#nothing\n');
    const cases: [string[], RegExp][] = [
      [['repair', join(dir, 'missing.solution')], /^irl-kitchen: .*missing\.solution: .*ENOENT/],
      [['repair', syntax], /^irl-kitchen: .*syntax\.solution:2:\d+: error E_SYNTAX: expected "\)"; the "\(" at column 1 is never closed: add "\)" at the end of the line$/],
      [['repair', twice], /^irl-kitchen: .*twice\.solution:2:\d+: error E_SYNTAX: expected "\)"; the "\(" at column 1 is never closed: add "\)" at the end of the line \(and 1 more line not read: `irl-kitchen run` lists them\)$/],
      [['repair', empty], /^irl-kitchen: .*empty\.solution: no network to repair/],
      [['repair', file, '--seed', '-1'], /^irl-kitchen: .*--seed must be an integer of at least 0/],
      [['repair', file, '--budget-seconds', '0'], /^irl-kitchen: .*--budget-seconds must be a positive number of seconds/],
      [['repair', file, '--budget-seconds', '100000000'], /^irl-kitchen: .*--budget-seconds must be a positive number of seconds, at most 3600/],
      [['repair', file, '--output', file], /^irl-kitchen: --output .* is the input .*: writing it would destroy the input/],
      [['repair', file, '--output', join(dir, 'no-such-folder', 'x.solution')], /^irl-kitchen: --output .*: the folder .* does not exist/],
      [['repair', file, '--kitchen', 'no-kitchen'], /^irl-kitchen: --kitchen no-kitchen: no such kitchen/],
      [['repair', file, '--benchmark', join(dir, 'no-corpus')], /^irl-kitchen: --benchmark .*no-corpus: no such folder$/],
    ];
    for (const [args, message] of cases) {
      const r = await cli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toHaveLength(1);
      expect(r.err[0], args.join(' ')).toMatch(message);
    }
  });

  it.skipIf(!BENCHMARK)('repairs a corpus variant whose output evaluate scores against its gold', async () => {
    const dir = tmp();
    const out = join(dir, 'fixed.solution');
    const r = await cli(['repair', join(VARIANTS_DIR!, 'almond-crescent-cookies--drop-line-1.solution'), '--output', out]);
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8').split('\n')[0]).toBe('#almond-crescent-cookies');
    const rows = join(dir, 'rows.json');
    const scored = await cli(['evaluate', '--input', out, '--output', rows, '--format', 'json', '--quiet']);
    expect(scored.code).toBe(0);
    expect(JSON.parse(readFileSync(rows, 'utf8'))[0]).toMatchObject({ recipeId: 'almond-crescent-cookies', status: 'ok' });
  });
});
