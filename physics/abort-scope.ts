// Stopping a long simulation from outside (Ctrl-C in `run`, an AbortSignal given to
// runQuantitative) between two solver steps rather than at the end of a scene that may run for
// minutes. The signal travels with the async context, so procedures and scenes need no parameter.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<AbortSignal>();
/** milliseconds of solver steps between two turns of the event loop, in which a signal handler can abort (a step of a large scene on `cpu` takes seconds: counting steps left Ctrl-C unheard for a minute) */
const TURN_MS = 50;
let lastTurn = Date.now();

/** Runs `work` so that every solver step in it stops once `signal` aborts (rejecting with its reason). */
export function withAbortSignal<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  return signal ? scope.run(signal, work) : work();
}

/** The signal of the scope this runs in, if any: for work handed to other threads. */
export function scopeSignal(): AbortSignal | undefined {
  return scope.getStore();
}

/** Called before each solver step: lets the event loop turn now and then, and throws once aborted. */
export async function abortPoint(): Promise<void> {
  const signal = scope.getStore();
  if (!signal) return;
  // a backend whose kernels resolve at once never yields to the event loop by itself
  if (Date.now() - lastTurn >= TURN_MS) {
    await new Promise((turn) => setImmediate(turn));
    lastTurn = Date.now();
  }
  signal.throwIfAborted();
}

/**
 * `work`, rejected with the scope's reason as soon as its signal aborts: for what does not step
 * the solver here (simulations in worker threads, whose results are then dropped).
 */
export function abortable<T>(work: Promise<T>): Promise<T> {
  const signal = scope.getStore();
  if (!signal) return work;
  work.catch(() => {}); // a failure after the abort has nobody left to tell
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
