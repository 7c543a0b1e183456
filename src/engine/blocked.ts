// Lines that can never run, whatever order the search tries: in every mode of their action some
// input is a variable that no other line could ever produce. A network holding one has no
// complete execution, and a dead end where every other line ran is as deep as the search can
// go: it need not try every order of the other lines to find out (with many side branches that
// would take longer than any budget).
import type { Program } from './program.ts';

const blockedByExpressions = new WeakMap<Program['expressions'], number>();

/** How many lines wait, in every mode, for a variable that no line that can run produces. */
export function blockedLines({ expressions, variables }: Program): number {
  const known = blockedByExpressions.get(expressions);
  if (known !== undefined) return known;
  // per variable: the lines holding it in a slot some mode of their action computes
  const producers: number[][] = variables.map(() => []);
  expressions.forEach(({ action, args }, e) => args.forEach((v, i) => action.modes.some((m) => !m.bound[i]) && producers[v].push(e)));
  const blocked = new Uint8Array(expressions.length);
  const canGet = (v: number, e: number) => variables[v].constant || producers[v].some((p) => p !== e && !blocked[p]);
  // a line blocked makes the lines waiting on its outputs blocked too: repeat until nothing changes
  for (let changed = true; changed; ) {
    changed = false;
    expressions.forEach(({ action, args }, e) => {
      if (blocked[e]) return;
      if (!action.modes.every((m) => args.some((v, i) => m.bound[i] && !canGet(v, e)))) return;
      blocked[e] = 1;
      changed = true;
    });
  }
  const count = blocked.reduce((sum, b) => sum + b, 0);
  blockedByExpressions.set(expressions, count);
  return count;
}
