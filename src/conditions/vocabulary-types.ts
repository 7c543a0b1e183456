// How a condition of the vocabulary is declared: its arguments with their kinds and types, what
// it depends on, the failure codes it can give, and how it is built from a rule's arguments.
import type { FailureCode } from '../diagnostics/catalogue.ts';
import type { Condition, ConditionEnv, Depends } from './condition.ts';
import type { FailureReason } from '../diagnostics/failure.ts';

/**
 * One argument: `slot` (a slot of the action, whose values must be able to be `type`), `class` (a
 * class of the ontology), `slot_name` (a slot a class declares, e.g. `covered_with`), `condition`
 * (a nested condition), `number`.
 */
export type ConditionArg =
  | { name: string; kind: 'slot'; type: string }
  | { name: string; kind: 'class' }
  | { name: string; kind: 'slot_name' }
  | { name: string; kind: 'slot_names' }
  | { name: string; kind: 'condition' }
  | { name: string; kind: 'number' };

/** A built argument: a hyphenated slot or class name, hyphenated slot names, a nested condition, a number. */
export type BuiltArg = string | string[] | number | Condition;

export interface ConditionKind {
  args: readonly ConditionArg[];
  /** `state` unless the condition reads the slots' values alone; `derived`: what its nested conditions read. */
  depends: Depends | 'derived';
  /** The failure codes it gives when it does not hold. */
  codes: readonly FailureCode[];
  /** What it means, for docs/RULES.md and `irl-kitchen actions`. */
  doc: string;
  /** The test, given the built arguments. */
  build(args: BuiltArg[]): (env: ConditionEnv) => FailureReason | null;
  /** The error a `requires` of it stops with, its own as the reference's (the reason carries it); absent: `requires(Condition)`. */
  stops?(args: BuiltArg[]): string;
  /** For a look-up: the positions of the slot arguments whose object it finds for the effect (`keepFound`). */
  finds?: readonly number[];
}

export const slotArg = (name: string, type = 'entity'): ConditionArg => ({ name, kind: 'slot', type });
export const classArg = (name: string): ConditionArg => ({ name, kind: 'class' });
export const slotNameArg = (name: string): ConditionArg => ({ name, kind: 'slot_name' });
export const slotNamesArg = (name: string): ConditionArg => ({ name, kind: 'slot_names' });
export const conditionArg = (name: string): ConditionArg => ({ name, kind: 'condition' });
