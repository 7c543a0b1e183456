// An exit at once (a signal while the command still loads) must wait for worker threads that are
// still loading their modules: process.exit then aborts Node itself (a V8 check on a module not
// yet instantiated: `FATAL ERROR: v8::Module::IsGraphAsync`, status 134). Whoever starts such
// threads holds the exit until they are up or gone (server/work/pool.ts). No dependencies: main.ts
// imports it, and starting must stay quick.

const holds = new Set<Promise<unknown>>();

/** Holds an early exit until `settled` settles (threads loaded, or ended). */
export function holdExitUntil(settled: Promise<unknown>): void {
  const held = settled.catch(() => {}).finally(() => holds.delete(held));
  holds.add(held);
}

let exiting = false;

/**
 * Exits with `code`: at once when nothing holds the exit, else once every hold has settled. A
 * second call while waiting (a second Ctrl-C) exits at once, as Node's default would.
 */
export function exitWhenSafe(code: number): void {
  if (holds.size === 0 || exiting) process.exit(code);
  exiting = true;
  void Promise.allSettled([...holds]).then(() => process.exit(code));
}
