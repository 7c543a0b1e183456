// The planner's and repair's searches are written as generators that pause between nodes, so
// that one code runs both ways: to the end at once (plan(), repair(): synchronous, as the
// library and the server's worker threads call them), or a few milliseconds at a time with the
// event loop let in between (planAsync(), repairAsync(): what lets Ctrl-C, or any AbortSignal,
// stop a search that is in progress and keep the best it found).

/** A search paused at each `yield`; the value sent back is true when it should stop now, with what it has. */
export type SearchSteps<T> = Generator<void, T, boolean>;

/** Runs the search to its end without pausing. */
export function runSteps<T>(steps: SearchSteps<T>): T {
  for (;;) {
    const r = steps.next(false);
    if (r.done) return r.value;
  }
}

/** How long a search runs between two turns of the event loop: what Ctrl-C waits at most. */
const TURN_MS = 50;

/** Runs the search, letting the event loop in every TURN_MS; once `signal` aborts, the search is told to stop. */
export async function runStepsUntil<T>(steps: SearchSteps<T>, signal: AbortSignal | undefined): Promise<T> {
  let turn = Date.now();
  for (;;) {
    if (Date.now() - turn >= TURN_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      turn = Date.now();
    }
    const r = steps.next(signal?.aborted === true);
    if (r.done) return r.value;
  }
}
