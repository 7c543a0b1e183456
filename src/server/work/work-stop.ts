// The signal that stops a task on its thread: its time limit, or its client gone. Not
// AbortSignal.any() over AbortSignal.timeout(): Node 20 holds the sources of such a signal
// weakly, so a garbage collection while the task runs loses the time limit, and the task runs
// on past it. Here the timer holds the controller until the task settles.

export interface WorkStop {
  signal: AbortSignal;
  /** The task settled: the timer and the listener go. */
  clear(): void;
}

export function workStop(limitMs: number, gone?: AbortSignal): WorkStop {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('the time limit passed', 'TimeoutError')), limitMs);
  timer.unref(); // as AbortSignal.timeout's: a running thread holds the process, not this timer
  const onGone = () => controller.abort(gone?.reason);
  gone?.addEventListener('abort', onGone, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      gone?.removeEventListener('abort', onGone);
    },
  };
}
