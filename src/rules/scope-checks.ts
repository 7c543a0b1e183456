// The names a rule file gives and the scopes its facts name, checked before its modes are
// compiled: the action's name, mode ids and variant names are names networks, listings and the
// action model can show (`actions --json` keeps to docs/schema/action-model.schema.json), each
// mode and variant is declared once, and every fact's scope is one it can apply to. A scope that
// matched nothing would drop the fact without a word.
import type { RuleClause } from './read-terms.ts';
import type { ProblemList } from './rule-problems.ts';
import { F32 } from '../numbers/num.ts';
import { hyphenate, type PTerm, show } from './terms.ts';

/** A mode id or variant name as written: numbers as they are, atoms hyphenated. */
export const scopeName = (t: PTerm) => (t.t === 'atom' ? hyphenate(t.name) : show(t));

/** An action's name as networks write it (the action model's `name`). */
export const isActionName = (name: string) => /^[a-z0-9][a-z0-9-]*$/.test(name);

/** A mode id or variant name: a whole number (not a decimal) or a lower-case name. */
function isScopeId(t: PTerm): boolean {
  if (t.t === 'num') return !(t.value instanceof F32) && /^[0-9]+$/.test(show(t));
  return t.t === 'atom' && /^[a-z][a-z0-9-]*$/.test(hyphenate(t.name));
}

/** Facts whose scope is `_` or a mode id only: what they say belongs to a mode as a whole. */
const MODE_ONLY = new Set(['variant/3', 'otherwise/2', 'start/2', 'time/3', 'physics/2']);
/** Facts with no scope. */
const UNSCOPED = new Set(['action/2', 'slot/3', 'mode/3']);

/** The escapes of a quoted atom, so that a shown name stays on one line. */
const QUOTED_ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\t': '\\t' };

/** A term as the file writes it, so that `'1'`, `1.0` and `''` are not all shown alike. */
export function written(t: PTerm): string {
  if (t.t === 'var') return `the variable ${t.name}`;
  if (t.t === 'list') return `the list ${show(t)}`;
  if (t.t === 'num' && t.value instanceof F32) return `the decimal ${show(t)}`;
  if (t.t === 'atom' && !/^[a-z][A-Za-z0-9_]*$/.test(t.name)) return `'${t.name.replace(/[\\'\n\t]/g, (c) => QUOTED_ESCAPES[c])}'`;
  return show(t);
}

/** Records every problem of the ids and scopes of a rule file's facts (see the module comment). */
export function checkScopes(clauses: readonly RuleClause[], action: string, problems: ProblemList): void {
  const modes = new Map<string, number>();
  for (const c of clauses.filter((k) => k.key === 'mode/3')) {
    const id = c.args[0];
    if (!isScopeId(id)) {
      problems.add(id, `a mode id is a whole number or a lower-case name (e.g. 1, with_tool), got ${written(id)}`);
      continue;
    }
    const name = scopeName(id);
    const first = modes.get(name);
    if (first === undefined) modes.set(name, c.line);
    else problems.add(id, `mode ${name} is declared twice: line ${first} declares it first (names written with _ and with - are the same)`);
  }
  const variants = new Map<string, number>();
  for (const c of clauses.filter((k) => k.key === 'variant/3')) {
    const v = c.args[1];
    if (!isScopeId(v) || v.t === 'num') {
      problems.add(v, `a variant name is a lower-case name (e.g. list), got ${written(v)}`);
      continue;
    }
    const name = scopeName(v);
    if (modes.has(name) || variants.has(name)) problems.add(v, `variant ${name} has the name of a mode or another variant`);
    else variants.set(name, c.line);
  }
  for (const c of clauses) {
    if (UNSCOPED.has(c.key) || !c.args.length || c.args[0].t === 'var') continue;
    const scope = c.args[0];
    const fact = c.key.split('/')[0];
    const name = scopeName(scope);
    if (modes.has(name)) continue;
    if (variants.has(name) && MODE_ONLY.has(c.key)) problems.add(scope, `${fact} for ${show(scope)}, a variant: ${fact} takes _ or a mode id, and applies to the mode's variants too`);
    else if (!variants.has(name)) problems.add(scope, `${fact} for ${written(scope)}, which is no mode or variant of ${action}`);
  }
}
