// The JSON forms of an execution: bindings by variable, timeline entries.
import type { TimelineEntry } from '../engine/schedule.ts';
import type { Program } from '../engine/program.ts';
import type { ExecutionResult } from '../engine/execute.ts';
import { type JsonOptions, numberJson, type NumberJson, token, valueJsonAt, type ValueJson, type WrittenEntities } from './values.ts';

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

/** One executed step: its line, action, mode, start and end times, whether it failed, and the lines it overlaps. */
export interface TimelineEntryJson {
  line: number;
  action: string;
  mode: string;
  start: NumberJson;
  end: NumberJson;
  failed: boolean;
  overlaps: number[];
}

/** Every binding of an execution as JSON, by variable (empty without a program). */
export function bindingsJson(program: Program | null, execution: ExecutionResult | null): BindingsJson {
  if (!program || !execution) return {};
  return writeBindings({}, program, execution, new Map());
}

/**
 * Writes the bindings of the variables from `from` on into `out`, in variable order; `written`
 * holds the entities the bindings before them wrote (a session writes only what new lines bound).
 */
export function writeBindings(out: BindingsJson, program: Program, execution: ExecutionResult, written: WrittenEntities, from = 0, options: JsonOptions = {}): BindingsJson {
  const { variables } = program;
  for (let i = from; i < variables.length; i++) {
    const v = variables[i];
    if (v.constant) continue;
    const value = execution.values[i];
    if (value === null || value === undefined) continue;
    const at = execution.at[i];
    const name = v.name.toLowerCase();
    out[name] = { value: valueJsonAt(value, written, `/${token(name)}/value`, options), availableAt: at === null || at === undefined ? null : numberJson(at) };
  }
  return out;
}

/** The JSON form of one executed step of the timeline. */
export function timelineEntryJson(t: TimelineEntry): TimelineEntryJson {
  return { line: t.line, action: t.action, mode: t.mode, start: numberJson(t.start), end: numberJson(t.end), failed: t.failed, overlaps: [...t.overlaps] };
}
