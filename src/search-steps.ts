// The planner's and repair's searches are written as generators that pause between nodes, so
// that one code runs both ways: to the end at once (plan(), repair(): synchronous, as the
// library and the server's worker threads call them), or a few milliseconds at a time with the
// event loop let in between (planAsync(), repairAsync(): what lets Ctrl-C, or any AbortSignal,
// stop a search that is in progress and keep the best it found).

/** A search paused at each `yield` of its nodes so far; the value sent back is true when it should stop now, with what it has. */
export type SearchSteps<T> = Generator<number, T, boolean>;

/** A search whose nodes are counted after `before` others (a second phase of one search). */
export function* countedAfter<T>(before: number, steps: SearchSteps<T>): SearchSteps<T> {
  for (let r = steps.next(false); ; ) {
    if (r.done) return r.value;
    r = steps.next(yield before + r.value);
  }
}

/** Runs the search to its end without pausing. */
export function runSteps<T>(steps: SearchSteps<T>): T {
  for (;;) {
    const r = steps.next(false);
    if (r.done) return r.value;
  }
}

/** How long a search runs between two turns of the event loop: what Ctrl-C waits at most. */
const TURN_MS = 50;

/**
 * Runs the search, letting the event loop in every TURN_MS (and telling `onTurn` the nodes so
 * far); once `signal` aborts, the search is told to stop.
 */
export async function runStepsUntil<T>(steps: SearchSteps<T>, signal: AbortSignal | undefined, onTurn?: (nodes: number) => void): Promise<T> {
  let turn = Date.now();
  let r = steps.next(false);
  while (!r.done) {
    if (Date.now() - turn >= TURN_MS) {
      onTurn?.(r.value);
      await new Promise((resolve) => setImmediate(resolve));
      turn = Date.now();
    }
    r = steps.next(signal?.aborted === true);
  }
  return r.value;
}
