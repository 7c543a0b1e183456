// A tool that a retrieval finds and cannot fetch because of a place nested in another place (a
// fridge inside the pantry of a kitchen of one's own): the step takes it out of the first place of
// that class in the kitchen (depth first), which is not the one it lies in (docs/EXTENDING.md,
// "A kitchen of one's own").
import type { Entity } from '../kitchen/entity.ts';
import { classPath } from '../kitchen/search.ts';
import type { Step } from '../kitchen/step.ts';
import { walk } from './why.ts';

export interface NestedTool {
  /** The unused tool the retrieval found. */
  tool: Entity;
  /** The place it lies in, and the kitchen's place that holds that one when it is nested (else null). */
  place: Entity;
  outer: Entity | null;
  /** The place of that class the step takes things out of, and the kitchen's place holding it when nested. */
  looked: Entity | null;
  lookedOuter: Entity | null;
}

/** The kitchen's own place (a child of the kitchen state) that holds `inner`, at any depth; null for one of its own. */
function outerPlaceOf(ks: Entity, inner: Entity): Entity | null {
  let outer: Entity | null = null;
  walk(ks, (e, place) => {
    if (e === inner) outer ??= place;
  });
  return outer;
}

/** The place of this class a step takes things out of (Step.place's), looked up without making it writable. */
function lookedUp(step: Step, cls: string): Entity | null {
  const index = step.factory.ontology.classes.get(cls)?.index ?? -1;
  return classPath(step.ks, index, step.tx)?.at(-1) ?? null;
}

/**
 * The tool of class `cls` a retrieval of this step found last and could not fetch because of a
 * nested place, or null. `excluded` are the objects this step fetched already (several of a class).
 */
export function nestedTool(step: Step, cls: string, excluded: Entity[] = []): NestedTool | null {
  const hit = step.findUnused(cls, step.ks, excluded);
  if (!hit) return null;
  const place = hit.holder;
  const looked = lookedUp(step, place.cls.name);
  if (place === step.ks || looked === place) return null;
  const outer = outerPlaceOf(step.ks, place);
  const lookedOuter = looked && outerPlaceOf(step.ks, looked);
  // neither nested: a miss of another kind
  return outer || lookedOuter ? { tool: hit.found, place, outer, looked, lookedOuter } : null;
}

/** `the whisk (whisk-12) was found in the fridge inside the pantry, …`: why it could not be fetched. */
export function nestedToolMessage({ tool, place, outer, lookedOuter }: NestedTool): string {
  const where = place.cls.name;
  const found = `the ${tool.cls.name} (${tool.pid}) was found in the ${where}${outer ? ` inside the ${outer.cls.name}` : ''}`;
  if (lookedOuter)
    return `${found}, but a step takes it out of the first ${where} of the kitchen, the one inside the ${lookedOuter.cls.name}, where it does not lie: a place nested in another is looked up as the kitchen's own when it comes first`;
  return `${found}, but a step takes it out of the kitchen's own ${where}, where it does not lie: a place nested in another is not one the reference looks up`;
}

/** What to change in the kitchen instead. */
export function nestedToolHint({ tool, place, lookedOuter }: NestedTool): string {
  const doc = `(docs/EXTENDING.md, "A kitchen of one's own")`;
  if (lookedOuter) return `take the ${place.cls.name} out of the ${lookedOuter.cls.name}: list places only at the top of the kitchen ${doc}`;
  return `move the ${tool.cls.name} out of the nested ${place.cls.name} into one of the places the kitchen lists at the top ${doc}`;
}
