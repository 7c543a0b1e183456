// How many objects making one instance of a class makes, itself included: slot defaults such as
// `{new: C}` and `{amount: "1 g"}` make further objects, which make others in turn. A class whose
// defaults make an instance of itself (directly or not) would make objects without end, and a
// few `{new: …}` defaults per class, nested, make exponentially many: both are refused when the
// classes are defined (ontology.ts), and kitchens are counted with these weights (world.ts).
//
//   weights.ofClass('medium-bowl')  → 2 (the bowl and its `arrangement`)
import type { DefaultSpec, Ontology } from './ontology.ts';
import { amountUnit, isMapping } from './yaml-values.ts';

/** Defaults nest at most this many classes deep (the YAML nesting bound): it bounds the recursion here and when objects are made. */
export const MAX_DEFAULT_DEPTH = 64;

/**
 * The defaults of a class make an instance of the class again (`cycle`), or nest deeper than
 * MAX_DEFAULT_DEPTH classes (`deep`): `path` is class, slot, class, slot…
 */
export class DefaultRefusal extends Error {
  constructor(
    readonly kind: 'cycle' | 'deep',
    readonly path: string[],
  ) {
    super(`default ${kind} ${path.join(' ')}`);
    this.name = 'DefaultRefusal';
  }
}

/**
 * Object counts over one ontology (upper bounds: a slot given a value in a kitchen still counts
 * its default). Counts saturate just above `cap`, so they stay small numbers whatever the input.
 */
export class ObjectWeights {
  private memo = new Map<string, number>();
  /** The classes being weighed, outermost first, with the slots between them: class, slot, class, … */
  private path: string[] = [];
  /** Where each class being weighed stands in `path` (slot names are not classes: a slot named like a class is no cycle). */
  private open = new Map<string, number>();

  constructor(
    private readonly ontology: Ontology,
    private readonly cap: number,
  ) {}

  /** Objects one fresh instance of `name` makes; throws DefaultRefusal. An unknown class counts 1 (making it fails anyway). */
  ofClass(name: string): number {
    const known = this.memo.get(name);
    if (known !== undefined) return known;
    const cls = this.ontology.classes.get(name);
    if (!cls) return 1;
    const at = this.open.get(name);
    if (at !== undefined) throw new DefaultRefusal('cycle', [...this.path.slice(at), name]);
    if (this.path.length >= 2 * MAX_DEFAULT_DEPTH) throw new DefaultRefusal('deep', [...this.path, name]);
    this.open.set(name, this.path.length);
    this.path.push(name);
    let n = 1;
    for (const [slot, spec] of cls.defaults) {
      this.path.push(slot);
      n = this.add(n, this.ofDefault(spec));
      this.path.pop();
    }
    this.path.pop();
    this.open.delete(name);
    this.memo.set(name, n);
    return n;
  }

  /**
   * Objects one instance made with these written `fields` makes (world.ts buildEntities): a slot
   * written there replaces its default; `count`, `contents` and `items` are counted by the caller.
   */
  ofInstance(name: string, fields: Record<string, unknown>): number {
    const cls = this.ontology.classes.get(name);
    if (!cls) return 1;
    let n = 1;
    for (const [slot, spec] of cls.defaults) if (!Object.hasOwn(fields, slot)) n = this.add(n, this.ofDefault(spec));
    for (const [slot, raw] of Object.entries(fields)) if (slot !== 'count' && slot !== 'contents' && slot !== 'items') n = this.add(n, this.ofSlotValue(raw));
    return n;
  }

  /** Objects a slot default makes (`{new: C, with: …}`, `{amount: "Q U"}`, lists of these). */
  ofDefault(spec: DefaultSpec | unknown): number {
    if (Array.isArray(spec)) return spec.reduce((n: number, s) => this.add(n, this.ofDefault(s)), 0);
    if (!isMapping(spec)) return 0;
    if (typeof spec.amount === 'string') return this.ofAmountText(spec.amount);
    if (typeof spec.new !== 'string') return 0;
    let n = this.ofClass(spec.new);
    if (isMapping(spec.with)) for (const v of Object.values(spec.with)) n = this.add(n, this.ofDefault(v));
    return n;
  }

  /** An amount `"Q UNIT"`: the amount, its quantity and an instance of the unit class. */
  ofAmountText(text: string): number {
    const unit = amountUnit(text);
    return unit === undefined ? 0 : this.add(this.add(1, this.ofClass('quantity')), this.ofClass(unit));
  }

  /** Objects a slot value written in a kitchen makes (world.ts slotValue: amounts, defaults, lists). */
  ofSlotValue(raw: unknown): number {
    if (typeof raw === 'string') return this.ofAmountText(raw);
    if (Array.isArray(raw)) return raw.reduce((n: number, x) => this.add(n, this.ofSlotValue(x)), 0);
    return isMapping(raw) ? this.ofDefault(raw) : 0;
  }

  private add(a: number, b: number): number {
    return Math.min(a + b, this.cap + 1);
  }
}
