// Heat and cold as a lumped Newton-type exchange: an item of mass m (specific heat c) with
// surface A exchanges heat with its surroundings at coefficient k: dT/dt = k·A·(T_env − T)/(m·c).
// Phase changes (butter melting) happen when the item passes its material's melting point.

export interface HeatOptions {
  grams: number;
  startC: number;
  environmentC: number;
  seconds: number;
  /** W/(m²·K): about 10 still air, 25 an oven's convection, 500 boiling water or hot oil */
  exchange?: number;
  /** exposed surface (m²) */
  area?: number;
  /** J/(kg·K), water-like food by default */
  specificHeat?: number;
  meltsAt?: number | null;
}

export interface HeatResult {
  endC: number;
  timeConstantS: number;
  melted: boolean;
  simulatedSeconds: number;
}

export function exchangeHeat(o: HeatOptions): HeatResult {
  const m = Math.max(o.grams, 1) / 1000;
  const c = o.specificHeat ?? 3500;
  const area = o.area ?? 0.03;
  const k = o.exchange ?? 25;
  const tau = (m * c) / (k * area);
  const endC = o.environmentC + (o.startC - o.environmentC) * Math.exp(-o.seconds / tau);
  const melted = o.meltsAt !== undefined && o.meltsAt !== null && endC >= o.meltsAt;
  return { endC, timeConstantS: tau, melted, simulatedSeconds: o.seconds };
}

/**
 * Seconds of an exchange spent at or above `thresholdC`: the temperature follows
 * T(t) = Te + (T0 − Te)·e^(−t/τ), so it crosses the threshold at most once. `capC` is a ceiling
 * the item cannot pass (moist food at the boiling point): a threshold above it is never reached.
 */
export function secondsAtOrAbove(o: { startC: number; environmentC: number; timeConstantS: number; seconds: number; thresholdC: number; capC?: number }): number {
  const { startC: t0, environmentC: te, timeConstantS: tau, seconds, thresholdC: td } = o;
  if (o.capC !== undefined && td > o.capC) return 0;
  if (t0 >= td && te >= td) return seconds;
  if (t0 < td && te > td) return Math.max(0, seconds - tau * Math.log((te - t0) / (te - td)));
  if (t0 >= td && te < td) return Math.min(seconds, tau * Math.log((t0 - te) / (td - te)));
  return 0;
}
