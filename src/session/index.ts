// Sessions: a network built line by line against the kitchen, with admissible actions (docs/SESSIONS.md).
export { openSession, restoreSession, Session } from './api.ts';
export { AdmissibleTimeLimit } from './admissible.ts';
export type { SessionOptions, SessionStep, SessionSnapshot } from './session.ts';
export type { AdmissibleEntry, AdmissibleParameter, AdmissibleOptions } from './admissible.ts';
export type { NearestEntry } from './nearest.ts';
export type { EvaluationRowJson } from './evaluate.ts';
export type { SessionDiagnostic } from './diagnostics.ts';
export * from '../json/index.ts';
