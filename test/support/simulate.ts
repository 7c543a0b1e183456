// Test support: one shared simulator, and helpers to run network text and read its bindings.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchmarkDir, goldDir } from '../../src/benchmark-dir.ts';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { amountUnit, amountValue, Entity, type Value } from '../../src/kitchen/entity.ts';
import { formatNum, type Num } from '../../src/numbers/num.ts';
import { type RecipeRun, Simulator } from '../../src/simulator.ts';

let shared: Simulator | null = null;
export function simulator(): Simulator {
  shared ??= new Simulator();
  return shared;
}

/** A fresh simulator that also loads one rule file with this text (written to a temporary folder). */
export function simulatorWithRule(fileName: string, text: string): Simulator {
  const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-rules-'));
  writeFileSync(join(dir, fileName), text);
  return new Simulator({ rulesDirs: [dir] });
}

/** The benchmark corpus folder, or null when it is not beside the project. */
export const BENCHMARK = benchmarkDir();
export const GOLD_DIR = BENCHMARK ? goldDir(BENCHMARK) : null;
export const VARIANTS_DIR = BENCHMARK ? join(BENCHMARK, 'variants') : null;

/** Runs the first recipe of a network text (a `#id` line is optional). */
export function run(text: string): RecipeRun {
  const file = parseSolutionText(text, 'test.solution');
  if (file.problems.length) throw new Error(file.problems.map((p) => p.message).join('\n'));
  return simulator().run(file.recipes[0], 'test.solution');
}

/** The value bound to a variable (`?x`) after the run. */
export function valueOf(r: RecipeRun, variable: string): Value {
  const i = r.program!.variables.findIndex((v) => v.name === variable.toUpperCase());
  if (i < 0) throw new Error(`no variable ${variable}`);
  return r.execution!.values[i];
}

/** The available-at time of a variable, printed like the reference (`830`, `30.0`), or null. */
export function timeOf(r: RecipeRun, variable: string): string | null {
  const i = r.program!.variables.findIndex((v) => v.name === variable.toUpperCase());
  if (i < 0) throw new Error(`no variable ${variable}`);
  const t = r.execution!.at[i];
  return t === null ? null : formatNum(t);
}

export const entity = (v: Value): Entity => {
  if (!(v instanceof Entity)) throw new Error(`not an entity: ${String(v)}`);
  return v;
};

/** Class names of a container's contents, in order. */
export const contentClasses = (v: Value) => entity(v).contents.map((c) => c.cls.name);

export const num = (x: Num) => formatNum(x);

/** The first place of this class in a kitchen state (`counter-top`, `pantry`, …). */
export const place = (ks: unknown, name: string) => entity(ks as Value).contents.find((c) => c.cls.name === name)!;

/** An object's amount as the reference prints it, e.g. `25 g`. */
export const amountOf = (e: Entity) => `${formatNum(amountValue(e.s.amount as Entity))} ${amountUnit(e.s.amount as Entity).cls.name}`;

/** The items of a list-of-kitchen-entities binding. */
export const itemsOf = (v: unknown) => entity(v as Value).s.items as Entity[];

/** 100 g butter + 30 g sugar mixed: a 130 g homogeneous mixture in a bowl, ready at 110 (kitchen at 110). */
export const DOUGH_130G = `(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(fetch-and-proportion ?sugar ?k2 ?k1 ?t2 white-sugar 30 g)
(transfer-contents ?all ?rest ?k3 ?k2 ?butter ?sugar ?q ?u)
(mix ?dough ?k4 ?k3 ?all ?tool)
`;

/** The counter-top of a kitchen state value. */
export const counterTopOf = (ks: unknown) => place(ks, 'counter-top');

/** The object with the same persistent id anywhere in a kitchen state, if it is there. */
export function findInKitchen(ks: unknown, object: unknown): Entity | undefined {
  const pid = entity(object as Value).pid;
  const walk = (e: Entity): Entity | undefined => {
    for (const c of e.contents) {
      if (c.pid === pid) return c;
      const hit = walk(c);
      if (hit) return hit;
    }
    return undefined;
  };
  return walk(entity(ks as Value));
}

/** The modes an action ran in, in execution order. */
export const modesOf = (r: RecipeRun, action: string) => r.timeline.filter((t) => t.action === action).map((t) => t.mode);

export const isFailedObject = (v: unknown) => entity(v as Value).cls.name === 'failed-object';
