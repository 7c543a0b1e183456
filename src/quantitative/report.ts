// JSON reports of quantitative runs: the run command's report with `physics` on each timeline
// entry (same order as QuantitativeRun.physics).
import type { StepPhysics } from './procedures.ts';
import type { QuantitativeRun } from './run.ts';

/** Adds `physics` to every timeline entry of a report made from `run`, and `mode`/`backend`. */
export function withPhysics<R extends { timeline: object[] }>(
  report: R,
  run: QuantitativeRun,
): Omit<R, 'timeline'> & { mode: 'quantitative'; backend: string; timeline: (R['timeline'][number] & { physics: StepPhysics | null })[] } {
  return {
    ...report,
    mode: 'quantitative',
    backend: run.backend,
    timeline: report.timeline.map((t, k) => ({ ...t, physics: run.physics[k] ?? null })),
    ...(run.feedback ? { physicsFeedback: run.feedback.diagnostics } : {}),
  };
}
