// What new steps add to a continued execution's answers, computed without going over the old
// ones again: the entities its bindings wrote (for refs), and its timeline entries.
import type { Entity } from '../kitchen/entity.ts';
import type { ExecutionResult } from '../engine/execute.ts';
import type { Program } from '../engine/program.ts';
import type { TimelineEntry } from '../engine/schedule.ts';
import { timelineEntryJson, type TimelineEntryJson } from '../json/run.ts';
import { compare } from '../numbers/num.ts';

/** Layers past which the layers are merged into one (a look-up walks every layer). */
const MAX_LAYERS = 16;

/**
 * The entities a session's bindings wrote, with their places: each execution adds a layer of its
 * own over the one it continues, which stays as it was (an undo, a fork or a fallback may still
 * write from it).
 */
export class WrittenLayers extends Map<Entity, string> {
  private constructor(
    private readonly below: WrittenLayers | null,
    private readonly depth: number,
  ) {
    super();
  }

  /** A bottom layer, for the bindings of a whole run. */
  static empty(): WrittenLayers {
    return new WrittenLayers(null, 0);
  }

  /** An empty layer over this one (merged into one layer when the stack grows deep). */
  above(): WrittenLayers {
    if (this.depth < MAX_LAYERS) return new WrittenLayers(this, this.depth + 1);
    const layers: WrittenLayers[] = [];
    for (let l: WrittenLayers | null = this; l; l = l.below) layers.unshift(l);
    const merged = new WrittenLayers(null, 0);
    for (const l of layers) for (const [e, path] of l.own()) merged.set(e, path);
    return new WrittenLayers(merged, 1);
  }

  override get(e: Entity): string | undefined {
    return super.get(e) ?? this.below?.get(e);
  }

  override has(e: Entity): boolean {
    return super.has(e) || (this.below?.has(e) ?? false);
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
    const lines = added.filter((a) => overlap(b, a)).map((a) => a.line);
    if (!lines.length) return;
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
