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
  /** Where `pids` is null: the `pk` numbers below hashed into a bit set (a kitchen place holds
   * hundreds, and most searches by persistent id look for something elsewhere); null when some
   * are not known. */
  pks: Uint32Array | null;
  /** Known for big containers only: no two entities below share a `pk`, so a search by
   * persistent id for an entity that lies below finds that entity (step.ts). */
  uniquePks: boolean;
}

/** The summary of a container with nothing in it (searches skip it at once). */
const EMPTY: Summary = { pids: [], pks: null, bits: new Uint32Array(0), words: 0, uniquePks: false };

/** Bits of a `pks` set: a few hundred numbers set about a sixth of them. */
const PK_BITS = 1024;

/** The bit of a `pk` in a `pks` set (pk numbers of a class are consecutive: they are spread). */
function pkBit(pk: number): number {
  return Math.imul(pk, 0x9e3779b1) >>> 22;
}

function hasPk(pks: Uint32Array, pk: number): boolean {
  const b = pkBit(pk);
  return (pks[b >>> 5] & (1 << (b & 31))) !== 0;
}

function setPk(pks: Uint32Array, pk: number) {
  const b = pkBit(pk);
  pks[b >>> 5] |= 1 << (b & 31);
}

/** Whether `c` and what lies below it (summarised by `below`) are all in `pks`; null: not known. */
function pksHave(pks: Uint32Array, c: Entity, below: Summary): boolean | null {
  if (!hasPk(pks, c.pk)) return false;
  if (below.pids) {
    for (const p of below.pids) if (!hasPk(pks, p)) return false;
    return true;
  }
  if (!below.pks) return null;
  for (let i = 0; i < pks.length; i++) if ((below.pks[i] & ~pks[i]) !== 0) return false;
  return true;
}

/** Adds `c` and what lies below it to `pks`; false when what lies below is not known. */
function addPks(pks: Uint32Array, c: Entity, below: Summary): boolean {
  setPk(pks, c.pk);
  if (below.pids) for (const p of below.pids) setPk(pks, p);
  else if (below.pks) for (let i = 0; i < pks.length; i++) pks[i] |= below.pks[i];
  else return false;
  return true;
}

/** Persistent ids are kept for containers with few below them: big ones hold hundreds of ids, so
 * keeping their lists would cost more than scanning them. */
const MAX_PIDS_KEPT = 24;

function orInto(target: Uint32Array, at: number, source: Uint32Array, from: number, words: number) {
  for (let i = 0; i < words; i++) target[at + i] |= source[from + i];
}

/**
 * The summary of everything reachable through `contents` below `e`, which must be immutable;
 * null for a kitchen state or a counter-top (they change at nearly every step: summarising each
 * version costs more than it saves), or when some class below comes from another ontology
 * (enter it). `e.below` holds the original of a copy whose summary derives from it (entity.ts), or
 * a `Trimmed` mark over that original.
 */
export function summary(e: Entity): Summary | null {
  let cached = e.below as Summary | Entity | Trimmed | null | undefined;
  if (cached !== undefined && !(cached instanceof Entity)) {
    if (!(cached instanceof Trimmed)) return cached;
    if (e.s.contents === cached.list && cached.list.length === cached.length) return (e.below = cached.original.below as Summary);
    cached = cached.original;
  }
  const contents = e.s.contents;
  if (!Array.isArray(contents) || contents.length === 0) return (e.below = EMPTY);
  if (e.cls.isKitchenState || e.cls.name === 'counter-top') return (e.below = null);
  return (e.below = cached instanceof Entity ? derived(contents as Entity[], cached) : computed(e, contents as Entity[]));
}

/**
 * A copy of a big container whose new list is its original's less one entry (a step took it
 * out): `derived` would find nothing new and answer the original's summary, which is taken over
 * without that walk of hundreds while the copy keeps this list at this length. A step that
 * changes the list in place otherwise drops the mark (`unmarkTrimmed`).
 */
class Trimmed {
  constructor(
    readonly original: Entity,
    readonly list: Entity[],
    readonly length: number,
  ) {}
}

/** Marks `copy`, whose summary derives from its original's, as holding `list`: the original's
 * contents, `from`, less one entry. */
export function markTrimmed(copy: Entity, from: Entity[], list: Entity[]): void {
  const original = copy.below;
  if (original instanceof Entity && original.s.contents === from) copy.below = new Trimmed(original, list, list.length);
}

/** The list of `e` is about to change in place: its summary derives from its original's again. */
export function unmarkTrimmed(e: Entity): void {
  if (e.below instanceof Trimmed) e.below = e.below.original;
}

/** Whether `c` and the entities below it are summarised in bit sets of at most `words` words. */
function fits(c: Entity, below: Summary | null, words: number): below is Summary {
  return below !== null && c.cls.bits.length <= words && below.words <= words;
}

/** Adds what `c` and the entities below it hold to `bits` (`words` per set); false when `c`'s classes do not fit. */
function addEntity(bits: Uint32Array, words: number, c: Entity, below: Summary | null): boolean {
  if (!fits(c, below, words)) return false;
  orInto(bits, 0, c.cls.bits, 0, c.cls.bits.length);
  if (c.s.used !== true) orInto(bits, words, c.cls.bits, 0, c.cls.bits.length);
  orInto(bits, 0, below.bits, 0, below.words);
  orInto(bits, words, below.bits, below.words, below.words);
  return true;
}

/**
 * The summary of a copy of a big container (a kitchen place: a step copies it to take one thing
 * out or put one in) from its original's: what both hold is already in it, so only the entities
 * that are not the original's are added. A walk comparing the two lists costs a fraction of
 * summarising the hundreds of entries anew. What was taken out stays in the bits: a search that
 * trusts them enters the container to look, as it would without a summary.
 */
function derived(contents: Entity[], original: Entity): Summary | null {
  const base = original.below as Summary;
  const words = base.words;
  const before = original.s.contents as Entity[];
  // copied at the first entry added that brings something new: a copy that only lost entries, or
  // had one replaced by a copy of it (a smaller amount), shares the original's summary
  let bits: Uint32Array | null = null;
  let pks = base.pks;
  let pksCopied = false;
  let unique = base.uniquePks;
  let j = 0;
  for (const c of contents) {
    // the same entry, or the next one after one taken out
    if (before[j] === c) j++;
    else if (before[j + 1] === c) j += 2;
    else if (c instanceof Entity) {
      const below = summary(c);
      if (!fits(c, below, words)) return null;
      if (bits !== null || !addsNothing(base, c, below)) addEntity((bits ??= base.bits.slice()), words, c, below);
      // what was taken out stays in `pks`: a number found there may be a duplicate
      if (unique) unique = pks !== null && pksAbsent(pks, c, below);
      if (pks === null || pksHave(pks, c, below) === true) continue;
      if (!pksCopied) pks = pks.slice();
      pksCopied = true;
      if (!addPks(pks, c, below)) pks = null;
    }
  }
  if (bits || pksCopied) return { pids: null, pks, bits: bits ?? base.bits, words, uniquePks: unique };
  return unique === base.uniquePks ? base : { ...base, uniquePks: false };
}

/** Whether `c` and the entities below it have `pk` numbers different from each other and from all in `pks`. */
function pksAbsent(pks: Uint32Array, c: Entity, below: Summary): boolean {
  const pids = below.pids;
  if (pids === null || hasPk(pks, c.pk)) return false;
  for (let i = 0; i < pids.length; i++) {
    const p = pids[i];
    if (p === c.pk || hasPk(pks, p)) return false;
    for (let k = 0; k < i; k++) if (pids[k] === p) return false;
  }
  return true;
}

/** Whether no two entities below (all summarised already) share a `pk` number: known only when
 * those below keep their lists. Computed once per place: its copies' summaries derive from it. */
function pksUnique(contents: Entity[]): boolean {
  let n = 0;
  for (const c of contents) {
    if (!(c instanceof Entity)) continue;
    const pids = summary(c)!.pids;
    if (pids === null) return false;
    n += 1 + pids.length;
  }
  const all = new Int32Array(n);
  n = 0;
  for (const c of contents) {
    if (!(c instanceof Entity)) continue;
    all[n++] = c.pk;
    for (const p of summary(c)!.pids!) all[n++] = p;
  }
  all.sort();
  for (let i = 1; i < all.length; i++) if (all[i] === all[i - 1]) return false;
  return true;
}

/** Whether `c` (a copy with a changed amount, mostly) holds only classes the summary already has: then it need not be copied. */
function addsNothing(s: Summary, c: Entity, below: Summary): boolean {
  const words = s.words;
  const own = c.cls.bits;
  const unused = c.s.used !== true;
  for (let i = 0; i < own.length; i++) if ((own[i] & ~s.bits[i]) !== 0 || (unused && (own[i] & ~s.bits[words + i]) !== 0)) return false;
  for (let i = 0; i < below.words; i++)
    if ((below.bits[i] & ~s.bits[i]) !== 0 || (below.bits[below.words + i] & ~s.bits[words + i]) !== 0) return false;
  return true;
}

function computed(e: Entity, contents: Entity[]): Summary | null {
  const words = e.cls.bits.length;
  const only = contents.length === 1 ? contents[0] : null;
  if (only instanceof Entity && summary(only) === EMPTY && only.cls.bits.length === words)
    return { pids: [only.pk], pks: null, bits: singleBits(only.cls.bits, only.s.used !== true), words, uniquePks: false };
  const bits = new Uint32Array(2 * words);
  let pids: number[] | null = [];
  for (const c of contents) {
    if (!(c instanceof Entity)) continue;
    const below = summary(c);
    if (!addEntity(bits, words, c, below)) return null;
    if (pids) {
      if (!below!.pids || pids.length + 1 + below!.pids.length > MAX_PIDS_KEPT) pids = null;
      else {
        pids.push(c.pk);
        for (const p of below!.pids) pids.push(p);
      }
    }
  }
  if (pids) return { pids, pks: null, bits, words, uniquePks: false };
  const pks = pksBelow(contents);
  return { pids, pks, bits, words, uniquePks: pks !== null && pksUnique(contents) };
}

/** The bits of a container holding one entity with nothing below it (a bowl with one
 * ingredient: containers are summarised anew at every change), by the entity's class bits (a
 * class linked again gets new ones) and unused or not: shared, as a summary's bits never change. */
const singles = new WeakMap<Uint32Array, (Uint32Array | undefined)[]>();

function singleBits(classBits: Uint32Array, unused: boolean): Uint32Array {
  const words = classBits.length;
  let known = singles.get(classBits);
  if (!known) singles.set(classBits, (known = []));
  let bits = known[+unused];
  if (bits === undefined) {
    bits = new Uint32Array(2 * words);
    bits.set(classBits);
    if (unused) bits.set(classBits, words);
    known[+unused] = bits;
  }
  return bits;
}

/** The `pks` set of what lies below (all summarised already); null when some are not known. */
function pksBelow(contents: Entity[]): Uint32Array | null {
  const pks = new Uint32Array(PK_BITS / 32);
  for (const c of contents) if (c instanceof Entity && !addPks(pks, c, summary(c)!)) return null;
  return pks;
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
  if (pids === null) return s.pks === null || hasPk(s.pks, pk);
  for (let i = 0; i < pids.length; i++) if (pids[i] === pk) return true;
  return false;
}
