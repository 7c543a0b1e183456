// Code made from strings, where the process allows it. A few hot helpers are generated from the
// ontology's slot names (record-copier.ts, the evaluator's slot comparisons): V8 keeps records
// of one shape on its fast paths that way. A process started with
// `--disallow-code-generation-from-strings`, or a host that forbids `new Function`, refuses
// that; each caller then builds the same helper from closures, slower but giving equal results.

let allowed: boolean | undefined;

/** Whether this process may make functions from strings (asked once). */
export function codeGenerationAllowed(): boolean {
  if (allowed === undefined) {
    try {
      allowed = new Function('return true')() === true;
    } catch {
      allowed = false;
    }
  }
  return allowed;
}

/** `new Function(...params, body)`, or null where code generation is refused. */
export function functionFrom<F>(params: readonly string[], body: string): F | null {
  return codeGenerationAllowed() ? (new Function(...params, body) as F) : null;
}
