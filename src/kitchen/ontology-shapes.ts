// Shape checks of ontology, unit and kitchen YAML before anything is built from it: known keys
// only, lists where lists belong, slots given values of the kind the engine reads them as
// (slot-kinds.ts), finite non-negative amounts, positive conversion factors, whole counts, and a
// bounded number of kitchen objects. Every refusal names file:line. What needs the classes of
// every file (a class a later file may define) is checked once all are loaded: load-checks.ts.
import { InputError } from '../errors.ts';
import { parseNumberToken, toDouble } from '../numbers/num.ts';
import { kindProblem } from './slot-kinds.ts';
import { describe, isMapping, type Mapping, quote } from './yaml-values.ts';
import { placeOf, placeOfEntry, YAML_LIMITS, type YamlDoc } from './yaml-source.ts';

const TOP_KEYS = ['classes', 'grams-per-unit', 'before-lookup', 'stove-temperatures', 'plausible-ranges', 'name', 'places', 'extends', 'add', 'kitchens'];
const CLASS_KEYS = ['is-a', 'slots'];
const KITCHEN_KEYS = ['name', 'places', 'extends', 'add'];

const q = quote;

/** Checks a whole loaded document; throws an InputError at the first problem. */
export function checkOntologyDoc(doc: YamlDoc): void {
  const root = doc.value ?? {};
  if (!isMapping(root)) throw new InputError(`${placeOf(doc, root)}: expected a YAML mapping at the top of the file`);
  onlyKeys(doc, root, TOP_KEYS, 'at the top of an ontology file');
  if (root.classes !== undefined) checkClasses(doc, root.classes);
  checkUnits(doc, root);
  const kitchens: unknown[] = [];
  if (root.places !== undefined || root.extends !== undefined || root.add !== undefined) kitchens.push(root);
  // one at a time: a list of a few hundred thousand entries is beyond what spread arguments take
  if (root.kitchens !== undefined) for (const k of listAt(doc, root, 'kitchens')) kitchens.push(k);
  for (const k of kitchens) checkKitchen(doc, k, k === root);
}

function onlyKeys(doc: YamlDoc, m: Mapping, allowed: string[], where: string) {
  for (const key of Object.keys(m))
    if (!allowed.includes(key)) throw new InputError(`${placeOf(doc, m)}: unknown key ${q(key)} ${where} (allowed: ${allowed.join(', ')})`);
}

function listAt(doc: YamlDoc, m: Mapping, key: string, what = key): unknown[] {
  const v = m[key];
  if (v === null || v === undefined) return [];
  if (!Array.isArray(v)) throw new InputError(`${placeOf(doc, m)}: "${what}" must be a list ([a, b] or "- a" lines), got ${describe(v)}`);
  return v;
}

function mappingAt(doc: YamlDoc, m: Mapping, key: string, what = key): Mapping {
  const v = m[key];
  if (v === null || v === undefined) return {};
  if (!isMapping(v)) throw new InputError(`${placeOf(doc, m)}: "${what}" must be a mapping (key: value), got ${describe(v)}`);
  return v;
}

function checkClasses(doc: YamlDoc, classes: unknown) {
  if (!isMapping(classes)) throw new InputError(`${placeOf(doc, classes)}: "classes" must be a mapping of class names, got ${describe(classes)}`);
  for (const [name, def] of Object.entries(classes)) {
    if (def === null) continue;
    if (!isMapping(def)) throw new InputError(`${placeOfEntry(doc, classes, name)}: class ${q(name)} must be a mapping with "is-a:" and "slots:", got ${describe(def)}`);
    onlyKeys(doc, def, CLASS_KEYS, `in class ${q(name)}`);
    const supers = listAt(doc, def, 'is-a', `is-a of class ${name}`);
    supers.forEach((s, i) => {
      if (typeof s !== 'string') throw new InputError(`${placeOf(doc, def)}: class ${q(name)}: every superclass in "is-a" is a class name, got ${describe(s)}`);
      // CLOS refuses a superclass named twice: no precedence order has it both before and after
      if (supers.indexOf(s) < i) throw new InputError(`${placeOfEntry(doc, supers, i)}: class ${q(name)}: the superclass ${q(s)} is named twice in "is-a"`);
    });
    const slots = mappingAt(doc, def, 'slots', `slots of class ${name}`);
    for (const [slot, spec] of Object.entries(slots)) {
      checkSlotName(doc, slot, slots, `class ${q(name)}`);
      checkKind(doc, slot, spec, slots, false, `class ${q(name)} slot ${q(slot)}`);
      checkDefault(doc, spec, def, `class ${q(name)} slot ${q(slot)}`);
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
    throw new InputError(`${placeOf(doc, parent)}: ${where}: bad slot name ${quote(slot)} (lowercase letters, digits and hyphens, e.g. sprinkled-with; not "constructor")`);
}

/** A slot default: null, true, a number, a string, {new: C, with: {...}}, {amount: "Q UNIT"}, or a list of these. */
function checkDefault(doc: YamlDoc, spec: unknown, parent: unknown, where: string): void {
  if (spec === null || spec === true || typeof spec === 'string') return;
  if (typeof spec === 'number') return finite(doc, spec, parent, where);
  if (Array.isArray(spec)) return spec.forEach((s) => checkDefault(doc, s, spec, where));
  if (isMapping(spec)) {
    if (typeof spec.amount === 'string' && Object.keys(spec).length === 1) return checkAmountText(doc, spec.amount, spec, where);
    if (typeof spec.new === 'string') {
      onlyKeys(doc, spec, ['new', 'with'], `in the default of ${where}`);
      const init = mappingAt(doc, spec, 'with');
      for (const [slot, s] of Object.entries(init)) {
        checkSlotName(doc, slot, init, `the default of ${where}`);
        checkKind(doc, slot, s, init, false, `${where}.${slot}`);
        checkDefault(doc, s, spec, `${where}.${slot}`);
      }
      return;
    }
  }
  throw new InputError(`${placeOf(doc, parent)}: ${where}: a default is null, true, a number, a string, {new: CLASS}, {amount: "Q UNIT"} or a list, got ${describe(spec)}`);
}

/** Refuses a value of another kind than the engine reads `slot` as (slot-kinds.ts), at the slot's line. */
function checkKind(doc: YamlDoc, slot: string, value: unknown, parent: Mapping, inKitchen: boolean, where: string) {
  const problem = kindProblem(slot, value, inKitchen);
  if (problem) throw new InputError(`${placeOfEntry(doc, parent, slot)}: ${where}: ${problem}`);
}

function checkUnits(doc: YamlDoc, root: Mapping) {
  for (const [cls, row] of Object.entries(mappingAt(doc, root, 'grams-per-unit')))
    for (const [unit, f] of Object.entries(isMapping(row) ? row : row === null ? {} : notMapping(doc, root, `grams-per-unit of ${cls}`, row)))
      positive(doc, f, row, `grams-per-unit ${cls}.${unit}`);
  for (const [unit, r] of Object.entries(mappingAt(doc, root, 'before-lookup'))) {
    if (!isMapping(r) || typeof r.unit !== 'string') throw new InputError(`${placeOf(doc, root)}: before-lookup ${unit} must be {unit: NAME, factor: NUMBER}, got ${describe(r)}`);
    positive(doc, r.factor, r, `before-lookup ${unit}.factor`);
  }
  for (const [mode, t] of Object.entries(mappingAt(doc, root, 'stove-temperatures'))) finite(doc, numberOf(doc, t, root, `stove-temperatures ${mode}`), root, `stove-temperatures ${mode}`);
  for (const [unit, r] of Object.entries(mappingAt(doc, root, 'plausible-ranges'))) {
    if (!Array.isArray(r) || r.length !== 2) throw new InputError(`${placeOf(doc, root)}: plausible-ranges ${unit} must be [MIN, MAX], got ${describe(r)}`);
    const [min, max] = r.map((x, i) => numberOf(doc, x, root, `plausible-ranges ${unit}[${i}]`));
    if (!(min > 0 && max >= min && Number.isFinite(max))) throw new InputError(`${placeOf(doc, root)}: plausible-ranges ${unit} must be [MIN, MAX] with 0 < MIN <= MAX, got ${describe(r)}`);
  }
}

function notMapping(doc: YamlDoc, parent: unknown, what: string, v: unknown): never {
  throw new InputError(`${placeOf(doc, parent)}: ${what} must be a mapping, got ${describe(v)}`);
}

function checkKitchen(doc: YamlDoc, k: unknown, isRoot: boolean) {
  if (!isMapping(k)) throw new InputError(`${placeOf(doc, k)}: a kitchen is a mapping with "name:" and "places:" or "extends:", got ${describe(k)}`);
  if (!isRoot) onlyKeys(doc, k, KITCHEN_KEYS, 'in a kitchen');
  const budget = { left: YAML_LIMITS.maxKitchenObjects };
  for (const p of listAt(doc, k, 'places')) checkEntity(doc, p, k, budget, 0);
  for (const a of listAt(doc, k, 'add')) {
    if (!isMapping(a)) throw new InputError(`${placeOf(doc, k)}: every "add:" entry is {place: CLASS, contents: [...]}, got ${describe(a)}`);
    onlyKeys(doc, a, ['place', 'contents'], 'in an "add:" entry');
    for (const c of listAt(doc, a, 'contents')) checkEntity(doc, c, a, budget, 0);
  }
}

/** An entity spec: CLASS or {CLASS: {slot: value, count: N, contents: [...], items: [...]}}; counts multiply. */
function checkEntity(doc: YamlDoc, spec: unknown, parent: unknown, budget: { left: number }, depth: number, times = 1): void {
  if (depth > YAML_LIMITS.maxDepth) throw new InputError(`${placeOf(doc, parent)}: kitchen objects nested deeper than ${YAML_LIMITS.maxDepth} levels`);
  if (typeof spec === 'string') return spend(doc, parent, budget, times);
  if (!isMapping(spec) || Object.keys(spec).length !== 1)
    throw new InputError(`${placeOf(doc, parent)}: an entity is a class name or a one-key mapping {CLASS: {...}}, got ${describe(spec)}`);
  const cls = Object.keys(spec)[0];
  const fields = spec[cls] ?? {};
  if (!isMapping(fields)) throw new InputError(`${placeOf(doc, spec)}: the fields of ${cls} must be a mapping, got ${describe(fields)}`);
  let count = 1;
  if (fields.count !== undefined) {
    // a YAML integer only: Number() would take "", [], true, [2] and "0x2" as counts
    if (typeof fields.count !== 'number' || !Number.isSafeInteger(fields.count) || fields.count < 0)
      throw new InputError(`${placeOfEntry(doc, fields, 'count')}: ${q(cls)}: "count" must be a whole number of at least 0, got ${describe(fields.count)}`);
    count = fields.count;
  }
  const n = times * count;
  spend(doc, fields, budget, n);
  for (const [slot, raw] of Object.entries(fields)) {
    if (slot === 'count') continue;
    checkSlotName(doc, slot, fields, cls);
    if (slot === 'contents' || slot === 'items') {
      for (const c of listAt(doc, fields, slot, `${cls}.${slot}`)) checkEntity(doc, c, fields, budget, depth + 1, n);
    } else {
      checkKind(doc, slot, raw, fields, true, `${q(cls)} slot ${q(slot)}`);
      checkSlotValue(doc, raw, fields, `${cls}.${slot}`);
    }
  }
}

function spend(doc: YamlDoc, where: unknown, budget: { left: number }, n: number) {
  budget.left -= n;
  if (budget.left < 0)
    throw new InputError(`${placeOf(doc, where)}: the kitchen holds more than ${YAML_LIMITS.maxKitchenObjects} objects (counts multiplied out); that is the limit`);
}

/** A slot value in a kitchen entry: nothing, true or false, a number, a string ("Q UNIT" an amount), a default, or a list of these. */
function checkSlotValue(doc: YamlDoc, raw: unknown, parent: unknown, where: string): void {
  if (raw === null || typeof raw === 'boolean') return;
  if (typeof raw === 'number') return finite(doc, raw, parent, where);
  if (typeof raw === 'string') return /^\S+\s+[a-z][a-z-]*$/.test(raw) ? checkAmountText(doc, raw, parent, where) : undefined;
  if (Array.isArray(raw)) return raw.forEach((x) => checkSlotValue(doc, x, raw, where));
  if (isMapping(raw)) return checkDefault(doc, raw, parent, where);
  throw new InputError(`${placeOf(doc, parent)}: ${where}: a slot value is nothing, true, false, a number, a string, a default ({new: CLASS}, {amount: "Q UNIT"}) or a list, got ${describe(raw)}`);
}

function checkAmountText(doc: YamlDoc, text: string, parent: unknown, where: string) {
  const token = /^\s*(\S+)\s+[a-z-]+\s*$/.exec(text)?.[1];
  const value = token === undefined ? null : parseNumberToken(token);
  if (value === null) throw new InputError(`${placeOf(doc, parent)}: ${where}: bad amount ${q(text)} (expected "QUANTITY UNIT", e.g. "500 g")`);
  const x = toDouble(value);
  if (!Number.isFinite(x) || x < 0) throw new InputError(`${placeOf(doc, parent)}: ${where}: the amount ${q(text)} must be a finite number of at least 0`);
}

function numberOf(doc: YamlDoc, v: unknown, parent: unknown, where: string): number {
  if (typeof v === 'number') return v;
  const n = typeof v === 'string' ? parseNumberToken(v.trim()) : null;
  if (n === null) throw new InputError(`${placeOf(doc, parent)}: ${where}: ${q(String(v))} is not a number`);
  return toDouble(n);
}

function finite(doc: YamlDoc, x: number, parent: unknown, where: string) {
  if (!Number.isFinite(x)) throw new InputError(`${placeOf(doc, parent)}: ${where}: ${x} is not a finite number`);
}

function positive(doc: YamlDoc, v: unknown, parent: unknown, where: string) {
  const x = numberOf(doc, v, parent, where);
  if (!Number.isFinite(x) || x <= 0) throw new InputError(`${placeOf(doc, parent)}: ${where}: a conversion factor must be a finite number above 0, got ${String(v)}`);
}
