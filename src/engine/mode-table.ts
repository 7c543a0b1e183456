// Which mode of an action a line's bound/unbound pattern selects, worked out once per action: the
// search asks it for every waiting line at every node, where a loop over the modes and the slot
// types cost a tenth of a step.
import { Entity, type Value } from '../kitchen/entity.ts';
import type { ActionDef, ModeDef } from '../rules/action.ts';

export interface ModeTable {
  /** The first mode whose bound mask is the index (undefined: none); a Map for actions of many slots. */
  byMask: (ModeDef | undefined)[] | Map<number, ModeDef>;
  /** The slots whose bound values must be of a class (the others take any entity), and the class. */
  typed: number[];
  typeNames: string[];
}

/** Slots up to which a table is an array indexed by the mask (2^10 entries at most). */
const ARRAY_SLOTS = 10;

const tables = new WeakMap<ActionDef, { modes: ModeDef[]; table: ModeTable }>();

export function modeTableOf(action: ActionDef): ModeTable {
  const known = tables.get(action);
  if (known?.modes === action.modes) return known.table;
  const typed: number[] = [];
  const typeNames: string[] = [];
  action.slots.forEach((s, i) => {
    if (s.type.name !== 'entity') typed.push(i), typeNames.push(s.type.name);
  });
  let byMask: ModeTable['byMask'];
  if (action.slots.length <= ARRAY_SLOTS) {
    const array = new Array<ModeDef | undefined>(1 << action.slots.length).fill(undefined);
    for (let m = action.modes.length - 1; m >= 0; m--) if (action.modes[m].boundMask < array.length) array[action.modes[m].boundMask] = action.modes[m];
    byMask = array;
  } else {
    const map = new Map<number, ModeDef>();
    for (const mode of action.modes) if (!map.has(mode.boundMask)) map.set(mode.boundMask, mode);
    byMask = map;
  }
  const table = { byMask, typed, typeNames };
  tables.set(action, { modes: action.modes, table });
  return table;
}

const byExpressions = new WeakMap<readonly { action: ActionDef }[], ModeTable[]>();

/** Each line's table; programs of one recipe share their expressions, so worked out once per recipe. */
export function modeTablesOf(expressions: readonly { action: ActionDef }[]): ModeTable[] {
  let known = byExpressions.get(expressions);
  if (!known) byExpressions.set(expressions, (known = expressions.map((x) => modeTableOf(x.action))));
  return known;
}

/** The mode a line whose bound slots are `mask` fires in, when its bound inputs are of their slot types. */
export function applicableMode(table: ModeTable, mask: number, args: number[], values: Value[]): ModeDef | null {
  const { byMask } = table;
  const mode = Array.isArray(byMask) ? byMask[mask] : byMask.get(mask);
  if (mode === undefined) return null;
  const { typed, typeNames } = table;
  for (let k = 0; k < typed.length; k++) {
    const v = values[args[typed[k]]];
    if (v !== null && !(v instanceof Entity && v.isA(typeNames[k]))) return null;
  }
  return mode;
}
