// One step's private copy of a kitchen state, made lazily: the new state shares every entity
// with the old one until the step changes it; then the entity and the containers above it are
// copied (path copying). Earlier bindings keep pointing at the untouched originals, which is what
// the reference gets by deep-copying the whole state at every step.
import { SimulationError } from '../errors.ts';
import { copyEntity, Entity, type Factory } from './entity.ts';
import { markTrimmed, unmarkTrimmed } from './summary.ts';

/**
 * New objects one step may make. Real steps make a few dozen; a step asked for millions of
 * portions or pieces would otherwise run for hours and exhaust memory.
 */
export const MAX_NEW_OBJECTS_PER_STEP = 10_000;

/**
 * Objects the steps of one run (one network, or a session's whole network) may make or copy
 * together: a step under the per-step bound repeated over hundreds of lines (portions shaped
 * again and again) would otherwise grow memory and every answer with the square of its size.
 * The corpus's largest run (gold and variants) charges about 1,300.
 */
export const MAX_OBJECTS_PER_RUN = 100_000;

export class Transaction {
  /** Objects this step made (adopted) so far. */
  private made = 0;

  /** The new kitchen state (already owned). */
  readonly ks: Entity;

  /** `run`: the factory of the run, which counts the objects of all its steps. */
  constructor(
    readonly before: Entity,
    private readonly run?: Factory,
  ) {
    this.ks = this.copy(before);
  }

  /** Counts one more object against the run's bound. */
  private charge(): void {
    if (this.run && ++this.run.objectsCharged > MAX_OBJECTS_PER_RUN)
      throw new SimulationError('too-many-objects', `the network's steps would make or change more than ${MAX_OBJECTS_PER_RUN} objects together (portions, pieces …): refused`);
  }

  /** Lists this step made itself (copies, or new lists): only these may change in place. A step
   * makes a few, so a plain list is cheaper than a set; none until the step changes a list (a
   * step that changes none saves the array). */
  private privateLists: Entity[][] | null = null;

  /** Is this one of the lists this step made itself? */
  private isPrivate(list: Entity[]): boolean {
    return this.privateLists !== null && this.privateLists.includes(list);
  }

  /** Records a list this step made itself. */
  private keepPrivate(list: Entity[]): void {
    (this.privateLists ??= []).push(list);
  }

  /** A shallow copy; same id and persistent id. Its contents list stays shared with the
   * original until the step changes it (`ownList`): a container the step only passes through on
   * the way to what it changes keeps sharing its list. */
  private copy(e: Entity): Entity {
    this.charge();
    const c = copyEntity(e);
    const s = c.s;
    if (Array.isArray(s.items)) s.items = [...s.items];
    c.owner = this;
    return c;
  }

  /**
   * The contents list of an owned entity, safe to change in place: a copy shares its list with
   * the original until then, and an entity this step made may share its list with another (a
   * copy made with `copyEntity`), so such a list is copied once.
   */
  ownList(e: Entity): Entity[] {
    if (!this.isOwned(e)) throw new Error('the entity must be owned');
    const list = e.s.contents as Entity[];
    if (this.isPrivate(list)) {
      unmarkTrimmed(e);
      return list;
    }
    const own = Array.isArray(list) ? [...list] : [];
    this.keepPrivate(own);
    e.s.contents = own;
    return own;
  }

  /** Puts `x` at the front of an owned entity's contents. A list the step does not own yet is
   * copied with `x` already in front: copying it first and then inserting would allocate it twice. */
  prepend(e: Entity, x: Entity): void {
    if (!this.isOwned(e)) throw new Error('the entity must be owned');
    const list = e.s.contents as Entity[];
    if (this.isPrivate(list)) {
      unmarkTrimmed(e);
      list.unshift(x);
      return;
    }
    const own = Array.isArray(list) ? [x].concat(list) : [x];
    this.keepPrivate(own);
    e.s.contents = own;
  }

  /** Entities copied or created in this step: only these may be mutated. */
  isOwned(e: Entity): boolean {
    return e.owner === this;
  }

  /**
   * Makes the last entity of a containment path (starting at `ks` or at an owned container; its
   * first `length` entries) writable, copying every unowned container on the way and relinking it in its parent.
   */
  own(path: readonly (Entity | null)[], length = path.length): Entity {
    let parent = path[0]!;
    if (!this.isOwned(parent)) throw new Error('a path must start at an owned container');
    for (let i = 1; i < length; i++) parent = this.ownChild(parent, path[i]!);
    return parent;
  }

  /** `own([parent, child])`, without the path: the writable version of `child`, held by the owned `parent`. */
  ownIn(parent: Entity, child: Entity): Entity {
    if (!this.isOwned(parent)) throw new Error('a path must start at an owned container');
    return this.ownChild(parent, child);
  }

  /** The writable version of `child`, copied and relinked in its owned parent's contents when not yet owned. */
  ownChild(parent: Entity, child: Entity): Entity {
    if (this.isOwned(child)) return child;
    const copy = this.copy(child);
    const list = parent.s.contents;
    const at = Array.isArray(list) ? list.indexOf(child) : -1;
    if (at >= 0) this.ownList(parent)[at] = copy;
    return copy;
  }

  /**
   * Takes `child`, held once by the owned `parent`, out of its contents and returns a writable
   * version of it: `ownChild` and then dropping it, without copying a shared list and then
   * filtering the copy again (a big place's list is hundreds of entries).
   */
  takeOut(parent: Entity, child: Entity): Entity {
    if (!this.isOwned(parent)) throw new Error('the parent must be owned');
    const out = this.isOwned(child) ? child : this.copy(child);
    const list = parent.s.contents as Entity[];
    const at = list.indexOf(child);
    if (at < 0) throw new Error('the child must be among the contents');
    if (this.isPrivate(list)) {
      unmarkTrimmed(parent);
      list.splice(at, 1);
    } else {
      const own = list.slice();
      own.splice(at, 1);
      this.keepPrivate(own);
      parent.s.contents = own;
      markTrimmed(parent, list, own);
    }
    return out;
  }

  /** A writable version of an entity held in a slot of an owned entity (e.g. its amount). */
  ownSlot(holder: Entity, slot: string): Entity {
    if (!this.isOwned(holder)) throw new Error('the holder must be owned');
    const v = holder.s[slot];
    if (!(v instanceof Entity)) throw new Error(`slot ${slot} holds no entity`);
    if (this.isOwned(v)) return v;
    const c = this.copy(v);
    holder.s[slot] = c;
    return c;
  }

  /** Adopts an entity created in this step so it may be mutated freely. */
  adopt<T extends Entity>(e: T): T {
    if (++this.made > MAX_NEW_OBJECTS_PER_STEP)
      throw new SimulationError('too-many-objects', `the step would make more than ${MAX_NEW_OBJECTS_PER_STEP} new objects (portions, pieces …): refused`);
    this.charge();
    e.owner = this;
    return e;
  }
}
