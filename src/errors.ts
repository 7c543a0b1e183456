// The error kinds of irl-kitchen. Each carries what a user needs to find the cause.
import type { SourcePlace } from './language/ast.ts';

/** Bad input: a file, a rule, an ontology entry or a request we cannot accept. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly place?: SourcePlace,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

/**
 * The input values that alone decide a stop, a failure or binding nothing, with the input
 * kitchen state unless `anyState`: any line of the action mode giving them the same values
 * fails or stops too, whatever its other inputs (admissible listings skip those lines without
 * dry runs).
 */
export interface DecidedBy {
  inputs: readonly unknown[];
  anyState?: boolean;
}

/**
 * A condition under which the reference simulator stops with a Lisp error (e.g. a missing gram
 * conversion). `reason` uses the reference figures' notation, e.g. `no-conversion-entry(carrot)`.
 * An outcome of the simulation, not a fault: it carries no stack trace, whose capture would
 * dominate searches and dry runs that meet it thousands of times.
 */
export class SimulationError extends Error {
  constructor(
    readonly reason: string,
    message?: string,
    readonly decidedBy?: DecidedBy,
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

/**
 * Runs `f`; a SimulationError it throws without `decidedBy` gets `decided` (the inputs that
 * decide it where `f` is called, e.g. the unit and the container of a gram conversion).
 */
export function decidedBy<T>(decided: DecidedBy, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof SimulationError && !e.decidedBy) throw new SimulationError(e.reason, e.message, decided);
    throw e;
  }
}
