// Diagnostics as text for people: root causes first, then what followed from them.
import { InputError } from '../errors.ts';
import { kindOfValue } from '../language/check-recipe.ts';
import { optionsOf } from '../tasks/arguments.ts';
import { type Diagnostic, rootCausesFirst } from './diagnostic.ts';

export interface FormatOptions {
  /** Also list the consequences (lines that merely waited, cascading failures); default true. */
  consequences?: boolean;
}

/**
 * One line per diagnostic, `file:line:column: severity CODE: message`, a hint on the next line;
 * root causes come first, under a heading when consequences follow.
 */
export function formatDiagnostics(diags: readonly Diagnostic[] | null | undefined, options: FormatOptions | null = {}): string {
  // RecipeRun.diagnostics is optional: none is nothing to say
  if (diags === null || diags === undefined) return '';
  if (!Array.isArray(diags)) throw new InputError(`formatDiagnostics: diags must be an array of diagnostics, got ${kindOfValue(diags)}`);
  options = optionsOf(options, 'formatDiagnostics', ['consequences']);
  if (options.consequences !== undefined && typeof options.consequences !== 'boolean')
    throw new InputError(`formatDiagnostics: consequences must be true or false, got ${kindOfValue(options.consequences)}`);
  const sorted = rootCausesFirst([...diags]);
  const roots = sorted.filter((d) => d.rootCause);
  const rest = options.consequences === false ? [] : sorted.filter((d) => !d.rootCause);
  const out: string[] = [];
  const heading = roots.length && rest.length;
  if (heading) out.push(roots.length === 1 ? 'root cause:' : `root causes (${roots.length}):`);
  for (const d of roots) out.push(...formatOne(d, heading ? '  ' : ''));
  if (rest.length) {
    out.push(roots.length ? `followed from ${roots.length === 1 ? 'it' : 'them'} (${rest.length}):` : `consequences (${rest.length}):`);
    for (const d of rest) out.push(...formatOne(d, '  '));
  }
  return out.join('\n');
}

function formatOne(d: Diagnostic, indent: string): string[] {
  const place = d.file ? `${d.file}:${d.line}:${d.column}: ` : d.line ? `${d.line}:${d.column}: ` : '';
  const lines = [`${indent}${place}${d.severity} ${d.code}: ${d.message}`];
  if (d.hint) lines.push(`${indent}  hint: ${d.hint}`);
  return lines;
}
