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

/**
 * Calls `handler` on a SIGINT or SIGTERM that comes before any command listens for the signals
 * itself (while the rules, the ontology and the corpus load, before a run's first row): without
 * it Node would end the process without a word. Steps aside for good as soon as a command starts
 * listening, so that a command's own second-signal exit stays Node's; or when `stop()` is called.
 */
export function beforeCommandListens(handler: (signal: NodeJS.Signals) => void): () => void {
  const stopListening = onSignals(handler);
  const stepAside = (event: string | symbol) => {
    // once the command's listener is in: Node stops watching a signal whose last listener goes,
    // and would not start again for a listener added in the same 'newListener' call
    if (event === 'SIGINT' || event === 'SIGTERM') queueMicrotask(stop);
  };
  const stop = () => {
    stopListening();
    process.off('newListener', stepAside);
  };
  process.on('newListener', stepAside);
  return stop;
}
