// Dish shaping from a serialised task: the dish approximation score of a run against the task's
// target dish, computed by the evaluator's own code (dish-score.ts). The score needs the target's
// object and where it lay; the place is rebuilt as a minimal kitchen holding just the chain of
// containers the task names, which is all the location test looks at.
import { type DishContext, dishScore } from '../evaluator/dish-score.ts';
import { type ExecNode, executedNodes } from '../evaluator/nodes.ts';
import { InputError, SimulationError } from '../errors.ts';
import { Entity, Factory } from '../kitchen/entity.ts';
import { toF32 } from '../numbers/num.ts';
import type { RecipeRun, Simulator } from '../simulator.ts';
import { requireRun, requireSimulator, requireTask } from './arguments.ts';
import { entityFromJson, pkOf } from './entity-from-json.ts';
import { checkLocation } from './goal-checker.ts';
import type { Task } from './task.ts';

/**
 * A scorer of runs (complete or not) against the task's target dish: the evaluator's value as a
 * single-float's number. 0 when the task has no dish, when no step ran, or when scoring stops
 * where the reference would (an ingredient without a gram conversion). The dish is the task's, as
 * its semantics chose it: in the reference's, broccoli-salad's is the raw fetched broccoli, so a
 * network that has only fetched its broccoli scores 1 there, as the evaluator does (docs/TASKS.md).
 */
export function dishScorer(task: Task, sim: Simulator): (run: RecipeRun) => number {
  requireTask(task, 'dishScorer: task');
  requireSimulator(sim, 'dishScorer: simulator');
  const dish = task.goal.dish;
  if (!dish) return (run) => (requireRun(run, 'dish scorer: run'), 0);
  const factory = new Factory(sim.world.ontology);
  const object = entityFromJson(dish.object, factory, `task ${task.id} dish object`);
  if (!(object instanceof Entity)) throw new InputError(`task ${task.id} dish object: the target dish must be an entity`);
  checkLocation(dish.location, sim.world.ontology, `task ${task.id} dish`, 'task.goal.dish.location');
  const kitchen = dish.location && dish.location.length ? placeChain(object, dish.location, factory, `task ${task.id} dish location`) : null;
  const target: ExecNode = { expression: -1, action: 'target-dish', outVar: -1, outName: 'TARGET-DISH', output: object, kitchen, vars: [], line: 0 };
  const ctx: DishContext = { units: sim.world.units, factory: new Factory(sim.world.ontology), semantics: sim.semantics };
  return (run) => {
    requireRun(run, 'dish scorer: run');
    try {
      return toF32(dishScore(executedNodes(run), target, ctx)).v;
    } catch (e) {
      if (e instanceof SimulationError) return 0;
      throw e;
    }
  };
}

/**
 * A kitchen made of the containers `location` names, each inside the one before, the object in
 * the last: `location(object, kitchen)` then gives exactly those classes back (classes checked by checkLocation).
 */
export function placeChain(object: Entity, location: readonly string[], factory: Factory, where: string): Entity {
  const chain = location.map((cls, i) => {
    const e = factory.make(cls);
    if (!('contents' in e.s)) throw new InputError(`${where}: a ${cls} cannot hold anything`);
    // ids of their own, never those of the object (which keeps the id the task gives it)
    e.pid = `${cls}-of-target-location-${i}`;
    e.pk = pkOf(e.pid);
    return e;
  });
  // a made kitchen state comes with every kitchen place: the chain replaces them
  chain.forEach((c, i) => (c.s.contents = [i + 1 < chain.length ? chain[i + 1] : object]));
  return chain[0];
}
