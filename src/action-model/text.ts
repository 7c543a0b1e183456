// The action model as a readable text listing (`irl-kitchen actions`): one block per action,
// indented by what belongs to what, conditions in the order a call tests them.
import type { ActionEntry, ActionModel, ModeEntry, ScopeEntry } from './types.ts';
import { clockWords, failedWords, guardFacts, guardOutcome, modeWords, otherwiseWords, ownClock, UNDOCUMENTED } from './words.ts';

export function actionModelText(model: ActionModel): string {
  return model.actions.map(actionText).join('\n\n') + '\n';
}

export function actionText(a: ActionEntry): string {
  const out = [`${a.name} — ${a.description} (${a.file})`, '  slots:'];
  const width = Math.max(...a.slots.map((s) => s.name.length));
  for (const s of a.slots) out.push(`    ${s.name.padEnd(width)}  ${s.direction.padEnd(3)}  ${s.type}`);
  for (const m of a.modes) out.push(...modeText(m));
  for (const p of a.physics) out.push(`  physical procedure (${modeWords(p.mode)}): ${p.procedure}`);
  return out.join('\n');
}

function modeText(m: ModeEntry): string[] {
  const out = [`  mode ${m.id}: given ${m.bound.join(', ') || 'nothing'}; computes ${m.computed.join(', ')}`];
  if (m.variants.length) {
    for (const v of m.variants) {
      out.push(`    variant ${v.name}, when ${v.when.condition} (${v.when.depends === 'value' ? 'values' : 'state'}):`);
      out.push(...scopeText(v, '      '));
      if (ownClock(v, m)) out.push(`      kitchen clock: ${clockWords(v)}`);
    }
    out.push(`    no variant applies: ${otherwiseWords(m)}${m.otherwise === 'fail' && m.failedSlots ? `, ${failedWords(m.failedSlots)}` : ''}`);
  } else out.push(...scopeText(m, '    '));
  out.push(`    timing: starts at ${m.start}; kitchen clock ${clockWords(m)}`);
  for (const t of m.times) out.push(`      ${t.slot}: ${t.at ?? 'no time'}`);
  return out;
}

/** Defaults, conditions, effect and failed slots of one scope. */
function scopeText(s: ScopeEntry, indent: string): string[] {
  const out: string[] = [];
  for (const d of s.defaults) out.push(`${indent}default   ${d.slot} = ${d.how}`);
  for (const g of s.conditions) out.push(`${indent}${g.kind.padEnd(9)} ${g.condition}  [${guardFacts(g)}] ${guardOutcome(g)}`);
  if (s.effect) out.push(`${indent}effect    ${s.effect.term}: ${s.effect.doc ?? UNDOCUMENTED}`);
  else out.push(`${indent}effect    none`);
  if (s.failedSlots) out.push(`${indent}on failure: ${failedWords(s.failedSlots)}`);
  return out;
}
