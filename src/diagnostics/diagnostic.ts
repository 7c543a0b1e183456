// A diagnostic: one problem of a network as a value with a code, a place and whether it is a root
// cause or follows from one (docs/DIAGNOSTICS.md, docs/schema/diagnostic.schema.json).
import type { SourcePlace } from '../language/ast.ts';
import { DIAGNOSTIC_CODES, type DiagnosticCode, type Severity } from './catalogue.ts';
import type { FailureReasonJson } from './failure.ts';

/** A root cause a diagnostic follows from, by code and place. */
export interface CauseRef {
  code: DiagnosticCode;
  line: number;
  column: number;
  variable?: string;
}

/** One problem of a network as a value: a code (docs/DIAGNOSTICS.md), its place, and whether it is a root cause. */
export interface Diagnostic {
  code: DiagnosticCode;
  severity: Severity;
  file: string;
  line: number;
  column: number;
  action?: string;
  /** A variable as the network writes it, lower-cased (`?ks-with-butter`). */
  variable?: string;
  message: string;
  hint?: string;
  /** False for a consequence of other problems (a line that merely waited, a failure that cascaded). */
  rootCause: boolean;
  /** For a consequence: the root causes it follows from. */
  causes?: CauseRef[];
  /** For a failed action: the reason its failed objects carry. */
  failure?: FailureReasonJson;
}

export interface DiagnosticInit {
  action?: string;
  variable?: string;
  hint?: string;
  rootCause?: boolean;
  causes?: CauseRef[];
  failure?: FailureReasonJson;
}

/** A diagnostic of a code at a place; the severity comes from the catalogue. */
export function diagnostic(code: DiagnosticCode, place: SourcePlace, message: string, init: DiagnosticInit = {}): Diagnostic {
  const d: Diagnostic = {
    code,
    severity: DIAGNOSTIC_CODES[code].severity,
    file: place.file,
    line: place.line,
    column: place.column,
    message,
    rootCause: init.rootCause ?? true,
  };
  if (init.action !== undefined) d.action = init.action;
  if (init.variable !== undefined) d.variable = init.variable;
  if (init.hint !== undefined) d.hint = init.hint;
  if (init.causes?.length) d.causes = init.causes;
  if (init.failure !== undefined) d.failure = init.failure;
  return d;
}

export function causeOf(d: Diagnostic): CauseRef {
  const c: CauseRef = { code: d.code, line: d.line, column: d.column };
  if (d.variable !== undefined) c.variable = d.variable;
  return c;
}

/** Root causes first, each group in the order of the file (a stable sort). */
export function rootCausesFirst(diags: Diagnostic[]): Diagnostic[] {
  return diags
    .map((d, i) => ({ d, i }))
    .sort((x, y) => Number(y.d.rootCause) - Number(x.d.rootCause) || x.d.line - y.d.line || x.d.column - y.d.column || x.i - y.i)
    .map((x) => x.d);
}
