// The depth-first searches behind the reference's look-up helpers, written as plain loops: they
// run several times per step over places of hundreds of objects. Subtrees are skipped by the
// cached summaries of shared (unchanging) containers; `owner`'s own entities may still change
// and are always entered (see summary.ts, transaction.ts). No function here creates closures:
// they are called too often for that.
import { SimulationError } from '../errors.ts';
import { Entity } from './entity.ts';
import { hasBit } from './ontology.ts';
import { EMPTY, mayHoldPid, summary } from './summary.ts';

const NONE: Entity[] = [];

/**
 * Big containers that no step changes (a pantry, a fridge, a cabinet nothing was taken from)
 * are searched once per class: their answer cannot change, and steps keep looking there.
 */
const REMEMBERED_MIN = 16;

function contentsOf(e: Entity): Entity[] {
  const c = e.s.contents;
  return Array.isArray(c) ? (c as Entity[]) : NONE;
}

function changing(e: Entity, owner: object | null): boolean {
  return owner !== null && e.owner === owner;
}

// ---------------------------------------------------------------------------------------------
// By persistent id

/**
 * Path from `root` to the first entity below it with this persistent id, descending into
 * containers only; null when there is none.
 */
export function pidPath(root: Entity, object: Entity, owner: object | null): Entity[] | null {
  const stack: Entity[] = [root];
  return walkPid(root, object.pid, object.pk, owner, stack) ? stack : null;
}

function enterPid(c: Entity, pid: string, pk: number, owner: object | null, stack: Entity[]): boolean {
  if (!changing(c, owner) && !mayHoldPid(summary(c), pk)) return false;
  stack.push(c);
  if (walkPid(c, pid, pk, owner, stack)) return true;
  stack.pop();
  return false;
}

function walkPid(e: Entity, pid: string, pk: number, owner: object | null, stack: Entity[]): boolean {
  const contents = contentsOf(e);
  for (let i = 0; i < contents.length; i++) {
    const c = contents[i];
    if (!(c instanceof Entity)) continue;
    if (c.pk === pk && c.pid === pid) {
      stack.push(c);
      return true;
    }
    if (c.cls.isContainer && enterPid(c, pid, pk, owner, stack)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// By exact class

/**
 * Path from `root` (included) to the first entity of exactly the class with this index,
 * descending into every entity with contents (`find-in-kitchen-state-contents`); null when none.
 */
export function classPath(root: Entity, index: number, owner: object | null): Entity[] | null {
  if (root.cls.index === index) return [root];
  const stack: Entity[] = [root];
  return walkClass(root, index, owner, stack) ? stack : null;
}

function enterClass(c: Entity, index: number, owner: object | null, stack: Entity[]): boolean {
  if (!changing(c, owner)) {
    const s = summary(c);
    if (s === EMPTY || (s && !hasBit(s.classes, index))) return false;
    if (contentsOf(c).length >= REMEMBERED_MIN) {
      const below = rememberedClassPath(c, index);
      if (below) stack.push(c, ...below);
      return below !== null;
    }
  }
  stack.push(c);
  if (walkClass(c, index, owner, stack)) return true;
  stack.pop();
  return false;
}

/** The path below an unchanging big container to the first entity of the class, found once. */
function rememberedClassPath(c: Entity, index: number): Entity[] | null {
  const memo = (c.searches ??= new Map());
  const key = -1 - index; // apart from findUnused's keys
  let below = memo.get(key) as Entity[] | null | undefined;
  if (below === undefined) {
    const stack: Entity[] = [];
    memo.set(key, (below = walkClass(c, index, null, stack) ? stack : null));
  }
  return below;
}

function walkClass(e: Entity, index: number, owner: object | null, stack: Entity[]): boolean {
  const contents = contentsOf(e);
  for (let i = 0; i < contents.length; i++) {
    const c = contents[i];
    if (!(c instanceof Entity)) continue;
    if (c.cls.index === index) {
      stack.push(c);
      return true;
    }
    if (enterClass(c, index, owner, stack)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// The first unused entity of a class

export interface Unused {
  found: Entity;
  holder: Entity;
}

/**
 * `find-unused-kitchen-entity`: in each container its direct contents first, then each container
 * in order; the first entity of the class whose `used` is nil (one without a `used` slot fails).
 */
export function findUnused(root: Entity, index: number, owner: object | null, excluded: Entity[]): Unused | null {
  return searchUnused(root, index, owner, excluded);
}

function mayHoldUnused(c: Entity, index: number, owner: object | null): boolean {
  if (changing(c, owner)) return true;
  const s = summary(c);
  return !s || hasBit(s.notUsed, index);
}

function searchUnused(p: Entity, index: number, owner: object | null, excluded: Entity[]): Unused | null {
  const contents = contentsOf(p);
  for (const e of contents) {
    if (!(e instanceof Entity) || !hasBit(e.cls.bits, index)) continue;
    const used = e.s.used;
    if (used === null) {
      if (!excluded.includes(e)) return { found: e, holder: p };
    } else if (used === undefined) throw new SimulationError('no-applicable-method(used)');
  }
  for (const e of contents) {
    if (!(e instanceof Entity) || !e.cls.isContainer || !mayHoldUnused(e, index, owner)) continue;
    const r = excluded.length || changing(e, owner) || contentsOf(e).length < REMEMBERED_MIN ? searchUnused(e, index, owner, excluded) : rememberedUnused(e, index);
    if (r) return r;
  }
  return null;
}


function rememberedUnused(e: Entity, index: number): Unused | null {
  const memo = (e.searches ??= new Map());
  let r = memo.get(index) as Unused | null | undefined;
  if (r === undefined) memo.set(index, (r = searchUnused(e, index, null, NONE)));
  return r;
}

// ---------------------------------------------------------------------------------------------
// An ingredient's container

/**
 * `find-ingredient`'s search: below `root`, leaving counter-tops out, the first entity of the
 * class among a container's contents, else inside each of its containers in order. The path
 * ends at what the reference returns: the container holding that entity, or the entity itself
 * when it lies directly in `root`.
 */
export function findIngredient(root: Entity, index: number, owner: object | null): Entity[] | null {
  const direct = directIngredient(root, index);
  if (direct) return [root, direct];
  const stack: Entity[] = [root];
  return holderBelow(root, index, owner, stack) ? stack : null;
}

/** The first content of the class that is not a counter-top. */
function directIngredient(place: Entity, index: number): Entity | null {
  for (const c of contentsOf(place)) if (c instanceof Entity && hasBit(c.cls.bits, index) && !c.isA('counter-top')) return c;
  return null;
}

/**
 * Pushes the path from inside `place` to the container holding the first entity of the class
 * inside the containers of `place`, in order; false when there is none.
 */
function holderBelow(place: Entity, index: number, owner: object | null, stack: Entity[]): boolean {
  for (const c of contentsOf(place)) {
    if (!(c instanceof Entity) || !c.cls.isContainer || c.isA('counter-top') || !mayHoldClass(c, index, owner)) continue;
    if (changing(c, owner) || contentsOf(c).length < REMEMBERED_MIN) {
      stack.push(c);
      if (directIngredient(c, index) || holderBelow(c, index, owner, stack)) return true;
      stack.pop();
    } else {
      const below = rememberedHolder(c, index);
      if (below) {
        stack.push(c, ...below);
        return true;
      }
    }
  }
  return false;
}

const INGREDIENT_KEYS = 1 << 20; // apart from the other searches' keys

/** The path from inside an unchanging big container to the holder of the class, found once. */
function rememberedHolder(c: Entity, index: number): Entity[] | null {
  const memo = (c.searches ??= new Map());
  let below = memo.get(INGREDIENT_KEYS + index) as Entity[] | null | undefined;
  if (below === undefined) {
    const stack: Entity[] = [];
    memo.set(INGREDIENT_KEYS + index, (below = directIngredient(c, index) || holderBelow(c, index, null, stack) ? stack : null));
  }
  return below;
}

function mayHoldClass(c: Entity, index: number, owner: object | null): boolean {
  if (changing(c, owner)) return true;
  const s = summary(c);
  return !s || hasBit(s.classes, index);
}
