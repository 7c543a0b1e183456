// Tasks read from JSON that is odd or hostile: the text form without its goal round-trips and
// plans in text mode; deep nesting, huge values and unknown names are InputErrors that name the
// place and quote the value in part, never a stack overflow or a megabyte of message.
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { plan } from '../src/plan/index.ts';
import { getTask } from '../src/tasks/library.ts';
import { quote } from '../src/tasks/quote.ts';
import { taskFromJson, taskToJson } from '../src/tasks/task-json.ts';
import { BENCHMARK } from './support/simulate.ts';

/** The error `f` throws (it must throw). */
const thrown = (f: () => unknown): Error => {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error');
};

/** `x` in `n` lists, one inside the other. */
const nested = (n: number, x: unknown = 1): unknown => {
  let v = x;
  for (let i = 0; i < n; i++) v = [v];
  return v;
};

describe('quote', () => {
  it('shows a value as JSON, cut to 80 characters with an ellipsis', () => {
    expect(quote(undefined)).toBe('nothing');
    expect(quote('dev')).toBe('"dev"');
    expect(quote([])).toBe('[]');
    expect(quote({ a: [1, null, 'b'] })).toBe('{"a":[1,null,"b"]}');
    expect(quote(Number.NaN)).toBe('NaN');
    expect(quote('x'.repeat(5_000_000))).toBe(`"${'x'.repeat(79)}…`);
    expect(quote(nested(100_000))).toBe(`${'['.repeat(80)}…`);
    // a surrogate pair is never cut in half
    expect(quote('😀'.repeat(50)).endsWith('😀…')).toBe(true);
  });
});

describe.skipIf(!BENCHMARK)('task JSON, robustly', () => {
  const task = BENCHMARK ? getTask('almond-crescent-cookies', { benchmark: BENCHMARK })! : null!;
  const json = () => taskToJson(task) as any;

  it('reads the text form (no goal) back with an empty goal, and writes it back as it was', () => {
    const text = taskToJson(task, 'text');
    const back = taskFromJson(text);
    expect(back.goal).toEqual({ conditions: [], dish: null });
    expect(taskToJson(back, 'text')).toEqual(text);
    expect(taskFromJson(JSON.stringify(text))).toEqual(back);
    // a goal given must still be an object
    expect(() => taskFromJson({ ...text, goal: null })).toThrow('task.goal: must be an object, got null');
  });

  it('plans the text form in text mode as it plans the whole task, and refuses it in visible mode', () => {
    const back = taskFromJson(taskToJson(task, 'text'));
    const options = { goal: 'text' as const, maxNodes: 4, timing: false, benchmark: BENCHMARK! };
    const r = plan(back, options);
    expect(r.network).toBe(plan(task, options).network);
    expect(r.progress).toEqual({ met: 0, total: 0, fraction: null }); // no goal conditions: no fraction
    expect(r.reached).toBe(false);
    const e = thrown(() => plan(back, { maxNodes: 2, benchmark: BENCHMARK! }));
    expect(e).toBeInstanceOf(InputError);
    expect(e.message).toBe('task almond-crescent-cookies has no goal conditions and no target dish to plan towards (a task read without its goal): plan it with goal text');
  });

  it('refuses lists nested 3,000 deep inside a slot, from an object, from text and in plan', () => {
    const j = json();
    j.goal.conditions[1].object.slots = { x: nested(3000) };
    const where = /^task\.goal\.conditions\[1\]\.object\.slots\.x(\[0\])+…(\[0\])+: nested deeper than 256$/;
    for (const f of [() => taskFromJson(j), () => taskFromJson(JSON.stringify(j)), () => plan(j, { maxNodes: 1, benchmark: BENCHMARK! })]) {
      const e = thrown(f);
      expect(e).toBeInstanceOf(InputError);
      expect(e.message).toMatch(where);
      expect(e.message.length).toBeLessThan(200);
    }
  });

  it('refuses the same as text nested 200,000 deep without overflowing the stack', () => {
    const j = json();
    j.goal.conditions[1].object.slots = { x: '@@' };
    const text = JSON.stringify(j).replace('"@@"', `${'['.repeat(200_000)}1${']'.repeat(200_000)}`);
    const e = thrown(() => taskFromJson(text));
    expect(e).toBeInstanceOf(InputError);
    expect(e.message).toMatch(/nested deeper than 256$/);
  });

  it('accepts a slot list nested as deep as the entity reader reads (up to 256 levels)', () => {
    const j = json();
    j.goal.conditions[1].object.slots = { x: nested(200) };
    // the shape is fine (whether the class has such a slot is the ontology's to say, when the goal is read)
    expect(() => taskFromJson(j)).not.toThrow();
  });

  it('quotes a 5 MB value in part', () => {
    const j = json();
    j.split = 'x'.repeat(5_000_000);
    const e = thrown(() => taskFromJson(j));
    expect(e.message).toBe(`task.split: must be "train" or "test", got "${'x'.repeat(79)}…`);
    const k = json();
    k.goal.conditions[0].object.slots['y'.repeat(1_000_000)] = 1;
    // the shape is fine; the ontology says the class has no such slot when plan reads the goal
    const noSlot = thrown(() => plan(k, { maxNodes: 1, benchmark: BENCHMARK! }));
    expect(noSlot.message).toMatch(/^task almond-crescent-cookies goal g1 object at \/slots: class medium-bowl has no slot "y{79}…$/);
    const id = json();
    id.id = 'z'.repeat(1_000_000);
    expect(thrown(() => taskFromJson(id)).message.length).toBeLessThan(200);
  });

  it('does not repeat task JSON given to plan as an id', () => {
    const text = JSON.stringify(json());
    const e = thrown(() => plan(text, { maxNodes: 1, benchmark: BENCHMARK! }));
    expect(e).toBeInstanceOf(InputError);
    expect(e.message).toMatch(/^unknown task "\{\\"id\\":\\"almond-crescent-cookies\\".{20,80}…: plan takes a task id or a task object \(JSON text: taskFromJson\(text\) first\)$/);
    expect(e.message.length).toBeLessThan(220);
  });

  it('names the goal condition whose action is unknown', () => {
    const j = json();
    j.goal.conditions[3].action = 'frobnicate';
    expect(() => plan(j, { maxNodes: 1, benchmark: BENCHMARK! })).toThrow(new InputError('task almond-crescent-cookies goal g4 (task.goal.conditions[3].action): unknown action "frobnicate"'));
    j.goal.conditions[3].action = 'bakee';
    expect(() => plan(j, { maxNodes: 1, benchmark: BENCHMARK! })).toThrow(/goal g4 \(task\.goal\.conditions\[3\]\.action\): unknown action "bakee" \(did you mean bake\?\)$/);
  });

  it('suggests a derived task of the same recipe for a mistyped variation, not another recipe', () => {
    const e = thrown(() => plan('almond-crescent-cookies~scale.6-4', { maxNodes: 1, benchmark: BENCHMARK! }));
    expect(e.message).toBe('unknown task "almond-crescent-cookies~scale.6-4": almond-crescent-cookies has no variation "scale.6-4" (did you mean almond-crescent-cookies~scale.1-2 or almond-crescent-cookies~scale.3-2?)');
    expect(thrown(() => plan('almond-crescent-cookiez~scale.2', { benchmark: BENCHMARK! })).message).toBe('unknown task "almond-crescent-cookiez~scale.2": no corpus recipe "almond-crescent-cookiez" (did you mean almond-crescent-cookies?)');
    expect(thrown(() => plan('almond-crescent-cookie', { benchmark: BENCHMARK! })).message).toBe('unknown task "almond-crescent-cookie" (did you mean almond-crescent-cookies?)');
  });

  it('plans differently for seeds that differ above 2^32, and alike for the same seed', () => {
    const options = { maxNodes: 8, timing: false, benchmark: BENCHMARK! };
    const one = plan('almond-crescent-cookies', { ...options, seed: 1 });
    expect(plan('almond-crescent-cookies', { ...options, seed: 1 }).network).toBe(one.network);
    expect(plan('almond-crescent-cookies', { ...options, seed: 2 ** 32 + 1 }).network).not.toBe(one.network);
  });
});
