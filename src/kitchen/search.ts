// The depth-first searches behind the reference's look-up helpers, written as plain loops: they
// run several times per step over places of hundreds of objects. Subtrees are skipped by the
// cached summaries of shared (unchanging) containers; `owner`'s own entities may still change
// and are always entered (see summary.ts, transaction.ts).
import { Entity } from './entity.ts';
import { hasBit } from './ontology.ts';
import { summary } from './summary.ts';

const mayHoldPid = (e: Entity, pid: string, owner: object | null): boolean => {
  if (owner !== null && e.owner === owner) return true;
  const pids = summary(e)?.pids;
  return !pids || pids.has(pid);
};

/**
 * Path from `root` to the first entity below it with this persistent id (or, given `target`, to
 * that very entity), descending into containers only; null when there is none.
 */
export function pidPath(root: Entity, pid: string, owner: object | null, target?: Entity): Entity[] | null {
  const stack: Entity[] = [root];
  const walk = (e: Entity): boolean => {
    const contents = e.s.contents;
    if (!Array.isArray(contents)) return false;
    for (let i = 0; i < contents.length; i++) {
      const c = contents[i];
      if (!(c instanceof Entity)) continue;
      if (target ? c === target : c.pid === pid) {
        stack.push(c);
        return true;
      }
      if (c.cls.isContainer && mayHoldPid(c, pid, owner)) {
        stack.push(c);
        if (walk(c)) return true;
        stack.pop();
      }
    }
    return false;
  };
  return walk(root) ? stack : null;
}

/**
 * Path from `root` (included) to the first entity of exactly the named class, descending into
 * every entity with contents (`find-in-kitchen-state-contents`); null when there is none.
 */
export function classPath(root: Entity, name: string, index: number, owner: object | null): Entity[] | null {
  if (root.cls.name === name) return [root];
  const stack: Entity[] = [root];
  const walk = (e: Entity): boolean => {
    const contents = e.s.contents;
    if (!Array.isArray(contents)) return false;
    for (let i = 0; i < contents.length; i++) {
      const c = contents[i];
      if (!(c instanceof Entity)) continue;
      if (c.cls.name === name) {
        stack.push(c);
        return true;
      }
      if (owner === null || c.owner !== owner) {
        const s = summary(c);
        if (s && !hasBit(s.classes, index)) continue;
      }
      stack.push(c);
      if (walk(c)) return true;
      stack.pop();
    }
    return false;
  };
  return walk(root) ? stack : null;
}
