// The error kinds of irl-kitchen. Each carries what a user needs to find the cause.
import { didYouMeanChoice } from './did-you-mean.ts';
import type { SourcePlace } from './language/ast.ts';

/** Bad input: a file, a rule, an ontology entry or a request we cannot accept. */
export class InputError extends Error {
  constructor(
    message: string,
    /** Where the bad input is (file, line, column), when it has a place. */
    readonly place?: SourcePlace,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

/** An InputError unless `value` is one of `choices`: `<label>: expected "a" or "b", got "c" (did you mean a?)` (a misspelt option must not pick a default silently). */
export function requireChoice(label: string, value: unknown, choices: readonly string[]): void {
  if (typeof value === 'string' && choices.includes(value)) return;
  const named = choices.map((c) => JSON.stringify(c));
  const expected = named.length > 1 ? `${named.slice(0, -1).join(', ')} or ${named.at(-1)}` : named.join('');
  const hint = typeof value === 'string' ? didYouMeanChoice(value, choices) : '';
  throw new InputError(`${label}: expected ${expected}, got ${JSON.stringify(value)}${hint}`);
}

/**
 * A condition under which the reference simulator stops with a Lisp error (e.g. a missing gram
 * conversion). `reason` uses the reference figures' notation, e.g. `no-conversion-entry(carrot)`.
 * An outcome of the simulation, not a fault: it carries no stack trace, whose capture would
 * dominate searches and dry runs that meet it thousands of times.
 */
export class SimulationError extends Error {
  constructor(
    /** The reference's notation of the stop, e.g. `no-conversion-entry(carrot)`. */
    readonly reason: string,
    message?: string,
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message ?? reason);
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.name = 'SimulationError';
  }
}
