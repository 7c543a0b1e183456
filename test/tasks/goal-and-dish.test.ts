// Goal progress and dish shaping computed from a serialised task alone (JSON text, read back),
// against the evaluator as the oracle: every gold file scored as the evaluator scores it (under
// its `#` label, so black-bean-salad-2's file meets 3 of black-bean-salad-4's 34 goals), the
// relabelled file, every executable variant network, and the prefixes of each gold network.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_METRICS, evaluateRecipe } from '../../src/evaluator/evaluate.ts';
import { GoldStandards } from '../../src/evaluator/gold-standards.ts';
import { parseSolutionText, readSolutionFile } from '../../src/language/parse-solution.ts';
import type { Recipe } from '../../src/language/ast.ts';
import { dishScorer } from '../../src/tasks/dish-scorer.ts';
import { goalChecker } from '../../src/tasks/goal-checker.ts';
import { listTasks } from '../../src/tasks/library.ts';
import { taskFromJson, taskToJson } from '../../src/tasks/task-json.ts';
import type { Task } from '../../src/tasks/task.ts';
import { BENCHMARK, GOLD_DIR, simulator, VARIANTS_DIR } from '../support/simulate.ts';

const sim = simulator();

/** The task as a ranker would get it: JSON text, read back. */
const serialised = (t: Task) => taskFromJson(JSON.stringify(taskToJson(t)));

describe.skipIf(!BENCHMARK)('goal progress and dish score from a serialised task', () => {
  const tasks = BENCHMARK ? new Map(listTasks({ benchmark: BENCHMARK, sim }).map((t) => [t.id, serialised(t)])) : new Map<string, Task>();
  const golds = BENCHMARK ? new GoldStandards(sim, BENCHMARK) : null!;
  const judges = new Map<string, { goals: ReturnType<typeof goalChecker>; dish: ReturnType<typeof dishScorer> }>();
  const judge = (id: string) => {
    let j = judges.get(id);
    if (!j) judges.set(id, (j = { goals: goalChecker(tasks.get(id)!, sim), dish: dishScorer(tasks.get(id)!, sim) }));
    return j;
  };

  /** The evaluator's row and the task's verdicts on the same network, run once. */
  function compare(recipe: Recipe, file: string) {
    const row = evaluateRecipe(sim, golds, recipe, file, DEFAULT_METRICS);
    const run = sim.run(recipe, file);
    const j = judge(recipe.id!);
    return { row, goals: j.goals(run), dish: j.dish(run) };
  }

  const goldFiles = GOLD_DIR ? readdirSync(GOLD_DIR).filter((f) => f.endsWith('.solution')).sort() : [];
  const relabelled = BENCHMARK ? join(BENCHMARK, 'reference-figures/black-bean-salad-2--gold-relabelled.solution') : '';

  it('meet what the evaluator finds for every gold file (and the relabelled one), goals and dish', () => {
    const reference = new Map(
      readFileSync(join(BENCHMARK!, 'reference-figures/gold-reference.csv'), 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(','))
        .map((c) => [c[0], c[3]]),
    );
    for (const path of [...goldFiles.map((f) => join(GOLD_DIR!, f)), relabelled]) {
      const recipe = readSolutionFile(path).recipes[0];
      const { row, goals, dish } = compare(recipe, path);
      const name = path.split('/').pop()!;
      expect(row.status, name).toBe('ok');
      expect({ reached: goals.reached, total: goals.total }, name).toEqual(row.goalConditionSuccess);
      expect(goals.met.filter(Boolean).length).toBe(goals.reached);
      expect(goals.fraction).toBe(goals.reached / goals.total);
      // the reference's own figure, as an exact fraction
      const [n, d = '1'] = reference.get(name)!.split('/');
      expect(goals.reached * Number(d), name).toBe(Number(n) * goals.total);
      expect(dish, name).toBe(row.dishApproximationScore);
    }
  });

  it('meet what the evaluator finds for every variant network that executes', () => {
    const files = readdirSync(VARIANTS_DIR!).filter((f) => f.endsWith('.solution')).sort();
    let compared = 0;
    for (const f of files) {
      const recipe = readSolutionFile(join(VARIANTS_DIR!, f)).recipes[0];
      if (!recipe?.id || !tasks.has(recipe.id)) continue;
      const { row, goals, dish } = compare(recipe, join(VARIANTS_DIR!, f));
      if (row.status !== 'ok') continue;
      expect({ reached: goals.reached, total: goals.total }, f).toEqual(row.goalConditionSuccess);
      expect(dish, f).toBe(row.dishApproximationScore);
      compared++;
    }
    expect(compared).toBeGreaterThan(60);
  }, 120_000);

  it('grow line by line over the prefixes of each gold network and end at the evaluator value', () => {
    for (const f of goldFiles) {
      const text = readFileSync(join(GOLD_DIR!, f), 'utf8');
      const recipe = parseSolutionText(text, f).recipes[0];
      // the task the evaluator scores this file against: its label's
      const j = judge(recipe.id!);
      let last = -1;
      let lastMet: boolean[] = [];
      for (let k = 1; k <= recipe.predicates.length; k++) {
        const prefix = { ...recipe, predicates: recipe.predicates.slice(0, k) };
        const progress = j.goals(sim.run(prefix, f));
        expect(progress.fraction, `${f} after ${k} lines`).toBeGreaterThanOrEqual(last);
        last = progress.fraction!;
        lastMet = progress.met;
      }
      const row = evaluateRecipe(sim, golds, recipe, join(GOLD_DIR!, f), ['goal-condition-success']);
      expect(lastMet.filter(Boolean).length, f).toBe(row.goalConditionSuccess!.reached);
    }
  }, 120_000);

  it('count a partial run by the steps it executed', () => {
    const recipe = readSolutionFile(join(GOLD_DIR!, 'almond-crescent-cookies.solution')).recipes[0];
    // the first three lines, then a line that cannot run: the run is unexecutable, its steps count
    const broken = parseSolutionText(
      `${recipe.predicates
        .slice(0, 3)
        .map((p) => readFileSync(p.place.file, 'utf8').split('\n')[p.place.line - 1])
        .join('\n')}\n(beat ?x ?ks-x ?nowhere ?no-container ?tool)`,
      't.solution',
    ).recipes[0];
    const run = sim.run(broken, 't.solution');
    expect(run.status).toBe('unexecutable');
    const progress = judge('almond-crescent-cookies').goals(run);
    expect(progress.met.slice(0, 2)).toEqual([true, true]);
    expect(progress.reached).toBe(2);
    expect(judge('almond-crescent-cookies').dish(run)).toBeGreaterThan(0);
  });
});
