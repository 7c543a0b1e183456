// What new steps add to a continued execution's answers, computed without going over the old
// ones again: the entities its bindings wrote (for refs), and its timeline entries.
import type { Entity } from '../kitchen/entity.ts';
import type { ExecutionResult } from '../engine/execute.ts';
import type { Program } from '../engine/program.ts';
import type { TimelineEntry } from '../engine/schedule.ts';
import { timelineEntryJson, type TimelineEntryJson } from '../json/run.ts';
import { compare } from '../numbers/num.ts';

/**
 * The entities a session's bindings wrote, with their places: each execution adds a layer of its
 * own over the one it continues, which stays as it was (an undo, a fork or a fallback may still
 * write from it). A layer no more than twice the size of the one above it takes that one in (new
 * layers for both, as a binary counter merges), so a look-up walks a few layers and an entity is
 * copied a few times over the session's life, whatever its length.
 */
export class WrittenLayers extends Map<Entity, string> {
  private constructor(private readonly below: WrittenLayers | null) {
    super();
  }

  /** A bottom layer, for the bindings of a whole run. */
  static empty(): WrittenLayers {
    return new WrittenLayers(null);
  }

  /** An empty layer over this one, with the layers under it merged where they grew alike. */
  above(): WrittenLayers {
    let top: WrittenLayers = this;
    while (top.below && top.below.ownSize() <= 2 * top.ownSize()) {
      const merged = new WrittenLayers(top.below.below);
      for (const [e, path] of top.below.own()) merged.set(e, path);
      for (const [e, path] of top.own()) merged.set(e, path);
      top = merged;
    }
    return new WrittenLayers(top);
  }

  override get(e: Entity): string | undefined {
    return super.get(e) ?? this.below?.get(e);
  }

  override has(e: Entity): boolean {
    return super.has(e) || (this.below?.has(e) ?? false);
  }

  private ownSize(): number {
    return super.size;
  }

  private own(): IterableIterator<[Entity, string]> {
    return super.entries();
  }
}

export interface TimelineIncrement {
  timeline: TimelineEntry[];
  json: TimelineEntryJson[];
  /** Entries the new steps added, and old ones whose overlaps they changed, in timeline order. */
  changed: TimelineEntryJson[];
}

/**
 * The timeline with the steps after the first `from` of `ex`: each new entry's overlaps are
 * found among all entries, and an old entry a new step overlaps gets its line appended, as
 * schedule.ts's timeline of the whole execution lists them (in step order).
 */
export function extendTimeline(program: Program, ex: ExecutionResult, from: number, old: TimelineEntry[], oldJson: TimelineEntryJson[]): TimelineIncrement {
  const added: TimelineEntry[] = ex.steps.slice(from).map((s) => {
    const p = program.expressions[s.expression].predicate;
    return { line: p.place.line, action: p.name, start: s.start, end: s.end, mode: s.mode, failed: s.failed, overlaps: [] };
  });
  if (!added.length) return { timeline: old, json: oldJson, changed: [] };
  const timeline = [...old, ...added];
  const json = [...oldJson];
  const changed: TimelineEntryJson[] = [];
  const overlap = (a: TimelineEntry, b: TimelineEntry) => a !== b && compare(a.start, b.end) < 0 && compare(b.start, a.end) < 0;
  old.forEach((b, i) => {
    // most old entries overlap no new step: no list is made for them
    let lines: number[] | null = null;
    for (const a of added) if (overlap(b, a)) (lines ??= []).push(a.line);
    if (!lines) return;
    timeline[i] = { ...b, overlaps: [...b.overlaps, ...lines] };
    json[i] = timelineEntryJson(timeline[i]);
    changed.push(json[i]);
  });
  for (const a of added) {
    for (const b of timeline) if (overlap(a, b)) a.overlaps.push(b.line);
    const j = timelineEntryJson(a);
    json.push(j);
    changed.push(j);
  }
  return { timeline, json, changed };
}
