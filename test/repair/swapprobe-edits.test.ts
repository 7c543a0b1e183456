// Edits for the ways a writer mangles one line or the network's start, each repaired back to the
// gold network (scored 1 and 1 by the evaluator) rather than by dropping lines: two arguments
// given in each other's place (swap), a forgotten or doubled get-kitchen, an argument too many,
// and an ingredient the kitchen lacks told by the recipe's line for it, not by its spelling.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GoldStandards } from '../../src/evaluator/gold-standards.ts';
import { evaluateRecipe } from '../../src/evaluator/evaluate.ts';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import type { RepairContext } from '../../src/repair/context.ts';
import { repair } from '../../src/repair/index.ts';
import { netOfRecipe } from '../../src/repair/network.ts';
import { executeNet } from '../../src/repair/outcome.ts';
import { swapCandidates } from '../../src/repair/swap.ts';
import { schemaErrors } from '../json-validate.ts';
import { runCli } from '../support/cli.ts';
import { BENCHMARK, GOLD_DIR, simulator } from '../support/simulate.ts';

const gold = (name: string) => readFileSync(join(GOLD_DIR!, `${name}.solution`), 'utf8').replace(/\s*$/, '\n');
const brief = (r: ReturnType<typeof repair>) => r.edits.map((e) => `${e.kind} ${e.line} ${e.before} => ${e.after}`);
/** The input with one text of it replaced (it must be there). */
const broken = (name: string, from: string, to: string) => {
  const text = gold(name);
  expect(text).toContain(from);
  return text.replace(from, to);
};

/** Goal-condition success (the share of conditions reached) and dish score of a repaired network, as `irl-kitchen evaluate` scores it. */
function scores(network: string): [number | null, number | null] {
  const sim = simulator();
  const row = evaluateRecipe(sim, new GoldStandards(sim, BENCHMARK!), parseSolutionText(network, 'repaired.solution').recipes[0], 'repaired.solution');
  const goal = row.goalConditionSuccess;
  return [goal && goal.reached / goal.total, row.dishApproximationScore];
}

describe.skipIf(!GOLD_DIR)('repair of a mangled line or start', () => {
  it("swaps beat's container and tool back (a circle of waiting lines), rather than dropping 6 lines", () => {
    const input = broken('almond-crescent-cookies', '?output-container-b ?mixing-tool)', '?mixing-tool ?output-container-b)');
    const r = repair(input, { benchmark: BENCHMARK! });
    expect(r.before.problems[0]).toMatch(/^E_CIRCULAR_WAIT line 13/);
    expect(brief(r)).toEqual(['swap 13 ?mixing-tool ?output-container-b => ?output-container-b ?mixing-tool']);
    expect(r.edits[0].reason).toMatch(/\?output-container-b fits container-with-ingredients .* and \?mixing-tool fits tool/);
    expect(r.network).toBe(gold('almond-crescent-cookies'));
    expect(scores(r.network)).toEqual([1, 1]);
    expect(schemaErrors('repair-result.schema.json', { file: 'x.solution', ...r })).toEqual([]);
  });

  it("swaps cut's object and pattern back (a network that does not compile), rather than dropping the cut", () => {
    const input = broken('cole-slaw', '?proportioned-cabbage shredded', 'shredded ?proportioned-cabbage');
    const r = repair(input, { benchmark: BENCHMARK! });
    expect(r.before.problems[0]).toMatch(/^E_CONSTANT_TYPE line 14/);
    expect(brief(r)).toEqual(['swap 14 shredded ?proportioned-cabbage => ?proportioned-cabbage shredded']);
    expect(r.network).toBe(gold('cole-slaw'));
    expect(scores(r.network)).toEqual([1, 1]);
  });

  it('offers a swap only where an argument does not fit its own slot, and each fits the other', () => {
    const sim = simulator();
    const ctx: RepairContext = { sim, hints: [], sessionOptions: {}, sessions: new Map() };
    const swaps = (text: string) => {
      const net = netOfRecipe(parseSolutionText(text, 'x.solution').recipes[0], text.split('\n'));
      // file line 14 (the cut), after the #id and get-kitchen lines
      return swapCandidates(ctx, net, executeNet(sim, net, 'x.solution'), 12, 'why').map((c) => c.edits[0].after);
    };
    const cut = '?proportioned-cabbage shredded ?knife ?cutting-board-1';
    expect(swaps(gold('cole-slaw'))).toEqual([]);
    expect(swaps(broken('cole-slaw', cut, 'shredded ?proportioned-cabbage ?knife ?cutting-board-1'))).toEqual(['?proportioned-cabbage shredded']);
    // the knife and the board: neither fits the other's slot
    expect(swaps(broken('cole-slaw', cut, '?proportioned-cabbage shredded ?cutting-board-1 ?knife'))).toEqual([]);
  });

  it('inserts a forgotten get-kitchen as the first line, making the kitchen state the network starts from', () => {
    const input = broken('cole-slaw', '(get-kitchen ?kitchen)\n', '');
    const r = repair(input, { benchmark: BENCHMARK! });
    expect(r.before.problems[0]).toMatch(/^E_GET_KITCHEN_COUNT line 2: .* has 0/);
    expect(brief(r)).toEqual(['insert 2 null => (get-kitchen ?kitchen)']);
    expect(r.network).toBe(gold('cole-slaw'));
  });

  it('a forgotten get-kitchen whose kitchen state every line makes gets a fresh one, which the search takes up', () => {
    // the first fetch goes on from its own output: no kitchen state is left unmade
    const input = broken('cole-slaw', '(get-kitchen ?kitchen)\n', '').replace('?ks-with-cabbage ?kitchen ', '?ks-with-cabbage ?ks-with-cabbage ');
    const r = repair(input, { benchmark: BENCHMARK! });
    expect(r.edits[0]).toMatchObject({ kind: 'insert', after: '(get-kitchen ?repair-kitchen-1)' });
    expect(r.edits[0].reason).toMatch(/a fresh kitchen state/);
    expect(r.repaired).toBe(true);
  });

  it('drops a second get-kitchen, its users given the first one', () => {
    const input = broken('cole-slaw', '(get-kitchen ?kitchen)\n', '(get-kitchen ?kitchen)\n(get-kitchen ?kitchen-2)\n').replace('?ks-with-cabbage ?kitchen ', '?ks-with-cabbage ?kitchen-2 ');
    const r = repair(input, { benchmark: BENCHMARK! });
    expect(brief(r)).toEqual(['drop 3 (get-kitchen ?kitchen-2) => null']);
    expect(r.edits[0].reason).toMatch(/rewired: \?kitchen-2 → \?kitchen/);
    expect(r.network).toBe(gold('cole-slaw'));
  });

  it('takes the argument too many out of a line, rather than dropping the line', () => {
    for (const [from, to, out] of [
      ['green-cabbage 1 piece', 'green-cabbage green-cabbage 1 piece', 'constant 3 green-cabbage => null'],
      ['1 piece)\n(fetch-and-proportion ?proportioned-carrots', '1 piece 2)\n(fetch-and-proportion ?proportioned-carrots', 'constant 3 2 => null'],
    ]) {
      const r = repair(broken('cole-slaw', from, to), { benchmark: BENCHMARK! });
      expect(r.before.problems[0]).toMatch(/^E_ARITY line 3: fetch-and-proportion takes 7 arguments .* got 8/);
      expect(brief(r)).toEqual([out]);
      expect(r.network).toBe(gold('cole-slaw'));
    }
  });

  it('the report says an argument was taken out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swapprobe-'));
    try {
      const file = join(dir, 'extra.solution');
      writeFileSync(file, broken('cole-slaw', 'green-cabbage 1 piece', 'green-cabbage green-cabbage 1 piece'));
      const { code, out } = await runCli(['repair', file, '--benchmark', BENCHMARK!]);
      expect(code).toBe(0);
      expect(out).toMatch(/^ {2}line 3: constant green-cabbage taken out$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replaces an ingredient the kitchen lacks with the one the recipe line and the output name ask for, not the closest in spelling', () => {
    const input = broken('easy-cherry-tomato-corn-salad', ' fresh-basil 5 g)', ' brown-lentils 5 g)');
    const r = repair(input, { benchmark: BENCHMARK! });
    expect(brief(r)).toEqual(['constant 3 brown-lentils => fresh-basil']);
    expect(r.edits[0].reason).toMatch(/\?proportioned-basil is named after and a line of the recipe/);
    expect(r.network).toBe(gold('easy-cherry-tomato-corn-salad'));
    expect(scores(r.network)).toEqual([1, 1]);
  });
});
