// The names a rule file gives and the scopes its facts name, checked before its modes are
// compiled: the action's name, mode ids and variant names are names networks, listings and the
// action model can show (`actions --json` keeps to docs/schema/action-model.schema.json), each
// mode and variant is declared once, and every fact's scope is one it can apply to. A scope that
// matched nothing would drop the fact without a word.
import type { RuleClause } from './read-terms.ts';
import type { ProblemList } from './rule-problems.ts';
import { YAML_LIMITS } from '../kitchen/yaml-source.ts';
import { F32 } from '../numbers/num.ts';
import { hyphenate, type PTerm, show } from './terms.ts';

/** A mode id or variant name as written: numbers as they are, atoms hyphenated. */
export const scopeName = (t: PTerm) => (t.t === 'atom' ? hyphenate(t.name) : show(t));

/** An action's name as networks write it (the action model's `name`). */
export const isActionName = (name: string) => /^[a-z0-9][a-z0-9-]*$/.test(name) && name.length <= YAML_LIMITS.maxNameLength;

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
  checkRepeats(clauses, [...modes.keys()], computedSlots(clauses), problems);
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

/** Facts a mode (or variant) takes one of; `time` one per slot. */
const SINGLE: Record<string, (c: RuleClause) => string | null> = {
  'effect/2': () => '',
  'fails/2': () => '',
  'clock/2': () => '',
  'failure_clock/2': () => '',
  'start/2': () => '',
  'otherwise/2': () => '',
  'physics/2': () => '',
  'time/3': (c) => (c.args[1].t === 'atom' ? ` of ${hyphenate(c.args[1].name)}` : null),
};

/**
 * A second fact of a kind a mode takes one of, for a mode (or variant) that already has one,
 * would be ignored or would silently replace the first: refused at its scope, naming the first.
 * A fact for `_` applies to every mode.
 */
function checkRepeats(clauses: readonly RuleClause[], modeIds: string[], computed: Map<string, Set<string>>, problems: ProblemList): void {
  const first = new Map<string, number>();
  for (const c of clauses) {
    const of = SINGLE[c.key]?.(c);
    if (of === undefined || of === null || !c.args.length) continue;
    const scope = c.args[0];
    // a time for _ is for the modes that compute its slot (one for another slot is refused elsewhere)
    const slot = c.key === 'time/3' ? of.slice(' of '.length) : null;
    // a mode's own procedure comes before the one for _ (quantitative/run.ts): only the same scope twice repeats
    const every = scope.t === 'var' ? (c.key === 'physics/2' ? ['_'] : modeIds) : [];
    const targets = (scope.t === 'var' ? every : [scopeName(scope)]).filter((t) => slot === null || (computed.get(t)?.has(slot) ?? true));
    const fact = c.key.split('/')[0];
    const again = targets.filter((t) => first.has(`${c.key}${of}@${t}`));
    if (again.length) {
      const line = first.get(`${c.key}${of}@${again[0]}`);
      const named = again.map((t) => (t === '_' ? 'every mode (_)' : modeIds.includes(t) ? `mode ${t}` : `variant ${t}`)).join(', ');
      problems.add(scope, `a second ${fact}${of} for ${named}: line ${line} states one already (a fact for _ holds for every mode)`);
    }
    for (const t of targets) if (!first.has(`${c.key}${of}@${t}`)) first.set(`${c.key}${of}@${t}`, c.line);
  }
}

/** The slots each mode computes, by mode id, as written in its `mode` fact. */
function computedSlots(clauses: readonly RuleClause[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const c of clauses) {
    const list = c.key === 'mode/3' ? c.args[2] : null;
    if (list?.t === 'list') out.set(scopeName(c.args[0]), new Set(list.items.flatMap((t) => (t.t === 'atom' ? [hyphenate(t.name)] : []))));
  }
  return out;
}
