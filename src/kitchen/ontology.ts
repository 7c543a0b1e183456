// The class model: classes with ordered superclasses, CLOS precedence lists, effective slots
// and defaults, loaded from our YAML. Subtype tests are precomputed sets.
import { DefaultRefusal, MAX_DEFAULT_DEPTH, ObjectWeights } from './object-weights.ts';
import { PrecedenceConflict, precedenceList } from './precedence.ts';
import { YAML_LIMITS } from './yaml-source.ts';
import { InputError } from '../errors.ts';
import { quote } from './yaml-values.ts';

/** How a slot gets its value in a fresh instance (see ontology/classes.yaml). */
export type DefaultSpec =
  | null
  | true
  | number
  | string
  | { new: string; with?: Record<string, DefaultSpec> }
  | { amount: string }
  | DefaultSpec[];

/**
 * A class name: lowercase letters, digits and hyphens, not starting with a hyphen (the length is
 * bounded apart, YAML_LIMITS.maxNameLength). AMOUNT_TEXT's unit part (yaml-values.ts) spells the same.
 */
export const CLASS_NAME = /^[a-z0-9][a-z0-9-]*$/;

export interface KClass {
  readonly name: string;
  readonly directSupers: readonly string[];
  /** Those of `directSupers` that are defined, in order (set when the class is linked). */
  supers: KClass[];
  /** Class precedence list, most specific first (the class itself included). */
  cpl: KClass[];
  /** Effective slots in a stable order (id and persistent-id included). */
  slots: string[];
  /** Effective default of each slot, one entry per slot (undefined: no default, i.e. nil). */
  defaults: Map<string, DefaultSpec>;
  /** Names of the class and all its superclasses. */
  ancestors: Set<string>;
  /** Precomputed `ancestors.has('container')`: searches test it constantly. */
  isContainer: boolean;
  /** Precomputed `ancestors.has('kitchen-state')`: every new object is tested for it. */
  isKitchenState: boolean;
  /** Precomputed `ancestors.has('counter-top')`: an ingredient's search tests every container it passes. */
  isCounterTop: boolean;
  /** Position in the ontology; the bit of this class in every `bits` set. */
  index: number;
  /** The class and its superclasses as a bit set over class indexes (see `hasBit`). */
  bits: Uint32Array;
  /** True when a superclass is undefined: instantiating is an error, as in the reference. */
  broken?: string;
  /** How instances are made (entity.ts), worked out on first use; reset when the class is defined again. */
  instances?: unknown;
}

export class Ontology {
  readonly classes = new Map<string, KClass>();
  /** Objects one instance of each class makes through its defaults, as of the last `define`. */
  weights = new ObjectWeights(this, YAML_LIMITS.maxKitchenObjects);
  /** The slots each class declares itself, with their defaults. */
  private ownSlots = new Map<string, Map<string, DefaultSpec>>();
  /** Direct subclasses by the name of their superclass, defined yet or not: the classes a definition changes. */
  private subclasses = new Map<string, Set<string>>();
  /** Words of every `bits` set. */
  private words = 0;

  get(name: string): KClass {
    const c = this.classes.get(name);
    if (!c) throw new InputError(`unknown class ${name}`);
    return c;
  }

  has(name: string): boolean {
    return this.classes.has(name);
  }

  /** The default a class declares itself for a slot (undefined: it declares none). */
  ownDefault(cls: string, slot: string): DefaultSpec | undefined {
    return this.ownSlots.get(cls)?.get(slot);
  }

  /**
   * Adds or replaces class definitions, then works out the precedence lists and slots of the
   * classes they change (those defined and their subclasses: the others stay as they were) and
   * checks what the defaults make (checkDefaults). `where(name)` places a class in messages (file:line).
   */
  define(defs: Record<string, ClassDef | null>, origin: string, where: (name: string) => string = () => origin) {
    for (const [name, def] of Object.entries(defs)) {
      if (!CLASS_NAME.test(name) || name.length > YAML_LIMITS.maxNameLength)
        throw new InputError(`${where(name)}: bad class name ${quote(name)} (lowercase letters, digits and hyphens, at most ${YAML_LIMITS.maxNameLength}, e.g. my-bowl)`);
      const old = this.classes.get(name);
      // every class holds a bit set over all classes: their number bounds memory quadratically
      if (!old && this.classes.size >= YAML_LIMITS.maxClasses)
        throw new InputError(`${where(name)}: class ${quote(name)} is one more than the ${YAML_LIMITS.maxClasses} classes an ontology may hold; that is the limit`);
      const own = (old && this.ownSlots.get(name)) || new Map<string, DefaultSpec>();
      for (const [slot, spec] of Object.entries(def?.slots ?? {})) own.set(slot, spec as DefaultSpec);
      this.ownSlots.set(name, own);
      const supers = def?.['is-a'] ?? (old?.directSupers as string[]) ?? [];
      for (const s of old?.directSupers ?? []) this.subclasses.get(s)?.delete(name);
      for (const s of supers) this.subclasses.set(s, (this.subclasses.get(s) ?? new Set()).add(name));
      this.classes.set(name, {
        name,
        directSupers: supers,
        supers: [],
        cpl: [],
        slots: [],
        defaults: new Map(),
        ancestors: new Set(),
        isContainer: false,
        isKitchenState: false,
        isCounterTop: false,
        index: old ? old.index : this.classes.size,
        bits: new Uint32Array(0),
      });
    }
    const placeOf = (name: string) => (Object.hasOwn(defs, name) ? where(name) : origin);
    this.link(this.changedBy(Object.keys(defs)), placeOf);
    this.checkDefaults(placeOf);
  }

  /** The classes `names` and all their subclasses, defined yet or not. */
  private changedBy(names: string[]): Set<string> {
    const changed = new Set(names);
    for (const name of changed) for (const sub of this.subclasses.get(name) ?? []) changed.add(sub);
    return changed;
  }

  /**
   * Refuses defaults that would make objects without end or beyond the kitchen-object cap from
   * one instance: a class whose defaults make an instance of itself, directly or not, nest deeper
   * than MAX_DEFAULT_DEPTH classes, or make more than the cap of objects in all.
   */
  private checkDefaults(where: (name: string) => string) {
    const cap = YAML_LIMITS.maxKitchenObjects;
    const weights = new ObjectWeights(this, cap);
    for (const name of this.classes.keys()) {
      try {
        if (weights.ofClass(name) > cap)
          throw new InputError(`${where(name)}: class ${quote(name)}: one instance makes more than ${cap} objects through the defaults of its slots ({new: …} and {amount: …}, and theirs in turn); that is the limit`);
      } catch (e) {
        if (!(e instanceof DefaultRefusal)) throw e;
        const chain = showChain(e.path);
        const first = e.path[0];
        if (e.kind === 'cycle')
          throw new InputError(`${where(first)}: class ${quote(first)}: its defaults make an instance of itself, without end (${chain}); a default may not make its own class, directly or through others`);
        throw new InputError(`${where(name)}: class ${quote(name)}: its defaults nest more than ${MAX_DEFAULT_DEPTH} classes deep (${chain})`);
      }
    }
    this.weights = weights;
  }

  private definedSupers(k: KClass): KClass[] {
    return k.directSupers.filter((s) => this.classes.has(s)).map((s) => this.classes.get(s)!);
  }

  /** Works out the classes `changed` again, superclasses first; the others keep what they have. */
  private link(changed: Set<string>, where: (name: string) => string) {
    const tails = new Map<string, KClass[]>();
    const words = (this.classes.size + 31) >>> 5;
    if (words > this.words) for (const c of this.classes.values()) if (!changed.has(c.name)) c.bits = grown(c.bits, words);
    this.words = words;
    const visiting = new Set<string>();
    const visit = (c: KClass) => {
      if (!changed.has(c.name)) return;
      if (visiting.has(c.name)) throw new InputError(`${where(c.name)}: class ${c.name} is its own superclass (${superChain(visiting, c.name)})`);
      // bounds the recursion here and the precedence lists below (quadratic in their length)
      if (visiting.size >= YAML_LIMITS.maxAncestors)
        throw new InputError(`${where(c.name)}: class ${c.name}: superclasses nest more than ${YAML_LIMITS.maxAncestors} classes deep; that is the limit`);
      visiting.add(c.name);
      const supers = this.definedSupers(c);
      for (const s of supers) visit(s);
      this.linkOne(c, supers, tails, where);
      visiting.delete(c.name);
      changed.delete(c.name);
    };
    for (const name of [...changed]) {
      const c = this.classes.get(name);
      if (c) visit(c);
    }
  }

  /** The precedence list, bits, effective slots and defaults of one class whose superclasses are linked. */
  private linkOne(c: KClass, supers: KClass[], tails: Map<string, KClass[]>, where: (name: string) => string) {
    c.supers = supers;
    const missing = c.directSupers.find((s) => !this.classes.has(s));
    c.broken = missing === undefined ? supers.find((s) => s.broken)?.broken : `class ${c.name} has the undefined superclass ${missing}`;
    const ancestors = new Set([c.name]);
    for (const s of supers) for (const k of s.cpl) ancestors.add(k.name);
    if (ancestors.size > YAML_LIMITS.maxAncestors)
      throw new InputError(`${where(c.name)}: class ${c.name} has more than ${YAML_LIMITS.maxAncestors} classes among itself and its superclasses; that is the limit`);
    c.cpl = this.precedence(c, supers, tails, where);
    c.ancestors = new Set(c.cpl.map((k) => k.name));
    c.isContainer = c.ancestors.has('container');
    c.isKitchenState = c.ancestors.has('kitchen-state');
    c.isCounterTop = c.ancestors.has('counter-top');
    c.bits = new Uint32Array(this.words);
    for (const k of c.cpl) c.bits[k.index >>> 5] |= 1 << (k.index & 31);
    // effective slots: least specific first, so inherited slots keep their place; the most specific default wins
    c.defaults = new Map();
    for (let i = c.cpl.length - 1; i >= 0; i--) for (const [slot, spec] of this.ownSlots.get(c.cpl[i].name) ?? []) c.defaults.set(slot, spec);
    if (c.defaults.size > YAML_LIMITS.maxSlots)
      throw new InputError(`${where(c.name)}: class ${quote(c.name)} has more than ${YAML_LIMITS.maxSlots} slots, its own and those it inherits; that is the limit`);
    c.slots = [...c.defaults.keys()];
    c.instances = undefined;
  }

  /**
   * CLOS precedence. After the class itself, the list depends on its superclasses alone (their
   * order included), so classes with the same `is-a` share that part, worked out once per `tails`;
   * with one superclass, it is that superclass's list (the sort gives the same).
   */
  private precedence(c: KClass, supers: KClass[], tails: Map<string, KClass[]>, where: (name: string) => string): KClass[] {
    if (supers.length === 1) return [c, ...supers[0].cpl];
    const key = supers.map((s) => s.index).join(' ');
    const tail = tails.get(key);
    if (tail) return [c, ...tail];
    try {
      const cpl = precedenceList(c);
      tails.set(key, cpl.slice(1));
      return cpl;
    } catch (e) {
      if (!(e instanceof PrecedenceConflict)) throw e;
      throw new InputError(`${where(c.name)}: class ${quote(c.name)}: its superclasses cannot be put in one order (CLOS class precedence): ${e.cycle.join(', ')}`);
    }
  }
}

/** Definition of a class in YAML. */
export interface ClassDef {
  'is-a'?: string[] | null;
  slots?: Record<string, DefaultSpec> | null;
}

/** A bit set widened to `words` words (classes were added). */
function grown(bits: Uint32Array, words: number): Uint32Array {
  if (bits.length >= words) return bits;
  const wider = new Uint32Array(words);
  wider.set(bits);
  return wider;
}

/** `a is-a b is-a a`: the classes being linked from `name` on, back to it (a long chain keeps its ends). */
function superChain(visiting: Set<string>, name: string): string {
  const names = [...visiting];
  const chain = [...names.slice(names.indexOf(name)), name];
  return (chain.length > 8 ? [...chain.slice(0, 4), '…', ...chain.slice(-3)] : chain).join(' is-a ');
}

/** `a.slot → b.other → a` from class, slot, class, … (a long chain keeps its ends). */
function showChain(path: string[]): string {
  const steps: string[] = [];
  for (let i = 0; i + 1 < path.length; i += 2) steps.push(`${path[i]}.${path[i + 1]}`);
  steps.push(path[path.length - 1]);
  return (steps.length > 8 ? [...steps.slice(0, 4), '…', ...steps.slice(-3)] : steps).join(' → ');
}

/** True when the class with index `index` is in the bit set (searches test classes this way). */
export function hasBit(bits: Uint32Array, index: number): boolean {
  return (bits[index >>> 5] & (1 << (index & 31))) !== 0;
}
