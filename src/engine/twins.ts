// Lines written twice word for word. The reference removes an evaluated expression from the
// remaining ones by structural equality, so every identical copy counts as evaluated with it
// (spec: irl-engine §4.1). Constants never make two lines identical: each occurrence is a fresh
// variable there, and a separate variable index here.
import { type Program, programExtended } from './program.ts';

interface Twins {
  /** Per expression: the expressions identical to it (itself included), in program order. */
  twins: number[][];
  /** The group of each line's text; handed on to the program extending this one (see `extended`). */
  byText: Map<string, number[]> | null;
}

const twinsByExpressions = new WeakMap<Program['expressions'], Twins>();

/** Per expression: the expressions identical to it (itself included), in program order. */
export function twinsOf(expressions: Program['expressions']): number[][] {
  let known = twinsByExpressions.get(expressions);
  if (!known) twinsByExpressions.set(expressions, (known = extended(expressions) ?? fromScratch(expressions)));
  return known.twins;
}

const textOf = ({ action, args }: Program['expressions'][number]) => `${action.name} ${args.join(' ')}`;

function fromScratch(expressions: Program['expressions']): Twins {
  return grouped(expressions, 0, [], new Map());
}

/**
 * An extended program's twins from those of the program it extends, keying only the new lines (a
 * session's call costs what it adds). The earlier program's text map is taken over, not copied: it
 * is the last extended most often, and extending it again starts from scratch.
 */
function extended(expressions: Program['expressions']): Twins | null {
  const base = programExtended(expressions)?.expressions;
  const earlier = base && twinsByExpressions.get(base);
  if (!base || !earlier?.byText) return null;
  const { byText } = earlier;
  earlier.byText = null;
  return grouped(expressions, base.length, earlier.twins.slice(), byText);
}

/** Groups expressions `from` on into `twins` and `byText`, which hold the earlier ones. */
function grouped(expressions: Program['expressions'], from: number, twins: number[][], byText: Map<string, number[]>): Twins {
  // a group of earlier lines grows as a new array, once: the earlier program's twins keep theirs
  const own = new Set<number[]>();
  for (let e = from; e < expressions.length; e++) {
    const key = textOf(expressions[e]);
    let group = byText.get(key);
    if (!group || !own.has(group)) {
      group = group ? [...group] : [];
      own.add(group);
      byText.set(key, group);
      for (const t of group) twins[t] = group;
    }
    group.push(e);
    twins[e] = group;
  }
  return { twins, byText };
}
