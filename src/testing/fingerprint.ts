// A run reduced to plain data that two runs can be compared by: status, execution time, the
// executed steps and, for every variable, its available-at time and the structure of its value
// (classes and slot values, recursively). Entity ids are left out unless asked for, so that runs
// of a renamed or permuted network compare equal when they did the same thing.
//
//   expect(runFingerprint(runNetwork(sim, a))).toEqual(runFingerprint(runNetwork(sim, b)))
import { Entity, type Value } from '../kitchen/entity.ts';
import { formatNum, F32, Ratio } from '../numbers/num.ts';
import type { RecipeRun } from '../simulator.ts';
import { checkedKeys, failer, requireEntityPart, requireFlag, requireKitRun, requireText, shown } from './argument-checks.ts';

/** What a run fingerprint includes. */
export interface FingerprintOptions {
  /** Include entity ids and persistent ids (default false). */
  ids?: boolean;
  /**
   * Values as a short digest of their structure (default, fast: shared parts are digested once)
   * or as the structure itself (`shape`, readable in a failing test's diff, slow for kitchens).
   */
  values?: 'digest' | 'shape';
  /** Maps a variable name (`?X`, as the program writes it) to the key it is listed under (default: itself). */
  rename?: (name: string) => string;
}

/** A value of a run as plain data: an entity as its class, id and slots; lists as arrays. */
export type Shape = null | true | string | Shape[] | { class: string; id?: string; slots: Record<string, Shape> };

/** A run as plain, comparable data: status, execution time, executed steps, bindings and the error reason. */
export interface RunFingerprint {
  status: RecipeRun['status'];
  executionTime: string | null;
  /** Executed steps in execution order: action, mode, start–end, failed. */
  steps: string[];
  /** Per variable (renamed): available-at time and the value's structure (or its digest). */
  bindings: Record<string, { at: string | null; value: Shape }>;
  /** The reason of an error status, without places (none for other statuses). */
  reason: string | null;
}

/** The fingerprint of a run (see the module comment). */
export function runFingerprint(run: RecipeRun, options: FingerprintOptions = {}): RunFingerprint {
  requireKitRun('runFingerprint', run);
  checkedKeys('runFingerprint', options, ['ids', 'values', 'rename'], "{ ids: true, values: 'shape' }", 'option');
  const rename = options.rename ?? ((n: string) => n);
  const bindings: RunFingerprint['bindings'] = {};
  const { program, execution } = run;
  const memo = new Map<Entity, string>();
  const describe = (v: Value): Shape => (options.values === 'shape' ? shape(v, options.ids ?? false) : digest(v, options.ids ?? false, memo));
  if (program && execution) {
    program.variables.forEach((v, i) => {
      const key = v.constant ? `${v.name} (constant)` : rename(v.name);
      const at = execution.at[i];
      const shaped = { at: at === null ? null : formatNum(at), value: describe(execution.values[i]) };
      // two constants of the same text fill different slots; keep them all
      if (v.constant) bindings[`${key} #${Object.keys(bindings).filter((k) => k.startsWith(key)).length}`] = shaped;
      else bindings[key] = shaped;
    });
  }
  return {
    status: run.status,
    executionTime: run.executionTime === null ? null : formatNum(run.executionTime),
    steps: (execution?.steps ?? []).map((s) => {
      const name = program!.expressions[s.expression].predicate.name;
      return `${name} mode ${s.mode} ${formatNum(s.start)}-${formatNum(s.end)}${s.failed ? ' failed' : ''}`;
    }),
    bindings,
    reason: execution?.error?.reason ?? null,
  };
}

/**
 * A short digest of a value's structure (what `shape` shows), equal for equal structures. `memo`
 * keeps the digests of entities met before, so a structure shared by many values costs once.
 */
export function digest(value: Value, ids = false, memo = new Map<Entity, string>()): string {
  requireFlag('digest', ids, 'ids');
  if (!(memo instanceof Map)) failer('digest')(`memo: expected a Map (of the digests met before), got ${shown(memo)}`);
  const path = new Set<Entity>();
  const go = (v: Value): string => {
    if (v === null) return 'nil';
    if (v === true) return 't';
    if (typeof v === 'string') return JSON.stringify(v);
    if (typeof v === 'number' || v instanceof Ratio || v instanceof F32) return formatNum(v);
    if (Array.isArray(v)) return `[${v.map(go).join(',')}]`;
    requireEntityPart('digest', v);
    const known = memo.get(v);
    if (known) return known;
    if (path.has(v)) return `cycle:${v.cls.name}`;
    path.add(v);
    const parts = [v.cls.name, ids ? `${v.id}/${v.pid}` : ''];
    for (const k of Object.keys(v.s).sort()) parts.push(`${k}=${go(v.s[k])}`);
    path.delete(v);
    const d = `${v.cls.name}#${hash(parts.join('|'))}`;
    memo.set(v, d);
    return d;
  };
  return go(value);
}

/** cyrb53: a fast 53-bit string hash, as hex. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** The structure of a value: classes and slot values, recursively (shared parts repeated). */
export function shape(value: Value, ids = false): Shape {
  requireFlag('shape', ids, 'ids');
  const path = new Set<Entity>();
  const go = (v: Value): Shape => {
    if (v === null || v === true) return v;
    if (typeof v === 'string') return `"${v}"`;
    if (typeof v === 'number' || v instanceof Ratio || v instanceof F32) return formatNum(v);
    if (Array.isArray(v)) return v.map(go);
    requireEntityPart('shape', v);
    if (path.has(v)) return { class: v.cls.name, slots: { cycle: true } };
    path.add(v);
    const slots: Record<string, Shape> = {};
    for (const k of Object.keys(v.s).sort()) slots[k] = go(v.s[k]);
    path.delete(v);
    return ids ? { class: v.cls.name, id: `${v.id}/${v.pid}`, slots } : { class: v.cls.name, slots };
  };
  return go(value);
}

/** The neighbourhood of the first character where two texts differ. */
export function firstDifference(a: string, b: string): string {
  requireText('firstDifference', a, 'a');
  requireText('firstDifference', b, 'b');
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 80), i + 80)}…\n  vs\n…${b.slice(Math.max(0, i - 80), i + 80)}…`;
}
