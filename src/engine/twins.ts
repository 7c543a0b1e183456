// Lines written twice word for word. The reference removes an evaluated expression from the
// remaining ones by structural equality, so every identical copy counts as evaluated with it
// (spec: irl-engine §4.1). Constants never make two lines identical: each occurrence is a fresh
// variable there, and a separate variable index here.
import type { Program } from './program.ts';

/** Per expression: the expressions identical to it (itself included), in program order. */
const twinsByExpressions = new WeakMap<Program['expressions'], number[][]>();

export function twinsOf(expressions: Program['expressions']): number[][] {
  const known = twinsByExpressions.get(expressions);
  if (known) return known;
  const byText = new Map<string, number[]>();
  const twins = expressions.map(({ action, args }, e) => {
    const key = `${action.name} ${args.join(' ')}`;
    const group = byText.get(key) ?? [];
    group.push(e);
    byText.set(key, group);
    return group;
  });
  twinsByExpressions.set(expressions, twins);
  return twins;
}
