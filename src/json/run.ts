// The JSON forms of an execution: bindings by variable, timeline entries.
import type { TimelineEntry } from '../engine/schedule.ts';
import type { Program } from '../engine/program.ts';
import type { ExecutionResult } from '../engine/execute.ts';
import { numberJson, type NumberJson, token, valueJsonAt, type ValueJson, type WrittenEntities } from './values.ts';

export interface BindingJson {
  value: ValueJson;
  /** When the value becomes available in simulated time; null for values bound without a time. */
  availableAt: NumberJson | null;
}

/**
 * `{"?var": {value, availableAt}}`: every bound variable of the network (constants left out),
 * names in lower case. An entity is written in full once, where it first appears in variable
 * order; later appearances are refs to that place (`/?var/value/…`).
 */
export type BindingsJson = Record<string, BindingJson>;

export interface TimelineEntryJson {
  line: number;
  action: string;
  mode: string;
  start: NumberJson;
  end: NumberJson;
  failed: boolean;
  overlaps: number[];
}

export function bindingsJson(program: Program | null, execution: ExecutionResult | null): BindingsJson {
  const out: BindingsJson = {};
  if (!program || !execution) return out;
  const written: WrittenEntities = new Map();
  program.variables.forEach((v, i) => {
    if (v.constant) return;
    const value = execution.values[i];
    if (value === null || value === undefined) return;
    const at = execution.at[i];
    const name = v.name.toLowerCase();
    out[name] = { value: valueJsonAt(value, written, `/${token(name)}/value`), availableAt: at === null || at === undefined ? null : numberJson(at) };
  });
  return out;
}

export function timelineEntryJson(t: TimelineEntry): TimelineEntryJson {
  return { line: t.line, action: t.action, mode: t.mode, start: numberJson(t.start), end: numberJson(t.end), failed: t.failed, overlaps: [...t.overlaps] };
}
