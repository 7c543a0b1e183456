// Diagnostics as values: codes, places, root causes; the reasons failed objects carry.
export { ALL_CODES, DIAGNOSTIC_CODES, FAILURE_CODES, type CodeInfo, type DiagnosticCode, type FailureCode, type Severity } from './catalogue.ts';
export { type CauseRef, type Diagnostic, diagnostic, rootCausesFirst } from './diagnostic.ts';
export { explainExecution, explainProblems, explainRefused, type Explanation, noRecipeDiagnostic, parseProblemDiagnostics, solutionFileDiagnostics } from './explain.ts';
export {
  describeFailure,
  failedObjectsIn,
  failureReasonOf,
  type FailureReason,
  type FailureReasonJson,
  failureReasonToJson,
  rootReason,
} from './failure.ts';
export { formatDiagnostics, type FormatOptions } from './format.ts';
