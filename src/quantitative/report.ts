// Reports of quantitative runs: the run command's JSON report with `physics` on each timeline
// entry (same order as QuantitativeRun.physics), and each step's physics in words for its text report.
import { InputError } from '../errors.ts';
import { isRecord, kindOfValue } from '../language/check-recipe.ts';
import type { FeedbackDiagnostic } from './feedback.ts';
import type { StepPhysics } from './procedures.ts';
import type { QuantitativeRun } from './run.ts';

/** A quantitative run (runQuantitative's), or an InputError naming the function: anything else would fail below with a bare TypeError. */
export function requireQuantitativeRun(run: unknown, where: string): asserts run is QuantitativeRun {
  if (isRecord(run) && typeof run.status === 'string' && Array.isArray(run.physics)) return;
  throw new InputError(`${where}: run must be a quantitative run (runQuantitative(…)), got ${kindOfValue(run)}`);
}

/** Adds `physics` to every timeline entry of a report made from `run`, and `mode`/`backend`. */
export function withPhysics<R extends { timeline: object[] }>(
  report: R,
  run: QuantitativeRun,
): Omit<R, 'timeline'> & { mode: 'quantitative'; backend: string; timeline: (R['timeline'][number] & { physics: StepPhysics | null })[]; physicsFeedback?: FeedbackDiagnostic[] } {
  if (!(isRecord(report) && Array.isArray(report.timeline))) throw new InputError(`withPhysics: report must be a run report with a timeline, got ${kindOfValue(report)}`);
  requireQuantitativeRun(run, 'withPhysics');
  return {
    ...report,
    mode: 'quantitative',
    backend: run.backend,
    timeline: report.timeline.map((t, k) => ({ ...t, physics: run.physics[k] ?? null })),
    ...(run.feedback ? { physicsFeedback: run.feedback.diagnostics } : {}),
  };
}

/** Grams to a tenth, two significant digits below that (a pinch is not 0 g). */
const grams = (g: number) => `${g > 0 && g < 0.1 ? Number(g.toPrecision(2)) : Number(g.toFixed(1))} g`;

/** What a step's physics measured, in one line: the procedure, its main figures, and whether it bears out the step. */
export function physicsText(p: StepPhysics): string {
  if (!(isRecord(p) && typeof p.procedure === 'string' && isRecord(p.detail))) throw new InputError(`physicsText: expected a step's physics (an entry of QuantitativeRun.physics), got ${kindOfValue(p)}`);
  const d = p.detail;
  const facts: string[] = [];
  const material = typeof d.material === 'string' && d.material !== 'none' ? d.material : null;
  if (typeof d.displacedBy === 'string') {
    // items put into a liquid: the items and the liquid are weighed each on its own
    facts.push(`${grams(p.measuredGrams)} of ${d.displacedBy} into ${material ?? 'the liquid'}`);
    if (p.spilledGrams > 0) facts.push(`${grams(p.spilledGrams)} of ${material ?? 'the liquid'} spilled`);
  } else {
    if (material) facts.push(material);
    if (p.measuredGrams > 0) facts.push(grams(p.measuredGrams));
    if (p.spilledGrams > 0) facts.push(`${grams(p.spilledGrams)} spilled`);
  }
  // a drain says what it separated: the liquid (its grams above), and the solids left behind
  if (p.procedure === 'drain' && d.material === 'none') facts.push('no liquid to drain');
  if (typeof d.solidsGrams === 'number' && d.solidsGrams > 0) facts.push(`${grams(d.solidsGrams)} of solids left`);
  if (d.overflow === true) facts.push('overflows');
  if (typeof d.homogeneity === 'number') facts.push(`mixing index ${d.homogeneity.toFixed(2)}`);
  if (typeof d.startC === 'number' && typeof d.endC === 'number') facts.push(`${d.startC} → ${d.endC} °C`);
  if (typeof d.secondsAtCookedC === 'number') facts.push(`${d.secondsAtCookedC} s at ${d.cookedAtC} °C`);
  if (typeof d.pieces === 'number') facts.push(`${d.pieces} pieces (${d.pattern})`);
  if (typeof d.bodies === 'number' && typeof d.resting === 'number') facts.push(`${d.resting} of ${d.bodies} resting${typeof d.onto === 'string' ? ` on the ${d.onto}` : ''}`);
  if (p.particles > 0) facts.push(`${p.particles} particle${p.particles === 1 ? '' : 's'}`);
  return `physics: ${p.procedure}${facts.length ? `, ${facts.join(', ')}` : ''}${p.agrees ? '' : ' — does not bear out the step'}`;
}
