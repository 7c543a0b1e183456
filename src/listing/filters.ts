// What a listing may be narrowed to: one action, lines that take a given bound variable, lines
// whose first output is of a class. Each is checked against the session (an unknown action,
// variable or class is an InputError naming the parameter) and turned into what the walk needs:
// the actions to walk, a wanted argument, a test of a dry run's output.
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import type { KClass, Ontology } from '../kitchen/ontology.ts';
import type { ActionDef } from '../rules/action.ts';
import type { AdmissibleContext, AdmissibleEntry, Arg } from './entry.ts';

export interface ListingFilter {
  /** Only this action (its name in any case, as lines are read). */
  action?: string;
  /** Only lines that take this bound variable (`?butter`) as an input. */
  uses?: string;
  /** Only lines whose first output is of this class or one below it. */
  produces?: string;
}

export interface ResolvedFilter {
  /** The actions to list, by name (get-kitchen never: a network has one). */
  actions: ActionDef[];
  /** An argument every listed line takes, if any. */
  wanted: ((c: Arg) => boolean) | null;
  /** Does an entry made for these actions pass the filter? */
  keeps(entry: AdmissibleEntry): boolean;
  /** Is a dry run's first output of the class asked for? (a walk with `wanted` needs no more) */
  outputFits(output: string | null): boolean;
  /** A fingerprint of the filter (cursors are made for one). */
  key: string;
}

/** Code-unit order of two texts (locale-independent, as the listing's order must be). */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Does a listing hold lines of this action? Never get-kitchen: a network has one, and a session supplies it. */
export const isListedAction = (name: string) => name !== 'get-kitchen';

export function resolveFilter(ctx: AdmissibleContext, filter: ListingFilter = {}): ResolvedFilter {
  const { sim } = ctx;
  // case-insensitive, as a line's action word is read (BEAT is beat)
  const action = filter.action?.toLowerCase();
  if (action !== undefined && !sim.inventory.get(action)) throw new InputError(`action: unknown action ${filter.action}${didYouMean(action, sim.inventory.names())}`);
  if (action !== undefined && !isListedAction(action))
    throw new InputError(`action: ${action} is never listed (a network has one ${action} line, which the session supplies until the network holds its own)`);
  const ontology = sim.world.ontology;
  let produces: KClass | null = null;
  if (filter.produces !== undefined) {
    produces = ontology.classes.get(filter.produces) ?? null;
    // an empty name is like none: no suggestion (the closest to "" are merely the shortest names)
    const near = filter.produces ? didYouMean(filter.produces, [...ontology.classes.keys()]) : '';
    if (!produces) throw new InputError(`produces: unknown class ${JSON.stringify(filter.produces)}${near} (a class of the ontology, e.g. medium-bowl, container)`);
  }
  const uses = filter.uses === undefined ? null : filter.uses.toLowerCase();
  if (uses !== null && !(uses in lowerCased(ctx))) throw new InputError(`uses: ${JSON.stringify(filter.uses)} is not a variable the network binds${boundLike(uses, ctx)}`);
  const names = (action ? [action] : sim.inventory.names()).filter(isListedAction).sort(byText);
  // an action whose first output can never be of the class lists nothing
  const actions = names.flatMap((n) => sim.inventory.get(n) ?? []).filter((a) => !produces || mayBeBoth(ontology, a.slots[0].type, produces!));
  const classes = new Map<string, boolean>();
  const outputFits = (output: string | null) => {
    if (!produces) return true;
    if (output === null) return false;
    let fits = classes.get(output);
    if (fits === undefined) classes.set(output, (fits = ontology.classes.get(output)?.ancestors.has(produces.name) ?? false));
    return fits;
  };
  const listed = new Set(actions.map((a) => a.name));
  return {
    actions,
    wanted: uses === null ? null : (c) => c.kind === 'var' && c.v.name === uses,
    outputFits,
    keeps: (e) => listed.has(e.action) && outputFits(e.output) && (uses === null || takes(e.line, uses)),
    key: JSON.stringify([action ?? null, uses, produces?.name ?? null]),
  };
}

/** The session's bound variables by lower-case name. */
/** ` (did you mean ?butter?)` for a misspelt bound variable, or one written without its `?`. */
function boundLike(uses: string, ctx: AdmissibleContext): string {
  const bound = Object.keys(lowerCased(ctx));
  const name = uses.startsWith('?') ? uses : `?${uses}`;
  return name !== uses && bound.includes(name) ? ` (did you mean ${name}? a variable's name starts with ?)` : didYouMean(name, bound);
}

function lowerCased(ctx: AdmissibleContext): Record<string, true> {
  const out: Record<string, true> = {};
  for (const name of Object.keys(ctx.state.bindings)) out[name.toLowerCase()] = true;
  return out;
}

/** Does a line take the bound variable? Its outputs are fresh names, never a bound one. */
function takes(line: string, variable: string): boolean {
  for (const word of line.slice(1, -1).split(' ')) if (word === variable) return true;
  return false;
}

/** Per ontology and pair of classes: is some class below both? */
const bothByOntology = new WeakMap<Ontology, Map<string, boolean>>();

/** Could a value of a slot of this type be of class `cls` (or below it)? Some class must be below both. */
function mayBeBoth(ontology: Ontology, type: KClass, cls: KClass): boolean {
  let known = bothByOntology.get(ontology);
  if (!known) bothByOntology.set(ontology, (known = new Map()));
  const key = `${type.name} ${cls.name}`;
  let both = known.get(key);
  if (both === undefined) {
    both = false;
    for (const c of ontology.classes.values()) if (c.ancestors.has(type.name) && c.ancestors.has(cls.name)) both = true;
    known.set(key, both);
  }
  return both;
}
