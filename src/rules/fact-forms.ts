// The rule language's vocabulary of facts and the bounds on reading a rule file: the one table
// the reader, the compiler and `rules check` all consult.

/** Facts a rule file may state (name/arity), with what each means. No inherited names. */
export const FACT_FORMS: Readonly<Record<string, string>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, string>, {
    'action/2': 'action(Name, Description)',
    'slot/3': "slot(Name, in|out, Type), in the order of the action's arguments",
    'mode/3': 'mode(Id, BoundSlots, ComputedSlots), in the order modes are tried',
    'default/3': 'default(Mode, Slot, How): a value for a computed slot before the effect runs',
    'effect/2': 'effect(Mode, Term): the effect of the vocabulary that does the work',
    'start/2': 'start(Mode, Expr): when the step starts (default kt)',
    'time/3': 'time(Mode, Slot, Expr): available-at of a computed slot (none: no time)',
    'clock/2': 'clock(Mode, Expr): kitchen time of the output kitchen state',
    'failure_clock/2': 'failure_clock(Mode, Expr): kitchen time when the effect failed',
    'physics/2': "physics(Mode, Procedure): the action's physical procedure, kept as data for a quantitative mode",
    'variant/3': 'variant(Mode, Name, Condition): a variant of the mode for values of a kind, tried in file order',
    'otherwise/2': 'otherwise(Mode, fail | nothing): what a mode with variants does when none applies (default nothing)',
    'pre/2': 'pre(Scope, Condition): the action fails (binds failed objects) unless the condition holds',
    'requires/2': 'requires(Scope, Condition): the simulation stops with an error unless the condition holds',
    'requires/3': "requires(Scope, Condition, Error): the same, naming the reference's error",
    'applies/2': 'applies(Scope, Condition): the action binds nothing unless the condition holds',
    'advises/2': "advises(Scope, Condition): a condition the reference does not enforce: check refuses the line unless it holds, the engine runs the line anyway (with the corrected semantics the action fails, and listings keep to it)",
    'fails/2': 'fails(Scope, Slots): the computed slots that hold failed objects when the action fails (default: the first slot and every computed slot but the kitchen state and those with a kept default)',
  }),
);

export const isFactForm = (key: string): boolean => Object.hasOwn(FACT_FORMS, key);

/** `action/2, slot/3, …`: for messages that say what a rule file may hold. */
export const FACT_LIST = Object.keys(FACT_FORMS).join(', ');

/**
 * Bounds on one untrusted rule file, checked while it is read: its size (checked with fstat
 * before any byte is read), how deep terms nest (operators included), how long one name or
 * quoted atom is, and how many clauses it holds.
 */
export const RULE_LIMITS = Object.freeze({
  maxBytes: 256 * 1024,
  maxDepth: 64,
  maxAtomLength: 4096,
  maxClauses: 5000,
});
