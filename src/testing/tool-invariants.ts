// An invariant of actions that work with a tool: a step that did its job leaves every tool it was
// given or took marked used, so that the next `retrieve` of its class passes it by. An effect
// that names the container twice (`mix_with_tool(bowl, bowl, whipped)`) marks the bowl instead and
// leaves the whisk free for the next step, which then whips with a whisk already in use.
//
//   toolViolations(run, ['whip'])   // ['network.solution:4: whip: whisk (a whisk) is not marked used after it']
import { Entity } from '../kitchen/entity.ts';
import type { RecipeRun } from '../simulator.ts';
import { failer, requireKitRun, shown } from './argument-checks.ts';
import { stepViews } from './invariants.ts';

/** A tool: an object that can be marked used and is no container (a bowl holds, a whisk is used) nor a failed object. */
const isTool = (v: unknown): v is Entity => v instanceof Entity && 'used' in v.s && !v.isA('container') && !v.isA('failed-object');

/** The object with this persistent id anywhere in a kitchen state. */
function findByPid(root: Entity, pid: string | undefined): Entity | undefined {
  for (const c of root.contents) {
    if (!(c instanceof Entity)) continue;
    if (c.pid === pid) return c;
    const inside = Array.isArray(c.s.contents) ? findByPid(c, pid) : undefined;
    if (inside) return inside;
  }
  return undefined;
}

/**
 * Steps (of the named actions, or all) that did not fail and left a tool of one of their slots —
 * given or computed — unused in their output kitchen state. `fetch` brings a tool without using
 * it: leave it out of `actions`.
 */
export function toolViolations(run: RecipeRun, actions?: string[]): string[] {
  requireKitRun('toolViolations', run);
  if (actions !== undefined && !(Array.isArray(actions) && actions.every((a) => typeof a === 'string'))) failer('toolViolations')(`actions: expected a list of action names, got ${shown(actions)}`);
  const values = run.execution?.values ?? [];
  const out: string[] = [];
  for (const { step, expression, where, kitchenOut } of stepViews(run)) {
    if (step.failed || !kitchenOut || (actions && !actions.includes(expression.action.name))) continue;
    expression.args.forEach((variable, slot) => {
      const value = values[variable];
      if (!isTool(value)) return;
      const after = findByPid(kitchenOut, value.pid);
      if (after && after.s.used !== true) out.push(`${where}: ${expression.action.slots[slot].name} (a ${value.cls.name}) is not marked used after it`);
    });
  }
  return out;
}
