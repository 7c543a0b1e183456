// Merging a dish's unfolded base ingredients (spec: evaluation §6.3): those equal but for their
// amounts, inside equal mixtures, become the first of them with the summed amount. The reference's
// order (its list reversed after every merge) is kept step by step, because it decides the order
// of the single-float sums. A `Part` is an unfolded ingredient whose copy is made only when kept.
import { SimulationError } from '../errors.ts';
import { amountUnit, amountValue, Entity } from '../kitchen/entity.ts';
import { add, type Num } from '../numbers/num.ts';
import type { DishContext } from './dish-score.ts';
import type { Unfolded } from './dish-unfold.ts';
import { IGNORE_AMOUNTS, rememberedPairs, rememberingSimilar, similar } from './similarity.ts';

// Amounts as unfolding and merging read them.

export interface Amount {
  value: Num;
  unit: Entity;
}

export function amountOf(item: Entity): Amount {
  const a = item.s.amount;
  if (!(a instanceof Entity)) throw new SimulationError('no-applicable-method(amount)', `${item.cls.name} has no amount`);
  return { value: amountValue(a), unit: amountUnit(a) };
}

/**
 * An unfolded base ingredient waiting to be merged. Merging compares its `origin` (the dish's own
 * object, which the copy differs from in amounts only) and sums its `value`; the copy scoring
 * sees is made when first asked for.
 */
export class Part {
  private constructor(
    readonly origin: Entity,
    readonly hierarchy: Entity[],
    private copy: Entity | null,
    private readonly amount: Num,
    private readonly make: () => Entity,
  ) {}

  /** A part whose copy exists already. */
  static of(copy: Entity, origin: Entity, hierarchy: Entity[]): Part {
    return new Part(origin, hierarchy, copy, 0, () => copy);
  }

  /** A part whose copy `make` makes, holding `amount`. */
  static later(origin: Entity, hierarchy: Entity[], amount: Num, make: () => Entity): Part {
    return new Part(origin, hierarchy, null, amount, make);
  }

  get ingredient(): Entity {
    return (this.copy ??= this.make());
  }

  /** The amount value; once the copy exists, the copy's (merging changes it there). */
  get value(): Num {
    return this.copy ? amountOf(this.copy).value : this.amount;
  }
}

/**
 * Numbers unfolded ingredients by the class names of the ingredient and of the mixtures around it,
 * outermost first: two can merge only with the same number, because `similar` first requires the
 * same class name.
 */
export function mergeGroups(list: readonly { ingredient: Entity; hierarchy: Entity[] }[]): number[] {
  interface Node {
    group: number;
    next: Map<string, Node>;
  }
  const root: Node = { group: -1, next: new Map() };
  let groups = 0;
  const step = (node: Node, e: Entity) => {
    let next = node.next.get(e.cls.name);
    if (!next) node.next.set(e.cls.name, (next = { group: -1, next: new Map() }));
    return next;
  };
  return list.map(({ ingredient, hierarchy }) => {
    const node = hierarchy.reduce(step, step(root, ingredient));
    if (node.group < 0) node.group = groups++;
    return node.group;
  });
}

/**
 * Base ingredients equal but for their amounts, inside equal mixtures, become the first of them
 * with the summed amount (units unchecked, as in the reference). The result is in reverse
 * processing order. Changes the amounts of the unfolded objects in place.
 */
export function merge(list: Unfolded[], ctx: Pick<DishContext, 'mergeOrder'> = {}): Unfolded[] {
  const parts = new Map(list.map((u) => [Part.of(u.ingredient, u.ingredient, u.hierarchy), u]));
  const same = (a: Entity, b: Entity) => similar(a, b, IGNORE_AMOUNTS);
  const merges = (x: Part, y: Part) => same(x.origin, y.origin) && sameHierarchy(x.hierarchy, y.hierarchy, same);
  return mergeParts([...parts.keys()], ctx, merges).map((p) => parts.get(p)!);
}

const sameHierarchy = (a: Entity[], b: Entity[], same: (a: Entity, b: Entity) => boolean) =>
  a.length === b.length && a.every((m, i) => same(m, b[i]));

/**
 * Whether two unfolded parts merge, judged on the dish's own objects (a mixture copy through
 * `origins`): they share their unchanged parts, which then compare at once, and they never
 * change, so verdicts are remembered.
 */
export function mergeOnOriginals(origins: ReadonlyMap<Entity, Entity>): (x: Part, y: Part) => boolean {
  const same = rememberingSimilar(IGNORE_AMOUNTS);
  const sameMixture = (a: Entity, b: Entity) => same(origins.get(a) ?? a, origins.get(b) ?? b);
  // the parts of one mixture share their hierarchy list
  const hierarchies = rememberedPairs((a: Entity[], b: Entity[]) => sameHierarchy(a, b, sameMixture));
  return (x, y) => same(x.origin, y.origin) && hierarchies(x.hierarchy, y.hierarchy);
}

/** `merge` on parts; only the parts kept are copied. */
export function mergeParts(list: Part[], ctx: Pick<DishContext, 'mergeOrder'>, merges: (x: Part, y: Part) => boolean): Part[] {
  const pending = new Pending(list);
  const processed: Part[] = [];
  for (let i = pending.take(); i >= 0; i = pending.take()) {
    const x = list[i];
    processed.push(x);
    const absorbed = pending.sameKey(i).filter((j) => merges(x, list[j]));
    if (!absorbed.length) continue;
    let extra: Num = 0;
    for (const j of absorbed) extra = add(extra, list[j].value);
    const quantity = (x.ingredient.s.amount as Entity).s.quantity as Entity;
    quantity.s.value = add(quantity.s.value as Num, extra);
    pending.remove(absorbed);
    if (ctx.mergeOrder !== 'keep') pending.reverse();
  }
  return processed.reverse();
}

/**
 * The positions of the parts still to merge, in the reference's order: a list that loses its first
 * element and those merged into it at each step, and is reversed after a step that merged any.
 * Kept as the original positions with removals marked and a reading direction, grouped by merge
 * key (only the same key can merge), so a step reads its own group rather than the whole list.
 */
class Pending {
  private readonly removed: boolean[];
  private readonly groups: number[][];
  private readonly groupOf: number[];
  private forward = true;
  private first = 0;
  private last: number;

  constructor(list: readonly Part[]) {
    this.removed = list.map(() => false);
    this.groupOf = mergeGroups(list.map((p) => ({ ingredient: p.origin, hierarchy: p.hierarchy })));
    this.groups = [];
    this.groupOf.forEach((n, i) => (this.groups[n] ??= []).push(i));
    this.last = list.length - 1;
  }

  /** Removes and returns the first position left, or -1 when none is. */
  take(): number {
    while (this.first <= this.last && this.removed[this.first]) this.first++;
    while (this.last >= this.first && this.removed[this.last]) this.last--;
    if (this.first > this.last) return -1;
    const i = this.forward ? this.first : this.last;
    this.removed[i] = true;
    return i;
  }

  /** The positions left with the merge key of position `i`, in order. */
  sameKey(i: number): number[] {
    const n = this.groupOf[i];
    const left = (this.groups[n] = this.groups[n].filter((j) => !this.removed[j]));
    return this.forward ? left : [...left].reverse();
  }

  remove(positions: number[]) {
    for (const i of positions) this.removed[i] = true;
  }

  reverse() {
    this.forward = !this.forward;
  }
}
