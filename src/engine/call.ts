// One action call of a run: its argument values and the reference's available-at look-up.
import { SimulationError } from '../errors.ts';
import { Entity, type Factory, type Value } from '../kitchen/entity.ts';
import type { Units } from '../kitchen/units.ts';
import type { Num } from '../numbers/num.ts';
import type { CallInput, Semantics } from '../rules/action.ts';
import type { Program } from './program.ts';

/** What every call of one run shares. */
export interface RunContext {
  values: Value[];
  at: (Num | null)[];
  variables: Program['variables'];
  factory: Factory;
  units: Units;
  initialKitchen: Entity;
  semantics: Semantics;
}

/**
 * An action call's input: its argument values and the reference's available-at look-up. A search
 * loads one Call for each of its calls in turn (`load`), as no call outlives its run: a Call and
 * its values array saved per evaluation.
 */
export class Call implements CallInput {
  values: Value[] = [];
  readonly factory: Factory;
  readonly units: Units;
  readonly initialKitchen: Entity;
  readonly semantics: Semantics;
  private args: number[] = [];
  /** A values array per number of arguments, refilled by each call. */
  private readonly byArity: Value[][] = [];

  constructor(private readonly run: RunContext) {
    this.factory = run.factory;
    this.units = run.units;
    this.initialKitchen = run.initialKitchen;
    this.semantics = run.semantics;
  }

  /** This call's arguments, read from the run's bindings now. */
  load(args: number[]): this {
    const values = (this.byArity[args.length] ??= new Array<Value>(args.length));
    for (let i = 0; i < args.length; i++) values[i] = this.run.values[args[i]];
    this.values = values;
    this.args = args;
    return this;
  }

  avail(slot: number): Num {
    // the reference scans the call's bindings in slot order for the first value with this id
    const { values, at, variables } = this.run;
    const target = values[this.args[slot]];
    const id = target instanceof Entity ? target.id : null;
    const label = (v: number) => (variables[v].constant ? `the constant ${variables[v].name}` : variables[v].name.toLowerCase());
    for (const v of this.args) {
      const val = values[v];
      if (val instanceof Entity && val.id === id) {
        const t = at[v];
        if (t !== null) return t;
        const from = v === this.args[slot] ? label(v) : `the time of ${label(this.args[slot])} is read from ${label(v)}, an earlier argument holding the same object, and it`;
        throw new SimulationError('nil-available-at', `${from} has no available-at time (a constant or an output bound without time)`);
      }
    }
    throw new SimulationError('nil-available-at', `no binding holds ${label(this.args[slot])}`);
  }
}
