// Lines that pass a variable bound now to a slot that does not take its value's class: the engine
// fires a line only when every bound input has its slot's type (engine/fire-one.ts `modeApplies`),
// whatever the mode, and a variable an episode has bound keeps its value (rival producers are
// refused, stranding.ts), so the line would never run and the network would stay unexecutable
// until a reset. A plain session keeps such a line and says E_INPUT_TYPE (undo takes it back);
// `check` refuses it with the same code. A failed object is left to the run, which names the
// failed line (E_ACTION_FAILED).
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { a, kindOf } from '../diagnostics/why.ts';
import { isFailed } from '../evaluator/nodes.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import type { Predicate } from '../language/ast.ts';
import type { ActionDef } from '../rules/action.ts';
import { readNetwork, splitText } from '../session/network.ts';
import type { SessionCore } from '../session/session.ts';

/** E_INPUT_TYPE, at the argument, for each variable bound before the text the text's lines give a slot that does not take it; none when the text cannot be read (executing it says why). */
export function wrongTypeInputs(session: SessionCore, text: string): Diagnostic[] {
  // only the text is read, after blank lines standing for the network's: its places are those executing it gives
  const before = session.networkLines().length;
  const read = readNetwork([...new Array<string>(before).fill(''), ...splitText(text).lines]);
  if (!read.recipe) return [];
  const bound = boundNow(session);
  const found: Diagnostic[] = [];
  for (const predicate of read.recipe.predicates) {
    if (predicate.place.line <= before) continue;
    const action = session.sim.inventory.get(predicate.name);
    if (action && action.slots.length === predicate.args.length) found.push(...wrongArguments(action, predicate, (_k, name) => bound.get(name)));
  }
  return found;
}

/**
 * The same, once the lines after the first `before` have run: each of them that did not run, with
 * an input one of them bound (a step of several lines, its first binding what its second is given).
 * The run's values are final for the episode, as above.
 */
export function wrongTypeInputsRun(session: SessionCore, before: number): Diagnostic[] {
  const { program, execution } = session.state().run;
  if (!program || !execution) return [];
  const ran = new Set(execution.steps.map((s) => s.expression));
  const found: Diagnostic[] = [];
  program.expressions.forEach((e, i) => {
    if (e.predicate.place.line > before && !ran.has(i)) found.push(...wrongArguments(e.action, e.predicate, (k) => (program.variables[e.args[k]].constant ? undefined : execution.values[e.args[k]])));
  });
  return found;
}

/** E_INPUT_TYPE for each variable argument whose value (`valueOf`; undefined or null: unbound) its slot does not take. */
function wrongArguments(action: ActionDef, predicate: Predicate, valueOf: (k: number, name: string) => Value | null | undefined): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const [k, term] of predicate.args.entries()) {
    if (term.kind !== 'var') continue;
    const value = valueOf(k, term.name);
    const type = action.slots[k].type.name;
    if (value === undefined || value === null || type === 'entity' || isFailed(value) || (value instanceof Entity && value.isA(type))) continue;
    const variable = term.name.toLowerCase();
    const slot = action.slots[k].name;
    found.push(
      diagnostic('E_INPUT_TYPE', term.place, `${action.name} would never run: its ${slot} (${variable}) takes ${a(type)}, and ${variable} holds ${kindOf(value)} for the rest of the episode`, {
        action: action.name,
        variable,
        hint: `pass ${a(type)} as the ${slot} (the admissible lines, admissible() or GET /envs/{id}/admissible, give lines that run)`,
      }),
    );
  }
  return found;
}

/** The session's bound variables by name as the reader writes them (upper case), with their values. */
function boundNow(session: SessionCore): Map<string, Value> {
  const { program, execution } = session.state().run;
  const out = new Map<string, Value>();
  if (!program || !execution) return out;
  program.variables.forEach((v, i) => {
    if (!v.constant && execution.values[i] !== null) out.set(v.name, execution.values[i]);
  });
  return out;
}
