// Long-running commands (`serve`, `worker`) end cleanly on a signal.

/** Resolves on the first SIGINT or SIGTERM (the handlers replace Node's default exit). */
export function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
