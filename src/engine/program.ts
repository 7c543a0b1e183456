// From a parsed recipe to an executable program: variables numbered, constants turned into
// fresh objects bound without time (spec: irl-engine §3.4), and the reference's program checks.
import { didYouMean, didYouMeanOneOf, withWholeWord } from '../did-you-mean.ts';
import type { Predicate, Recipe, SourcePlace, Term } from '../language/ast.ts';
import { recipeVersion } from '../language/recipe-version.ts';
import { unitWordAdvice } from '../language/unit-words.ts';
import { Entity, type Factory, type Value } from '../kitchen/entity.ts';
import type { Num } from '../numbers/num.ts';
import type { ActionDef } from '../rules/action.ts';
import type { Inventory } from '../rules/registry.ts';
import type { KClass, Ontology } from '../kitchen/ontology.ts';
import { MAX_PREDICATES } from '../network-size.ts';

export interface Variable {
  /** `?NAME` for program variables, the constant's text for constants. */
  name: string;
  constant: boolean;
  place: SourcePlace;
}

export interface Expression {
  action: ActionDef;
  /** Variable index per slot. */
  args: number[];
  predicate: Predicate;
}

export interface Program {
  variables: Variable[];
  expressions: Expression[];
  /** Values of constants (null for program variables). */
  constants: Value[];
}

export interface ProgramProblem {
  place: SourcePlace;
  message: string;
  /** The diagnostic code (docs/DIAGNOSTICS.md). */
  code: ProgramProblemCode;
  /** The predicate's action name, where the problem lies in a predicate. */
  action?: string;
  /** What to do about it where the message alone does not say it (diagnostics/explain.ts has the usual hints). */
  hint?: string;
  /** For a name that is not known (E_UNKNOWN_ACTION, E_UNKNOWN_CONCEPT): what it stood for and whether a known one was proposed. */
  unknown?: UnknownName;
}

/** A name the program does not know, as the hint about it needs it (diagnostics/explain.ts). */
export interface UnknownName {
  /** `action` for a predicate's name, `unit` for a constant in a slot that takes a unit, `class` for any other constant. */
  slot: 'action' | 'unit' | 'class';
  /** Whether the message proposes a known name (a did-you-mean, or the unit a common word stands for). */
  suggested: boolean;
}

/** Why a constant cannot be made, and the unknown name behind it if that is the cause. */
interface ConstantRefusal {
  message: string;
  unknown?: UnknownName;
}

export type ProgramProblemCode = 'E_NETWORK_TOO_LARGE' | 'E_GET_KITCHEN_COUNT' | 'E_UNKNOWN_ACTION' | 'E_ARITY' | 'E_REPEATED_ARGUMENT' | 'E_UNKNOWN_CONCEPT' | 'E_CONSTANT_TYPE';

export { MAX_PREDICATES };

/** A checked program whose constants are still terms: made into fresh objects for each run. */
interface ProgramTemplate {
  variables: Variable[];
  expressions: Expression[];
  /** The term of each constant, null for program variables. */
  constantTerms: (Term | null)[];
  problems: ProgramProblem[];
  /** The names of the network's variables (`?KS-1`), for a name written without its `?`: worked out
   * only once a name is unknown, not for every network checked or line appended. */
  variableNames: () => Set<string>;
}

// Each version of a recipe (a recipe changed in place is a new one: language/recipe-version.ts) is checked once per inventory.
const templates = new WeakMap<object, WeakMap<Inventory, ProgramTemplate>>();

export function buildProgram(
  recipe: Recipe,
  inventory: Inventory,
  factory: Factory,
  version = recipeVersion(recipe),
): { program: Program | null; problems: ProgramProblem[] } {
  let byInventory = templates.get(version);
  if (!byInventory) templates.set(version, (byInventory = new WeakMap()));
  let template = byInventory.get(inventory);
  if (!template) byInventory.set(inventory, (template = checkProgram(recipe, inventory, factory.ontology)));
  const { variables, expressions, constantTerms, problems } = template;
  if (problems.length) return { program: null, problems };
  // fresh constants in order of appearance, as the reference instantiates them
  const constants: Value[] = constantTerms.map((t) => (t ? makeConstant(t, factory) : null));
  return { program: { variables, expressions, constants }, problems };
}

function checkProgram(recipe: Recipe, inventory: Inventory, ontology: Ontology): ProgramTemplate {
  let names: Set<string> | undefined;
  const variableNames = () => (names ??= variableNamesOf(recipe.predicates));
  const template: ProgramTemplate = { variables: [], expressions: [], constantTerms: [], problems: [], variableNames };
  if (recipe.predicates.length > MAX_PREDICATES) {
    const message = `network of ${recipe.predicates.length} predicates refused: at most ${MAX_PREDICATES} per recipe`;
    template.problems.push({ place: recipe.place, message, code: 'E_NETWORK_TOO_LARGE' });
    return template;
  }
  const kitchens = recipe.predicates.filter((p) => p.name === 'get-kitchen');
  if (kitchens.length !== 1) {
    const message = `a network needs exactly one get-kitchen, this one has ${kitchens.length}`;
    const hint = kitchens.length === 0 && recipe.commentLikeHeader !== undefined ? commentHeaderHint(recipe) : undefined;
    template.problems.push({ place: kitchens[1]?.place ?? recipe.place, message, code: 'E_GET_KITCHEN_COUNT', ...(hint ? { hint } : {}) });
  }
  const byName = new Map<string, number>();
  for (const p of recipe.predicates) checkPredicate(p, template, byName, inventory, ontology);
  return template;
}

/** A recipe without get-kitchen whose header reads like a `#` comment (`# pour the batter`): most likely a comment that split the network. */
function commentHeaderHint(recipe: Recipe): string {
  const line = recipe.commentLikeHeader!;
  const shown = line.length > 40 ? `${line.slice(0, 40)}…` : line;
  return `the line "${shown}" is read as the header of a recipe ${recipe.id === null ? 'without id' : `#${recipe.id}`}, which takes the lines below it: a comment starts with ";" (not "#"); a header is "#" and the recipe id, with nothing after it`;
}

/**
 * The program with `predicates` appended, none of them a get-kitchen, the way checking the whole
 * network would number and check them (a session's appended lines, continuation/continue.ts); their
 * constants are made with `factory`, after everything it numbered. Null with the problems when
 * one of them does not pass the checks.
 */
export function extendProgram(program: Program, predicates: Predicate[], inventory: Inventory, factory: Factory): { program: Program | null; problems: ProgramProblem[] } {
  const byName = takeVariableNumbers(program.variables);
  let names: Set<string> | undefined;
  const variableNames = () => (names ??= new Set([...byName.keys(), ...variableNamesOf(predicates)]));
  const added: ProgramTemplate = { variables: [...program.variables], expressions: [], constantTerms: [], problems: [], variableNames };
  for (const p of predicates) checkPredicate(p, added, byName, inventory, factory.ontology);
  if (added.problems.length) return { program: null, problems: added.problems };
  const constants = [...program.constants];
  for (let v = program.variables.length; v < added.variables.length; v++) {
    const term = added.constantTerms[v - program.variables.length];
    constants.push(term ? makeConstant(term, factory) : null);
  }
  const extended: Program = { variables: added.variables, expressions: [...program.expressions, ...added.expressions], constants };
  numbersByVariables.set(extended.variables, byName);
  extendedFrom.set(extended.expressions, new WeakRef(program));
  return { program: extended, problems: [] };
}

// The program each extended one extends, held weakly: a session's latest program keeps no chain of earlier ones alive.
const extendedFrom = new WeakMap<Program['expressions'], WeakRef<Program>>();

/** The program `expressions` were made from by extendProgram (its expressions their first ones), while it is alive: engine/twins.ts, blocked.ts and execute.ts derive theirs from it. */
export function programExtended(expressions: Program['expressions']): Program | undefined {
  return extendedFrom.get(expressions)?.deref();
}

// Variable numbers by name, handed on to the extending program: a call numbers only its own lines' variables.
const numbersByVariables = new WeakMap<Program['variables'], Map<string, number>>();

/** The numbers of the program variables (not constants) by name, for extending: a map no other program holds any longer. */
function takeVariableNumbers(variables: Program['variables']): Map<string, number> {
  const known = numbersByVariables.get(variables);
  // taken, not shared: the extension adds its names to it (extending this program again builds a new one)
  numbersByVariables.delete(variables);
  return known ?? new Map(variables.flatMap((v, i) => (v.constant ? [] : [[v.name, i] as const])));
}

/** Checks one predicate and adds its variables and expression to `into` (`byName`: its variables so far). */
function checkPredicate(p: Predicate, into: ProgramTemplate, byName: Map<string, number>, inventory: Inventory, ontology: Ontology): void {
  const { variables, constantTerms, expressions, problems } = into;
  const fail = (place: SourcePlace, message: string, code: ProgramProblemCode, action?: string, unknown?: UnknownName) =>
    problems.push({ place, message, code, ...(action === undefined ? {} : { action }), ...(unknown ? { unknown } : {}) });
  const action = inventory.get(p.name);
  if (!action) {
    const near = didYouMean(p.name, inventory.names());
    fail(p.place, `unknown action ${p.name}${near}`, 'E_UNKNOWN_ACTION', p.name, { slot: 'action', suggested: near !== '' });
    return;
  }
  if (p.args.length !== action.slots.length) {
    // `? ks-1`: a blank after the ? makes two arguments of one variable
    const lone = p.args.find((t) => t.kind === 'var' && t.name === '?');
    const why = lone ? `; the ? at column ${lone.place.column} stands alone: write the variable's name right after it, with no blank (?ks-1)` : '';
    fail(p.place, `${p.name} takes ${action.slots.length} arguments (${action.slots.map((s) => s.name).join(' ')}), got ${p.args.length}${why}`, 'E_ARITY', p.name);
    return;
  }
  // only a variable can repeat: each occurrence of a constant is a fresh object (spec: irl-engine §3.4)
  const seen = new Map<string, number>();
  let ok = true;
  const args = p.args.map((term, i) => {
    const slot = action.slots[i];
    if (term.kind === 'var') {
      const first = seen.get(term.name);
      if (first !== undefined) {
        fail(term.place, `${p.name} repeats the argument ${showTerm(term)} (slots ${action.slots[first].name} and ${slot.name})`, 'E_REPEATED_ARGUMENT', p.name);
        ok = false;
      }
      seen.set(term.name, i);
      let v = byName.get(term.name);
      if (v === undefined) {
        v = variables.length;
        variables.push({ name: term.name, constant: false, place: term.place });
        constantTerms.push(null);
        byName.set(term.name, v);
      }
      return v;
    }
    const cls = constantClass(term, ontology, slot.type, into.variableNames);
    if ('message' in cls) {
      fail(term.place, cls.message, 'E_UNKNOWN_CONCEPT', p.name, cls.unknown);
      ok = false;
      return -1;
    }
    if (slot.type.name !== 'entity' && !cls.ancestors.has(slot.type.name)) {
      fail(term.place, `${showTerm(term)} (a ${cls.name}) cannot fill ${p.name}'s ${slot.name}, which takes a ${slot.type.name}`, 'E_CONSTANT_TYPE', p.name);
      ok = false;
    }
    variables.push({ name: showTerm(term), constant: true, place: term.place });
    constantTerms.push(term);
    return variables.length - 1;
  });
  if (ok) expressions.push({ action, args, predicate: p });
}

/** The class a constant of the network is instantiated as, or why it cannot be. */
function constantClass(term: Term, ontology: Ontology, slotType: KClass, variableNames: () => Set<string>): KClass | ConstantRefusal {
  switch (term.kind) {
    case 'number':
      return ontology.get('quantity');
    case 'list':
      return ontology.get('list-of-kitchen-entities');
    case 'symbol': {
      if (!ontology.has(term.name)) return unknownConstant(term.name, ontology, slotType, variableNames);
      const cls = ontology.get(term.name);
      if (cls.broken) return { message: `cannot use ${term.name}: ${cls.broken}` };
      if (!cls.slots.includes('is-concept')) return { message: `${term.name} cannot be used as a concept (the class has no is-concept slot)` };
      return cls;
    }
    case 'var':
      return { message: 'a variable is not a constant' };
  }
}

/** The variables named anywhere in `predicates` (in lists too), as the program names them. */
function variableNamesOf(predicates: readonly Predicate[]): Set<string> {
  const names = new Set<string>();
  const add = (t: Term): void => {
    if (t.kind === 'var') names.add(t.name);
    else if (t.kind === 'list') t.items.forEach(add);
  };
  for (const p of predicates) p.args.forEach(add);
  return names;
}

/** Why a name is no constant: a unit slot's words get their unit; other names the closest class. */
function unknownConstant(name: string, ontology: Ontology, slotType: KClass, variableNames: () => Set<string>): ConstantRefusal {
  const names = conceptNames(ontology);
  const withWord = didYouMeanOneOf(withWholeWord(name, names));
  if (!withWord && variableNames().has(`?${name}`.toUpperCase())) {
    return { message: `unknown ingredient, tool or concept "${name}": no class of that name (did you mean the variable ?${name}? a variable starts with "?")`, unknown: { slot: 'class', suggested: true } };
  }
  if (slotType.ancestors.has('unit')) {
    const units = conceptNames(ontology).filter((n) => ontology.get(n).ancestors.has(slotType.name));
    const advice = unitWordAdvice(name, ontology) || didYouMean(name, units);
    return { message: `unknown unit "${name}": no unit of that name${advice}`, unknown: { slot: 'unit', suggested: advice !== '' } };
  }
  // a whole word of a class (`dill` in dried-dill-weed) says more than letters in common (milk)
  const near = withWord || didYouMean(name, names);
  return { message: `unknown ingredient, tool or concept "${name}": no class of that name${near}`, unknown: { slot: 'class', suggested: near !== '' } };
}

/** A constant of the network as the reference instantiates it (its class checked already). */
function makeConstant(term: Term, factory: Factory): Entity {
  if (term.kind === 'number') return factory.quantity(term.value as Num);
  if (term.kind === 'list') return factory.make('list-of-kitchen-entities', { items: term.items.map(rawTerm) });
  if (term.kind === 'symbol') return factory.make(term.name, { 'is-concept': true });
  throw new Error('a variable is not a constant');
}

function rawTerm(t: Term): Value {
  if (t.kind === 'number') return t.value;
  if (t.kind === 'list') return t.items.map(rawTerm);
  return t.name;
}

export function showTerm(t: Term): string {
  if (t.kind === 'var') return t.name.toLowerCase();
  if (t.kind === 'symbol') return t.name;
  if (t.kind === 'number') return t.text;
  return `(${t.items.map(showTerm).join(' ')})`;
}

export function showPredicate(p: Predicate): string {
  return `(${p.name} ${p.args.map(showTerm).join(' ')})`;
}

/** The classes a network may name as a constant (asked for only when a name is unknown). */
function conceptNames(ontology: Ontology): string[] {
  return [...ontology.classes.values()].filter((c) => !c.broken && c.slots.includes('is-concept')).map((c) => c.name);
}

