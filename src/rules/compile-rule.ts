// Compiles a rule file's facts into an ActionDef whose modes are plain closures: slot look-ups
// become indices, conditions and timing terms plain functions, the effect a direct call. Every
// problem of the file is collected (with its file:line:column) and reported at once.
import { InputError } from '../errors.ts';
import type { Ontology } from '../kitchen/ontology.ts';
import type { ActionDef, Effect, ModeDef, PhysicsDecl, SlotDef } from './action.ts';
import { compileCondition, type TermContext, typesMeet } from './compile-conditions.ts';
import { compileDefault } from './compile-defaults.ts';
import { compileEffect } from './compile-effect.ts';
import { compileModeRun, type GuardDef, type GuardKind, type ModePlan, type ScopePlan } from './compile-mode.ts';
import { FACT_FORMS, FACT_LIST, isFactForm } from './fact-forms.ts';
import type { RuleClause, RuleFile } from './load-rules.ts';
import { type CheckedMode, checkModes, checkTimeFacts } from './mode-checks.ts';
import { ProblemList } from './rule-problems.ts';
import { storedOnlySlots } from './stored-slots.ts';
import { checkTimeReads } from './time-reads.ts';
import { didYouMeanClass, didYouMeanWritten } from './suggest-names.ts';
import { ontologyNearHint } from './rule-folder.ts';
import { checkProcedure } from './physics-facts.ts';
import { checkScopes, isActionName, scopeName, written } from './scope-checks.ts';
import { YAML_LIMITS } from '../kitchen/yaml-source.ts';
import { hyphenate, type PTerm, show } from './terms.ts';
import { alwaysAvail, atomName, timingCompiler } from './timing-terms.ts';

/** The engine keeps each call's bound arguments as a 32-bit mask. */
const MAX_SLOTS = 32;

/** Facts a rule file may state (name/arity), with what each means: the table of fact-forms.ts. */
export const RULE_FACTS = FACT_FORMS;

/** Slot names become record keys: lower-case words, never a name Object.prototype has. */
const isPlainSlotName = (n: string) => /^[a-z][a-z0-9-]*$/.test(n) && !(n in Object.prototype);

export interface CompileContext {
  ontology: Ontology;
  effects: Record<string, Effect>;
}

const GUARDS: Record<string, GuardKind> = { 'pre/2': 'pre', 'requires/2': 'requires', 'requires/3': 'requires', 'applies/2': 'applies', 'advises/2': 'advises' };


export function compileRule(rf: RuleFile, ctx: CompileContext): ActionDef {
  const { file, clauses } = rf;
  const problems = new ProblemList(file);
  for (const c of clauses) if (!isFactForm(c.key)) problems.add(c, `unknown fact ${c.key}${didYouMeanWritten(c.key, FACT_LIST.split(', '))} (known: ${FACT_LIST})`);
  const header = compileHeader(rf, ctx, problems);
  if (!header) {
    problems.throwIfAny();
    throw new InputError(`${file}:1: no action could be read from this file`);
  }
  const { name, doc, slots } = header;
  const slotMap = new Map(slots.map((s) => [s.name, s]));
  const term: TermContext & { effects: Record<string, Effect> } = { action: name, slots: slotMap, ontology: ctx.ontology, problems, effects: ctx.effects };
  /** The type of a slot whose values can never be of the class, else null. */
  const cannotBe = (n: string, cls: string) => {
    const s = slotMap.get(n);
    return s && !typesMeet(ctx.ontology, s.type, cls) ? s.type.name : null;
  };
  const { compileExpr } = timingCompiler(name, slotMap, ctx.ontology, cannotBe, () => ontologyNearHint(file));
  /** The slot an atom names; null (and a problem) otherwise. */
  const slotName = (t: PTerm): string | null => {
    const n = t.t === 'atom' ? hyphenate(t.name) : null;
    return n !== null && slotMap.has(n) ? n : problems.add(t, `${show(t)} is not a slot of ${name}${t.t === 'atom' ? didYouMeanWritten(t.name, slotMap.keys()) : ''}`);
  };
  const timing = <T>(f: () => T, at: RuleClause): T | null => {
    try {
      return f();
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      // at the term at fault where the timing compiler kept its place, else at the fact
      return problems.add(e.place ?? at, e.message.replace(/^[^:]*:\d+: /, ''));
    }
  };

  const modeClauses = clauses.filter((c) => c.key === 'mode/3');
  if (!modeClauses.length) problems.add({ line: 1, column: 1 }, `action ${name} declares no mode`);
  checkScopes(clauses, name, problems);

  /** The facts of `keys` stated for exactly this scope (a mode id or variant name), or for every mode (`_`) when `anyMode`. */
  const forScope = (keys: string[], scope: string, anyMode: boolean) =>
    clauses.filter((c) => keys.includes(c.key) && (c.args[0].t === 'var' ? anyMode : scopeName(c.args[0]) === scope));

  const scopePlan = (scope: string, anyMode: boolean, computed: string[]): ScopePlan => {
    const defaults = forScope(['default/3'], scope, anyMode).flatMap((c) => {
      const slot = slotName(c.args[1]);
      if (slot === null) return [];
      if (!computed.includes(slot)) return problems.add(c.args[1], `default for ${c.args[1].t === 'atom' ? c.args[1].name : show(c.args[1])}, which mode ${scope} does not compute`) ?? [];
      const d = compileDefault(slot, c.args[2], term);
      return d ? [{ ...d, line: c.line }] : [];
    });
    const guards = forScope(Object.keys(GUARDS), scope, anyMode).flatMap((c): GuardDef[] => {
      const condition = compileCondition(c.args[1], term);
      if (!condition) return [];
      const stop = c.key === 'requires/3' ? (c.args[2].t === 'atom' ? c.args[2].name : show(c.args[2])) : undefined;
      return [{ kind: GUARDS[c.key], condition, scope: c.args[0].t === 'var' ? '_' : scope, line: c.line, ...(stop ? { stop } : {}) }];
    });
    const effectClause = forScope(['effect/2'], scope, anyMode)[0];
    const failsClause = forScope(['fails/2'], scope, anyMode)[0];
    const clockClause = forScope(['clock/2'], scope, anyMode)[0];
    const failClause = forScope(['failure_clock/2'], scope, anyMode)[0];
    const text = {
      defaults: forScope(['default/3'], scope, anyMode).map((c) => ({ slot: show(c.args[1]), how: show(c.args[2]), line: c.line })),
      effect: effectClause ? show(effectClause.args[1]) : null,
      clock: clockClause ? show(clockClause.args[1]) : null,
      failureClock: failClause ? show(failClause.args[1]) : null,
    };
    const plan: ScopePlan = { text, defaults, guards, effect: effectClause ? compileEffect(effectClause.args[1], term, slots[0]) : null, fails: failsClause ? failedSlots(failsClause, computed) : null };
    if (clockClause) plan.clock = timing(() => compileExpr(clockClause.args[1], `${file}:${clockClause.line}`), clockClause);
    if (failClause) plan.failureClock = timing(() => compileExpr(failClause.args[1], `${file}:${failClause.line}`), failClause);
    return plan;
  };

  const failedSlots = (c: RuleClause, computed: string[]): string[] | null => {
    const list = c.args[1];
    if (list.t !== 'list') return problems.add(list, `fails(Mode, Slots) needs a list of slots, got ${show(list)}`);
    return list.items.flatMap((t) => {
      const s = slotName(t);
      if (s === null) return [];
      return computed.includes(s) ? [s] : (problems.add(t, `${show(t)} is not a slot this mode computes: only computed slots can hold failed objects`) ?? []);
    });
  };

  const modes: ModeDef[] = [];
  const checked: CheckedMode[] = [];
  for (const mc of modeClauses) {
    const mode = compileModeHeader(mc, slots, problems);
    if (!mode) continue;
    const id = scopeName(mc.args[0]);
    const computed = slots.filter((_, i) => !mode.bound[i]).map((s) => s.name);
    const variants = clauses
      .filter((c) => c.key === 'variant/3' && (c.args[0].t === 'var' || scopeName(c.args[0]) === id))
      .flatMap((c) => {
        const condition = compileCondition(c.args[2], term);
        return condition ? [{ name: scopeName(c.args[1]), condition, line: c.line, plan: scopePlan(scopeName(c.args[1]), false, computed) }] : [];
      });
    const otherwiseClause = forScope(['otherwise/2'], id, true)[0];
    const said = otherwiseClause ? scopeName(otherwiseClause.args[1]) : 'nothing';
    const otherwise = said === 'fail' ? 'fail' : 'nothing';
    if (said !== otherwise) problems.add(otherwiseClause!.args[1], `otherwise(Mode, fail | nothing), got ${show(otherwiseClause!.args[1])}`);
    const startClause = forScope(['start/2'], id, true)[0];
    const start = startClause ? timing(() => compileExpr(startClause.args[1], `${file}:${startClause.line}`), startClause) : null;
    const timeClauses = forScope(['time/3'], id, true);
    checkTimeReads(id, mode.bound, slots, startClause, [...timeClauses, ...forScope(['clock/2', 'failure_clock/2'], id, true)], problems);
    const times = computed.flatMap((slot) => {
      const c = timeClauses.find((t) => t.args[1].t === 'atom' && hyphenate(t.args[1].name) === slot);
      if (!c) return problems.add(mc, `mode ${id} computes ${slot.replace(/-/g, '_')} but no time(${id}, ${slot.replace(/-/g, '_')}, Expr) says when it is available`) ?? [];
      const expr = timing(() => compileExpr(c.args[2], `${file}:${c.line}`), c);
      return expr ? [{ slot, index: slots.findIndex((s) => s.name === slot), expr, text: show(c.args[2]) }] : [];
    });
    const plan: ModePlan = {
      id,
      slots,
      bound: mode.bound,
      action: name,
      file,
      line: mc.line,
      mode: scopePlan(id, true, computed),
      variants,
      otherwise,
      start: start ?? ((env) => env.kt),
      startText: startClause ? show(startClause.args[1]) : null,
      times,
    };
    const ownScopes = new Set([id, ...variants.map((v) => v.name)]);
    const own = clauses.filter((c) => c.args.length && (c.args[0].t === 'var' || ownScopes.has(scopeName(c.args[0]))));
    const bound = new Set(slots.filter((s, i) => mode.bound[i] && s.type.name !== 'quantity').map((s) => s.name));
    const storedOnly = storedOnlySlots(own, (n) => slotMap.has(n), bound).map((n) => slots.findIndex((s) => s.name === n));
    const availRead = startClause ? alwaysAvail(startClause.args[1]).filter((n) => slotMap.has(n)).map((n) => slots.findIndex((s) => s.name === n)) : [];
    checked.push({ id, clause: mc, bound: mode.bound, mode: plan.mode, variants });
    const { run, check } = compileModeRun(plan);
    modes.push({ id, bound: mode.bound, boundMask: mode.boundMask, line: mc.line, availRead, storedOnly, run, check, plan });
  }
  checkModes(checked, slots, problems);
  checkTimeFacts(clauses, checked, slots, problems);
  // the physical procedure of the quantitative mode: checked, kept as data, not compiled
  const physics: PhysicsDecl[] = clauses.filter((c) => c.key === 'physics/2').map((c) => ({ mode: c.args[0], term: c.args[1], line: c.line }));
  for (const p of physics) checkProcedure(p.term, name, new Set(slotMap.keys()), ctx.ontology, problems);
  problems.throwIfAny();
  return physics.length ? { name, doc, file, slots, modes, physics } : { name, doc, file, slots, modes };
}

/** `action/2` and the `slot/3` facts: the action's name, description and typed slots; null when they cannot be read. */
function compileHeader(rf: RuleFile, ctx: CompileContext, problems: ProblemList): { name: string; doc: string; slots: SlotDef[] } | null {
  const [actionClause, ...more] = rf.clauses.filter((c) => c.key === 'action/2');
  if (!actionClause) return problems.add({ line: 1, column: 1 }, 'missing action(Name, Description)');
  // one file is one action: a second name or description would be dropped without a word
  for (const c of more) problems.add(c, `a second action fact: line ${actionClause.line} declares the action already (one rule file is one action)`);
  const nameTerm = actionClause.args[0];
  const name =
    nameTerm.t === 'atom' && isActionName(hyphenate(nameTerm.name))
      ? hyphenate(nameTerm.name)
      : problems.add(nameTerm, `the action name is a lower-case name as networks write it (letters, digits, _ or -, at most ${YAML_LIMITS.maxNameLength}, e.g. whip_to_stiff_peaks), got ${written(nameTerm)}`);
  const docTerm = actionClause.args[1];
  const doc = docTerm.t === 'atom' ? docTerm.name : show(docTerm);
  // one line of text: listings and the Markdown of `actions` print it as it is
  if (docTerm.t !== 'atom' || /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(doc))
    problems.add(docTerm, `the description is one line of text in quotes, e.g. 'whip a container until stiff peaks form', got ${written(docTerm)}`);
  const slots: SlotDef[] = [];
  for (const c of rf.clauses.filter((k) => k.key === 'slot/3')) {
    const [n, d, ty] = c.args;
    const slotName = n.t === 'atom' ? hyphenate(n.name) : null;
    if (!slotName || !isPlainSlotName(slotName)) {
      problems.add(n, `${show(n)} cannot name a slot: slot names are lower-case words (letters, digits, _), and not a name such as constructor or __proto__`);
      continue;
    }
    const dir = d.t === 'atom' ? d.name : '';
    if (dir !== 'in' && dir !== 'out') problems.add(d, `slot direction must be in or out, got ${show(d)}`);
    const typeName = ty.t === 'atom' ? hyphenate(ty.name) : '';
    if (typeName !== 't' && !ctx.ontology.has(typeName)) problems.add(ty, `slot ${n.t === 'atom' ? n.name : ''} has the undeclared type ${show(ty)}${typeName ? didYouMeanClass(typeName, ctx.ontology) : ''}${ontologyNearHint(problems.file)}`);
    if (slots.some((s) => s.name === slotName)) problems.add(n, `slot ${slotName} declared twice`);
    // a slot of an undeclared type is kept as taking anything, so that it is not also reported as unknown everywhere it is named
    else if (dir === 'in' || dir === 'out') slots.push({ name: slotName, dir, type: ctx.ontology.has(typeName) ? ctx.ontology.get(typeName) : ctx.ontology.get('entity') });
  }
  if (!slots.length) return name === null ? null : problems.add(actionClause, `action ${name} declares no slot`);
  if (slots.length > MAX_SLOTS) return problems.add(actionClause, `action ${name} declares ${slots.length} slots, at most ${MAX_SLOTS} are allowed`);
  return name === null ? null : { name, doc, slots };
}

/** `mode(Id, Bound, Computed)`: which slots are bound, each slot named exactly once. */
function compileModeHeader(mc: RuleClause, slots: SlotDef[], problems: ProblemList): { bound: boolean[]; boundMask: number } | null {
  const id = show(mc.args[0]);
  const list = (t: PTerm): string[] | null => {
    if (t.t !== 'list') return problems.add(t, `expected a list of slot names, got ${show(t)}`);
    const names = t.items.map((x) => (x.t === 'atom' ? hyphenate(x.name) : ''));
    const bad = t.items.find((x, i) => !slots.some((s) => s.name === names[i]));
    return bad ? problems.add(bad, `${show(bad)} is not a slot of this action${bad.t === 'atom' ? didYouMeanWritten(bad.name, slots.map((s) => s.name)) : ''}`) : names;
  };
  const boundNames = list(mc.args[1]);
  const computedNames = list(mc.args[2]);
  if (!boundNames || !computedNames) return null;
  const all = [...boundNames, ...computedNames];
  const missing = slots.filter((s) => !all.includes(s.name)).map((s) => s.name);
  if (missing.length) return problems.add(mc, `mode ${id} leaves out ${missing.join(', ')} (every slot is bound or computed)`);
  const twice = all.find((n, i) => all.indexOf(n) !== i);
  if (twice) return problems.add(mc, `mode ${id} names ${twice} twice`);
  const bound = slots.map((s) => boundNames.includes(s.name));
  return { bound, boundMask: bound.reduce((m, b, i) => (b ? m | (1 << i) : m), 0) };
}

export { atomName };
