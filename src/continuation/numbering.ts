// The ids a continued execution shows. A whole run numbers every constant of the network before
// any step (ids `class-N`, counted per class), so a line appended with a constant of a class
// the steps made objects of moves those objects' numbers up by one. A continuation cannot number
// them again (entities are shared and never change): its objects keep their own numbers, and
// what the session shows goes through this map, from the numbers it gave to those of the whole
// run. Steps compare ids only for equality, so numbering otherwise changes nothing they do.

/** Internal numbers `start`..`end` of one class are shown as `n + offset`. */
interface Segment {
  start: number;
  end: number;
  offset: number;
}

/** One class's new constants of a continued call. */
export interface ConstantsAdded {
  /** The class. */
  name: string;
  /** What a whole run numbers before its steps in this class: kitchen objects and earlier constants. */
  before: number;
  /** The class's internal count when the new constants were made. */
  internal: number;
  /** How many were made. */
  count: number;
}

export class Numbering {
  static readonly identity = new Numbering(new Map());

  private constructor(private readonly byClass: ReadonlyMap<string, Segment[]>) {}

  /** True when every object shows its own number. */
  get isIdentity(): boolean {
    return this.byClass.size === 0;
  }

  /** The number a whole run gives the object this continuation numbered `n` in class `name`. */
  shown(name: string, n: number): number {
    const segments = this.byClass.get(name);
    if (!segments) return n;
    let lo = 0;
    let hi = segments.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const s = segments[mid];
      if (n < s.start) hi = mid - 1;
      else if (n > s.end) lo = mid + 1;
      else return n + s.offset;
    }
    return n;
  }

  /**
   * The numbering after a call that made new constants: in a whole run they come right after the
   * earlier constants (`before`), and every object numbered after those moves up by `count`.
   */
  after(added: ConstantsAdded[]): Numbering {
    if (!added.length) return this;
    const byClass = new Map(this.byClass);
    for (const a of added) {
      const moved: Segment[] = [];
      for (const s of cover(this.byClass.get(a.name) ?? [], a.internal)) {
        // the part shown at or below `before` stays, the part above moves up
        const split = a.before - s.offset; // the last internal number shown at or below `before`
        if (s.start <= split) moved.push({ start: s.start, end: Math.min(s.end, split), offset: s.offset });
        if (s.end > split) moved.push({ start: Math.max(s.start, split + 1), end: s.end, offset: s.offset + a.count });
      }
      moved.push({ start: a.internal + 1, end: a.internal + a.count, offset: a.before - a.internal });
      const segments = merged(moved);
      if (segments.length) byClass.set(a.name, segments);
      else byClass.delete(a.name);
    }
    return new Numbering(byClass);
  }
}

/** The segments with the gaps between 1 and `upTo` filled by segments shown as they are. */
function cover(segments: Segment[], upTo: number): Segment[] {
  const out: Segment[] = [];
  let next = 1;
  for (const s of segments) {
    if (s.start > next) out.push({ start: next, end: s.start - 1, offset: 0 });
    out.push(s);
    next = s.end + 1;
  }
  if (next <= upTo) out.push({ start: next, end: upTo, offset: 0 });
  return out;
}

/** Neighbours with one offset joined; segments shown as they are left out. */
function merged(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const last = out[out.length - 1];
    if (last && last.offset === s.offset && last.end + 1 === s.start) last.end = s.end;
    else out.push({ ...s });
  }
  return out.filter((s) => s.offset !== 0);
}
