// Stopping a long simulation from outside (Ctrl-C in `run`, an AbortSignal given to
// runQuantitative) between two solver steps rather than at the end of a scene that may run for
// minutes. The signal travels with the async context, so procedures and scenes need no parameter.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<AbortSignal>();
/** solver steps between two turns of the event loop, in which a signal handler can abort */
const STEPS_PER_TURN = 8;
let steps = 0;

/** Runs `work` so that every solver step in it stops once `signal` aborts (rejecting with its reason). */
export function withAbortSignal<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  return signal ? scope.run(signal, work) : work();
}

/** Called before each solver step: lets the event loop turn now and then, and throws once aborted. */
export async function abortPoint(): Promise<void> {
  const signal = scope.getStore();
  if (!signal) return;
  // a backend whose kernels resolve at once never yields to the event loop by itself
  if (++steps % STEPS_PER_TURN === 0) await new Promise((turn) => setImmediate(turn));
  signal.throwIfAborted();
}
