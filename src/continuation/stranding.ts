// Lines that would strand a line of the network for good, so that only taking them back helps:
// - a line that names, as an output, a variable another line outputs already (a line re-sent
//   from an out-of-date list of admissible lines, say): the engine's search runs one of the two
//   rivals, the other never runs, and every later call repeats E_OUTPUT_ALREADY_BOUND;
// - a network's own get-kitchen binding another variable than `?kitchen`, which earlier lines
//   use: it takes the place of the kitchen the session supplies, and they wait for `?kitchen`.
// A plain session keeps such lines (undo takes them back; check says what the search does); the
// planning environment, which has no undo, refuses them before they run (docs/ENVIRONMENT.md).
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Predicate, Term } from '../language/ast.ts';
import { IMPLICIT_KITCHEN, readNetwork, splitText } from '../session/network.ts';
import type { SessionCore } from '../session/session.ts';

const KITCHEN = IMPLICIT_KITCHEN.toUpperCase(); // variables as the reader writes them

/** A line that would strand one: why, and the slot of the argument at stake. */
export interface Stranding {
  diagnostic: Diagnostic;
  slot: string;
}

/** Why the text's lines would strand a line of the network or of the text itself: none when nothing would, or when the text cannot be read (executing it says why). */
export function strandingProblems(session: SessionCore, text: string): Stranding[] {
  const before = session.networkLines().length;
  const read = readNetwork([...session.networkLines(), ...splitText(text).lines]);
  if (!read.recipe) return [];
  const { inventory } = session.sim;
  // each variable's first producer, by the slots an action always computes (`out` in its rule file)
  const producers = new Map<string, Predicate>();
  const found: Stranding[] = [];
  for (const predicate of read.recipe.predicates) {
    const action = inventory.get(predicate.name);
    if (!action || action.slots.length !== predicate.args.length) continue;
    const isNew = predicate.place.line > before;
    for (const [k, term] of predicate.args.entries()) {
      if (action.slots[k].dir !== 'out' || term.kind !== 'var') continue;
      const earlier = producers.get(term.name);
      if (!earlier) producers.set(term.name, predicate);
      // a network's own get-kitchen takes the place of the implicit one (a second is refused)
      if (!isNew) continue;
      const slot = action.slots[k].name;
      if (action.name === 'get-kitchen') found.push(...kitchenRenamed(read.recipe.predicates, predicate, term).map((diagnostic) => ({ diagnostic, slot })));
      else if (earlier) found.push({ diagnostic: rival(action.name, term, earlier), slot });
    }
  }
  return found;
}

function rival(action: string, term: Term & { kind: 'var' }, earlier: Predicate): Diagnostic {
  const variable = term.name.toLowerCase();
  const by = earlier.place.line === 0 ? 'the kitchen the session supplies (line 0)' : `line ${earlier.place.line} (${earlier.name})`;
  return diagnostic('E_OUTPUT_ALREADY_BOUND', term.place, `${action} would output ${variable}, which ${by} outputs already: the two lines would rival for it, and the search would run only one of them`, {
    action,
    variable,
    hint: `give ${variable} a fresh name (a line of an out-of-date list of admissible lines? list them again)`,
  });
}

/** A get-kitchen of another variable than ?kitchen, after lines that use ?kitchen: they would wait for it. */
function kitchenRenamed(all: readonly Predicate[], getKitchen: Predicate, term: Term & { kind: 'var' }): Diagnostic[] {
  // a second get-kitchen is refused as such (E_GET_KITCHEN_COUNT)
  if (term.name === KITCHEN || all.some((p) => p.name === 'get-kitchen' && p.place.line > 0 && p !== getKitchen)) return [];
  const users = all.filter((p) => p.place.line > 0 && p.place.line < getKitchen.place.line && p.args.some((a) => a.kind === 'var' && a.name === KITCHEN));
  if (!users.length) return [];
  const lines = users.map((p) => p.place.line).join(', ');
  return [
    diagnostic('E_UNBOUND_KITCHEN_STATE', term.place, `(get-kitchen ${term.name.toLowerCase()}) would take the place of the kitchen the session supplies as ${IMPLICIT_KITCHEN}, which line${users.length > 1 ? 's' : ''} ${lines} use${users.length > 1 ? '' : 's'}: ${users.length > 1 ? 'they' : 'it'} would wait for ${IMPLICIT_KITCHEN}`, {
      action: 'get-kitchen',
      variable: term.name.toLowerCase(),
      hint: `write (get-kitchen ${IMPLICIT_KITCHEN}), or nothing: the session supplies it`,
    }),
  ];
}
