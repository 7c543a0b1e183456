// Unit facts: the gram conversion table (`convert-to-g`), stove heat temperatures, and the
// numbers an amount of each unit plausibly takes (what listings offer).
import { InputError, SimulationError } from '../errors.ts';
import { F32, type Num, parseNumberToken, toDouble } from '../numbers/num.ts';

/** The top-level keys of unit facts in an ontology file. */
export const UNIT_KEYS = ['grams-per-unit', 'before-lookup', 'stove-temperatures', 'plausible-ranges'] as const;

export interface UnitsData {
  'grams-per-unit'?: Record<string, Record<string, number | string>>;
  'before-lookup'?: Record<string, { unit: string; factor: number | string }>;
  'stove-temperatures'?: Record<string, number | string>;
  'plausible-ranges'?: Record<string, [number | string, number | string]>;
}

/** A YAML number: integers stay exact, decimals are single-floats, strings may hold ratios. */
export function yamlNum(v: number | string, where: string): Num {
  if (typeof v === 'number') return Number.isInteger(v) ? v : new F32(v);
  const n = parseNumberToken(String(v).trim());
  if (n === null) throw new InputError(`${where}: "${v}" is not a number`);
  return n;
}

export class Units {
  readonly gramsPerUnit = new Map<string, Map<string, Num>>();
  readonly beforeLookup = new Map<string, { unit: string; factor: Num }>();
  readonly stoveTemperatures = new Map<string, Num>();
  /** The numbers an amount of a unit plausibly takes in a kitchen (`count`: a bare number of things). */
  readonly plausibleRanges = new Map<string, { min: number; max: number }>();

  merge(data: UnitsData, origin: string) {
    for (const [cls, row] of Object.entries(data['grams-per-unit'] ?? {})) {
      const m = this.gramsPerUnit.get(cls) ?? new Map<string, Num>();
      for (const [unit, f] of Object.entries(row ?? {})) m.set(unit, yamlNum(f, `${origin}: ${cls}.${unit}`));
      this.gramsPerUnit.set(cls, m);
    }
    for (const [unit, r] of Object.entries(data['before-lookup'] ?? {}))
      this.beforeLookup.set(unit, { unit: r.unit, factor: yamlNum(r.factor, `${origin}: ${unit}`) });
    for (const [mode, t] of Object.entries(data['stove-temperatures'] ?? {}))
      this.stoveTemperatures.set(mode, yamlNum(t, `${origin}: ${mode}`));
    // bounds may be written as strings, ratios included ("1/2"), as ontology-shapes.ts allows
    for (const [unit, [min, max]] of Object.entries(data['plausible-ranges'] ?? {}))
      this.plausibleRanges.set(unit, { min: toDouble(yamlNum(min, `${origin}: ${unit}`)), max: toDouble(yamlNum(max, `${origin}: ${unit}`)) });
  }

  /**
   * Grams in one `unit` of ingredient class `cls`; the reference errors when there is no entry.
   * `written`: the unit the amount was written in, when `before-lookup` re-expressed it as `unit`.
   */
  factor(cls: string, unit: string, written = unit): Num {
    const f = this.gramsPerUnit.get(cls)?.get(unit);
    if (f !== undefined) return f;
    const as = written === unit ? unit : `${written} (looked up as ${unit})`;
    throw new SimulationError(`no-conversion-entry(${cls})`, `no gram conversion for ${as} of ${cls}; ${cls} converts from ${this.unitsOf(cls).join(', ')}`);
  }

  /**
   * The units an amount of `cls` converts to grams from: g, those of its row that `before-lookup`
   * leaves as they are, and those it turns into g or one of them (one step, as amounts.ts looks up).
   */
  unitsOf(cls: string): string[] {
    const row = this.gramsPerUnit.get(cls);
    const out = ['g', ...[...(row?.keys() ?? [])].filter((u) => u !== 'g' && !this.beforeLookup.has(u))];
    for (const [unit, pre] of this.beforeLookup) if (unit !== 'g' && (pre.unit === 'g' || row?.has(pre.unit))) out.push(unit);
    return out;
  }
}
