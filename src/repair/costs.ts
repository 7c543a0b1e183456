// The cost of each edit, in one place (docs/PLANNING.md, "Repair"): the cheaper an edit, the more
// of every line's intent (its action, its ingredients) it keeps.
export const COSTS = {
  /** Relink an input to a bound variable whose line's work nothing else takes up. */
  relinkUnused: 1,
  /** Relink an input to a bound variable some line uses already. */
  relinkUsed: 2.5,
  /** Added to a relink to a value of another class than the one the variable is named after (`?wire-rack`). */
  relinkAgainstName: 2,
  /** Insert a line that the missing variable's name asks for (its action, its first slot, a constant). */
  insert: 1.5,
  /** Added to an inserted line nothing in the name asks for (and it earns nothing by taking up unused work). */
  insertUnnamed: 2,
  /** Added per unused variable an inserted line takes in a slot another mode of its action fills by default, named like the missing one. */
  defaultedSlot: 0.3,
  /** The same for a variable named unlike the missing one: more than taking up its line's work earns. */
  defaultedSlotUnlike: 1.2,
  /** Swap two arguments of a line given in each other's place: every argument kept. */
  swap: 1.5,
  /** Give a line's output that repeats one of its inputs a name of its own, the later readers relinked to it. */
  rename: 2,
  /** Added to such a rename that leaves the later readers on the old name. */
  renameUnlinked: 0.5,
  /** Change a constant to one the kitchen has. */
  constant: 3,
  /** Drop a line. */
  drop: 5,
  /** Per weight of a line whose work nothing takes up (network.ts, orphanWeight), in a network's priority. */
  orphan: 1,
} as const;
