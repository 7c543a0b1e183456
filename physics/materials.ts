// Materials and geometry of the quantitative mode, from ontology/materials.yaml and
// ontology/geometry.yaml: parameters live in YAML, not in code.
import { resolve } from 'node:path';
import { didYouMean } from '../src/did-you-mean.ts';
import { InputError } from '../src/errors.ts';
import { PACKAGE_ROOT } from '../src/package-root.ts';
import type { GranularParams, LiquidParams } from './solver.ts';
import { asRecord, choiceError, loadYamlFile, placeOf, positive, shownValue, unknownKeyError } from './yaml-load.ts';

export const MATERIALS_FILE = resolve(PACKAGE_ROOT, 'ontology/materials.yaml');
export const GEOMETRY_FILE = resolve(PACKAGE_ROOT, 'ontology/geometry.yaml');

export type Model = 'liquid' | 'granular' | 'solid';

export interface Material {
  name: string;
  model: Model;
  density: number;
  viscosity: number;
  cohesion: number;
  /** share of the XSPH towards walls (liquids) */
  wallViscosity: number;
  staticFriction: number;
  kineticFriction: number;
  /** granular Bond number: the cohesive pull between touching grains in weights of a grain (0: free-flowing) */
  bondNumber: number;
  particleGrams: number;
  meltsAt: number | null;
  /** Pa·s at 20 °C, where given (liquids; reported, the model uses `viscosity`) */
  dynamicViscosity: number | null;
  /** J/(kg·K) */
  specificHeat: number;
  /** Doneness: cooked once held at or above `cookedAtC` for `cookedForS` seconds (the core, as the lumped heat model sees it). */
  cookedAtC: number;
  cookedForS: number;
}

export interface MaterialTable {
  materials: Map<string, Material>;
  ingredients: Map<string, string>;
  byProperty: { cls: string; material: string }[];
  fallback: string;
}

const MODELS: readonly Model[] = ['liquid', 'granular', 'solid'];
const MATERIALS_FILE_KEYS = ['materials', 'ingredients', 'by-property', 'default'];
/** The keys of a by-property entry. */
const BY_PROPERTY_KEYS = ['class', 'material'];
const MATERIAL_KEYS = ['model', 'density', 'viscosity', 'cohesion', 'wall-viscosity', 'static-friction', 'kinetic-friction', 'bond-number', 'particle-grams', 'melts-at', 'dynamic-viscosity', 'specific-heat', 'cooked-at', 'cooked-for'];
/** Doneness where a material gives none: a core of 70 °C held for 2 minutes (materials.yaml says why). */
const COOKED_AT_C = 70;
const COOKED_FOR_S = 120;
/** the largest granular Bond number a material may give: a pull of a hundred weights per contact already holds a heap as one block */
const MAX_BOND_NUMBER = 100;
/** a liquid's wall viscosity where its material gives none */
const DEFAULT_WALL_VISCOSITY = 0.3;
/**
 * The ranges a material's numbers may take: beyond them a scene is no kitchen's (a density of
 * 1e-300 kg/m³ made a pour's scene astronomically wide, and the run never ended).
 */
const MATERIAL_RANGES: Record<string, [number, number, string]> = {
  density: [1, 25_000, ' kg/m³'],
  'particle-grams': [0, 1000, ' g'],
  'specific-heat': [100, 20_000, ' J/(kg·K)'],
  'static-friction': [0, 10, ''],
  'kinetic-friction': [0, 10, ''],
  'dynamic-viscosity': [0, 1e6, ' Pa·s'],
  'melts-at': [-273.15, 1000, ' °C'],
  'cooked-at': [-273.15, 1000, ' °C'],
  'cooked-for': [0, 1e6, ' s'],
};
/** sizes (m), masses (kg) and volumes (ml) of a geometry entry, and where places lie (m) */
const GEOMETRY_RANGES = { length: 10, mass: 1000, volumeMl: 1e6, place: 100 };

/** `v`, or an InputError when it lies outside the material's range for `key`. */
function inRange(v: number, key: string, where: string): number {
  const r = MATERIAL_RANGES[key];
  if (r && (v < r[0] || v > r[1])) throw new InputError(`${where}: ${key} must lie in ${r[0]}..${r[1]}${r[2]}, got ${v}`);
  return v;
}

/** What the particle solver takes of a liquid material. */
/**
 * Coulomb's two coefficients: a sliding contact holds at most as hard as a resting one (the
 * friction pass limits slip to kinetic × d once it exceeds static × d).
 */
function frictions(staticFriction: number, kineticFriction: number, where: string): { staticFriction: number; kineticFriction: number } {
  if (kineticFriction > staticFriction)
    throw new InputError(`${where}: kinetic-friction (${kineticFriction}) must not exceed static-friction (${staticFriction}; defaults 0.5 and 0.4)`);
  return { staticFriction, kineticFriction };
}

export function liquidParams(m: Material): LiquidParams {
  return { density: m.density, viscosity: m.viscosity, cohesion: m.cohesion, wallViscosity: m.wallViscosity };
}

/** What the particle solver takes of a granular material. */
export function granularParams(m: Material): GranularParams {
  return { staticFriction: m.staticFriction, kineticFriction: m.kineticFriction, bond: m.bondNumber };
}

/** Loads material files; later files add materials and ingredients or replace same-named ones. */
export function loadMaterials(files: string[] = [MATERIALS_FILE]): MaterialTable {
  const t: MaterialTable = { materials: new Map(), ingredients: new Map(), byProperty: [], fallback: '' };
  /** file:line:column of the entries that name a material, checked at the end */
  const places = new Map<string, string>();
  for (const file of files) {
    const top = asRecord(loadYamlFile(file), file);
    for (const key of Object.keys(top))
      if (!MATERIALS_FILE_KEYS.includes(key)) throw unknownKeyError(placeOf(top, file, key, { key: true }), key, MATERIALS_FILE_KEYS);
    const materials = asRecord(top.materials ?? {}, `${placeOf(top, file, 'materials')}: materials`);
    for (const [name, raw] of Object.entries(materials)) {
      const m = asRecord(raw, `${placeOf(materials, file, name)}: material ${name}`);
      // file:line:column of the entry, then the material it belongs to
      const at = (k: string, o: { key?: boolean } = {}) => `${placeOf(m, file, k, o)}: material ${name}`;
      const unknown = Object.keys(m).find((k) => !MATERIAL_KEYS.includes(k));
      if (unknown !== undefined) throw unknownKeyError(at(unknown, { key: true }), unknown, MATERIAL_KEYS);
      const model = m.model as Model;
      if (!MODELS.includes(model)) throw choiceError(at('model'), 'model', model, MODELS);
      const num = (k: string, zeroOk: boolean) => inRange(positive(m[k], `${at(k)}: ${k}`, zeroOk), k, at(k));
      const opt = (k: string, d: number, zeroOk = true) => (m[k] === undefined ? d : num(k, zeroOk));
      const upTo = (k: string, max: number, why = '') => {
        const v = opt(k, 0);
        if (v > max) throw new InputError(`${at(k)}: ${k} must lie in 0..${max}${why}, got ${v}`);
        return v;
      };
      const finiteIn = (k: string) => inRange(finite(m[k], `${at(k)}: ${k}`), k, at(k));
      const unit = (k: string) => upTo(k, 1);
      t.materials.set(name, {
        name,
        model,
        density: num('density', false),
        viscosity: unit('viscosity'),
        cohesion: unit('cohesion'),
        wallViscosity: m['wall-viscosity'] === undefined ? DEFAULT_WALL_VISCOSITY : unit('wall-viscosity'),
        ...frictions(opt('static-friction', 0.5), opt('kinetic-friction', 0.4), at(m['kinetic-friction'] === undefined ? 'static-friction' : 'kinetic-friction')),
        bondNumber: upTo('bond-number', MAX_BOND_NUMBER, ' (beyond, the grains set as one solid)'),
        particleGrams: num('particle-grams', false),
        meltsAt: m['melts-at'] === undefined ? null : finiteIn('melts-at'),
        dynamicViscosity: m['dynamic-viscosity'] === undefined ? null : num('dynamic-viscosity', false),
        specificHeat: opt('specific-heat', 3500, false),
        cookedAtC: m['cooked-at'] === undefined ? COOKED_AT_C : finiteIn('cooked-at'),
        cookedForS: opt('cooked-for', COOKED_FOR_S),
      });
    }
    const ingredients = asRecord(top.ingredients ?? {}, `${placeOf(top, file, 'ingredients')}: ingredients`);
    for (const [cls, mat] of Object.entries(ingredients)) {
      if (typeof mat !== 'string') throw new InputError(`${placeOf(ingredients, file, cls)}: ingredients: ${cls}: expected a material name`);
      t.ingredients.set(cls, mat);
      places.set(`ingredients: ${cls}`, placeOf(ingredients, file, cls));
    }
    const byProperty = top['by-property'];
    if (byProperty !== undefined) {
      if (!Array.isArray(byProperty)) throw new InputError(`${placeOf(top, file, 'by-property')}: by-property: expected a list`);
      for (const [k, raw] of byProperty.entries()) {
        const e = asRecord(raw, `${placeOf(byProperty, file, k)}: by-property[${k}]`);
        // a misspelt key (`materal`) is named with the one meant, not only the entry's shape
        const unknown = Object.keys(e).find((key) => !BY_PROPERTY_KEYS.includes(key));
        if (unknown !== undefined) throw unknownKeyError(`${placeOf(e, file, unknown, { key: true })}: by-property[${k}]`, unknown, BY_PROPERTY_KEYS);
        if (typeof e.class !== 'string' || typeof e.material !== 'string') throw new InputError(`${placeOf(byProperty, file, k)}: by-property[${k}]: expected {class, material}`);
        t.byProperty.push({ cls: e.class, material: e.material });
        // keyed as the check below looks it up: by the entry's class
        places.set(`by-property: ${e.class}`, placeOf(e, file, 'material'));
      }
    }
    if (top.default !== undefined) {
      if (typeof top.default !== 'string') throw new InputError(`${placeOf(top, file, 'default')}: default: expected a material name`);
      t.fallback = top.default;
      places.set('default', placeOf(top, file, 'default'));
    }
  }
  // a material named before the file that defines it is checked once all files are read
  const check = (name: string, where: string) => {
    if (!t.materials.has(name)) throw new InputError(`${places.get(where) ?? files.at(-1)}: ${where}: unknown material '${name}'${didYouMean(name, [...t.materials.keys()])}`);
  };
  for (const [cls, m] of t.ingredients) check(m, `ingredients: ${cls}`);
  for (const e of t.byProperty) check(e.material, `by-property: ${e.cls}`);
  check(t.fallback, 'default');
  return t;
}

function finite(v: unknown, where: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new InputError(`${where}: expected a finite number, got ${shownValue(v)}`);
  return v;
}

/** The material of an ingredient class, given its superclasses (most specific first). */
export function materialOf(t: MaterialTable, cls: string, superclasses: readonly string[] = []): Material {
  for (const c of [cls, ...superclasses]) {
    const m = t.ingredients.get(c);
    if (m) return t.materials.get(m)!;
  }
  const supers = new Set([cls, ...superclasses]);
  for (const e of t.byProperty) if (supers.has(e.cls)) return t.materials.get(e.material)!;
  return t.materials.get(t.fallback)!;
}

export interface Geometry {
  shape: 'bowl' | 'tray' | 'box' | 'cylinder' | 'sphere';
  radius: number;
  height: number;
  size: [number, number, number];
  wall: number;
  mass: number;
  /** inner volume (m³) when given (`volume-ml`), else computed from the shape */
  volumeM3?: number;
}

export interface GeometryTable {
  classes: Map<string, Geometry>;
  fallback: Geometry;
  places: Map<string, [number, number, number]>;
}

const SHAPES = ['bowl', 'tray', 'box', 'cylinder', 'sphere'] as const;
const GEOMETRY_KEYS = ['shape', 'radius', 'height', 'size', 'wall', 'mass', 'volume-ml'];
const GEOMETRY_FILE_KEYS = ['classes', 'places', 'default'];

export function loadGeometry(file = GEOMETRY_FILE): GeometryTable {
  const top = asRecord(loadYamlFile(file), file);
  for (const key of Object.keys(top))
    if (!GEOMETRY_FILE_KEYS.includes(key)) throw unknownKeyError(placeOf(top, file, key, { key: true }), key, GEOMETRY_FILE_KEYS);
  const one = (raw: unknown, where: string): Geometry => {
    const g = asRecord(raw, where);
    // file:line:column of the entry, then the class it belongs to
    const at = (k: string | number, node: unknown = g, o: { key?: boolean } = {}) => `${placeOf(node, file, k, o)}: ${where.slice(where.lastIndexOf(': ') + 2)}`;
    const unknown = Object.keys(g).find((k) => !GEOMETRY_KEYS.includes(k));
    if (unknown !== undefined) throw unknownKeyError(at(unknown, g, { key: true }), unknown, GEOMETRY_KEYS);
    const shape = g.shape as Geometry['shape'];
    if (!SHAPES.includes(shape)) throw choiceError(at('shape'), 'shape', shape, SHAPES);
    const size = g.size === undefined ? [0.05, 0.05, 0.05] : g.size;
    if (!Array.isArray(size) || size.length !== 3) throw new InputError(`${at('size')}: size: expected [x, y, z]`);
    const upTo = (v: unknown, name: string, most: number, unit: string, place: string) => {
      const n = positive(v, `${place}: ${name}`);
      if (n > most) throw new InputError(`${place}: ${name} must lie in 0..${most} ${unit}, got ${n}`);
      return n;
    };
    const length = (k: string, d: number) => (g[k] === undefined ? d : upTo(g[k], k, GEOMETRY_RANGES.length, 'm', at(k)));
    return {
      shape,
      radius: length('radius', 0.05),
      height: length('height', 0.05),
      size: size.map((v, k) => upTo(v, `size[${k}]`, GEOMETRY_RANGES.length, 'm', at(k, size))) as [number, number, number],
      wall: length('wall', 0.003),
      mass: upTo(g.mass, 'mass', GEOMETRY_RANGES.mass, 'kg', at('mass')),
      ...(g['volume-ml'] === undefined ? {} : { volumeM3: upTo(g['volume-ml'], 'volume-ml', GEOMETRY_RANGES.volumeMl, 'ml', at('volume-ml')) / 1e6 }),
    };
  };
  const classes = new Map<string, Geometry>();
  const entries = asRecord(top.classes ?? {}, `${placeOf(top, file, 'classes')}: classes`);
  for (const [cls, raw] of Object.entries(entries)) classes.set(cls, one(raw, `${placeOf(entries, file, cls)}: ${cls}`));
  const places = new Map<string, [number, number, number]>();
  const placeEntries = asRecord(top.places ?? {}, `${placeOf(top, file, 'places')}: places`);
  for (const [name, raw] of Object.entries(placeEntries)) {
    const ok = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= GEOMETRY_RANGES.place;
    if (!Array.isArray(raw) || raw.length !== 3 || !raw.every(ok)) throw new InputError(`${placeOf(placeEntries, file, name)}: places: ${name}: expected [x, y, z], each within ±${GEOMETRY_RANGES.place} m`);
    places.set(name, raw as [number, number, number]);
  }
  return { classes, fallback: one(top.default, `${placeOf(top, file, 'default')}: default`), places };
}

export function geometryOf(t: GeometryTable, cls: string, superclasses: readonly string[] = []): Geometry {
  for (const c of [cls, ...superclasses]) {
    const g = t.classes.get(c);
    if (g) return g;
  }
  return t.fallback;
}
