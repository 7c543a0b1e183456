// What a declared condition is once compiled: a plain function over one call of an action mode
// (its slot values, and for state conditions the step's private kitchen state), which either
// holds or says why not, with the failure code of the reason. Nothing here runs Prolog.
import type { FailureReason } from '../diagnostics/failure.ts';
import type { Entity, Value } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';

/** What a condition reads of a call. */
export interface ConditionEnv {
  readonly action: string;
  readonly mode: string;
  /** The step's private kitchen state (actions without a kitchen-state input have none). */
  readonly step: Step;
  /** Slot values: the inputs, then the defaults as computed. */
  readonly values: Record<string, Value>;
  /** The inputs as bound before the step. */
  readonly inputs: Record<string, Value>;
  /** Objects the lookups found, by slot: the step's writable copies, which the effect then works on
   * (null until a lookup finds one: most calls have none). Set through `keepFound`. */
  found: Found | null;
  /** The kitchen state `get-kitchen` binds: what a stock was before any step (absent where a listing tests early). */
  readonly initialKitchen?: Entity;
}

/**
 * `value` conditions depend on the slots' values alone (their classes, whether they are failed
 * objects, the items of a list): a listing decides them once per candidate. `state` conditions
 * read the kitchen state too.
 */
export type Depends = 'value' | 'state';

export interface Condition {
  /** The vocabulary name, e.g. `on_counter_top`. */
  name: string;
  /** As the rule file writes it, e.g. `on_counter_top(container_with_ingredients)`. */
  text: string;
  /** The slots it reads (hyphenated). */
  slots: string[];
  depends: Depends;
  /** The slots (hyphenated) whose object it finds for the effect when it holds: a look-up's, both of an all_of's, those both sides of an any_of find. */
  finds: string[];
  /** The error a `requires` of it stops with, where the condition names its own (`no-conversion-entry(Ingredient)`). */
  stops?: string;
  /** Null when it holds; else why not. A lookup also records what it found (`env.found`). */
  test(env: ConditionEnv): FailureReason | null;
}

/** A slot's name in words, for messages: `container-with-ingredients` → `container with ingredients`. */
export const roleOf = (slot: string) => slot.replace(/-/g, ' ');

/**
 * What the lookups of a call found, the latest first: a call finds one or two, so a short chain
 * is searched as fast as a map and costs a tenth of its bytes (an array grown by a push costs
 * as much as the map).
 */
export interface Found {
  readonly slot: string;
  readonly value: Value;
  readonly next: Found | null;
}

/** What a lookup found for the slot (undefined: none did); the latest record of a slot wins. */
export function foundFor(found: Found | null | undefined, slot: string): Value | undefined {
  for (let f = found; f; f = f.next) if (f.slot === slot) return f.value;
  return undefined;
}

/** The object a lookup found for the slot, else the slot's value: what effects and later conditions work on. */
export const objectOf = (env: ConditionEnv, slot: string): Value => foundFor(env.found, slot) ?? env.values[slot];

/** Records what a lookup found for the slot. */
export function keepFound(env: ConditionEnv, slot: string, value: Value): void {
  env.found = { slot, value, next: env.found ?? null };
}
