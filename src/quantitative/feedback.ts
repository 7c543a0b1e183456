// Physics feeding back into the kitchen (`--physics-feedback`): the executed steps are fired
// again, in the order the search found, each on the values the earlier steps left after their
// physics. A transfer keeps only what the particles measured in the container: the rest leaves it
// and lies on the counter-top as its own ingredient, with a diagnostic (and one more when the
// container is too small for the amount). Stirring that does not reach the mixing index leaves
// the heterogeneous mixture mingling makes, without the flag the action would set; heating that
// does not hold the item at its cooking temperature long enough does not earn its flag (baked…).
import { amountUnit, amountValue, copyEntity, Entity, type Factory, plainDefaults, type Value } from '../kitchen/entity.ts';
import { F32, mul, type Num } from '../numbers/num.ts';
import type { ActionDef } from '../rules/action.ts';
import { hyphenate } from '../rules/terms.ts';
import type { Effect } from './procedures.ts';

/** The codes of what feedback reports (docs/PHYSICS.md, "Feedback"). */
export const FEEDBACK_CODES = ['physics-spill', 'physics-overflow', 'physics-under-mixed', 'physics-under-cooked', 'physics-feedback-stopped'] as const;

export interface FeedbackDiagnostic {
  code: (typeof FEEDBACK_CODES)[number];
  /** `file:line` of the step's predicate */
  place: string;
  message: string;
  grams?: number;
}

/** Scales an ingredient's amount (in its own unit) by a factor; a fresh amount entity. */
function scaled(factory: Factory, item: Entity, factor: number): Entity {
  const amount = item.s.amount;
  if (!(amount instanceof Entity)) return item;
  const value: Num = mul(amountValue(amount), new F32(factor));
  return copyEntity(item, { amount: factory.amount(value, amountUnit(amount)) });
}

/**
 * The tree below `root` (through contents) with the entities `replace` gives a replacement for
 * replaced, and not descended into; an entity above a replaced one is copied, the rest shared.
 * The root itself when nothing was replaced.
 */
function mapTree(root: Entity, replace: (e: Entity) => Entity | null): Entity {
  const replaced = replace(root);
  if (replaced) return replaced;
  let changed = false;
  const contents = root.contents.map((c) => {
    const r = mapTree(c, replace);
    if (r !== c) changed = true;
    return r;
  });
  return changed ? copyEntity(root, { contents }) : root;
}

/** A copy of `root` with the entity of persistent id `pid` (searched through contents) replaced. */
const replaceByPid = (root: Entity, pid: string, make: (e: Entity) => Entity): Entity => mapTree(root, (e) => (e.pid === pid ? make(e) : null));

/** Adds items to the counter-top of a kitchen state (a copy), or returns it unchanged when it has none. */
function onCounter(kitchen: Entity, items: Entity[]): Entity {
  const counter = kitchen.contents.find((c) => c.isA('counter-top'));
  if (!counter || !items.length) return kitchen;
  return replaceByPid(kitchen, counter.pid, (c) => copyEntity(c, { contents: [...c.contents, ...items] }));
}

/**
 * Applies a step's physical effect to its bound values (`slots` by slot name → variable index):
 * the values it changes are rebound in `values`. Returns the diagnostics it raised.
 */
export function applyEffect(effect: Effect | undefined, action: ActionDef, args: number[], values: Value[], factory: Factory, place: string, detail: Record<string, unknown>): FeedbackDiagnostic[] {
  if (!effect) return [];
  if (effect.kind === 'temperature') {
    warm(effect.slot, effect.endC, action, args, values, factory);
    return unearned(effect, action, args, values, place);
  }
  const slot = slotIndex(action, effect.slot);
  const container = slot >= 0 ? values[args[slot]] : null;
  if (effect.kind === 'under-mixed') return unmix(effect, container, action, args, slot, values, factory, place);
  const out: FeedbackDiagnostic[] = [];
  if (effect.overflow)
    out.push({ code: 'physics-overflow', place, message: `${place}: ${action.name}: ${detail.amountMl} ml of ${detail.displacedBy ?? effect.material} does not fit the ${detail.container} (${detail.containerMl} ml, ${detail.heldMl} ml already in it): it overflows`, grams: effect.spilledGrams });
  const kept = Math.min(1, Math.max(0, effect.keptFraction));
  if (!(container instanceof Entity) || kept >= 1 || effect.spilledGrams <= 0) return out;
  const arrived = new Set(effect.arrived);
  const spilled: Entity[] = [];
  // the arrived ingredients may lie in the container or on the items in it (a topping)
  const next = mapTree(container, (e) => {
    if (!arrived.has(e.pid) || e === container) return null;
    const spill = scaled(factory, e, 1 - kept);
    const { id: _id, 'persistent-id': _pid, ...slots } = spill.s;
    spilled.push(factory.make(e.cls, slots));
    return scaled(factory, e, kept);
  });
  // nothing of what was poured is in the container (the step put it elsewhere): nothing to take back
  if (!spilled.length) return out;
  rebind(values, args, slot, container, next, spilled);
  out.push({ code: 'physics-spill', place, message: `${place}: ${action.name}: ${round(effect.spilledGrams)} g of ${effect.material} spilled onto the counter-top (${round(100 * (effect.stayedShare ?? kept))} % stayed in the ${detail.container})`, grams: effect.spilledGrams });
  return out;
}

const round = (x: number) => Math.round(x * 10) / 10;

/** A slot named as the rule file writes it (action slots carry hyphens). */
const slotIndex = (action: ActionDef, name: string) => action.slots.findIndex((s) => s.name === hyphenate(name));

/** The changed container bound in its slot, and in every kitchen state the step bound (with a spill on its counter). */
function rebind(values: Value[], args: number[], slot: number, container: Entity, next: Entity, spilled: Entity[] = []) {
  values[args[slot]] = next;
  args.forEach((v, k) => {
    const x = values[v];
    if (k !== slot && x instanceof Entity && x.cls.name === 'kitchen-state') values[v] = onCounter(replaceByPid(x, container.pid, () => next), spilled);
  });
}

/**
 * Stirring that stopped below the mixing index: the homogeneous mixture the step made in the
 * container becomes the heterogeneous one mingling makes (same ids, amount and components), and
 * the flags the step set (`mixed`, `beaten`, `shaken`: true here, not by the class's default) go.
 */
function unmix(effect: Extract<Effect, { kind: 'under-mixed' }>, container: Value, action: ActionDef, args: number[], slot: number, values: Value[], factory: Factory, place: string): FeedbackDiagnostic[] {
  if (!(container instanceof Entity)) return [];
  const flags: string[] = [];
  const contents = container.contents.map((c) => (c.cls.name === 'homogeneous-mixture' ? heterogeneous(c, factory, flags) : c));
  if (!contents.some((c, i) => c !== container.contents[i])) return [];
  rebind(values, args, slot, container, copyEntity(container, { contents }));
  const unset = flags.length ? `, not ${[...new Set(flags)].join(' or ')}` : '';
  return [{ code: 'physics-under-mixed', place, message: `${place}: ${action.name}: the mixing index reached ${effect.homogeneity.toFixed(2)} of ${effect.target} in ${round(effect.seconds)} s: the ${container.cls.name} holds a heterogeneous mixture${unset}` }];
}

/** A homogeneous mixture as a heterogeneous one; `flags` gets the flags it loses. */
function heterogeneous(mixture: Entity, factory: Factory, flags: string[]): Entity {
  const cls = factory.ontology.get('heterogeneous-mixture');
  const s = plainDefaults(cls);
  for (const k in s) {
    if (!(k in mixture.s)) continue;
    const v = mixture.s[k];
    if (v === true && s[k] !== true) flags.push(k);
    else s[k] = v;
  }
  return new Entity(cls, mixture.id, mixture.pid, mixture.pk, s);
}

/**
 * The measured temperature written on the ingredients (with a temperature slot) in or below the
 * step's output, and on the kitchen states it bound; appliances keep their settings.
 */
function warm(slotName: string, endC: number, action: ActionDef, args: number[], values: Value[], factory: Factory) {
  const own = (e: Entity) => e.isA('ingredient') && e.isA('has-temperature') && 'temperature' in e.s;
  rewriteBelow(slotIndex(action, slotName), args, values, (e) => (own(e) ? { temperature: factory.amount(new F32(endC), 'degrees-celsius') } : null));
}

/** A heating step that did not earn its flag: the items in or below its output lose it. */
function unearned(effect: Extract<Effect, { kind: 'temperature' }>, action: ActionDef, args: number[], values: Value[], place: string): FeedbackDiagnostic[] {
  const e = effect.earned;
  if (!e || e.done) return [];
  const flag = e.flag;
  if (!rewriteBelow(slotIndex(action, effect.slot), args, values, (x) => (x.s[flag] === true ? { [flag]: null } : null))) return [];
  return [{ code: 'physics-under-cooked', place, message: `${place}: ${action.name}: held ${Math.round(e.seconds)} s of the ${e.needS} s it needs at ${e.atC} °C or above (it reached ${round(effect.endC)} °C): not ${flag}` }];
}

/**
 * Rewrites the entities in or below the value of a slot that `change` gives slot values for
 * (copies, rebound in the slot and in every kitchen state the step bound); false when none.
 */
function rewriteBelow(slot: number, args: number[], values: Value[], change: (e: Entity) => Record<string, Value> | null): boolean {
  const root = slot >= 0 ? values[args[slot]] : null;
  if (!(root instanceof Entity)) return false;
  // a changed entity is still descended into: what it holds may change too
  const visit = (e: Entity): Entity | null => {
    const own = change(e);
    return own && copyEntity(e, { ...own, ...(e.contents.length ? { contents: e.contents.map((c) => mapTree(c, visit)) } : {}) });
  };
  const next = mapTree(root, visit);
  if (next === root) return false;
  rebind(values, args, slot, root, next);
  return true;
}
