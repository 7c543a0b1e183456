// Ids in JSON already written, moved to a numbering that a continued call changed: the bindings
// of earlier lines show what a whole run of the longer network shows (numbering.ts).
import type { BindingJson, EntityValueJson, ValueJson } from '../json/index.ts';

/** Per class: numbers above `before` move up by `count`. */
export type Shifts = ReadonlyMap<string, { before: number; count: number }>;

/** `class-N-1` (an id) or `class-N` (a persistent id) → class and number; null for any other text. */
function parse(text: string, isId: boolean): { name: string; n: number } | null {
  const m = (isId ? /^(.+)-(\d+)-1$/ : /^(.+)-(\d+)$/).exec(text);
  return m ? { name: m[1], n: Number(m[2]) } : null;
}

/** The classes of the entities whose ids a value shows. */
export function classesShown(value: ValueJson, into: Set<string>): Set<string> {
  walk(value, (node) => {
    const p = parse(node.id, true);
    if (p) into.add(p.name);
  });
  return into;
}

/** The binding with its ids moved, or the binding itself when none moves. */
export function renumberedBinding(binding: BindingJson, shifts: Shifts): BindingJson {
  const value = renumbered(binding.value, shifts);
  return value === binding.value ? binding : { ...binding, value };
}

function renumbered(value: ValueJson, shifts: Shifts): ValueJson {
  if (Array.isArray(value)) {
    const items = value.map((x) => renumbered(x, shifts));
    return items.some((x, i) => x !== value[i]) ? items : value;
  }
  if (value === null || typeof value !== 'object' || !('kind' in value)) return value;
  const node = value as EntityValueJson;
  let out: Record<string, unknown> | null = null;
  const set = (key: string, v: unknown) => ((out ??= { ...node })[key] = v);
  const id = moved(node.id, true, shifts);
  if (id !== null) set('id', id);
  if ('persistentId' in node) {
    const pid = moved(node.persistentId, false, shifts);
    if (pid !== null) set('persistentId', pid);
  }
  if (node.kind === 'entity' || node.kind === 'kitchen-state') {
    if (node.kind === 'entity') {
      const slots = Object.fromEntries(Object.entries(node.slots).map(([k, v]) => [k, renumbered(v, shifts)]));
      if (Object.keys(slots).some((k) => slots[k] !== node.slots[k])) set('slots', slots);
    }
    if (node.contents) {
      const contents = renumbered(node.contents, shifts);
      if (contents !== node.contents) set('contents', contents);
    }
  }
  return (out ?? node) as ValueJson;
}

/** The id or persistent id moved, or null when it stays. */
function moved(text: string, isId: boolean, shifts: Shifts): string | null {
  const p = parse(text, isId);
  const shift = p && shifts.get(p.name);
  if (!p || !shift || p.n <= shift.before) return null;
  return `${p.name}-${p.n + shift.count}${isId ? '-1' : ''}`;
}

/** Calls `visit` on every node with an id, depth first. */
function walk(value: ValueJson, visit: (node: EntityValueJson) => void): void {
  if (Array.isArray(value)) return value.forEach((x) => walk(x, visit));
  if (value === null || typeof value !== 'object' || !('kind' in value)) return;
  const node = value as EntityValueJson;
  visit(node);
  if (node.kind === 'entity') for (const k in node.slots) walk(node.slots[k], visit);
  if ((node.kind === 'entity' || node.kind === 'kitchen-state') && node.contents) walk(node.contents, visit);
}
