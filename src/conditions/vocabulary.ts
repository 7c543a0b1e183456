// The condition vocabulary rule files may name in pre/2, requires/2, applies/2 and variant/3: one
// table, without inherited names, of every kind of condition, each with its typed arguments, what
// it depends on and its failure codes (docs/RULES.md lists them). A new kind of condition is one
// more entry here, in the module of its family.
import { KINDS } from './kinds.ts';
import { LOOKUPS } from './lookups.ts';
import { STATE } from './state.ts';
import { STOCK } from './stock.ts';
import type { ConditionKind } from './vocabulary-types.ts';

export const CONDITIONS: Readonly<Record<string, ConditionKind>> = Object.freeze(Object.assign(Object.create(null) as Record<string, ConditionKind>, LOOKUPS, KINDS, STATE, STOCK));

/** The condition kind of this name, never one inherited from Object.prototype. */
export const conditionNamed = (name: string): ConditionKind | undefined => (Object.hasOwn(CONDITIONS, name) ? CONDITIONS[name] : undefined);
