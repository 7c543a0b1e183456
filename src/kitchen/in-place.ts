// Changes that a step makes in place to objects earlier steps hold (the reference's list items,
// effects/list-items.ts) change what earlier bindings show. A session continuing from an earlier
// execution refuses them while it runs: the earlier execution stays as it was, and a whole run,
// which makes such changes on objects of its own, says what they do.

/** Thrown by a step that would change an earlier step's objects while such changes are refused. */
export class InPlaceChange extends Error {}

let refusing = false;
let refusals = 0;

/** Runs `f` with changes in place refused; `refused`: whether one was. */
export function refusingInPlaceChanges<T>(f: () => T): { result: T; refused: boolean } {
  const was = refusing;
  const before = refusals;
  refusing = true;
  try {
    const result = f();
    return { result, refused: refusals !== before };
  } finally {
    refusing = was;
  }
}

/** Called before a change in place: throws InPlaceChange while such changes are refused. */
export function beforeInPlaceChange(): void {
  if (!refusing) return;
  refusals++;
  throw new InPlaceChange('a step changes objects of earlier steps in place');
}
