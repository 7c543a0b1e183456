// The depth-first searches behind the reference's look-up helpers, written as plain loops: they
// run several times per step over places of hundreds of objects. Subtrees are skipped by the
// cached summaries of shared (unchanging) containers; `owner`'s own entities may still change
// and are always entered (see summary.ts, transaction.ts). No function here creates closures:
// they are called too often for that.
import { SimulationError } from '../errors.ts';
import { Entity } from './entity.ts';
import { hasBit } from './ontology.ts';
import { EMPTY, summary } from './summary.ts';

const NONE: Entity[] = [];

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
 * Path from `root` to the first entity below it with this persistent id (or, given `target`, to
 * that very entity), descending into containers only; null when there is none.
 */
export function pidPath(root: Entity, pid: string, owner: object | null, target: Entity | null = null): Entity[] | null {
  const stack: Entity[] = [root];
  return walkPid(root, pid, owner, target, stack) ? stack : null;
}

function enterPid(c: Entity, pid: string, owner: object | null, target: Entity | null, stack: Entity[]): boolean {
  if (!changing(c, owner)) {
    const s = summary(c);
    if (s === EMPTY || (s?.pids && !s.pids.has(pid))) return false;
  }
  stack.push(c);
  if (walkPid(c, pid, owner, target, stack)) return true;
  stack.pop();
  return false;
}

function walkPid(e: Entity, pid: string, owner: object | null, target: Entity | null, stack: Entity[]): boolean {
  const contents = contentsOf(e);
  for (let i = 0; i < contents.length; i++) {
    const c = contents[i];
    if (!(c instanceof Entity)) continue;
    if (target ? c === target : c.pid === pid) {
      stack.push(c);
      return true;
    }
    if (c.cls.isContainer && enterPid(c, pid, owner, target, stack)) return true;
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
  }
  stack.push(c);
  if (walkClass(c, index, owner, stack)) return true;
  stack.pop();
  return false;
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
    const r = searchUnused(e, index, owner, excluded);
    if (r) return r;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// An ingredient's container

/**
 * `find-ingredient`'s search: below `root`, leaving counter-tops out, the first entity of the
 * class among a container's contents, else inside each of its containers in order; the result is
 * the container holding it when found one level down, as the reference returns it.
 */
export function findIngredient(root: Entity, index: number, owner: object | null): Entity | null {
  return searchIngredient(root, null, index, owner)?.[0] ?? null;
}

function mayHoldClass(c: Entity, index: number, owner: object | null): boolean {
  if (changing(c, owner)) return true;
  const s = summary(c);
  return !s || hasBit(s.classes, index);
}

function searchIngredient(place: Entity, parent: Entity | null, index: number, owner: object | null): [Entity, Entity, Entity | null] | null {
  const contents = contentsOf(place);
  for (const c of contents) if (c instanceof Entity && !c.isA('counter-top') && hasBit(c.cls.bits, index)) return [c, place, parent];
  for (const c of contents) {
    if (!(c instanceof Entity) || !c.cls.isContainer || c.isA('counter-top') || !mayHoldClass(c, index, owner)) continue;
    const r = searchIngredient(c, place, index, owner);
    if (r) {
      const [a, b, p] = r;
      return p ? [b, p, null] : [a, b, null];
    }
  }
  return null;
}
