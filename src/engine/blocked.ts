// Lines that can never run, whatever order the search tries: in every mode of their action some
// input is a variable that no other line could ever produce. A network holding one has no
// complete execution, and a dead end where every other line ran is as deep as the search can
// go: it need not try every order of the other lines to find out (with many side branches that
// would take longer than any budget).
import { type Expression, type Program, programExtended } from './program.ts';

interface Blocked {
  count: number;
  /** Per variable: how many lines hold it in a slot some mode of their action computes. */
  producers: Uint32Array;
}

const blockedByExpressions = new WeakMap<Program['expressions'], Blocked>();

/** How many lines wait, in every mode, for a variable that no line that can run produces. */
export function blockedLines(program: Program): number {
  let known = blockedByExpressions.get(program.expressions);
  if (!known) blockedByExpressions.set(program.expressions, (known = extended(program) ?? blockedFrom(program, 0, new Uint32Array(program.variables.length))));
  return known.count;
}

const produces = ({ action }: Expression, slot: number) => action.modes.some((m) => !m.bound[slot]);

/**
 * An extended program's blocked lines from the program it extends, where none of that one's were:
 * new lines only add producers, so every earlier line can still run, and only the new ones need
 * the fixpoint (a session's call costs what it adds).
 */
function extended(program: Program): Blocked | null {
  const base = programExtended(program.expressions);
  const earlier = base && blockedByExpressions.get(base.expressions);
  if (!base || !earlier || earlier.count) return null;
  const producers = new Uint32Array(program.variables.length);
  producers.set(earlier.producers);
  return blockedFrom(program, base.expressions.length, producers);
}

/** The blocked lines among lines `from` on, the earlier ones all able to run and counted in `producers`. */
function blockedFrom({ expressions, variables }: Program, from: number, producers: Uint32Array): Blocked {
  // the lines from `from` on holding each variable as an output
  const newProducers = new Map<number, number[]>();
  for (let e = from; e < expressions.length; e++)
    expressions[e].args.forEach((v, i) => {
      if (!produces(expressions[e], i)) return;
      producers[v]++;
      const list = newProducers.get(v);
      if (list) list.push(e);
      else newProducers.set(v, [e]);
    });
  const blocked = new Uint8Array(expressions.length);
  // a producer other than `e` that is not blocked
  const canGet = (v: number, e: number) =>
    variables[v].constant || producers[v] - (newProducers.get(v) ?? []).filter((p) => p === e || blocked[p]).length > 0;
  // a line blocked makes the lines waiting on its outputs blocked too: repeat until nothing changes
  let count = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let e = from; e < expressions.length; e++) {
      const { action, args } = expressions[e];
      if (blocked[e]) continue;
      if (!action.modes.every((m) => args.some((v, i) => m.bound[i] && !canGet(v, e)))) continue;
      blocked[e] = 1;
      count++;
      changed = true;
    }
  }
  return { count, producers };
}
