// The depth-first searches behind the reference's look-up helpers, written as plain loops: they
// run several times per step over places of hundreds of objects. Subtrees are skipped by the
// cached summaries of shared (unchanging) containers; `owner`'s own entities may still change
// and are always entered (see summary.ts, transaction.ts). No function here creates closures:
// they are called too often for that.
import { SimulationError } from '../errors.ts';
import { Entity } from './entity.ts';
import { hasBit } from './ontology.ts';
import { recall, remember } from './search-memory.ts';
import { mayHoldPid, summary, summaryHas } from './summary.ts';

/** No entities: shared (only ever read), e.g. a search that excludes none. */
export const NONE: Entity[] = [];

/**
 * Big containers that no step changes (a pantry, a fridge, a cabinet nothing was taken from)
 * are searched once per class: their answer cannot change, and steps keep looking there.
 */
const REMEMBERED_MIN = 16;

/**
 * The path a search is on: entries [0, depth) of one array that every search shares (none runs
 * inside another, except a remembered walk, which extends the path it was entered from). A search
 * copies its answer out at the end: one array of the path's length, where a stack of its own,
 * grown by pushes, made several (a step's look-ups use only the end: `endOf` copies nothing).
 */
const trail: (Entity | null)[] = [];
let depth = 0;

function push(e: Entity) {
  trail[depth++] = e;
}

/** Takes the path back to `to` entries (freed slots keep no entity alive). */
function popTo(to: number) {
  while (depth > to) trail[--depth] = null;
}

/** What a walk from entry `from` on found: the path it pushed, copied out, or null; either way the trail is cut back to `from`. */
function taken(found: boolean, from: number): Entity[] | null {
  const out = found ? (trail.slice(from, depth) as Entity[]) : null;
  popTo(from);
  return out;
}

/** Makes the entities of a path writable: the step's transaction (transaction.ts). */
export interface PathOwner {
  /** The writable end of the path's first `length` entries (from an owned container on). */
  own(path: readonly (Entity | null)[], length: number): Entity;
  /** The writable version of `child`, held by the writable `parent`. */
  ownChild(parent: Entity, child: Entity): Entity;
}

/** The end of the path a walk found, or null: made writable by the step `tx` (none: read only)
 * from the trail, where copying the path out first allocated an array per search. */
function endOf(found: boolean, tx: PathOwner | null): Entity | null {
  const end = !found ? null : tx ? tx.own(trail, depth) : trail[depth - 1];
  popTo(0);
  return end;
}

/** Pushes `c`, then a remembered path below it. */
function pushAll(c: Entity, below: Entity[]) {
  push(c);
  for (let i = 0; i < below.length; i++) push(below[i]);
}

/** Starts a search's path at `root`. */
function startAt(root: Entity) {
  popTo(0);
  push(root);
}

function contentsOf(e: Entity): Entity[] {
  const c = e.s.contents;
  return Array.isArray(c) ? (c as Entity[]) : NONE;
}

function changing(e: Entity, owner: object | null): boolean {
  return owner !== null && e.owner === owner;
}

/** False when the cached summary rules out a class below `c` (`unused`: an unused one). */
function mayHold(c: Entity, index: number, owner: object | null, unused: boolean): boolean {
  if (changing(c, owner)) return true;
  const s = summary(c);
  return !s || summaryHas(s, index, unused);
}

/** Whether a search below `c` is answered once and remembered (see REMEMBERED_MIN). */
function remembers(c: Entity, owner: object | null): boolean {
  return !changing(c, owner) && contentsOf(c).length >= REMEMBERED_MIN;
}

/** The searches whose answers below a container are remembered, per class. */
const enum Search {
  ClassPath,
  Unused,
  Holder,
}

/** A search that pushes the path it finds below `c` onto the trail. */
type Walk = (c: Entity, index: number, owner: object | null) => boolean;

/** The path below an unchanging big container that `walk` finds for a class, found once. */
function rememberedPath(c: Entity, search: Search, index: number, walk: Walk): Entity[] | null {
  const known = recall(c, search, index) as Entity[] | null | undefined;
  if (known !== undefined) return known;
  const from = depth;
  return remember(c, search, index, taken(walk(c, index, null), from));
}

// ---------------------------------------------------------------------------------------------
// By persistent id

/**
 * Path from `root` to the first entity below it with this persistent id, descending into
 * containers only; null when there is none.
 */
export function pidPath(root: Entity, object: Entity, owner: object | null): Entity[] | null {
  startAt(root);
  return taken(walkPid(root, object.pid, object.pk, owner), 0);
}

/** `pidPath`'s end, made writable by the step `tx` (then `root` is writable); none: read only. */
export function pidEnd(root: Entity, object: Entity, tx: PathOwner | null): Entity | null {
  startAt(root);
  return endOf(walkPid(root, object.pid, object.pk, tx), tx);
}

function enterPid(c: Entity, pid: string, pk: number, owner: object | null): boolean {
  if (!changing(c, owner) && !mayHoldPid(summary(c), pk)) return false;
  push(c);
  if (walkPid(c, pid, pk, owner)) return true;
  popTo(depth - 1);
  return false;
}

function walkPid(e: Entity, pid: string, pk: number, owner: object | null): boolean {
  const contents = contentsOf(e);
  for (let i = 0; i < contents.length; i++) {
    const c = contents[i];
    if (!(c instanceof Entity)) continue;
    if (c.pk === pk && c.pid === pid) {
      push(c);
      return true;
    }
    if (c.cls.isContainer && enterPid(c, pid, pk, owner)) return true;
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
  startAt(root);
  return taken(walkClass(root, index, owner), 0);
}

/** `classPath`'s end, made writable by the step `tx` (then `root` is writable); none: read only. */
export function classEnd(root: Entity, index: number, tx: PathOwner | null): Entity | null {
  if (root.cls.index === index) return root;
  startAt(root);
  return endOf(walkClass(root, index, tx), tx);
}

function enterClass(c: Entity, index: number, owner: object | null): boolean {
  if (!mayHold(c, index, owner, false)) return false;
  if (remembers(c, owner)) {
    const below = rememberedPath(c, Search.ClassPath, index, walkClass);
    if (below) pushAll(c, below);
    return below !== null;
  }
  push(c);
  if (walkClass(c, index, owner)) return true;
  popTo(depth - 1);
  return false;
}

function walkClass(e: Entity, index: number, owner: object | null): boolean {
  const contents = contentsOf(e);
  for (let i = 0; i < contents.length; i++) {
    const c = contents[i];
    if (!(c instanceof Entity)) continue;
    if (c.cls.index === index) {
      push(c);
      return true;
    }
    if (enterClass(c, index, owner)) return true;
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
export function findUnused(p: Entity, index: number, owner: object | null, excluded: Entity[]): Unused | null {
  const contents = contentsOf(p);
  for (const e of contents) {
    if (!(e instanceof Entity) || !hasBit(e.cls.bits, index)) continue;
    const used = e.s.used;
    if (used === null) {
      if (!excluded.includes(e)) return { found: e, holder: p };
    } else if (used === undefined) throw new SimulationError('no-applicable-method(used)');
  }
  for (const e of contents) {
    if (!(e instanceof Entity) || !e.cls.isContainer || !mayHold(e, index, owner, true)) continue;
    const r = !excluded.length && remembers(e, owner) ? rememberedUnused(e, index) : findUnused(e, index, owner, excluded);
    if (r) return r;
  }
  return null;
}

function rememberedUnused(e: Entity, index: number): Unused | null {
  const known = recall(e, Search.Unused, index) as Unused | null | undefined;
  return known !== undefined ? known : remember(e, Search.Unused, index, findUnused(e, index, null, NONE));
}

// ---------------------------------------------------------------------------------------------
// An ingredient's container

/** Where `find-ingredient` found an ingredient: its container and that container's holder. */
export interface Stock {
  container: Entity;
  location: Entity;
}

/**
 * `find-ingredient`'s search: below `root`, leaving counter-tops out, the first entity of the
 * class among a container's contents, else inside each of its containers in order. What the
 * reference returns, made writable by the step `tx` (`root` is writable): the container holding
 * that entity (the entity itself when it lies directly in `root`) and that container's holder.
 */
export function ownIngredient(root: Entity, index: number, tx: PathOwner): Stock | null {
  const direct = directIngredient(root, index);
  if (direct) return { container: tx.ownChild(root, direct), location: root };
  startAt(root);
  let stock: Stock | null = null;
  if (holderBelow(root, index, tx)) {
    const location = tx.own(trail, depth - 1);
    stock = { container: tx.ownChild(location, trail[depth - 1]!), location };
  }
  popTo(0);
  return stock;
}

/** The first content of the class that is not a counter-top. */
function directIngredient(place: Entity, index: number): Entity | null {
  for (const c of contentsOf(place)) if (c instanceof Entity && hasBit(c.cls.bits, index) && !c.cls.isCounterTop) return c;
  return null;
}

/**
 * Pushes the path from inside `place` to the container holding the first entity of the class
 * inside the containers of `place`, in order; false when there is none.
 */
function holderBelow(place: Entity, index: number, owner: object | null): boolean {
  for (const c of contentsOf(place)) {
    if (!(c instanceof Entity) || !c.cls.isContainer || c.cls.isCounterTop || !mayHold(c, index, owner, false)) continue;
    if (remembers(c, owner)) {
      const below = rememberedPath(c, Search.Holder, index, walkHolder);
      if (below) {
        pushAll(c, below);
        return true;
      }
    } else {
      push(c);
      if (walkHolder(c, index, owner)) return true;
      popTo(depth - 1);
    }
  }
  return false;
}

/** Pushes the path from inside `c` to the holder of the class: `c` itself (nothing pushed) when
 * the class lies directly in it, else as `holderBelow`. */
function walkHolder(c: Entity, index: number, owner: object | null): boolean {
  return directIngredient(c, index) !== null || holderBelow(c, index, owner);
}
