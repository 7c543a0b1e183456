// Why an action of a rule file threw, in the rule's own terms. An effect works on the object a
// look-up condition (on_counter_top, in_kitchen, retrieved …) found in the step's kitchen state;
// for an input no look-up finds, it gets the object of the input state instead, which it cannot
// change, and the engine stops with internal-error(…). The rule file is then at fault: this names
// its effect, the slot and the conditions that would find it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOOKUPS } from '../conditions/lookups.ts';
import type { Expression } from '../engine/program.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import type { ModeDef } from '../rules/action.ts';
import { signatureOf } from '../rules/compile-effect.ts';
import { hyphenate } from '../rules/terms.ts';
import { PACKAGE_ROOT } from '../package-root.ts';

/** The project's own rule files: a throw in one of their actions is the engine's fault, not a rule author's. */
const BUILT_IN_RULES = join(PACKAGE_ROOT, 'rules');
const builtIn = (file: string) => resolve(file).startsWith(BUILT_IN_RULES + '/');

/** Does the kitchen state hold the object (by persistent id) at any depth? Quantities, units and patterns it does not. */
function holds(ks: Value, object: Entity): boolean {
  if (!(ks instanceof Entity)) return false;
  const seen = new Set<Entity>();
  const walk = (contents: readonly Entity[]): boolean =>
    contents.some((c) => c instanceof Entity && !seen.has(c) && (seen.add(c), c.pid === object.pid || walk(c.contents)));
  return walk(ks.contents);
}

/** The top-level arguments of `name(a, slot(b), c)`, as written. */
function effectParts(text: string): { name: string; args: string[] } | null {
  const open = text.indexOf('(');
  if (open < 0 || !text.endsWith(')')) return null;
  const args: string[] = [];
  let depth = 0;
  let from = open + 1;
  for (let i = from; i < text.length - 1; i++) {
    if (text[i] === '(' || text[i] === '[') depth++;
    else if (text[i] === ')' || text[i] === ']') depth--;
    else if (text[i] === ',' && depth === 0) {
      args.push(text.slice(from, i).trim());
      from = i + 1;
    }
  }
  args.push(text.slice(from, text.length - 1).trim());
  return { name: text.slice(0, open).trim(), args };
}

/** The slots (hyphenated) an effect receives as objects to work on: `value` and `slot(…)` arguments. */
function workedOn(effect: string): string[] {
  const parts = effectParts(effect);
  const sig = parts && signatureOf(parts.name);
  if (!parts || !sig || sig.args.length !== parts.args.length) return [];
  return sig.args.flatMap((a, i) => {
    const written = parts.args[i].replace(/^slot\((.*)\)$/, '$1');
    return (a.kind === 'value' && !a.stored) || a.kind === 'slot' ? [hyphenate(written)] : [];
  });
}

/** The modes whose bound slots are those the call had values for: the mode the engine ran. */
function modesOfCall(expression: Expression, values: readonly Value[]): ModeDef[] {
  const given = expression.args.map((v) => values[v] !== undefined && values[v] !== null);
  return expression.action.modes.filter((m) => m.bound.every((b, i) => b === given[i]));
}

/** `file:line` of the rule file's `effect(` fact for the mode, or of the mode when it cannot be read. */
function effectPlace(file: string, mode: ModeDef): string {
  const fact = new RegExp(`^\\s*effect\\s*\\(\\s*(_|${mode.id.replace(/\W/g, '\\$&')})\\s*,`);
  try {
    const line = readFileSync(file, 'utf8').split('\n').findIndex((l) => fact.test(l));
    if (line >= 0) return `${file}:${line + 1}`;
  } catch {
    // the rule came from text, or the file moved: the mode's line still places it
  }
  return `${file}:${mode.line} (mode ${mode.id})`;
}

/**
 * The rule fault behind an action that threw, in words: its effect works on an input that no
 * look-up condition of the mode finds. Null when the rule finds every object its effect works on
 * (then the fault is ours, and the engine's message says so).
 */
export function unfoundInputFault(expression: Expression, values: readonly Value[]): string | null {
  if (builtIn(expression.action.file)) return null;
  for (const mode of modesOfCall(expression, values)) {
    const { plan } = mode;
    const effect = plan.mode.text.effect;
    if (!effect) continue;
    const guards = [...plan.mode.guards, ...plan.variants.flatMap((v) => v.plan.guards)];
    const found = new Set(guards.filter((g) => g.condition.name in LOOKUPS).flatMap((g) => g.condition.slots));
    const kitchenIn = values[expression.args[plan.slots.findIndex((d) => d.dir === 'in' && d.type.name === 'kitchen-state')]];
    const slot = workedOn(effect).find((s) => {
      const i = plan.slots.findIndex((d) => d.name === s);
      const value = values[expression.args[i]];
      return i >= 0 && mode.bound[i] && !found.has(s) && value instanceof Entity && holds(kitchenIn, value);
    });
    if (slot === undefined) continue;
    const written = slot.replace(/-/g, '_');
    return (
      `its effect ${effect} (${effectPlace(plan.file, mode)}) changes ${written}, an input that no look-up condition of mode ${mode.id} finds ` +
      `in the step's kitchen state: add pre(${mode.id}, on_counter_top(${written})) or pre(${mode.id}, in_kitchen(${written}))`
    );
  }
  return null;
}
