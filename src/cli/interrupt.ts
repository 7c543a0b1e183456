// Ctrl-C (SIGINT) or SIGTERM during `run`, `evaluate`, `plan` or `repair`: the work stops between
// recipes (a search: between its nodes), what was done is kept and said, and the queue's waiting
// jobs or the worker threads are given back.
// Without handlers Node would end the process at once, skipping every clean-up. A second signal
// ends it at once, the default way, for a recipe that takes long.
import { onSignals } from './signals.ts';

/** The work was stopped by a signal; main.ts turns it into one line and the status 128 + its number. */
export class Interrupted extends Error {
  constructor(
    readonly signal: NodeJS.Signals,
    /** What was done and kept, or what was awaited, for the message. */
    readonly detail = '',
  ) {
    super(`interrupted (${signal === 'SIGINT' ? 'Ctrl-C' : signal})${detail ? `: ${detail}` : ''}`);
    this.name = 'Interrupted';
  }

  /** The shell's convention: 130 for SIGINT, 143 for SIGTERM. */
  get exitCode(): number {
    return 128 + (this.signal === 'SIGINT' ? 2 : 15);
  }
}

export interface InterruptWatch {
  /** Aborted on the first signal, its reason the Interrupted error. */
  readonly signal: AbortSignal;
  /** Lets a signal in (a macrotask turn now and then) and throws Interrupted once one came. */
  pause(): Promise<void>;
  /** Gives the signals back to Node. */
  dispose(): void;
  /** The interruption, once a signal came. */
  interrupted(): Interrupted | null;
}

/** How long work may run without letting a signal in. */
const TURN_MS = 50;

export function watchInterrupt(): InterruptWatch {
  const controller = new AbortController();
  let lastTurn = Date.now();
  const dispose = onSignals((signal) => {
    if (!controller.signal.aborted) return controller.abort(new Interrupted(signal));
    dispose();
    process.kill(process.pid, signal); // the second one: Node's own exit
  });
  return {
    signal: controller.signal,
    async pause() {
      if (Date.now() - lastTurn >= TURN_MS) {
        await new Promise((turn) => setImmediate(turn));
        lastTurn = Date.now();
      }
      controller.signal.throwIfAborted();
    },
    dispose,
    interrupted: () => (controller.signal.aborted ? (controller.signal.reason as Interrupted) : null),
  };
}

/** A promise, for races, that rejects with the signal's reason when it aborts (never settles otherwise). */
export function whenAborted(signal: AbortSignal): Promise<never> {
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => {}); // handled: a race that still waits gets the reason, and nobody else needs it
  return aborted;
}
