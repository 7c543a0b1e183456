// Where in the rule file to look when a property of an action fails: the mode of the step that
// broke it, at its line of the rule file, and the terms of that mode the property concerns (the
// timing for time-forward, the effect for tools-used and conservation). The network line alone
// says where the generated case went wrong, not which fact of the action to fix.
//
//   ruleTermsOf('time-forward', run, 'fold', ['network.solution:3: fold: output kitchen time 20 is before the input kitchen time 30'])
//   // 'rule: my-rules/fold.pl:13, mode 1: clock kt - 10; kitchen_state_out at start + 90'
import type { ModePlan } from '../rules/compile-mode.ts';
import type { RecipeRun } from '../simulator.ts';
import { type StepView, stepViews } from './invariants.ts';

/** The rule file's words for a slot (`kitchen-state-out` is written `kitchen_state_out` there). */
const ruleName = (slot: string) => slot.replace(/-/g, '_');

/** A violation of the step at `where` (`file:line: action`), not of a longer line number that starts alike. */
const isAbout = (violation: string, where: string) => violation.startsWith(`${where}:`) || violation.startsWith(`${where} `);

/** The step of the action a violation names; the last step of the action when none is named (a crash, a second run that differs). */
function failingStep(run: RecipeRun, actionName: string, violations: string[]): StepView | undefined {
  const own = stepViews(run).filter((v) => v.expression.action.name === actionName);
  return own.find((v) => violations.some((m) => isAbout(m, v.where))) ?? own.at(-1);
}

/** The texts a mode and its variants give for one kind of term, each once. */
function texts(plan: ModePlan, pick: (text: ModePlan['mode']['text']) => string | null): string[] {
  const all = [pick(plan.mode.text), ...plan.variants.map((v) => pick(v.plan.text))];
  return [...new Set(all.filter((t): t is string => t !== null))];
}

/** The timing terms behind each time violation: the start, the clock, an output's time. */
function timingTerms(plan: ModePlan, violations: string[], where: string): string[] {
  const terms: string[] = [];
  const timeOf = (slot: string) => plan.times.filter((t) => t.slot === slot).map((t) => `${ruleName(t.slot)} at ${t.text}`);
  for (const m of violations.filter((v) => isAbout(v, where))) {
    const rest = m.slice(where.length);
    if (rest.startsWith(' starts at ')) terms.push(`start ${plan.startText ?? 'kt'}`);
    else if (rest.startsWith(' ends at ')) terms.push(`start ${plan.startText ?? 'kt'}`, ...plan.times.map((t) => `${ruleName(t.slot)} at ${t.text}`));
    else if (rest.startsWith(': output kitchen time ')) terms.push(...texts(plan, (t) => t.clock).map((c) => `clock ${c}`), ...timeOf('kitchen-state-out'));
    else {
      const slot = /^: (\S+) is available at /.exec(rest)?.[1];
      if (slot) terms.push(...timeOf(slot));
    }
  }
  return [...new Set(terms)];
}

/** The effect terms, and for a tool left unused, whether any effect names the tool's slot at all. */
function effectTerms(plan: ModePlan, violations: string[], where: string): string[] {
  const effects = texts(plan, (t) => t.effect);
  const terms = effects.length ? effects.map((e) => `effect ${e}`) : ['no effect'];
  for (const m of violations.filter((v) => isAbout(v, where))) {
    const tool = /^: (\S+) \(an? [^)]*\) is not marked used after it/.exec(m.slice(where.length))?.[1];
    if (tool && !effects.some((e) => new RegExp(`\\b${ruleName(tool)}\\b`).test(e))) terms.push(`no effect names ${ruleName(tool)}`);
  }
  return terms;
}

/**
 * `rule: FILE:LINE, mode M: terms…` for a property that failed on a run of `actionName`; only
 * `rule: FILE` when no step of the action completed (it threw: no mode to name), null when the
 * network has no call of it.
 */
export function ruleTermsOf(property: string, run: RecipeRun | null, actionName: string, violations: string[]): string | null {
  const view = run ? failingStep(run, actionName, violations) : undefined;
  const mode = view?.expression.action.modes.find((m) => m.id === view.step.mode);
  if (!view || !mode) {
    const action = run?.program?.expressions.find((e) => e.action.name === actionName)?.action;
    return action ? `rule: ${action.file}` : null;
  }
  const { plan } = mode;
  const terms = property === 'time-forward' ? timingTerms(plan, violations, view.where) : property === 'declared-types' || property === 'tools-used' || property === 'conservation' ? effectTerms(plan, violations, view.where) : [];
  return `rule: ${plan.file}:${plan.line}, mode ${plan.id}${terms.length ? `: ${terms.join('; ')}` : ''}`;
}
