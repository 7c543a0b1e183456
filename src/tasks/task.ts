// A task of the planning environment, in the serialisable form everything outside the task
// builder reads: the recipe text, the kitchen, the goal conditions and the target dish. A task
// never holds its gold network: rankers and environments that read tasks cannot read the answer.
import type { EntityValueJson } from '../json/values.ts';

/** How much of the goal an agent is given. */
export type GoalMode = 'visible' | 'text';

/** A recipe's text as the corpus gives it: title, ingredient lines and instructions. */
export interface TaskText {
  ingredients: string[];
  instructions: string[];
}

/** One goal condition: an object similar to `object` (ids aside) lying at `location`, as goal-condition success checks it. */
export interface GoalCondition {
  /** `g1`, `g2`, … in the gold network's execution order. */
  id: string;
  /** In words, e.g. `a medium-bowl holding 230 g butter, on the counter-top`. */
  sentence: string;
  /** The object in the JSON form of docs/schema/entity.schema.json, written in full (no refs outside it). */
  object: EntityValueJson;
  /** Classes of the containers from the kitchen state down to the object's holder (null: no location), e.g. `['kitchen-state', 'counter-top']`. */
  location: string[] | null;
  /** The action whose output it is (for sentences and rankers: no line of the gold network). */
  action: string;
}

/** The dish the dish approximation score compares with: the gold network's final output and where it lies. */
export interface TargetDish {
  object: EntityValueJson;
  location: string[] | null;
  sentence: string;
}

/** A task of the planning environment, serialisable (docs/TASKS.md): recipe text, kitchen, goal conditions and target dish — never the gold network. */
export interface Task {
  /** The corpus recipe id, or `<recipe>~<variation>` for a derived task. */
  id: string;
  /** The corpus recipe the task comes from. */
  source: string;
  /** Fixed by the source recipe, so that derived tasks never cross it. */
  split: 'train' | 'test';
  title: string;
  text: TaskText;
  /** The kitchen's name, and for a derived task the changes to it (ontology YAML text of a kitchen that `extends:` the named one), else null. */
  kitchen: { name: string; yaml: string | null };
  goal: { conditions: GoalCondition[]; dish: TargetDish | null };
  /** For a derived task: what was changed, in words (`butter: 345 g instead of 230 g`, `brown-sugar instead of white-sugar`). */
  variation: string[];
}
