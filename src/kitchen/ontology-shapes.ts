// Shape checks of ontology, unit and kitchen YAML before anything is built from it: known keys
// only, lists where lists belong, slots given values of the kind the engine reads them as
// (slot-kinds.ts), numbers as the engine reads them (shape-numbers.ts), whole counts, a bounded
// number of kitchen objects, no id written (objects are given theirs) and each place listed once.
// Every refusal names the file:line:column of the entry at
// fault (a value's key, or a list's item; a place is worked out only for a refusal). What needs the classes of
// every file (a class a later file may define) is checked once all are loaded: load-checks.ts.
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import { checkAmountText, finiteExact, numberOf, positive, refusal, finite } from './shape-numbers.ts';
import { kindProblem } from './slot-kinds.ts';
// kitchen text is an amount exactly as the kitchen is built from it (world.ts)
import { describe, isAmountText, isMapping, type Mapping, quote } from './yaml-values.ts';
import { placeOf, YAML_LIMITS, type YamlDoc } from './yaml-source.ts';

const TOP_KEYS = ['classes', 'grams-per-unit', 'before-lookup', 'stove-temperatures', 'plausible-ranges', 'name', 'places', 'extends', 'add', 'kitchens'];
const CLASS_KEYS = ['is-a', 'slots'];
const KITCHEN_KEYS = ['name', 'places', 'extends', 'add'];
const BEFORE_LOOKUP_KEYS = ['unit', 'factor'];

const q = quote;

/** Checks a whole loaded document; throws an InputError at the first problem. */
export function checkOntologyDoc(doc: YamlDoc): void {
  const root = doc.value ?? {};
  if (!isMapping(root)) throw new InputError(`${placeOf(doc, root)}: expected a YAML mapping at the top of the file`);
  onlyKeys(doc, root, TOP_KEYS, 'at the top of an ontology file');
  if (root.classes !== undefined) checkClasses(doc, root);
  checkUnits(doc, root);
  if (root.places !== undefined || root.extends !== undefined || root.add !== undefined) checkKitchen(doc, root, root, 'name', true);
  const kitchens = listAt(doc, root, 'kitchens');
  kitchens.forEach((k, i) => checkKitchen(doc, k, kitchens, i, false));
}

function onlyKeys(doc: YamlDoc, m: Mapping, allowed: string[], where: string) {
  for (const key of Object.keys(m))
    if (!allowed.includes(key)) throw refusal(doc, m, key, `unknown key ${q(key)} ${where} (allowed: ${allowed.join(', ')})${didYouMean(key, allowed)}`);
}

function listAt(doc: YamlDoc, m: Mapping, key: string, what = key): unknown[] {
  const v = m[key];
  if (v === null || v === undefined) return [];
  if (!Array.isArray(v)) throw refusal(doc, m, key, `"${what}" must be a list ([a, b] or "- a" lines), got ${describe(v)}`);
  return v;
}

function mappingAt(doc: YamlDoc, m: Mapping, key: string, what = key): Mapping {
  const v = m[key];
  if (v === null || v === undefined) return {};
  if (!isMapping(v)) throw refusal(doc, m, key, `"${what}" must be a mapping (key: value), got ${describe(v)}`);
  return v;
}

function checkClasses(doc: YamlDoc, root: Mapping) {
  const classes = root.classes;
  if (!isMapping(classes)) throw refusal(doc, root, 'classes', `"classes" must be a mapping of class names, got ${describe(classes)}`);
  for (const [name, def] of Object.entries(classes)) {
    if (def === null) continue;
    if (!isMapping(def)) throw refusal(doc, classes, name, `class ${q(name)} must be a mapping with "is-a:" and "slots:", got ${describe(def)}`);
    onlyKeys(doc, def, CLASS_KEYS, `in class ${q(name)}`);
    const supers = listAt(doc, def, 'is-a', `is-a of class ${name}`);
    supers.forEach((s, i) => {
      if (typeof s !== 'string') throw refusal(doc, supers, i, `class ${q(name)}: every superclass in "is-a" is a class name, got ${describe(s)}`);
      // CLOS refuses a superclass named twice: no precedence order has it both before and after
      if (supers.indexOf(s) < i) throw refusal(doc, supers, i, `class ${q(name)}: the superclass ${q(s)} is named twice in "is-a"`);
    });
    const slots = mappingAt(doc, def, 'slots', `slots of class ${name}`);
    for (const [slot, spec] of Object.entries(slots)) {
      checkSlotName(doc, slot, slots, `class ${q(name)}`);
      checkNoIdentity(doc, slot, spec, slots, `class ${q(name)}`);
      checkKind(doc, slot, spec, slots, false, `class ${q(name)} slot ${q(slot)}`);
      checkDefault(doc, spec, slots, slot, `class ${q(name)} slot ${q(slot)}`);
    }
  }
}

/**
 * Slot names are words of lowercase letters and digits joined by hyphens, as the reference's
 * are. Slot values live in records keyed by these names: `__proto__` or `constructor` would reach
 * a record's own machinery instead of a slot.
 */
function checkSlotName(doc: YamlDoc, slot: string, parent: unknown, where: string) {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slot) || slot === 'constructor')
    throw refusal(doc, parent, slot, `${where}: bad slot name ${quote(slot)} (lowercase letters, digits and hyphens, e.g. sprinkled-with; not "constructor")`);
}

/** The slots every object is given when it is made (CLASS-N, CLASS-N-1), whatever a file writes. */
const IDENTITY_SLOTS = ['id', 'persistent-id'];

/**
 * An id written in a file would be dropped for the one the object is made with: two entries with
 * the same id would both load, and nothing could find an object by the id written.
 */
function checkNoIdentity(doc: YamlDoc, slot: string, value: unknown, parent: unknown, where: string) {
  if (value !== null && IDENTITY_SLOTS.includes(slot))
    throw refusal(doc, parent, slot, `${where}: ${q(slot)} cannot be written: every object is given its own when it is made (medium-bowl-1, medium-bowl-1-1, …), so the one written would be ignored; leave it out`);
}

/** A slot default, the entry `key` of `parent`: null, true, a number, a string, {new: C, with: {...}}, {amount: "Q UNIT"}, or a list of these. */
function checkDefault(doc: YamlDoc, spec: unknown, parent: unknown, key: string | number, where: string): void {
  if (spec === null || spec === true || typeof spec === 'string') return;
  if (typeof spec === 'number') return finiteExact(doc, spec, parent, key, where);
  if (Array.isArray(spec)) return spec.forEach((s, i) => checkDefault(doc, s, spec, i, where));
  if (isMapping(spec)) {
    if (typeof spec.amount === 'string' && Object.keys(spec).length === 1) return checkAmountText(doc, spec.amount, spec, 'amount', where, slotOf(key));
    if (typeof spec.new === 'string') {
      onlyKeys(doc, spec, ['new', 'with'], `in the default of ${where}`);
      const init = mappingAt(doc, spec, 'with');
      for (const [slot, s] of Object.entries(init)) {
        checkSlotName(doc, slot, init, `the default of ${where}`);
        checkNoIdentity(doc, slot, s, init, `${where}.${slot}`);
        checkKind(doc, slot, s, init, false, `${where}.${slot}`);
        checkDefault(doc, s, init, slot, `${where}.${slot}`);
      }
      return;
    }
  }
  throw refusal(doc, parent, key, `${where}: a default is null, true, a number, a string, {new: CLASS}, {amount: "Q UNIT"} or a list, got ${describe(spec)}`);
}

/** Refuses a value of another kind than the engine reads `slot` as (slot-kinds.ts), at the slot's line. */
function checkKind(doc: YamlDoc, slot: string, value: unknown, parent: Mapping, inKitchen: boolean, where: string) {
  const problem = kindProblem(slot, value, inKitchen);
  if (problem) throw refusal(doc, parent, slot, `${where}: ${problem}`);
}

function checkUnits(doc: YamlDoc, root: Mapping) {
  const grams = mappingAt(doc, root, 'grams-per-unit');
  for (const [cls, row] of Object.entries(grams))
    for (const [unit, f] of Object.entries(isMapping(row) ? row : row === null ? {} : notMapping(doc, grams, cls, `grams-per-unit of ${cls}`, row)))
      positive(doc, f, row, unit, `grams-per-unit ${cls}.${unit}`);
  const before = mappingAt(doc, root, 'before-lookup');
  for (const [unit, r] of Object.entries(before)) {
    // a misspelt key (`uint`, `factr`) is named as such, and one the engine does not read is not dropped without a word
    if (isMapping(r)) onlyKeys(doc, r, BEFORE_LOOKUP_KEYS, `in before-lookup ${unit}`);
    if (!isMapping(r) || typeof r.unit !== 'string') throw refusal(doc, before, unit, `before-lookup ${unit} must be {unit: NAME, factor: NUMBER}, got ${describe(r)}`);
    positive(doc, r.factor, r, 'factor', `before-lookup ${unit}.factor`);
  }
  const stove = mappingAt(doc, root, 'stove-temperatures');
  for (const [mode, t] of Object.entries(stove)) finite(doc, numberOf(doc, t, stove, mode, `stove-temperatures ${mode}`), stove, mode, `stove-temperatures ${mode}`);
  const ranges = mappingAt(doc, root, 'plausible-ranges');
  for (const [unit, r] of Object.entries(ranges)) {
    if (!Array.isArray(r) || r.length !== 2) throw refusal(doc, ranges, unit, `plausible-ranges ${unit} must be [MIN, MAX], got ${describe(r)}`);
    const [min, max] = r.map((x, i) => numberOf(doc, x, r, i, `plausible-ranges ${unit}[${i}]`));
    if (!(min > 0 && max >= min && Number.isFinite(max))) throw refusal(doc, ranges, unit, `plausible-ranges ${unit} must be [MIN, MAX] with 0 < MIN <= MAX, got [${min}, ${max}]`);
  }
}

function notMapping(doc: YamlDoc, parent: unknown, key: string, what: string, v: unknown): never {
  throw refusal(doc, parent, key, `${what} must be a mapping, got ${describe(v)}`);
}

/** A kitchen, the entry `key` of `parent` (the file's root itself for a kitchen written at the top). */
function checkKitchen(doc: YamlDoc, k: unknown, parent: unknown, key: string | number, isRoot: boolean) {
  if (!isMapping(k)) throw refusal(doc, parent, key, `a kitchen is a mapping with "name:" and "places:" or "extends:", got ${describe(k)}`);
  if (!isRoot) onlyKeys(doc, k, KITCHEN_KEYS, 'in a kitchen');
  // a name YAML reads as a number or a date (2024-01-01) is not "missing": say what it is
  if (k.name !== undefined && k.name !== null && typeof k.name !== 'string')
    throw refusal(doc, k, 'name', `a kitchen's "name" is text such as my-kitchen, got ${describe(k.name)} (quote it: "…")`);
  if (k.extends !== undefined && typeof k.extends !== 'string')
    throw refusal(doc, k, 'extends', `"extends" names the kitchen to start from, got ${describe(k.extends)}`);
  const budget = { left: YAML_LIMITS.maxKitchenObjects };
  const places = listAt(doc, k, 'places');
  places.forEach((p, i) => checkEntity(doc, p, places, i, budget, 0));
  checkPlacesOnce(doc, places);
  const adds = listAt(doc, k, 'add');
  adds.forEach((a, i) => {
    if (!isMapping(a)) throw refusal(doc, adds, i, `every "add:" entry is {place: CLASS, contents: [...]}, got ${describe(a)}`);
    onlyKeys(doc, a, ['place', 'contents'], 'in an "add:" entry');
    if (a.place !== undefined && typeof a.place !== 'string') throw refusal(doc, a, 'place', `an "add:" place is a class name such as pantry, got ${describe(a.place)}`);
    const contents = listAt(doc, a, 'contents');
    contents.forEach((c, j) => checkEntity(doc, c, contents, j, budget, 0));
  });
}

/** The places of a kitchen state, one of each (entity.ts makes those a kitchen does not list). */
const KITCHEN_PLACES = new Set(['kitchen-sink', 'stove', 'microwave', 'counter-top', 'oven', 'freezer', 'fridge', 'pantry', 'kitchen-cabinet']);

/**
 * A place listed once: a step takes a tool from a place by looking it up again in the first place
 * of that class (kitchen/step.ts retrieve), so what a second counter-top or cabinet holds would be
 * found and never fetched ("no unused whisk could be fetched").
 */
function checkPlacesOnce(doc: YamlDoc, places: unknown[]) {
  const seen = new Set<string>();
  places.forEach((p, i) => {
    const cls = typeof p === 'string' ? p : Object.keys(p as Mapping)[0];
    if (!KITCHEN_PLACES.has(cls)) return;
    if (seen.has(cls))
      throw refusal(doc, places, i, `the place ${q(cls)} is listed twice; steps use the first ${cls} of a kitchen, and what a second one holds cannot be fetched from it: list its contents under the first`);
    seen.add(cls);
  });
}

/** An entity spec, the item `key` of `parent`: CLASS or {CLASS: {slot: value, count: N, contents: [...], items: [...]}}; counts multiply. */
function checkEntity(doc: YamlDoc, spec: unknown, parent: unknown, key: number, budget: { left: number }, depth: number, times = 1): void {
  if (depth > YAML_LIMITS.maxDepth) throw refusal(doc, parent, key, `kitchen objects nested deeper than ${YAML_LIMITS.maxDepth} levels`);
  if (typeof spec === 'string') return spend(doc, parent, key, budget, times);
  if (!isMapping(spec) || Object.keys(spec).length !== 1)
    throw refusal(doc, parent, key, `an entity is a class name or a one-key mapping {CLASS: {...}}, got ${isMapping(spec) ? keysOf(spec) : describe(spec)}`);
  const cls = Object.keys(spec)[0];
  const fields = spec[cls] ?? {};
  if (!isMapping(fields)) throw refusal(doc, spec, cls, `the fields of ${cls} must be a mapping, got ${describe(fields)}`);
  let count = 1;
  if (fields.count !== undefined) {
    // a YAML integer only: Number() would take "", [], true, [2] and "0x2" as counts
    if (typeof fields.count !== 'number' || !Number.isSafeInteger(fields.count) || fields.count < 0)
      throw refusal(doc, fields, 'count', `${q(cls)}: "count" must be a whole number of at least 0, got ${describe(fields.count)}`);
    count = fields.count;
  }
  const n = times * count;
  spend(doc, parent, key, budget, n);
  for (const [slot, raw] of Object.entries(fields)) {
    if (slot === 'count') continue;
    checkSlotName(doc, slot, fields, cls);
    checkNoIdentity(doc, slot, raw, fields, q(cls));
    if (slot === 'contents' || slot === 'items') {
      const list = listAt(doc, fields, slot, `${cls}.${slot}`);
      list.forEach((c, i) => checkEntity(doc, c, list, i, budget, depth + 1, n));
    } else {
      checkKind(doc, slot, raw, fields, true, `${q(cls)} slot ${q(slot)}`);
      checkSlotValue(doc, raw, fields, slot, `${cls}.${slot}`);
    }
  }
}

/** A mapping that should have had one key, by its keys: the fields of an entity indented too little make more. */
function keysOf(m: Mapping): string {
  const keys = Object.keys(m);
  if (!keys.length) return 'an empty mapping';
  const shown = keys.slice(0, 4).map((k) => q(k)).join(', ');
  return `a mapping of ${keys.length} keys (${shown}${keys.length > 4 ? ', …' : ''}; are the fields of the first indented under it?)`;
}

/** Counts `n` objects of the entity, the item `key` of `parent`, refused past the cap. */
function spend(doc: YamlDoc, parent: unknown, key: number, budget: { left: number }, n: number) {
  budget.left -= n;
  if (budget.left < 0)
    throw refusal(doc, parent, key, `the kitchen holds more than ${YAML_LIMITS.maxKitchenObjects} objects (counts multiplied out); that is the limit`);
}

/** A slot value in a kitchen entry, the entry `key` of `parent`: nothing, true or false, a number, a string ("Q UNIT" an amount), a default, or a list of these. */
function checkSlotValue(doc: YamlDoc, raw: unknown, parent: unknown, key: string | number, where: string): void {
  if (raw === null || typeof raw === 'boolean') return;
  if (typeof raw === 'number') return finiteExact(doc, raw, parent, key, where);
  if (typeof raw === 'string') {
    if (isAmountText(raw)) return checkAmountText(doc, raw, parent, key, where, slotOf(key));
    // the kitchen is built from the text as written: " 500 g" would be plain text, no amount
    if (isAmountText(raw.trim()))
      throw refusal(doc, parent, key, `${where}: ${q(raw)} has blanks around it, so it is plain text, not the amount ${q(raw.trim())}; write it without them`);
    return;
  }
  if (Array.isArray(raw)) return raw.forEach((x, i) => checkSlotValue(doc, x, raw, i, where));
  if (isMapping(raw)) return checkDefault(doc, raw, parent, key, where);
  throw refusal(doc, parent, key, `${where}: a slot value is nothing, true, false, a number, a string, a default ({new: CLASS}, {amount: "Q UNIT"}) or a list, got ${describe(raw)}`);
}

/** The slot an entry `key` gives a value to: a name; an item of a list (an index) gives none. */
const slotOf = (key: string | number) => (typeof key === 'string' ? key : undefined);
