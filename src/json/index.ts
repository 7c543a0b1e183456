// JSON forms of kitchen values and executions (docs/SESSIONS.md; schemas in docs/schema/).
export * from './values.ts';
export * from './run.ts';
export { failureReasonOf } from './failure-reason.ts';
