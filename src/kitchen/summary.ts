// What a container holds, at any depth: the classes (with all their superclasses, as bit sets over
// class indexes), the classes of what is not marked used, and the persistent ids below it.
// Searches skip subtrees that cannot hold a match. Entities shared between kitchen states never
// change, so their summaries are computed once and kept.
import { Entity } from './entity.ts';

export interface Summary {
  /** Two bit sets in one array (one typed array costs less than two): the classes (with
   * superclasses) below, then, from `words` on, those of the entities below that are not marked
   * used: the unused reusable ones, and those without a `used` slot (a search matching one of
   * those fails). */
  bits: Uint32Array;
  words: number;
  /** The `pk` numbers of the persistent ids below; null where they are not kept (enter the
   * container to look). */
  pids: number[] | null;
}

/** The summary of a container with nothing in it (searches skip it at once). */
const EMPTY: Summary = { pids: [], bits: new Uint32Array(0), words: 0 };

/** Persistent ids are kept for containers with few below them: big ones hold hundreds of ids, so
 * keeping their lists would cost more than scanning them. */
const MAX_PIDS_KEPT = 24;
/** The kitchen's places change at nearly every step (the counter-top at each one, a cabinet or a
 * pantry whenever something is taken out) and hold hundreds of objects: summarising them anew
 * at every change costs more than scanning them, so they have no summary. */
const PLACES = new Set(['kitchen-state', 'counter-top', 'kitchen-sink', 'stove', 'microwave', 'oven', 'fridge', 'freezer', 'pantry', 'kitchen-cabinet']);

function orInto(target: Uint32Array, at: number, source: Uint32Array, from: number, words: number) {
  for (let i = 0; i < words; i++) target[at + i] |= source[from + i];
}

/**
 * The summary of everything reachable through `contents` below `e`, which must be immutable;
 * null for a place, or when some class below comes from another ontology (enter it).
 */
export function summary(e: Entity): Summary | null {
  const cached = e.below as Summary | null | undefined;
  if (cached !== undefined) return cached;
  const contents = e.s.contents;
  if (!Array.isArray(contents) || contents.length === 0) return (e.below = EMPTY);
  if (PLACES.has(e.cls.name)) return (e.below = null);
  const words = e.cls.bits.length;
  const bits = new Uint32Array(2 * words);
  let pids: number[] | null = [];
  for (const c of contents) {
    if (!(c instanceof Entity)) continue;
    const below = summary(c);
    if (!below || c.cls.bits.length > words || below.words > words) return (e.below = null);
    orInto(bits, 0, c.cls.bits, 0, c.cls.bits.length);
    if (c.s.used !== true) orInto(bits, words, c.cls.bits, 0, c.cls.bits.length);
    orInto(bits, 0, below.bits, 0, below.words);
    orInto(bits, words, below.bits, below.words, below.words);
    if (pids) {
      if (!below.pids || pids.length + 1 + below.pids.length > MAX_PIDS_KEPT) pids = null;
      else {
        pids.push(c.pk);
        for (const p of below.pids) pids.push(p);
      }
    }
  }
  return (e.below = { pids, bits, words });
}

/** Whether the summary's classes (or, `unused`, its classes not marked used) include this index. */
export function summaryHas(s: Summary, index: number, unused: boolean): boolean {
  const word = index >>> 5;
  return word < s.words && (s.bits[(unused ? s.words : 0) + word] & (1 << (index & 31))) !== 0;
}

/** False when the summary rules out an object with this `pk` below (true may be a false alarm). */
export function mayHoldPid(s: Summary | null, pk: number): boolean {
  if (s === null) return true;
  const pids = s.pids;
  if (pids === null) return true;
  for (let i = 0; i < pids.length; i++) if (pids[i] === pk) return true;
  return false;
}
