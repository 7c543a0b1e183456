// Rows evaluate cannot score for a reason of the gold network (it does not execute, has no goal,
// never makes its dish) or because comparing the dishes stopped carry a diagnostic with its code,
// as every other error row does, and stderr prints that code once with its message.
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupedMessages } from '../src/cli/row-messages.ts';
import { evaluateRecipe } from '../src/evaluator/evaluate.ts';
import { GoldStandards } from '../src/evaluator/gold-standards.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { Simulator } from '../src/simulator.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const ID = 'almond-crescent-cookies';
const BUTTER = `(fetch-and-proportion ?proportioned-butter ?ks-with-butter ?kitchen ?target-container-1 butter 230 g)`;

/** A copy of the corpus (links) whose almond-crescent-cookies gold network is `gold`. */
function corpusWithGold(gold: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'irl-evalfix-gold-'));
  const golds = join(dir, 'data/gold-standard-solutions/meaning-only');
  mkdirSync(golds, { recursive: true });
  for (const f of readdirSync(GOLD_DIR!)) if (f !== `${ID}.solution`) symlinkSync(join(GOLD_DIR!, f), join(golds, f));
  writeFileSync(join(golds, `${ID}.solution`), `#${ID}\n${gold}\n`);
  return dir;
}

function score(gold: string, prediction: string) {
  const sim = new Simulator();
  const recipe = parseSolutionText(`#${ID}\n${prediction}\n`, 'p.solution').recipes[0];
  return evaluateRecipe(sim, new GoldStandards(sim, corpusWithGold(gold)), recipe, 'p.solution', ['goal-condition-success', 'dish-approximation-score']);
}

const cases: [string, string, string, string][] = [
  ['gold-not-executable', 'E_GOLD_NOT_EXECUTABLE', '(get-kitchen ?kitchen)\n(fetch-and-proportion ?b ?ks ?kitchen ?c unobtainium 230 g', '(get-kitchen ?kitchen)'],
  ['gold-without-goals', 'E_GOLD_WITHOUT_GOALS', `(get-kitchen ?${ID})`, '(get-kitchen ?kitchen)'],
  ['gold-dish-missing', 'E_GOLD_DISH_MISSING', `(get-kitchen ?kitchen)\n${BUTTER}`, '(get-kitchen ?kitchen)'],
  // the gold "dish" is a whisk, neither a container nor a list, which the reference's unfold stops on
  ['no-applicable-method(unfold)', 'E_SCORING_STOPPED', `(get-kitchen ?kitchen)\n(fetch ?${ID} ?ks ?kitchen whisk 1)`, `(get-kitchen ?kitchen)\n${BUTTER}`],
];

describe.skipIf(!BENCHMARK)('a row the gold network keeps from being scored', () => {
  it.each(cases)('%s has the diagnostic %s at the recipe, said once on stderr', (reason, code, gold, prediction) => {
    const row = score(gold, prediction);
    expect(row).toMatchObject({ status: 'error', reason, goalConditionSuccess: null, dishApproximationScore: null });
    const own = row.diagnostics!.filter((d) => d.code === code);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ severity: 'error', file: 'p.solution', line: 1, column: 1 });
    expect(row.messages.filter((m) => m.startsWith('p.solution:1:1: '))).toEqual([`p.solution:1:1: ${own[0].message}`]);
    const stderr = groupedMessages(row).join('\n');
    expect(stderr).toContain(`p.solution:1:1: error ${code}: ${own[0].message}`);
    expect(stderr.split(own[0].message)).toHaveLength(2);
  });
});
