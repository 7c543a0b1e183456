// A loaded world: the class model, the unit facts and the initial kitchens, from the project's
// ontology/ folder plus any user files (`--ontology FILE`, which may add classes, units and kitchens,
// or extend a kitchen loaded before: `extends:` + `add:`, see KitchenDoc).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import { PACKAGE_ROOT } from '../package-root.ts';
import { Entity, Factory, type Value } from './entity.ts';
import { checkLoaded, type LoadedDoc } from './load-checks.ts';
import { type ClassDef, Ontology } from './ontology.ts';
import { countKitchenObjects } from './kitchen-objects.ts';
import { checkOntologyDoc } from './ontology-shapes.ts';
import { UNIT_KEYS, Units, type UnitsData } from './units.ts';
import { placeOf, placeOfEntry, readYamlFile, YAML_LIMITS, type YamlDoc } from './yaml-source.ts';
import { isAmountText, quote } from './yaml-values.ts';

export { YAML_LIMITS } from './yaml-source.ts';

export const PROJECT_ROOT = PACKAGE_ROOT;
export const ONTOLOGY_DIR = join(PROJECT_ROOT, 'ontology');

type EntitySpec = string | Record<string, Record<string, unknown> | null>;

/**
 * A kitchen: `name:` and `places:`. `extends: BASE` starts from the places of the kitchen BASE as
 * loaded so far (a kitchen may extend the very one it replaces); `add: [{place: CLASS,
 * contents: [...]}]` then appends entities to a place's contents (the place is added when
 * missing), and `places:` appends whole places.
 */
interface KitchenDoc {
  name?: string;
  places?: EntitySpec[];
  extends?: string;
  add?: { place?: string; contents?: EntitySpec[] }[];
}

export class World {
  readonly ontology = new Ontology();
  readonly units = new Units();
  /** Kitchen descriptions by name; built into entities on demand. */
  private kitchens = new Map<string, { doc: KitchenDoc; origin: string; place: string }>();
  /** Files loaded since the last `checkLoaded`. */
  private unchecked: LoadedDoc[] = [];

  /** The project's own ontology, units and kitchens, then `extraFiles`, checked together. */
  static standard(extraFiles: string[] = []): World {
    const w = new World();
    const files = World.standardFiles(extraFiles);
    files.forEach((f, i) => w.loadOntologyFile(f, i < files.length - extraFiles.length));
    w.checkLoaded();
    return w;
  }

  /**
   * Refuses what the files loaded so far name but no file defines (load-checks.ts): done once all
   * are loaded, as a later file may define a class an earlier one names.
   */
  checkLoaded() {
    checkLoaded(this.ontology, this.unchecked, this.units);
    this.unchecked = [];
  }

  /** The files `standard` loads, in order. */
  static standardFiles(extraFiles: string[] = []): string[] {
    const kdir = join(ONTOLOGY_DIR, 'kitchens');
    const kitchens = readdirSync(kdir).filter((f) => f.endsWith('.yaml')).sort();
    return [join(ONTOLOGY_DIR, 'classes.yaml'), join(ONTOLOGY_DIR, 'units.yaml'), ...kitchens.map((f) => join(kdir, f)), ...extraFiles];
  }

  /**
   * Loads any of our YAML files: `classes:`, unit tables, or a kitchen (`name:` + `places:`).
   * `project`: one of the project's own files. Call `checkLoaded` once every file is loaded.
   */
  loadOntologyFile(path: string, project = false) {
    const source = readYamlFile(path);
    checkOntologyDoc(source);
    const doc = (source.value ?? {}) as Record<string, unknown>;
    let understood = false;
    if (doc.classes) {
      const classes = doc.classes as Record<string, unknown>;
      // a class is placed at its name, where the reader looks for it, not at the body below
      const where = (name: string) => placeOfEntry(source, classes, name);
      this.ontology.define(classes as Record<string, ClassDef>, path, where);
      understood = true;
    }
    if (UNIT_KEYS.some((key) => doc[key])) {
      this.units.merge(doc as UnitsData, path);
      understood = true;
    }
    if (doc.places || doc.extends) {
      if (typeof doc.name !== 'string') throw new InputError(`${placeOf(source, doc)}: a kitchen needs a "name:"`);
      this.addKitchen(doc as KitchenDoc, source);
      understood = true;
    }
    for (const k of (doc.kitchens as KitchenDoc[] | undefined) ?? []) {
      if (typeof k?.name !== 'string') throw new InputError(`${placeOf(source, k)}: every kitchen needs a "name:"`);
      this.addKitchen(k, source);
      understood = true;
    }
    if (!understood)
      throw new InputError(`${path}: nothing to load (expected "classes:", "grams-per-unit:", "before-lookup:", "stove-temperatures:", "plausible-ranges:", or a kitchen with "name:" and "places:" or "extends:")`);
    this.unchecked.push({ source, project });
  }

  private addKitchen(k: KitchenDoc, source: YamlDoc) {
    // the name is what --kitchen, POST /sessions and session snapshots carry: the derived tasks'
    // kitchens are named BASE+N-CLASS (src/tasks/kitchen-files.ts)
    if (!/^[a-z0-9][a-z0-9+-]*$/.test(k.name!) || k.name!.length > YAML_LIMITS.maxNameLength)
      throw new InputError(`${placeOfEntry(source, k, 'name')}: bad kitchen name ${quote(k.name!)} (lowercase letters, digits, hyphens and +, at most ${YAML_LIMITS.maxNameLength}, e.g. my-kitchen)`);
    this.kitchens.set(k.name!, { doc: this.resolveCounted(k, source), origin: source.file, place: placeOf(source, k) });
  }

  /**
   * resolveKitchen, refused when the built kitchen would hold more than the cap of objects, those
   * it inherits through `extends:` included (ontology-shapes.ts caps each document's own part).
   */
  private resolveCounted(k: KitchenDoc, source: YamlDoc): KitchenDoc {
    const resolved = this.resolveKitchen(k, source);
    this.checkObjects(resolved, placeOf(source, k), k.extends);
    return resolved;
  }

  /** Refuses a kitchen whose description makes more than the cap of objects (kitchen-objects.ts). */
  private checkObjects(k: KitchenDoc, place: string, base?: string) {
    const cap = YAML_LIMITS.maxKitchenObjects;
    if (countKitchenObjects(k.places ?? [], cap, this.ontology.weights) <= cap) return;
    const inherits = base === undefined ? '' : `, with the objects it inherits through "extends: ${base}"`;
    throw new InputError(`${place}: kitchen ${quote(String(k.name))} would hold more than ${cap} objects once built${inherits} (counts multiplied out, with what class defaults make); that is the limit`);
  }

  /**
   * A kitchen with `extends:`/`add:` turned into plain places (the base doc is not changed). Each
   * `add:` entry goes to the first place of its class, found by name in a map: a description may
   * hold a hundred thousand places and as many entries.
   */
  private resolveKitchen(k: KitchenDoc, source: YamlDoc): KitchenDoc {
    const where = (key: keyof KitchenDoc) => `${placeOfEntry(source, k, key)}: kitchen ${quote(String(k.name))}`;
    if (k.add !== undefined && k.extends === undefined) throw new InputError(`${where('add')}: "add:" needs "extends:"`);
    if (k.extends === undefined) return k;
    const base = this.kitchens.get(k.extends);
    if (!base) throw new InputError(`${where('extends')} extends the unknown kitchen ${quote(k.extends)}${didYouMean(k.extends, this.kitchenNames())} (known: ${this.kitchenNames().map((n) => quote(n)).join(', ')})`);
    const places: EntitySpec[] = [...(base.doc.places ?? [])];
    const at = new Map<string, { index: number; contents: EntitySpec[] | null }>();
    places.forEach((p, index) => {
      const name = typeof p === 'string' ? p : p && typeof p === 'object' ? Object.keys(p)[0] : undefined;
      if (name !== undefined && !at.has(name)) at.set(name, { index, contents: null });
    });
    for (const a of k.add ?? []) {
      if (typeof a?.place !== 'string' || !Array.isArray(a.contents))
        throw new InputError(`${placeOf(source, a)}: kitchen ${quote(String(k.name))}: every "add:" entry is {place: CLASS, contents: [...]}`);
      let entry = at.get(a.place);
      if (!entry) at.set(a.place, (entry = { index: places.push(a.place) - 1, contents: null }));
      entry.contents ??= [];
      for (const c of a.contents) entry.contents.push(c); // one by one: no spread of a long list into arguments
    }
    for (const [name, { index, contents }] of at) {
      if (!contents) continue; // no "add:" entry for this place
      const old = places[index];
      const fields = (old && typeof old === 'object' ? (old[name] ?? {}) : {}) as { contents?: EntitySpec[] };
      places[index] = { [name]: { ...fields, contents: (fields.contents ?? []).concat(contents) } };
    }
    return { name: k.name, places: [...places, ...(k.places ?? [])] };
  }

  kitchenNames(): string[] {
    return [...this.kitchens.keys()];
  }

  /** A fresh kitchen state built from its description, with ids from `factory`. */
  buildKitchen(name: string, factory: Factory): Entity {
    const k = this.kitchens.get(name);
    if (!k) throw new InputError(`unknown kitchen ${quote(name)} (known: ${this.kitchenNames().map((n) => quote(n)).join(', ')})`);
    // counted again: classes defined after the kitchen may have made its objects heavier
    this.checkObjects(k.doc, k.place);
    const places = (k.doc.places ?? []).flatMap((p) => this.buildEntities(p, factory, `${k.origin}`));
    return factory.make('kitchen-state', { contents: places });
  }

  private buildEntities(spec: EntitySpec, factory: Factory, where: string): Entity[] {
    let cls: string;
    let fields: Record<string, unknown> = {};
    if (typeof spec === 'string') cls = spec;
    else if (spec && typeof spec === 'object' && Object.keys(spec).length === 1) {
      cls = Object.keys(spec)[0];
      fields = (spec[cls] ?? {}) as Record<string, unknown>;
    } else throw new InputError(`${where}: an entity is a class name or a one-key mapping {CLASS: {...}}, got ${JSON.stringify(spec)}`);
    if (!this.ontology.has(cls)) throw new InputError(`${where}: unknown class ${quote(cls)}`);
    const slots = this.ontology.get(cls).slots;
    for (const slot of Object.keys(fields))
      if (slot !== 'count' && !slots.includes(slot)) throw new InputError(`${where}: class ${quote(cls)} has no slot ${quote(slot)} (its slots: ${slots.join(', ')})`);
    const count = fields.count === undefined ? 1 : Number(fields.count);
    if (!Number.isInteger(count) || count < 0 || count > 100000) throw new InputError(`${where}: bad count for ${cls}`);
    const out: Entity[] = [];
    for (let i = 0; i < count; i++) {
      const init: Record<string, Value> = {};
      for (const [slot, raw] of Object.entries(fields)) {
        if (slot === 'count') continue;
        init[slot] =
          slot === 'contents' || slot === 'items'
            ? ((raw as EntitySpec[] | null) ?? []).flatMap((x) => this.buildEntities(x, factory, `${where} ${cls}`))
            : this.slotValue(raw, factory, `${where} ${cls}.${slot}`);
      }
      out.push(factory.make(cls, init));
    }
    return out;
  }

  private slotValue(raw: unknown, factory: Factory, where: string): Value {
    if (raw === null || raw === undefined || raw === false) return null;
    if (raw === true) return true;
    if (typeof raw === 'string') return isAmountText(raw) ? factory.amount(raw) : raw;
    if (typeof raw === 'number') return factory.fromDefault(raw) as Value;
    if (Array.isArray(raw)) return raw.map((x) => this.slotValue(x, factory, where));
    if (typeof raw === 'object') return factory.fromDefault(raw as never);
    throw new InputError(`${where}: unsupported value ${JSON.stringify(raw)}`);
  }
}
