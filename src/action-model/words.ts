// Phrases the text and Markdown renderings of the action model share, so both say the same.
import type { GuardEntry, ModeEntry, ScopeEntry } from './types.ts';

/** A physics fact's mode in words. */
export const modeWords = (mode: string) => (mode === '_' ? 'every mode' : `mode ${mode}`);

/** What a condition reads and what it can give: `state; F_NOT_IN_KITCHEN, F_FAILED_INPUT`. */
export function guardFacts(g: GuardEntry, code = (s: string) => s): string {
  const codes = g.codes.length ? g.codes.map(code).join(', ') : 'no code of its own';
  return `${g.depends === 'value' ? 'values' : 'state'}; ${codes}`;
}

/** What a condition that does not hold does. */
export function guardOutcome(g: GuardEntry, code = (s: string) => s): string {
  if (g.kind === 'requires') return `else the simulation stops with ${code(g.stop ?? '')}`;
  if (g.kind === 'applies') return 'else the action binds nothing';
  if (g.kind === 'advises') return 'else check refuses the line; the reference runs it (with the corrected semantics the action fails)';
  return 'else the action fails';
}

/** With variants: what happens when none applies. */
export const otherwiseWords = (m: ModeEntry) => (m.otherwise === 'fail' ? 'the action fails' : 'the action binds nothing');

/** The kitchen clock after the step, and on failure when it differs. */
export function clockWords(s: Pick<ScopeEntry, 'clock' | 'failureClock'>, code = (x: string) => x): string {
  const ok = s.clock === null ? 'unchanged' : code(s.clock);
  if (s.failureClock === s.clock) return ok;
  return `${ok}; on failure ${s.failureClock === null ? 'unchanged' : code(s.failureClock)}`;
}

/** Do a variant's clocks differ from its mode's? */
export const ownClock = (v: ScopeEntry, m: ScopeEntry) => v.clock !== m.clock || v.failureClock !== m.failureClock;

/** The slots that hold failed objects when the action fails; a mode may have none (`fails(_, [])`, or only a kitchen state computed). */
export const failedWords = (slots: readonly string[], code = (x: string) => x) => (slots.length ? `failed objects in ${slots.map(code).join(', ')}` : 'no slot holds a failed object');

export const UNDOCUMENTED = '(undocumented)';
