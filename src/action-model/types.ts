// The action model as plain data: what `irl-kitchen actions --json` prints, what docs/ACTIONS.md
// is rendered from, and what a planner or an agent's tool definitions can be built from (schema:
// docs/schema/action-model.schema.json). Names of actions, slots and types are written as
// networks write them (hyphens); terms (conditions, defaults, effects, timing, procedures) as rule
// files write them (underscores).

/** Bumped when a field changes meaning or goes away; new fields keep the version. */
export const ACTION_MODEL_VERSION = 1;

/** The action model as data (`irl-kitchen actions --json`, docs/schema/action-model.schema.json). */
export interface ActionModel {
  version: number;
  actions: ActionEntry[];
  /** The condition vocabulary rule files may use, by name. */
  conditions: Record<string, ConditionKindEntry>;
  /** What each failure code a condition can give means (docs/DIAGNOSTICS.md). */
  failureCodes: Record<string, string>;
}

/** A condition of the vocabulary rule files may name (docs/RULES.md): its arguments, what it reads and its failure codes. */
export interface ConditionKindEntry {
  args: { name: string; kind: 'slot' | 'class' | 'slot_name' | 'slot_names' | 'condition' | 'number'; type?: string }[];
  /** `derived`: what the nested conditions depend on. */
  depends: 'value' | 'state' | 'derived';
  codes: string[];
  doc: string;
}

/** One action: its slots, modes, defaults, conditions, effects in words, timing and physical procedure. */
export interface ActionEntry {
  name: string;
  description: string;
  /** The rule file, relative to the package root when it lies there. */
  file: string;
  /** In argument order. */
  slots: { name: string; direction: 'in' | 'out'; type: string }[];
  /** In the order they are tried. */
  modes: ModeEntry[];
  /** The physical procedure of the quantitative mode, per mode (`_`: every mode). */
  physics: { mode: string; procedure: string }[];
}

/** One condition as it is used: a `pre`, `requires`, `applies` or `advises` fact, or a variant's condition. */
export interface ConditionUse {
  /** As the rule file writes it, e.g. `on_counter_top(container_with_ingredients)`. */
  condition: string;
  /** Its vocabulary name. */
  name: string;
  /** The slots it reads. */
  slots: string[];
  depends: 'value' | 'state';
  /** The failure codes it can give when it does not hold. */
  codes: string[];
}

/** A condition as an action uses it, with what happens when it does not hold. */
export interface GuardEntry extends ConditionUse {
  kind: 'pre' | 'requires' | 'applies' | 'advises';
  /** Where the rule file states it: `_` (every mode), a mode id or a variant name. */
  scope: string;
  /** `requires`: the error the simulation stops with. */
  stop?: string;
}

export interface DefaultEntry {
  slot: string;
  /** As written, e.g. `retrieve(whisk)`. */
  how: string;
}

/** An effect of the vocabulary: its typed arguments and what it changes, in words. */
export interface EffectEntry {
  /** As written, e.g. `mix_with_tool(container_with_input_ingredients, mixing_tool, mixed)`. */
  term: string;
  name: string;
  /** What state changes it makes; null while it has no documentation. */
  doc: string | null;
}

/** What a mode, or one of its variants, does: in the order a call goes through it. */
export interface ScopeEntry {
  /** Values of computed slots made before the conditions are tested, in this order. */
  defaults: DefaultEntry[];
  /** Tested in this order; the first that does not hold decides. */
  conditions: GuardEntry[];
  effect: EffectEntry | null;
  /** The slots bound to failed objects when a `pre` fails (or no variant applies); null when no declared condition makes it fail. */
  failedSlots: string[] | null;
  /** The output kitchen state's time; null: it stays as it was. */
  clock: string | null;
  /** The kitchen time when the action fails. */
  failureClock: string | null;
}

/** One mode of an action: which slots are bound and which it computes, and what holds in it. */
export interface ModeEntry extends ScopeEntry {
  id: string;
  bound: string[];
  computed: string[];
  /** Tried in order; the first whose condition holds applies. Its lists include the mode's, in file order. */
  variants: VariantEntry[];
  /** With variants: what happens when none applies (`fail`: the action fails; `nothing`: it binds nothing). */
  otherwise: 'fail' | 'nothing' | null;
  /** When the step starts. */
  start: string;
  /** When each computed slot is available; null: no time. */
  times: { slot: string; at: string | null }[];
}

/** A variant of a mode: another effect when its condition holds. */
export interface VariantEntry extends ScopeEntry {
  name: string;
  when: ConditionUse;
}
