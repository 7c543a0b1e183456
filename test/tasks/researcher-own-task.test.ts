// A task written by hand (a goal of one's own in the full kitchen): what taskFromJson, the goal
// checker, the dish scorer and an environment make of it, and the refusals of goals that could
// never be met or would be misread, each naming the JSON path of the bad field.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { createEnv } from '../../src/env/env.ts';
import { Factory } from '../../src/kitchen/entity.ts';
import { openSession } from '../../src/session/index.ts';
import { dishScorer } from '../../src/tasks/dish-scorer.ts';
import { entityFromJson } from '../../src/tasks/entity-from-json.ts';
import { goalChecker } from '../../src/tasks/goal-checker.ts';
import { placedSentence } from '../../src/tasks/sentences.ts';
import { sessionOptionsFor } from '../../src/tasks/session-options.ts';
import { taskFromJson } from '../../src/tasks/task-json.ts';
import { simulator } from '../support/simulate.ts';

const sim = simulator();

const amount = (id: string, value: number, unit: string) => ({ kind: 'quantity', id, class: 'amount', value, text: String(value), unit });

/** A medium bowl holding `grams` of butter, as fetch-and-proportion leaves it (fridge-cold). */
const bowlOfButter = (grams: number) => ({
  kind: 'entity',
  id: 'medium-bowl-1',
  class: 'medium-bowl',
  persistentId: 'medium-bowl-1',
  slots: { used: true },
  contents: [
    {
      kind: 'entity',
      id: 'butter-1',
      class: 'butter',
      persistentId: 'butter-1',
      slots: { temperature: amount('t', 5, 'degrees-celsius'), 'keep-refrigerated': true, amount: amount('a', grams, 'g') },
    },
  ],
});

type Json = any;

const ownTask = (): Json => ({
  id: 'my-butter',
  source: 'my-butter',
  split: 'train',
  title: 'A bowl of butter',
  text: { ingredients: ['100 grams butter'], instructions: ['Put the butter in a bowl.'] },
  kitchen: { name: 'full-kitchen', yaml: null },
  variation: [],
  goal: {
    conditions: [{ id: 'g1', sentence: 'a medium-bowl holding 100 g butter, on the counter-top', object: bowlOfButter(100), location: ['kitchen-state', 'counter-top'], action: 'fetch-and-proportion' }],
    dish: { object: bowlOfButter(100), location: ['kitchen-state', 'counter-top'], sentence: 'a bowl of butter' },
  },
});

const changed = (f: (t: Json) => void): Json => {
  const t = ownTask();
  f(t);
  return t;
};

const FETCH = (grams: number) => `(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter ${grams} g)`;

describe('a task written by hand', () => {
  it('is met by the network that makes its goal, and not by another amount', () => {
    const task = taskFromJson(ownTask());
    const options = sessionOptionsFor(task);
    for (const [grams, met, dish] of [
      [100, true, 1],
      [50, false, null],
    ] as const) {
      const session = openSession(options);
      session.execute(FETCH(grams));
      expect(goalChecker(task, sim)(session.lastRun())).toEqual({ met: [met], fraction: met ? 1 : 0, reached: met ? 1 : 0, total: 1 });
      const score = dishScorer(task, sim)(session.lastRun());
      if (dish === null) expect(score).toBeLessThan(1);
      else expect(score).toBe(dish);
    }
  });

  it('gives an environment that ends when the goal is met', () => {
    const env = createEnv({ task: ownTask() });
    env.reset();
    const step = env.step(FETCH(100));
    expect(step.terminated).toBe(true);
    expect(step.info.goal).toMatchObject({ met: [true], total: 1 });
  });

  it('refuses two conditions with one id, naming both', () => {
    const t = changed((j) => j.goal.conditions.push({ ...j.goal.conditions[0], sentence: 'again' }));
    expect(() => taskFromJson(t)).toThrow('task.goal.conditions[1].id: "g1" is already the id of task.goal.conditions[0] (each condition needs an id of its own)');
    expect(() => createEnv({ task: t })).toThrow(/task\.goal\.conditions\[1\]\.id: "g1" is already/);
  });

  it('refuses a goal object no step outputs (a concept, a kitchen state), naming its kind', () => {
    const t = changed((j) => (j.goal.conditions[0].object = { kind: 'kitchen-state', id: 'k', class: 'kitchen-state', persistentId: 'k', kitchenTime: 0 }));
    expect(() => taskFromJson(t)).toThrow('task.goal.conditions[0].object.kind: a goal object is "entity" or "failed" (what a step outputs), got "kitchen-state"');
    const d = changed((j) => (j.goal.dish.object = { kind: 'concept', id: 'c', class: 'butter' }));
    expect(() => createEnv({ task: d })).toThrow('task.goal.dish.object.kind: a goal object is "entity" or "failed" (what a step outputs), got "concept"');
  });

  it('says that a false slot is written by leaving it out', () => {
    const t = changed((j) => (j.goal.conditions[0].object.slots.used = false));
    expect(() => taskFromJson(t)).toThrow('task.goal.conditions[0].object.slots.used: must be true, a number, a string, a kitchen value or a list, got false (a nil slot is left out)');
  });

  it('refuses a goal action no world has, in the goal checker and the environment', () => {
    const t = taskFromJson(changed((j) => (j.goal.conditions[0].action = 'fetch-and-proprtion')));
    const message = 'task my-butter goal g1 (task.goal.conditions[0].action): unknown action "fetch-and-proprtion" (did you mean fetch-and-proportion?)';
    expect(() => goalChecker(t, sim)).toThrow(message);
    expect(() => createEnv({ task: changed((j) => (j.goal.conditions[0].action = 'fetch-and-proprtion')) })).toThrow(message);
  });

  it('refuses goal locations that no object can lie in, naming the class by its path', () => {
    const refused = (location: unknown) => () => goalChecker(taskFromJson(changed((j) => (j.goal.conditions[0].location = location))), sim);
    expect(refused(['kitchen-state', 'countertop'])).toThrow('task my-butter goal g1 (task.goal.conditions[0].location[1]): unknown class "countertop" (did you mean counter-top?)');
    // every location starts at the kitchen state: a path that does not is similar to none
    expect(refused(['counter-top'])).toThrow('task my-butter goal g1 (task.goal.conditions[0].location[0]): a location starts at the kitchen-state (["kitchen-state", "counter-top"]), not at "counter-top"');
    expect(refused(['kitchen-state', 'counter-top', 'butter'])).toThrow('task my-butter goal g1 (task.goal.conditions[0].location[2]): a butter holds nothing, so no object lies in it (a location names containers)');
    // null (any place) and a prefix of the place are meetable
    expect(refused(null)).not.toThrow();
    expect(refused(['kitchen-state'])).not.toThrow();
  });

  it('refuses a dish location by its path', () => {
    const t = taskFromJson(changed((j) => (j.goal.dish.location = ['kitchen-state', 'countr-top'])));
    expect(() => dishScorer(t, sim)).toThrow('task my-butter dish (task.goal.dish.location[1]): unknown class "countr-top" (did you mean counter-top?)');
  });
});

describe('the task schema and taskFromJson agree on names', () => {
  const schemaOf = (name: string) => JSON.parse(readFileSync(new URL(`../../docs/schema/${name}.schema.json`, import.meta.url), 'utf8'));
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addSchema(schemaOf('failure-reason'));
  ajv.addSchema(schemaOf('entity'));
  const valid = ajv.compile(schemaOf('task'));

  it('accepts the hand-written task in both', () => {
    expect(valid(ownTask())).toBe(true);
    expect(() => taskFromJson(ownTask())).not.toThrow();
  });

  it.each([
    ['an id with a space', (j: Json) => (j.id = 'my butter')],
    ['an empty source', (j: Json) => (j.source = '')],
    ['a kitchen name with a tab', (j: Json) => (j.kitchen.name = 'full\tkitchen')],
    ['an empty location class', (j: Json) => (j.goal.conditions[0].location = ['kitchen-state', ''])],
    ['an action with a space', (j: Json) => (j.goal.conditions[0].action = 'fetch and proportion')],
    ['a condition id of 201 characters', (j: Json) => (j.goal.conditions[0].id = 'g'.repeat(201))],
    ['a kitchen YAML over 64 KiB', (j: Json) => (j.kitchen.yaml = `# ${'x'.repeat(65536)}`)],
    ['a concept as a goal object', (j: Json) => (j.goal.conditions[0].object = { kind: 'concept', id: 'c', class: 'butter' })],
    ['a quantity as the dish', (j: Json) => (j.goal.dish.object = amount('a', 1, 'g'))],
  ])('refuses %s in both', (_what, change) => {
    const t = changed(change);
    expect(valid(t)).toBe(false);
    expect(() => taskFromJson(t)).toThrow();
  });
});

describe('goal sentences', () => {
  it('say the number a quantity slot holds, which the check compares', () => {
    const tins = (n: number) => ({
      kind: 'entity',
      id: 'muffin-tins-12-1',
      class: 'muffin-tins-12',
      persistentId: 'muffin-tins-12-1',
      slots: { 'number-of-tins': { kind: 'quantity', id: 'q', class: 'quantity', value: n, text: String(n), unit: null } },
      contents: [],
    });
    const factory = new Factory(sim.world.ontology);
    const words = (n: number) => placedSentence(entityFromJson(tins(n), factory), ['kitchen-state', 'counter-top']);
    expect(words(12)).toBe('a muffin-tins-12 (number-of-tins 12), on the counter-top');
    expect(words(6)).toBe('a muffin-tins-12 (number-of-tins 6), on the counter-top');
  });
});
