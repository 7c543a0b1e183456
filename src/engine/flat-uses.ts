// A program's variable uses (execute.ts, `usesOf`) laid out in two typed arrays: binding a
// variable reads its pairs from one contiguous block instead of an array object and its element
// store per variable, scattered over the heap (the search binds a few variables at every step).

export interface FlatUses {
  /** Per variable v: its pairs are `pairs[start[v]]` up to `pairs[start[v + 1]]`. */
  start: Int32Array;
  /** Expression and slot bit, in pairs, variable after variable. */
  pairs: Int32Array;
}

const flatByUses = new WeakMap<number[][], FlatUses>();

/** `uses` flattened; worked out once per uses table (once per recipe). */
export function flatUsesOf(uses: number[][]): FlatUses {
  let known = flatByUses.get(uses);
  if (known) return known;
  const start = new Int32Array(uses.length + 1);
  for (let v = 0; v < uses.length; v++) start[v + 1] = start[v] + uses[v].length;
  const pairs = new Int32Array(start[uses.length]);
  for (let v = 0; v < uses.length; v++) pairs.set(uses[v], start[v]);
  flatByUses.set(uses, (known = { start, pairs }));
  return known;
}
