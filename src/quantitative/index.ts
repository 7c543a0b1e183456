// Quantitative mode: see run.ts.
export { type QuantitativeOptions, type QuantitativeRun, type QuantitativeStep, runQuantitative } from './run.ts';
export { PROCEDURES, type StepPhysics } from './procedures.ts';
export { physicsText, withPhysics } from './report.ts';
export { feedbackDishScore, feedbackSummary } from './feedback-score.ts';
export type { FeedbackDiagnostic } from './feedback.ts';
