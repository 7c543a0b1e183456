// The class model: classes with ordered superclasses, CLOS precedence lists, effective slots
// and defaults, loaded from our YAML. Subtype tests are precomputed sets.
import { DefaultRefusal, MAX_DEFAULT_DEPTH, ObjectWeights } from './object-weights.ts';
import { checkOntologyDoc } from './ontology-shapes.ts';
import { placeOf, readYamlFile, YAML_LIMITS } from './yaml-source.ts';
import { InputError } from '../errors.ts';

/** How a slot gets its value in a fresh instance (see ontology/classes.yaml). */
export type DefaultSpec =
  | null
  | true
  | number
  | string
  | { new: string; with?: Record<string, DefaultSpec> }
  | { amount: string }
  | DefaultSpec[];

export interface KClass {
  readonly name: string;
  readonly directSupers: readonly string[];
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

  get(name: string): KClass {
    const c = this.classes.get(name);
    if (!c) throw new InputError(`unknown class ${name}`);
    return c;
  }

  has(name: string): boolean {
    return this.classes.has(name);
  }

  /**
   * Adds or replaces class definitions, then recomputes every precedence list and checks what the
   * defaults make (checkDefaults). `where(name)` places a class in messages (file:line).
   */
  define(defs: Record<string, { 'is-a'?: string[]; slots?: Record<string, DefaultSpec> | null }>, origin: string, where: (name: string) => string = () => origin) {
    for (const [name, def] of Object.entries(defs)) {
      if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new InputError(`${origin}: bad class name "${name}"`);
      // every class holds a bit set over all classes: their number bounds memory quadratically
      if (!this.classes.has(name) && this.classes.size >= YAML_LIMITS.maxClasses)
        throw new InputError(`${where(name)}: class "${name}" is one more than the ${YAML_LIMITS.maxClasses} classes an ontology may hold; that is the limit`);
      const own = this.ownSlots.get(name) ?? new Map();
      if (!this.classes.has(name)) own.clear();
      for (const [slot, spec] of Object.entries(def?.slots ?? {})) own.set(slot, spec as DefaultSpec);
      this.ownSlots.set(name, own);
      const supers = def?.['is-a'] ?? (this.classes.get(name)?.directSupers as string[]) ?? [];
      this.classes.set(name, {
        name,
        directSupers: supers,
        cpl: [],
        slots: [],
        defaults: new Map(),
        ancestors: new Set(),
        isContainer: false,
        isKitchenState: false,
        index: -1,
        bits: new Uint32Array(0),
      });
    }
    this.link((name) => (Object.hasOwn(defs, name) ? where(name) : origin));
    this.checkDefaults((name) => (Object.hasOwn(defs, name) ? where(name) : origin));
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
          throw new InputError(`${where(name)}: class "${name}": one instance makes more than ${cap} objects through the defaults of its slots ({new: …} and {amount: …}, and theirs in turn); that is the limit`);
      } catch (e) {
        if (!(e instanceof DefaultRefusal)) throw e;
        const chain = showChain(e.path);
        const first = e.path[0];
        if (e.kind === 'cycle')
          throw new InputError(`${where(first)}: class "${first}": its defaults make an instance of itself, without end (${chain}); a default may not make its own class, directly or through others`);
        throw new InputError(`${where(name)}: class "${name}": its defaults nest more than ${MAX_DEFAULT_DEPTH} classes deep (${chain})`);
      }
    }
    this.weights = weights;
  }

  private ownSlots = new Map<string, Map<string, DefaultSpec>>();

  private directOf(k: KClass): KClass[] {
    return k.directSupers.filter((s) => this.classes.has(s)).map((s) => this.classes.get(s)!);
  }

  private link(where: (name: string) => string) {
    const bitWords = (this.classes.size + 31) >>> 5;
    let index = 0;
    for (const c of this.classes.values()) c.index = index++;
    const done = new Set<string>();
    const visiting = new Set<string>();
    const visit = (c: KClass) => {
      if (done.has(c.name)) return;
      if (visiting.has(c.name)) throw new InputError(`${where(c.name)}: class ${c.name} is its own superclass`);
      // bounds the recursion here and the precedence lists below (quadratic in their length)
      if (visiting.size >= YAML_LIMITS.maxAncestors)
        throw new InputError(`${where(c.name)}: class ${c.name}: superclasses nest more than ${YAML_LIMITS.maxAncestors} classes deep; that is the limit`);
      visiting.add(c.name);
      const missing = c.directSupers.find((s) => !this.classes.has(s));
      if (missing) {
        c.broken = `class ${c.name} has the undefined superclass ${missing}`;
      }
      const supers = this.directOf(c);
      for (const s of supers) visit(s);
      const ancestors = new Set([c.name]);
      for (const s of supers) for (const k of s.cpl) ancestors.add(k.name);
      if (ancestors.size > YAML_LIMITS.maxAncestors)
        throw new InputError(`${where(c.name)}: class ${c.name} has more than ${YAML_LIMITS.maxAncestors} classes among itself and its superclasses; that is the limit`);
      c.cpl = precedenceList(c, (k) => this.directOf(k));
      c.ancestors = new Set(c.cpl.map((k) => k.name));
      c.isContainer = c.ancestors.has('container');
      c.isKitchenState = c.ancestors.has('kitchen-state');
      c.bits = new Uint32Array(bitWords);
      for (const k of c.cpl) c.bits[k.index >>> 5] |= 1 << (k.index & 31);
      if (supers.some((s) => s.broken)) c.broken ??= supers.find((s) => s.broken)!.broken;
      // effective slots: least specific first, so inherited slots keep their place
      const order: string[] = [];
      for (const k of [...c.cpl].reverse())
        for (const slot of this.ownSlots.get(k.name)?.keys() ?? []) if (!order.includes(slot)) order.push(slot);
      c.slots = order;
      c.instances = undefined;
      c.defaults = new Map();
      for (const slot of order) {
        const from = c.cpl.find((k) => this.ownSlots.get(k.name)?.has(slot));
        c.defaults.set(slot, this.ownSlots.get(from!.name)!.get(slot)!);
      }
      visiting.delete(c.name);
      done.add(c.name);
    };
    for (const c of this.classes.values()) visit(c);
  }

  static fromFiles(paths: string[]): Ontology {
    const o = new Ontology();
    for (const p of paths) o.loadFile(p);
    return o;
  }

  loadFile(path: string) {
    const source = readYamlFile(path);
    checkOntologyDoc(source);
    const doc = source.value;
    const classes = (doc as { classes?: unknown })?.classes;
    if (!classes || typeof classes !== 'object') throw new InputError(`${path}: expected a top-level "classes:" mapping`);
    const place = (name: string) => placeOf(source, (classes as Record<string, unknown>)[name] ?? classes);
    this.define(classes as Record<string, { 'is-a'?: string[] }>, path, place);
  }
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

/** CLOS class precedence list: local precedence orders, ties broken by the rightmost direct subclass. */
function precedenceList(c: KClass, directOf: (k: KClass) => KClass[]): KClass[] {
  const all: KClass[] = [];
  const seen = new Set<string>();
  const collect = (k: KClass) => {
    if (seen.has(k.name)) return;
    seen.add(k.name);
    all.push(k);
    for (const s of directOf(k)) collect(s);
  };
  collect(c);
  // each class comes before its direct superclasses, which keep their local order
  const mustFollow = new Map<string, string[]>();
  for (const k of all) {
    let prev = k;
    for (const s of directOf(k)) {
      mustFollow.set(s.name, [...(mustFollow.get(s.name) ?? []), prev.name]);
      prev = s;
    }
  }
  const result: KClass[] = [];
  const remaining = new Set(all.map((k) => k.name));
  while (remaining.size) {
    const candidates = all.filter(
      (k) => remaining.has(k.name) && (mustFollow.get(k.name) ?? []).every((p) => !remaining.has(p)),
    );
    if (!candidates.length) throw new InputError(`inconsistent class precedence for ${c.name}`);
    let pick = candidates[0];
    search: for (let i = result.length - 1; i >= 0 && candidates.length > 1; i--) {
      const ds = directOf(result[i]);
      for (const cand of candidates)
        if (ds.includes(cand)) {
          pick = cand;
          break search;
        }
    }
    result.push(pick);
    remaining.delete(pick.name);
  }
  return result;
}
