// Which version of a recipe object a run sees. The shape check and the compiled program are kept
// per recipe, as most recipes are run again unchanged (benches, scoring, sessions); a recipe a
// caller changes in place after a run (a predicate added, an argument replaced) must be checked
// and compiled again, not run as it was. A version is one walk over the recipe's parts (a few
// hundred references for a corpus network), compared by identity.
//
//   const v = recipeVersion(recipe);   // the same object while the recipe is unchanged

/** Deepest list nesting walked (the shape check refuses deeper lists; a hand-built cycle stops here). */
const MAX_DEPTH = 64;

interface Recorded {
  parts: unknown[];
  version: object;
}

const recorded = new WeakMap<object, Recorded>();
/** The parts of the recipe being looked at (reused: a version looked up allocates nothing). */
const scratch: unknown[] = [];

/** An object standing for the recipe's current parts: the same while none of them changed. */
export function recipeVersion(recipe: object): object {
  const n = partsOf(recipe, scratch);
  const known = recorded.get(recipe);
  if (known && known.parts.length === n && same(known.parts, n)) return known.version;
  const fresh: Recorded = { parts: scratch.slice(0, n), version: {} };
  recorded.set(recipe, fresh);
  return fresh.version;
}

function same(parts: unknown[], n: number): boolean {
  for (let i = 0; i < n; i++) if (parts[i] !== scratch[i]) return false;
  return true;
}

/** Writes the recipe's parts into `out` from 0; returns how many. */
function partsOf(recipe: object, out: unknown[]): number {
  const r = recipe as { id?: unknown; predicates?: unknown };
  let n = 0;
  out[n++] = r.id;
  const predicates = r.predicates;
  out[n++] = predicates;
  if (!Array.isArray(predicates)) return n;
  out[n++] = predicates.length;
  for (const p of predicates) {
    out[n++] = p;
    if (typeof p !== 'object' || p === null) continue;
    const { name, args, index } = p as { name?: unknown; args?: unknown; index?: unknown };
    out[n++] = name;
    out[n++] = index;
    n = termsOf(args, out, n, 0);
  }
  return n;
}

function termsOf(terms: unknown, out: unknown[], n: number, depth: number): number {
  out[n++] = terms;
  if (!Array.isArray(terms) || depth > MAX_DEPTH) return n;
  out[n++] = terms.length;
  for (const t of terms) {
    out[n++] = t;
    if (typeof t !== 'object' || t === null) continue;
    // what each kind of term holds (ast.ts): a name, a number, or items
    const term = t as { kind?: unknown; name?: unknown; value?: unknown; items?: unknown };
    const kind = term.kind;
    out[n++] = kind;
    if (kind === 'list') n = termsOf(term.items, out, n, depth + 1);
    else out[n++] = kind === 'number' ? term.value : term.name;
  }
  return n;
}
