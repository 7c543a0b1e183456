// What the ontology files name, checked once every file is loaded (a later file may define a
// class an earlier one names): superclasses, the classes of kitchen entries and of `{new: C}`
// defaults, the slots kitchen entries and `with:` set, the units of amounts, and the class of
// what a slot of a known kind holds (slot-kinds.ts). Each refusal names the file:line of the
// entry, so a bad kitchen is never blamed on the recipe that happens to run first.
//
//   checkLoaded(world.ontology, [{ source, project: false }])  // throws InputError, or nothing
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import type { Ontology } from './ontology.ts';
import type { Units } from './units.ts';
import { needsSomething, slotKind, unitKinds } from './slot-kinds.ts';
import { unitKindProblem } from './unit-kinds.ts';
import { amountUnit, isMapping, type Mapping, quote } from './yaml-values.ts';
import { placeOfEntry, type YamlDoc } from './yaml-source.ts';

/** A loaded file; `project`: one of ours, whose classes may keep the reference's undefined superclass. */
export interface LoadedDoc {
  source: YamlDoc;
  project: boolean;
}

const q = quote;

/** Most problems one refusal lists: a file of a hundred thousand bad entries is not a page of text per entry. */
export const MAX_LISTED_PROBLEMS = 100;

/**
 * Refuses every entry of the files that names what the loaded ontology lacks, all at once (one
 * line each, in file order, the first MAX_LISTED_PROBLEMS of them and a count of the rest): an
 * entry's first problem is reported, what it holds is not checked further.
 */
export function checkLoaded(ontology: Ontology, docs: readonly LoadedDoc[], units?: Units): void {
  const problems: string[] = [];
  for (const doc of docs) new DocCheck(ontology, doc, problems, units).run();
  if (!problems.length) return;
  const more = problems.length - MAX_LISTED_PROBLEMS;
  const listed = more > 0 ? [...problems.slice(0, MAX_LISTED_PROBLEMS), `… and ${more} more problem${more === 1 ? '' : 's'} (the first ${MAX_LISTED_PROBLEMS} are listed)`] : problems;
  throw new InputError(listed.join('\n'));
}

class DocCheck {
  private readonly doc: YamlDoc;

  constructor(
    private readonly ontology: Ontology,
    private readonly loaded: LoadedDoc,
    private readonly problems: string[],
    /** The unit facts of every file loaded: what `before-lookup` re-expresses decides which entries are read. */
    private readonly units?: Units,
  ) {
    this.doc = loaded.source;
  }

  run() {
    const root = this.doc.value;
    if (!isMapping(root)) return;
    if (isMapping(root.classes)) for (const [name, def] of Object.entries(root.classes)) if (isMapping(def)) this.entry(() => this.checkClass(name, def));
    if (isMapping(root['grams-per-unit'])) this.checkConversions(root['grams-per-unit']);
    if (isMapping(root['before-lookup'])) this.checkBeforeLookup(root['before-lookup']);
    if (root.places !== undefined || root.add !== undefined) this.checkKitchen(root);
    if (Array.isArray(root.kitchens)) for (const k of root.kitchens) if (isMapping(k)) this.checkKitchen(k);
  }

  /** One entry's check: its refusal is kept and the next entry is checked. */
  private entry(check: () => void) {
    try {
      check();
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      this.problems.push(e.message);
    }
  }

  /**
   * A conversion is looked up by the exact class and unit an amount has: one keyed by a class or
   * unit no file defines is never found, and the run stops later at a recipe's line instead.
   */
  private checkConversions(table: Mapping) {
    for (const [cls, row] of Object.entries(table))
      this.entry(() => {
        if (!this.ontology.has(cls)) throw new InputError(`${this.place(table, cls)}: grams-per-unit: unknown class ${q(cls)} (no ontology file defines it)${this.nearClass(cls)}`);
        if (isMapping(row))
          for (const unit of Object.keys(row))
            this.entry(() => {
              this.checkUnitName(unit, row, unit, `grams-per-unit ${cls}.${unit}`);
              this.checkReadEntry(unit, row, `grams-per-unit ${cls}.${unit}`);
            });
      });
  }

  private checkBeforeLookup(table: Mapping) {
    for (const [unit, r] of Object.entries(table)) {
      this.entry(() => this.checkUnitName(unit, table, unit, `before-lookup ${unit}`));
      if (isMapping(r) && typeof r.unit === 'string') this.entry(() => this.checkUnitName(r.unit as string, r, 'unit', `before-lookup ${unit}.unit`));
      if (isMapping(r) && typeof r.unit === 'string' && !this.loaded.project) this.entry(() => this.checkRule(unit, r, table));
    }
  }

  /**
   * A rule of one's own, applied as written: not to g (never converted), into a unit left as it
   * is (a lookup takes one step), for a unit no row gives (its entries would go unread).
   */
  private checkRule(unit: string, r: Mapping, table: Mapping) {
    if (unit === 'g') throw new InputError(`${this.place(table, unit)}: before-lookup g: amounts in g are never converted, so this rule is never applied; leave it out`);
    const to = r.unit as string;
    const next = this.units?.beforeLookup.get(to);
    if (next) {
      const fix = next.unit === unit ? `the two rules undo each other: keep one` : `re-express ${q(unit)} in ${q(next.unit)} directly`;
      throw new InputError(`${this.place(r, 'unit')}: before-lookup ${unit}.unit: ${q(to)} is re-expressed in turn (before-lookup ${to}: ${next.unit}), which a lookup does not follow; ${fix}`);
    }
    const rows = [...(this.units?.gramsPerUnit ?? [])].filter(([, row]) => row.has(unit)).map(([cls]) => cls);
    if (rows.length)
      throw new InputError(`${this.place(table, unit)}: before-lookup ${unit}: grams-per-unit gives ${q(unit)} for ${rows.slice(0, 3).join(', ')}${rows.length > 3 ? ` and ${rows.length - 3} more` : ''}, entries a lookup would no longer read (it re-expresses the unit first)`);
  }

  /**
   * An entry of one's own that a conversion never reads: grams are never converted, and a unit
   * `before-lookup` re-expresses is looked up as the unit it becomes (amounts.ts gramsFor).
   */
  private checkReadEntry(unit: string, parent: unknown, where: string) {
    if (unit === 'g') throw new InputError(`${this.place(parent, unit)}: ${where}: amounts in g are never converted, so this entry is never read; leave it out`);
    const pre = this.units?.beforeLookup.get(unit);
    if (pre && !this.loaded.project)
      throw new InputError(`${this.place(parent, unit)}: ${where}: ${q(unit)} is looked up as ${q(pre.unit)} (before-lookup ${unit}), so this entry is never read; give one for ${q(pre.unit)}`);
  }

  private checkUnitName(unit: string, parent: unknown, key: string, where: string) {
    const cls = this.ontology.classes.get(unit);
    if (!cls?.ancestors.has('unit'))
      throw new InputError(`${this.place(parent, key)}: ${where}: ${cls ? `${q(unit)} is not a unit` : `unknown unit ${q(unit)}`} (units are classes under "unit", e.g. g, l, piece)${this.nearUnit(unit)}`);
  }

  /**
   * The closest class names to a misspelt one, as " (did you mean …?)", for the problems listed
   * only: a file of a hundred thousand bad entries is not compared with every class for each.
   */
  private nearClass(name: string): string {
    return this.listed() ? didYouMean(name, [...this.ontology.classes.keys()]) : '';
  }

  private nearSlot(name: string, slots: string[]): string {
    return this.listed() ? didYouMean(name, slots) : '';
  }

  /** Whether the problem being worked out will be listed (MAX_LISTED_PROBLEMS). */
  private listed(): boolean {
    return this.problems.length < MAX_LISTED_PROBLEMS;
  }

  /** The closest unit names to a misspelt unit (classes under "unit", not the kinds of unit). */
  private nearUnit(name: string): string {
    if (!this.listed()) return '';
    return didYouMean(name, [...this.ontology.classes.values()].filter((c) => c.ancestors.has('unit') && c.name !== 'unit' && !c.name.endsWith('-unit')).map((c) => c.name));
  }

  private place(parent: unknown, key: string | number): string {
    return placeOfEntry(this.doc, parent, key);
  }

  /** Superclasses and defaults as this file gives them, where a later file did not replace them. */
  private checkClass(name: string, def: Mapping) {
    const cls = this.ontology.classes.get(name);
    const isa = def['is-a'];
    if (!this.loaded.project && cls && Array.isArray(isa) && cls.directSupers === isa)
      isa.forEach((s, i) => {
        if (!this.ontology.has(s)) throw new InputError(`${this.place(isa, i)}: class ${q(name)}: unknown superclass ${q(s)} (no ontology file defines it)${this.nearClass(s)}`);
      });
    if (!isMapping(def.slots)) return;
    for (const [slot, spec] of Object.entries(def.slots)) {
      if (this.ontology.ownDefault(name, slot) !== spec || !cls) continue;
      this.checkSomething(cls.ancestors, slot, spec, def.slots, `class ${q(name)} slot ${q(slot)}`);
      this.checkValue(spec, slot, def.slots, slot, `class ${q(name)} slot ${q(slot)}`, false);
    }
  }

  /**
   * A default, or a kitchen entry's slot value: `{new: C, with: …}`, `{amount: "Q U"}`, a list of
   * these; in a kitchen entry also "Q U" text, an amount (in a default, text is a string).
   */
  private checkValue(spec: unknown, slot: string | undefined, parent: unknown, key: string | number, where: string, inKitchen: boolean) {
    if (typeof spec === 'string') return inKitchen ? this.checkUnit(spec, slot, parent, key, where) : undefined;
    if (Array.isArray(spec)) return spec.forEach((s, i) => this.checkValue(s, undefined, spec, i, where, inKitchen));
    if (!isMapping(spec)) return;
    if (typeof spec.amount === 'string') return this.checkUnit(spec.amount, slot, spec, 'amount', where);
    if (typeof spec.new !== 'string') return;
    const cls = this.checkClassName(spec.new, spec, 'new', where);
    const kind = slot === undefined ? undefined : slotKind(slot);
    if (kind?.holds === 'instance' && !cls.ancestors.has(kind.of))
      throw new InputError(`${this.place(spec, 'new')}: ${where}: expected {new: CLASS} with CLASS ${q(kind.of)} or a class under it, found ${q(spec.new)}`);
    if (!isMapping(spec.with)) return;
    for (const [s, v] of Object.entries(spec.with)) {
      if (!cls.defaults.has(s)) throw new InputError(`${this.place(spec.with, s)}: ${where}: class ${q(cls.name)} has no slot ${q(s)} (its slots: ${cls.slots.join(', ')})${this.nearSlot(s, cls.slots)}`);
      this.checkSomething(cls.ancestors, s, v, spec.with, `${where}.${s}`);
      this.checkValue(v, s, spec.with, s, `${where}.${s}`, false);
    }
    // an amount made field by field: {new: amount, with: {unit: {new: g}, …}}
    const unit = spec.with.unit;
    if (isMapping(unit) && typeof unit.new === 'string') this.checkUnitKind(unit.new, slot, unit, 'new', `${where}: the amount's unit is`);
  }

  /** Nothing where steps read the slot of this class without a test (slot-kinds.ts). */
  private checkSomething(ancestors: ReadonlySet<string>, slot: string, value: unknown, parent: unknown, where: string) {
    const on = needsSomething(slot, value, ancestors);
    if (on !== undefined) throw new InputError(`${this.place(parent, slot)}: ${where}: expected an amount, found nothing (steps read the ${slot} of a ${on} without a test)`);
  }

  /**
   * An amount's unit: a class under `unit`, of a kind the slot takes (unit-kinds.ts). Text that
   * is no amount is a plain string.
   */
  private checkUnit(text: string, slot: string | undefined, parent: unknown, key: string | number, where: string) {
    const unit = amountUnit(text);
    if (unit === undefined) return;
    const cls = this.ontology.classes.get(unit);
    if (!cls?.ancestors.has('unit'))
      throw new InputError(`${this.place(parent, key)}: ${where}: the amount ${q(text)} has ${cls ? `the unit ${q(unit)}, a class that is not one` : `the unknown unit ${q(unit)}`} (units are classes under "unit", e.g. g, l, piece)${this.nearUnit(unit)}`);
    this.checkUnitKind(unit, slot, parent, key, `${where}: the amount ${q(text)} is in`);
  }

  /** A unit of a kind `slot` takes, when it takes some kinds only. */
  private checkUnitKind(unit: string, slot: string | undefined, parent: unknown, key: string | number, where: string) {
    const kinds = slot === undefined ? undefined : unitKinds(slot);
    const problem = kinds && unitKindProblem(this.ontology, this.units, unit, kinds);
    if (problem) throw new InputError(`${this.place(parent, key)}: ${where} ${problem}`);
  }

  /** A class that instances can be made of. */
  private checkClassName(name: string, parent: unknown, key: string | number, where: string) {
    const cls = this.ontology.classes.get(name);
    if (!cls) throw new InputError(`${this.place(parent, key)}: ${where}: unknown class ${q(name)}${this.nearClass(name)}`);
    if (cls.broken) throw new InputError(`${this.place(parent, key)}: ${where}: class ${q(name)} cannot be made: ${cls.broken}`);
    return cls;
  }

  private checkKitchen(k: Mapping) {
    const where = `kitchen ${q(typeof k.name === 'string' ? k.name : '?')}`;
    this.checkEntries(k.places, where);
    if (Array.isArray(k.add)) for (const a of k.add) if (isMapping(a)) this.entry(() => this.checkAdd(a, where));
  }

  /** An `add:` entry: its place is a class whose objects hold contents (it is made when the base lacks it), then its entries. */
  private checkAdd(a: Mapping, where: string) {
    if (typeof a.place === 'string') {
      const cls = this.checkClassName(a.place, a, 'place', `${where}: "add:" place`);
      if (!cls.defaults.has('contents'))
        throw new InputError(`${this.place(a, 'place')}: ${where}: "add:" place ${q(a.place)} holds no contents (class ${q(a.place)} has no slot "contents"; places are containers such as fridge or pantry)`);
    }
    this.checkEntries(a.contents, where);
  }

  private checkEntries(list: unknown, where: string) {
    if (Array.isArray(list)) list.forEach((spec, i) => this.entry(() => this.checkEntry(spec, list, i, where)));
  }

  /** A kitchen entry: CLASS or {CLASS: {slot: value, count: N, contents: […], items: […]}}. */
  private checkEntry(spec: unknown, parent: unknown, key: number, where: string) {
    const name = typeof spec === 'string' ? spec : isMapping(spec) ? Object.keys(spec)[0] : undefined;
    if (name === undefined) return;
    const cls = this.checkClassName(name, parent, key, where);
    const fields = isMapping(spec) ? spec[name] : undefined;
    if (!isMapping(fields)) return;
    const at = `${where}: ${q(name)}`;
    for (const [slot, raw] of Object.entries(fields)) {
      if (slot === 'count') continue;
      if (!cls.defaults.has(slot)) throw new InputError(`${this.place(fields, slot)}: ${at}: class ${q(name)} has no slot ${q(slot)} (its slots: ${cls.slots.join(', ')})${this.nearSlot(slot, cls.slots)}`);
      if (slot === 'contents' || slot === 'items') this.checkEntries(raw, where);
      else {
        this.checkSomething(cls.ancestors, slot, raw, fields, `${at} slot ${q(slot)}`);
        this.checkValue(raw, slot, fields, slot, `${at} slot ${q(slot)}`, true);
      }
    }
  }
}
