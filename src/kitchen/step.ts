// What one action step works with: its private kitchen state and the reference's look-up and
// moving helpers (spec: ontology-and-kitchen §1.13 and §3). Every entity a helper returns from
// the new state is writable for this step.
import { type FailureReason, markFailed, newReason, setPendingReason } from '../diagnostics/failure.ts';
import { SimulationError } from '../errors.ts';
import { deepCopy, copyEntity, Entity, type Factory, NO_INIT, type Value } from './entity.ts';
import { classEnd, findUnused, NONE, ownIngredient, pidEnd, type Stock, type Unused } from './search.ts';
import { summary } from './summary.ts';
import { Transaction } from './transaction.ts';
import type { Units } from './units.ts';

export type { Stock };

/** Places that have a look-up function in the reference (the kitchen sink has none). */
const LOOKUP_PLACES = new Set(['counter-top', 'oven', 'stove', 'microwave', 'fridge', 'freezer', 'pantry', 'kitchen-cabinet']);

export class Step {
  readonly tx: Transaction;
  /** Why this step failed, once its effect says so (src/diagnostics/why.ts). */
  reason: FailureReason | null = null;
  /** Classes a retrieval of this step looked for in vain (set only on a miss). */
  misses: string[] | null = null;

  constructor(
    before: Entity,
    readonly factory: Factory,
    readonly units: Units,
  ) {
    this.tx = new Transaction(before, factory);
  }

  /** The new kitchen state. */
  get ks(): Entity {
    return this.tx.ks;
  }

  /** A fresh entity, writable in this step. */
  make(className: string, init: Record<string, Value> = NO_INIT): Entity {
    return this.tx.adopt(this.factory.make(className, init));
  }

  amount(value: Parameters<Factory['amount']>[0], unit?: string | Entity): Entity {
    const a = unit === undefined ? this.factory.amount(value as unknown as string) : this.factory.amount(value as never, unit);
    return this.tx.adopt(a);
  }

  /** A deep copy (same ids) whose entities are all writable in this step. */
  copyOf<T extends Value>(v: T): T {
    return deepCopy(v, (e) => this.tx.adopt(e));
  }

  /** Says why the step fails; the failed objects it makes (before or after) carry the reason. */
  because(reason: FailureReason): this {
    const own = this.reason;
    if (own && own !== reason) {
      // failed objects made earlier share the step's record: it takes the new reason's fields
      delete own.hint;
      delete own.cause;
      delete own.subject;
      Object.assign(own, reason);
      setPendingReason(own);
    } else this.reason = reason;
    return this;
  }

  /** A failed object carrying this step's reason. */
  failed(): Entity {
    const e = this.make('failed-object');
    markFailed(e, (this.reason ??= newReason('F_UNSPECIFIED', 'the action could not do its job')));
    return e;
  }

  /** A class's index for bit-set tests (-1, matching nothing, for an unknown class). */
  private classIndex(name: string): number {
    return this.factory.ontology.classes.get(name)?.index ?? -1;
  }

  /** The object with the same persistent id in the input kitchen state, untouched (read only). */
  inInput(object: Entity): Entity | null {
    return pidEnd(this.tx.before, object, null);
  }

  /** Places looked up so far: a step looks up one or two (a retrieval's place and the
   * counter-top), so those two are kept in fields and only the others in a map (a map per such
   * step cost it about 100 bytes). */
  private firstPlace: string | null = null;
  private firstFound: Entity | null = null;
  private secondPlace: string | null = null;
  private secondFound: Entity | null = null;
  private morePlaces: Map<string, Entity | null> | null = null;

  /** `find-in-kitchen-state-contents`: first entity of exactly this class, depth-first from the state. */
  place(className: string): Entity | null {
    // actions never move the kitchen's places, so a step looks each one up once
    if (className === this.firstPlace) return this.firstFound;
    if (className === this.secondPlace) return this.secondFound;
    let found = this.morePlaces?.get(className);
    if (found === undefined) {
      found = classEnd(this.ks, this.classIndex(className), this.tx);
      if (this.firstPlace === null) {
        this.firstPlace = className;
        this.firstFound = found;
      } else if (this.secondPlace === null) {
        this.secondPlace = className;
        this.secondFound = found;
      } else (this.morePlaces ??= new Map()).set(className, found);
    }
    return found;
  }

  /** The first entity of exactly this class in the input kitchen state, untouched (read only). */
  inputPlace(className: string): Entity | null {
    return classEnd(this.tx.before, this.classIndex(className), null);
  }

  /** The counter-top of the new state (every benchmark kitchen has one). */
  counterTop(): Entity {
    const c = this.place('counter-top');
    if (!c) throw new SimulationError('no-counter-top', 'the kitchen state has no counter-top');
    return c;
  }

  /** `find-object-by-persistent-id(object, container)` in the new state (writable result). */
  findByPid(object: Value, container: Entity = this.ks): Entity | null {
    if (!(object instanceof Entity)) throw new SimulationError('no-applicable-method(persistent-id)');
    if (object.isA('failed-object')) return null;
    const start = this.tx.isOwned(container) ? container : null;
    if (!start) throw new Error('findByPid needs a container of the new state');
    if (object.isA('list-of-kitchen-entities') && container.isA('counter-top')) {
      const hit = container.contents.find((e) => e.pid === object.pid);
      return hit ? this.tx.ownChild(container, hit) : null;
    }
    return pidEnd(container, object, this.tx);
  }

  /** `find-unused-kitchen-entity`: direct contents first, then each container in order. */
  findUnused(type: string, place: Entity, excluded: Entity[] = NONE): Unused | null {
    return findUnused(place, this.classIndex(type), this.tx, excluded);
  }

  /** `retrieve-concept-instance-and-bring-to-countertop`, including the counter-top self-move quirk. */
  retrieve(type: string, excluded: Entity[] = NONE): Entity | null {
    const hit = this.findUnused(type, this.ks, excluded);
    if (!hit) {
      (this.misses ??= []).push(type);
      return null;
    }
    const holderClass = hit.holder.cls.name;
    if (!LOOKUP_PLACES.has(holderClass))
      throw new SimulationError(`undefined-function(${holderClass})`, `a ${type} was found inside a ${holderClass}, which the reference cannot reach`);
    const location = this.place(holderClass)!;
    if (this.onlyOneBelow(hit, location)) {
      // what the search by persistent id and `move` would do: the place is not the counter-top
      const taken = this.tx.takeOut(location, hit.found);
      this.tx.prepend(this.counterTop(), taken);
      return taken;
    }
    const instance = this.findByPid(hit.found, location);
    if (!instance) {
      (this.misses ??= []).push(type);
      return null;
    }
    this.move(instance, location, this.counterTop());
    return instance;
  }

  /**
   * Whether a search by the persistent id of `hit.found` in `location` can only find it:
   * `location` is a fresh copy of its holder, below which no two entities share a persistent id
   * (summary.ts). Saves that search over a place of hundreds of entries.
   */
  private onlyOneBelow(hit: Unused, location: Entity): boolean {
    const holder = hit.holder;
    if (this.tx.isOwned(holder) || location.s.contents !== holder.s.contents || hit.found.isA('failed-object')) return false;
    const s = summary(holder);
    return s !== null && s.uniquePks;
  }

  /** `change-kitchen-entity-location`: push to the front of `to`, then drop every occurrence from `from`. */
  move(entity: Entity, from: Entity, to: Entity) {
    // in place: both lists belong to this step (a big cabinet's list is not copied twice more);
    // from and to the same place, the entity leaves it (the reference's quirk)
    this.tx.prepend(to, entity);
    const out = this.tx.ownList(from);
    let kept = 0;
    for (let i = 0; i < out.length; i++) if (out[i] !== entity) out[kept++] = out[i];
    out.length = kept;
  }

  /** `find-ingredient`: the container holding an ingredient of this class and that container's holder. */
  findIngredient(type: string): Stock | null {
    if (this.checking && type === this.checkedType) return this.checkedStock;
    const found = ownIngredient(this.ks, this.classIndex(type), this.tx);
    if (this.checking) {
      this.checkedType = type;
      this.checkedStock = found;
    }
    return found;
  }

  /**
   * The ingredient last found while a call's conditions ran (nothing changes the state then), so
   * that a fetch's conditions and its effect search for the stock once (they asked three times).
   * One class, not a map: a call looks up one ingredient, and a map per step would be allocated
   * at every step.
   */
  private checking = false;
  private checkedType: string | null = null;
  private checkedStock: Stock | null = null;

  /** The conditions start: from now until `endChecks`, the ingredient found is remembered. */
  beginChecks(): void {
    this.checking = true;
    this.checkedType = null;
  }

  /** The conditions are over: the effect may take over their answer (`checkedIngredient`). */
  endChecks(): void {
    this.checking = false;
  }

  /**
   * `findIngredient` for an effect's first look at the state: the conditions' answer when they
   * asked, which only holds while the effect has changed nothing yet.
   */
  checkedIngredient(type: string): Stock | null {
    const known = this.checkedType === type;
    const stock = this.checkedStock;
    this.checkedType = null;
    this.checkedStock = null;
    return known ? stock : this.findIngredient(type);
  }

  /** `find-kitchen-entities`: the input list's own items that lie on the counter-top, reversed. */
  findKitchenEntities(list: Entity, counterTop: Entity): Entity | null {
    if (list.isA('failed-object')) return null;
    const items = ((list.s.items as Value[]) ?? []).filter((x): x is Entity => x instanceof Entity);
    const result = copyEntity(list, { items: [] });
    this.tx.adopt(result);
    const out: Entity[] = [];
    const pids = new Set(items.map((i) => i.pid));
    const top = counterTop.contents;
    if (items.length && pids.size === 1) {
      let k = top.findIndex((e) => e.pid === items[0].pid);
      if (k < 0) throw new SimulationError('no-applicable-method(persistent-id)', 'no item of the list lies on the counter-top');
      for (const item of items) {
        const e = top[k++];
        if (!e) break;
        if (e.pid === item.pid) out.unshift(item);
      }
    } else if (pids.size === items.length) {
      for (const item of items) if (top.some((e) => e.pid === item.pid)) out.unshift(item);
    }
    result.s.items = out;
    return result;
  }
}
