// SIGINT (Ctrl-C) and SIGTERM, listened for in one way: long-running commands (`serve`, `worker`)
// end cleanly on one, `run` and `evaluate` stop between rows, `plan` and `repair` their search
// (interrupt.ts).

/** Calls `handler` on every SIGINT or SIGTERM until the returned function is called (listening replaces Node's default exit). */
export function onSignals(handler: (signal: NodeJS.Signals) => void): () => void {
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}

/**
 * Resolves on the first SIGINT or SIGTERM; `stop()` gives the signals back to Node without one.
 * The listeners stay until the next turn of the event loop: what runs on the signal (a command
 * stopping, which listens for a second one) has installed its own by then, so there is no moment
 * without a listener, when a second Ctrl-C would kill the process by Node's default.
 */
export function nextSignal(): { signal: Promise<NodeJS.Signals>; stop: () => void } {
  let stop = () => {};
  const signal = new Promise<NodeJS.Signals>((resolve) => {
    stop = onSignals((s) => {
      resolve(s);
      setImmediate(stop);
    });
  });
  return { signal, stop };
}

/** Resolves on the first SIGINT or SIGTERM. */
export const untilSignal = (): Promise<void> => nextSignal().signal.then(() => undefined);

/** How many beforeCommandListens handlers are in place (main's), which a wait may borrow. */
let loadingHandlers = 0;
/** A wait that stops itself on a signal (a read of standard input), in place of the loading handler. */
let borrowedBy: ((signal: NodeJS.Signals) => void) | null = null;

/**
 * Calls `handler` on a SIGINT or SIGTERM that comes before any command listens for the signals
 * itself (while the rules, the ontology and the corpus load, before a run's first row): without
 * it Node would end the process without a word. Steps aside for good as soon as a command starts
 * listening, so that a command's own second-signal exit stays Node's; or when `stop()` is called.
 * While a wait borrows it (`duringWait`), a signal goes to the wait instead.
 */
export function beforeCommandListens(handler: (signal: NodeJS.Signals) => void): () => void {
  const stopListening = onSignals((signal) => (borrowedBy ?? handler)(signal));
  loadingHandlers++;
  const stepAside = (event: string | symbol) => {
    // once the command's listener is in: Node stops watching a signal whose last listener goes,
    // and would not start again for a listener added in the same 'newListener' call
    if (event === 'SIGINT' || event === 'SIGTERM') queueMicrotask(stop);
  };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    loadingHandlers--;
    stopListening();
    process.off('newListener', stepAside);
  };
  process.on('newListener', stepAside);
  return stop;
}

/**
 * Calls `handler` on a SIGINT or SIGTERM during a wait before the command listens (standard input
 * read by `repair -`), until the returned function is called. It borrows the loading handler
 * rather than listening itself: a listener of its own would make that handler step aside, and
 * leave no listener once the wait ends, until the command's own (a Ctrl-C in between ended the
 * process without a word). With no loading handler in place, it listens itself.
 */
export function duringWait(handler: (signal: NodeJS.Signals) => void): () => void {
  if (loadingHandlers === 0) return onSignals(handler);
  const previous = borrowedBy;
  borrowedBy = handler;
  return () => {
    if (borrowedBy === handler) borrowedBy = previous;
  };
}
