// Sessions: a network built line by line against the kitchen, with admissible actions and why a
// line would not run (docs/SESSIONS.md).
export { openSession, restoreSession, Session } from './api.ts';
export { AdmissibleTimeLimit } from '../listing/admissible.ts';
export type { SessionOptions, SessionStep, SessionSnapshot } from './session.ts';
export type { AdmissibleEntry, AdmissibleParameter, AdmissibleOptions } from '../listing/admissible.ts';
export type { ListingFilter } from '../listing/filters.ts';
export type { AdmissiblePage, PageOptions } from '../listing/pages.ts';
export type { AdmissibleTemplate, TemplateSlot } from '../listing/templates.ts';
export type { NearestEntry } from '../listing/nearest.ts';
export type { CheckFinding, CheckResult } from './check.ts';
export type { EvaluationRowJson } from './evaluate.ts';
export type { SessionDiagnostic } from './diagnostics.ts';
export * from '../json/index.ts';
