// What an agent observes after a step: the clock, what lies on the counter-top and what each
// bound variable holds, as a short text and as data. Objects go by their persistent ids, which
// the same object keeps across steps, calls and runs (`medium-bowl-104`), never by run ids.
import { describe } from '../describe.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import { formatNum, type Num } from '../numbers/num.ts';
import type { Session } from '../session/api.ts';

/** An object as the observation shows it: a stable id, its class and a short description. */
export interface ObservedObject {
  id: string;
  class: string;
  /** In words, one level deep: `medium-bowl [butter 230 g]`. */
  description: string;
}

/** A bound variable as the observation shows it: what it holds. */
export interface ObservedVariable extends ObservedObject {
  /** `entity`, `kitchen-state`, `concept`, `quantity`, `failed` or `list`. */
  kind: string;
}

/** The observation as data: the clock, what is on the counter-top, and what each bound variable holds. */
export interface StructuredObservation {
  kitchenTime: number | null;
  counterTop: ObservedObject[];
  variables: Record<string, ObservedVariable>;
}

/** What the agent sees: a short text and a structured form with stable ids. */
export interface Observation {
  text: string;
  structured: StructuredObservation;
}

/** Counter-top objects listed in the text, at most (the structured form holds all). */
const TEXT_OBJECTS = 12;
/** Variables listed in the text, most recent first, at most. */
const TEXT_VARIABLES = 12;

export function observe(session: Session): Observation {
  const ks = session.currentKitchen();
  const time = ks ? clockOf(ks) : null;
  const counter = ks?.contents.find((c) => c instanceof Entity && c.cls.name === 'counter-top');
  const counterTop = counter instanceof Entity ? counter.contents.filter((c): c is Entity => c instanceof Entity).map(observed) : [];
  const variables = variablesOf(session);
  const names = Object.keys(variables);
  const parts = [`time ${time === null ? '?' : formatNum(time)} s.`];
  parts.push(`counter-top: ${counterTop.length ? counterTop.slice(0, TEXT_OBJECTS).map((o) => `${o.id} ${bracket(o.description)}`).join(', ') + (counterTop.length > TEXT_OBJECTS ? `, … (${counterTop.length} in all)` : '') : 'empty'}.`);
  const recent = names.slice(-TEXT_VARIABLES).reverse();
  if (recent.length) parts.push(`${recent.map((n) => `${n} = ${variableText(variables[n])}`).join('; ')}${names.length > TEXT_VARIABLES ? `; … (${names.length} variables)` : ''}.`);
  return { text: parts.join(' '), structured: { kitchenTime: time, counterTop, variables } };
}

/** The description without the class name repeated: `[butter 230 g]`, or empty. */
function bracket(description: string): string {
  const i = description.indexOf(' ');
  return i < 0 ? '' : description.slice(i + 1);
}

function variableText(v: ObservedVariable): string {
  if (v.kind === 'kitchen-state') return `kitchen state at ${v.description}`;
  if (v.kind === 'concept' || v.kind === 'quantity') return v.description;
  return `${v.id} ${bracket(v.description)}`.trim();
}

function observed(e: Entity): ObservedObject {
  return { id: e.pid, class: e.cls.name, description: describe(e, 1) };
}

/** The bound variables in the order they were bound, each as the agent sees it. */
function variablesOf(session: Session): Record<string, ObservedVariable> {
  const { run } = session.state();
  const out: Record<string, ObservedVariable> = {};
  if (!run.program || !run.execution) return out;
  const { program, execution } = run;
  const seen = new Set<number>();
  for (const step of execution.steps)
    for (const v of program.expressions[step.expression].args) {
      if (seen.has(v) || program.variables[v].constant) continue;
      seen.add(v);
      const value = execution.values[v];
      if (value !== null && value !== undefined) out[program.variables[v].name.toLowerCase()] = variable(value);
    }
  return out;
}

function variable(value: Value): ObservedVariable {
  if (!(value instanceof Entity)) return { id: '', class: '', kind: 'value', description: String(value) };
  if (value.isA('failed-object')) return { id: value.pid, class: value.cls.name, kind: 'failed', description: 'a failed object' };
  if (value.cls.isKitchenState) {
    const t = clockOf(value);
    return { id: value.pid, class: value.cls.name, kind: 'kitchen-state', description: `${t === null ? '?' : formatNum(t)} s` };
  }
  if (value.s['is-concept'] === true) return { id: value.pid, class: value.cls.name, kind: 'concept', description: value.cls.name };
  if (value.cls.name === 'quantity') return { id: value.pid, class: value.cls.name, kind: 'quantity', description: formatNum(value.s.value as Num) };
  const kind = value.isA('list-of-kitchen-entities') ? 'list' : 'entity';
  return { id: value.pid, class: value.cls.name, kind, description: describe(value, 1) };
}

function clockOf(ks: Entity): number | null {
  const t = ks.s['kitchen-time'];
  return typeof t === 'number' ? t : t === null || t === undefined ? null : Number(formatNum(t as Num));
}
