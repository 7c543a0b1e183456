// Every code a diagnostic or a failed object's reason can carry, with its severity and a short
// description. docs/DIAGNOSTICS.md lists the same codes with an example each (a test keeps both
// in step).

export type Severity = 'error' | 'warning' | 'note';

export interface CodeInfo {
  severity: Severity;
  /** One line: what the code means. */
  summary: string;
}

/** Codes of diagnostics: problems of a network, its program checks and its execution. */
export const DIAGNOSTIC_CODES = {
  E_SYNTAX: { severity: 'error', summary: 'a line of the file cannot be read' },
  E_UNREADABLE_FILE: { severity: 'error', summary: 'the file cannot be read at all' },
  E_ENCODING: { severity: 'error', summary: 'the file is not UTF-8 text (UTF-16, Latin-1, Windows-1252 …): refused whole, at its first bad byte' },
  E_BAD_INPUT: { severity: 'error', summary: 'the network cannot be accepted as a whole (e.g. a class that cannot be instantiated)' },
  E_NO_RECIPE: { severity: 'error', summary: 'the file holds no recipe' },
  E_UNKNOWN_RECIPE: { severity: 'error', summary: 'evaluate: the recipe id is not one of the corpus\'s gold recipes, so there is nothing to score it against' },
  E_NO_RECIPE_ID: { severity: 'error', summary: 'evaluate: the network has no #recipe-id line, so there is no gold recipe to score it against' },
  E_GOLD_NOT_EXECUTABLE: { severity: 'error', summary: 'evaluate: the gold network of the recipe cannot be read or does not execute (in this kitchen, with these rules), so there is nothing to score against' },
  E_GOLD_WITHOUT_GOALS: { severity: 'error', summary: 'evaluate: the gold network has no goal (no step besides get-kitchen), so goal-condition success would divide by zero' },
  E_GOLD_DISH_MISSING: { severity: 'error', summary: 'evaluate: the gold network never produced its dish, so there is none to compare the prediction\'s with' },
  E_SCORING_STOPPED: { severity: 'error', summary: 'evaluate: comparing the dishes stopped with an error, as the reference evaluator does' },
  E_NETWORK_TOO_LARGE: { severity: 'error', summary: 'the network has more predicates than the engine accepts' },
  E_GET_KITCHEN_COUNT: { severity: 'error', summary: 'the network does not have exactly one get-kitchen' },
  E_UNKNOWN_ACTION: { severity: 'error', summary: 'a predicate names no known action' },
  E_ARITY: { severity: 'error', summary: 'a predicate has another number of arguments than its action has slots' },
  E_REPEATED_ARGUMENT: { severity: 'error', summary: 'one predicate uses the same argument in two slots' },
  E_UNKNOWN_CONCEPT: { severity: 'error', summary: 'a constant names no class of the ontology, or a class that cannot be a concept' },
  E_CONSTANT_TYPE: { severity: 'error', summary: 'a constant is of a class the slot does not accept' },
  E_UNBOUND_INPUT: { severity: 'error', summary: 'root cause: a line waits for a variable that no line of the network produces' },
  E_UNBOUND_KITCHEN_STATE: { severity: 'error', summary: 'root cause: a line waits for a kitchen state that no line produces (a dropped kitchen-state link)' },
  E_INPUT_TYPE: { severity: 'error', summary: 'root cause: a line never ran because an input is of a class its slot does not accept' },
  E_OUTPUT_ALREADY_BOUND: { severity: 'error', summary: 'root cause: a line never ran because another line already produced one of its outputs' },
  E_NO_BINDING: { severity: 'error', summary: 'root cause: a line never ran because its action binds nothing for these inputs' },
  E_CIRCULAR_WAIT: { severity: 'error', summary: 'root cause: lines wait for one another in a circle' },
  E_NEVER_BOUND: { severity: 'error', summary: 'root cause: every line ran but a variable stayed unbound' },
  E_NO_SOLUTION: { severity: 'error', summary: 'no complete execution exists, for no reason found more precisely' },
  E_ACTION_FAILED: { severity: 'error', summary: 'root cause: an action failed (bound failed objects), and lines that need its outputs never ran' },
  E_WAITING: { severity: 'note', summary: 'a line never ran because it waits for the outputs of lines that never ran or failed (not a root cause)' },
  E_SIMULATION: { severity: 'error', summary: 'the simulation stopped with an error, as the reference does for this network' },
  E_SEARCH_BUDGET: { severity: 'error', summary: 'the search gave up: too many actions can run in too many orders' },
  E_INTERNAL: { severity: 'error', summary: 'an unexpected error of irl-kitchen itself (a bug)' },
  W_ACTION_FAILED: { severity: 'warning', summary: 'an action failed and bound failed objects; no line that never ran needed its outputs' },
} as const satisfies Record<string, CodeInfo>;

/** Codes of failed objects' reasons: the condition under which an action could not do its job. */
export const FAILURE_CODES = {
  F_FAILED_INPUT: { severity: 'note', summary: 'an input is a failed object of an earlier action (a cascade, not a root cause)' },
  F_NO_UNUSED_OBJECT: { severity: 'warning', summary: 'the kitchen has no unused object of the class the action fetches by default' },
  F_NO_INGREDIENT: { severity: 'warning', summary: 'the ingredient is nowhere in the kitchen outside the counter-top' },
  F_NOT_ON_COUNTER_TOP: { severity: 'warning', summary: 'an object the action works on must lie on the counter-top and does not' },
  F_NOT_IN_KITCHEN: { severity: 'warning', summary: 'an object is not in the input kitchen state' },
  F_WRONG_KIND: { severity: 'warning', summary: 'an object is not of a kind the action can work with' },
  F_EMPTY: { severity: 'warning', summary: 'a container the action takes something from is empty' },
  F_BEYOND_STOCK: { severity: 'warning', summary: 'more of an ingredient is asked for than the kitchen stocks' },
  F_NOT_POSITIVE: { severity: 'warning', summary: 'a quantity the action counts, measures or waits for is zero or negative' },
  F_NOT_COVERED: { severity: 'warning', summary: 'the container has no cover on (or none to take off)' },
  F_UNSPECIFIED: { severity: 'warning', summary: 'the action failed for a reason it does not name' },
} as const satisfies Record<string, CodeInfo>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
export type FailureCode = keyof typeof FAILURE_CODES;

export const ALL_CODES: Record<string, CodeInfo> = { ...DIAGNOSTIC_CODES, ...FAILURE_CODES };
