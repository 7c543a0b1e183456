// The processes a group starts (a server, workers, redis-server) stop with the bench: a SIGINT or
// SIGTERM sent to the bench alone (`timeout`, a supervisor, `kill`) would otherwise leave them
// running. The handlers exist only while such a process runs, so in the groups that start none,
// synchronous loops that would delay a handler, a signal ends the bench at once as by default.
import type { ChildProcess } from 'node:child_process';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
const pids = new Set<number>();

function listen(on: boolean): void {
  for (const signal of SIGNALS) (on ? process.on : process.off).call(process, signal, stopAll);
}

function stopAll(signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  pids.clear();
  listen(false);
  // the default action again: the bench ends with 128 + the signal's number
  process.kill(process.pid, signal);
}

/** Stops process `pid` when the bench is stopped by a signal; the returned function forgets it. */
export function stopWithBench(pid: number): () => void {
  if (pids.size === 0) listen(true);
  pids.add(pid);
  return () => {
    if (pids.delete(pid) && pids.size === 0) listen(false);
  };
}

/** `child`, stopped with the bench until it exits. */
export function childOfBench(child: ChildProcess): ChildProcess {
  if (child.pid !== undefined) child.once('exit', stopWithBench(child.pid));
  return child;
}
