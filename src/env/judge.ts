// How an environment judges a run of its task's network: which goal conditions hold (from the
// serialised task alone, with the evaluator's matching), the dish score for shaping, and the
// session options of the task's kitchen. Made once per task and world. Its sentences add the
// temperatures the task's sentences leave out (goal-words.ts): the check compares them.
import { Simulator } from '../simulator.ts';
import type { RecipeRun } from '../simulator.ts';
import type { SessionOptions } from '../session/session.ts';
import { describe } from '../describe.ts';
import type { GoalValue } from '../evaluator/goal-conditions.ts';
import { Entity } from '../kitchen/entity.ts';
import { goalValues } from '../tasks/goal-checker.ts';
import { dishScorer, goalChecker, sessionOptionsFor } from '../tasks/index.ts';
import type { Task } from '../tasks/task.ts';
import { goalWords, sentenceWithTemperatures } from './goal-words.ts';
import type { TaskSource } from './task-source.ts';

/** Goal progress of an episode: each condition met or not, the total and the fraction met. */
export interface GoalStatus {
  met: boolean[];
  total: number;
  fraction: number;
  /** In `visible` mode: each condition in words and whether it holds. */
  conditions?: { id: string; sentence: string; met: boolean }[];
}

export interface TaskJudge {
  sessionOptions: SessionOptions;
  goal(run: RecipeRun): GoalStatus;
  dish(run: RecipeRun): number;
  /** Each goal condition's object described as listings describe outputs (`describe(object, 1)`). */
  goalTexts(): string[];
  /** Each goal condition's object and location as the check takes them, and its text with temperatures (goalWords). */
  goalValues(): (GoalValue & { words: string })[];
}

const judges = new WeakMap<Task, Map<string, TaskJudge>>();

export function taskJudge(task: Task, source: TaskSource): TaskJudge {
  const key = JSON.stringify([source.benchmark ?? null, source.world ?? null]);
  let byWorld = judges.get(task);
  if (!byWorld) judges.set(task, (byWorld = new Map()));
  let judge = byWorld.get(key);
  if (!judge) byWorld.set(key, (judge = makeJudge(task, source)));
  return judge;
}

function makeJudge(task: Task, source: TaskSource): TaskJudge {
  const own = sessionOptionsFor(task);
  const world = source.world ?? {};
  const sessionOptions: SessionOptions = {
    ...own,
    ...(world.rules ? { rules: world.rules } : {}),
    ontology: [...(world.ontology ?? []), ...(own.ontology ?? [])],
    ...(world.semantics ? { semantics: world.semantics } : {}),
    ...(source.benchmark ? { benchmark: source.benchmark } : {}),
  };
  const sim = new Simulator({ rulesDirs: sessionOptions.rules, ontologyFiles: sessionOptions.ontology, kitchen: sessionOptions.kitchen, semantics: sessionOptions.semantics });
  const check = goalChecker(task, sim);
  const values = goalValues(task, sim).map((g) => ({ ...g, words: goalWords(g.entity) }));
  const sentences = task.goal.conditions.map((c, i) => sentenceWithTemperatures(c.sentence, values[i].entity));
  // made now: a dish the world cannot read is refused when the environment is made, not at a later step
  const dish = dishScorer(task, sim);
  let texts: string[] | null = null;
  return {
    sessionOptions,
    goal(run) {
      const { met, fraction } = check(run);
      // a task without goal conditions (read without its goal) rewards nothing
      return { met, total: met.length, fraction: fraction ?? 0, conditions: task.goal.conditions.map((c, i) => ({ id: c.id, sentence: sentences[i], met: met[i] })) };
    },
    dish(run) {
      return dish(run);
    },
    goalTexts() {
      return (texts ??= values.map(({ entity: e }) => (e instanceof Entity ? describe(e, 1) : String(e))));
    },
    goalValues() {
      return values;
    },
  };
}
