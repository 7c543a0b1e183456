// Materials and geometry of the quantitative mode, from ontology/materials.yaml and
// ontology/geometry.yaml: parameters live in YAML, not in code.
import { resolve } from 'node:path';
import { InputError } from '../src/errors.ts';
import { PACKAGE_ROOT } from '../src/package-root.ts';
import type { GranularParams, LiquidParams } from './solver.ts';
import { asRecord, loadYamlFile, positive } from './yaml-load.ts';

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
const MATERIAL_KEYS = ['model', 'density', 'viscosity', 'cohesion', 'wall-viscosity', 'static-friction', 'kinetic-friction', 'bond-number', 'particle-grams', 'melts-at', 'dynamic-viscosity', 'specific-heat', 'cooked-at', 'cooked-for'];
/** Doneness where a material gives none: a core of 70 °C held for 2 minutes (materials.yaml says why). */
const COOKED_AT_C = 70;
const COOKED_FOR_S = 120;
/** the largest granular Bond number a material may give: a pull of a hundred weights per contact already holds a heap as one block */
const MAX_BOND_NUMBER = 100;
/** a liquid's wall viscosity where its material gives none */
const DEFAULT_WALL_VISCOSITY = 0.3;

/** What the particle solver takes of a liquid material. */
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
  for (const file of files) {
    const top = asRecord(loadYamlFile(file), file);
    for (const key of Object.keys(top))
      if (!['materials', 'ingredients', 'by-property', 'default'].includes(key)) throw new InputError(`${file}: unknown key '${key}' (expected materials, ingredients, by-property, default)`);
    for (const [name, raw] of Object.entries(asRecord(top.materials ?? {}, `${file}: materials`))) {
      const where = `${file}: material ${name}`;
      const m = asRecord(raw, where);
      const unknown = Object.keys(m).find((k) => !MATERIAL_KEYS.includes(k));
      if (unknown !== undefined) throw new InputError(`${where}: unknown key '${unknown}' (expected ${MATERIAL_KEYS.join(', ')})`);
      const model = m.model as Model;
      if (!MODELS.includes(model)) throw new InputError(`${where}: model must be one of ${MODELS.join(', ')}`);
      const opt = (k: string, d: number, zeroOk = true) => (m[k] === undefined ? d : positive(m[k], `${where}: ${k}`, zeroOk));
      const upTo = (k: string, max: number, why = '') => {
        const v = opt(k, 0);
        if (v > max) throw new InputError(`${where}: ${k} must lie in 0..${max}${why}, got ${v}`);
        return v;
      };
      const unit = (k: string) => upTo(k, 1);
      t.materials.set(name, {
        name,
        model,
        density: positive(m.density, `${where}: density`),
        viscosity: unit('viscosity'),
        cohesion: unit('cohesion'),
        wallViscosity: m['wall-viscosity'] === undefined ? DEFAULT_WALL_VISCOSITY : unit('wall-viscosity'),
        staticFriction: opt('static-friction', 0.5),
        kineticFriction: opt('kinetic-friction', 0.4),
        bondNumber: upTo('bond-number', MAX_BOND_NUMBER, ' (beyond, the grains set as one solid)'),
        particleGrams: positive(m['particle-grams'], `${where}: particle-grams`),
        meltsAt: m['melts-at'] === undefined ? null : finite(m['melts-at'], `${where}: melts-at`),
        dynamicViscosity: m['dynamic-viscosity'] === undefined ? null : positive(m['dynamic-viscosity'], `${where}: dynamic-viscosity`),
        specificHeat: opt('specific-heat', 3500, false),
        cookedAtC: m['cooked-at'] === undefined ? COOKED_AT_C : finite(m['cooked-at'], `${where}: cooked-at`),
        cookedForS: opt('cooked-for', COOKED_FOR_S),
      });
    }
    for (const [cls, mat] of Object.entries(asRecord(top.ingredients ?? {}, `${file}: ingredients`))) {
      if (typeof mat !== 'string') throw new InputError(`${file}: ingredients: ${cls}: expected a material name`);
      t.ingredients.set(cls, mat);
    }
    if (top['by-property'] !== undefined) {
      if (!Array.isArray(top['by-property'])) throw new InputError(`${file}: by-property: expected a list`);
      for (const [k, raw] of top['by-property'].entries()) {
        const e = asRecord(raw, `${file}: by-property[${k}]`);
        if (typeof e.class !== 'string' || typeof e.material !== 'string') throw new InputError(`${file}: by-property[${k}]: expected {class, material}`);
        t.byProperty.push({ cls: e.class, material: e.material });
      }
    }
    if (top.default !== undefined) {
      if (typeof top.default !== 'string') throw new InputError(`${file}: default: expected a material name`);
      t.fallback = top.default;
    }
  }
  const check = (name: string, where: string) => {
    if (!t.materials.has(name)) throw new InputError(`${where}: unknown material '${name}'`);
  };
  for (const [cls, m] of t.ingredients) check(m, `ingredients: ${cls}`);
  for (const e of t.byProperty) check(e.material, `by-property: ${e.cls}`);
  check(t.fallback, 'default');
  return t;
}

function finite(v: unknown, where: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new InputError(`${where}: expected a finite number, got ${JSON.stringify(v)}`);
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

export function loadGeometry(file = GEOMETRY_FILE): GeometryTable {
  const top = asRecord(loadYamlFile(file), file);
  const one = (raw: unknown, where: string): Geometry => {
    const g = asRecord(raw, where);
    const shape = g.shape as Geometry['shape'];
    if (!SHAPES.includes(shape)) throw new InputError(`${where}: shape must be one of ${SHAPES.join(', ')}`);
    const size = g.size === undefined ? [0.05, 0.05, 0.05] : g.size;
    if (!Array.isArray(size) || size.length !== 3) throw new InputError(`${where}: size: expected [x, y, z]`);
    return {
      shape,
      radius: g.radius === undefined ? 0.05 : positive(g.radius, `${where}: radius`),
      height: g.height === undefined ? 0.05 : positive(g.height, `${where}: height`),
      size: size.map((v, k) => positive(v, `${where}: size[${k}]`)) as [number, number, number],
      wall: g.wall === undefined ? 0.003 : positive(g.wall, `${where}: wall`),
      mass: positive(g.mass, `${where}: mass`),
      ...(g['volume-ml'] === undefined ? {} : { volumeM3: positive(g['volume-ml'], `${where}: volume-ml`) / 1e6 }),
    };
  };
  const classes = new Map<string, Geometry>();
  for (const [cls, raw] of Object.entries(asRecord(top.classes ?? {}, `${file}: classes`))) classes.set(cls, one(raw, `${file}: ${cls}`));
  const places = new Map<string, [number, number, number]>();
  for (const [name, raw] of Object.entries(asRecord(top.places ?? {}, `${file}: places`))) {
    if (!Array.isArray(raw) || raw.length !== 3 || !raw.every((v) => typeof v === 'number' && Number.isFinite(v))) throw new InputError(`${file}: places: ${name}: expected [x, y, z]`);
    places.set(name, raw as [number, number, number]);
  }
  return { classes, fallback: one(top.default, `${file}: default`), places };
}

export function geometryOf(t: GeometryTable, cls: string, superclasses: readonly string[] = []): Geometry {
  for (const c of [cls, ...superclasses]) {
    const g = t.classes.get(c);
    if (g) return g;
  }
  return t.fallback;
}
