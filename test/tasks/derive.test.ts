// Derived tasks: made from a corpus gold network by a transformation, deterministic for a seed,
// their goal that of the transformed network's own run, their kitchen (for more tools) a YAML
// kitchen that sessions open from a private cache file.
import { readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dishScore } from '../../src/evaluator/dish-score.ts';
import { goalConditions } from '../../src/evaluator/goal-conditions.ts';
import { dishNode, GoldStandards } from '../../src/evaluator/gold-standards.ts';
import { nodeSequence } from '../../src/evaluator/nodes.ts';
import { toF32 } from '../../src/numbers/num.ts';
import { dishScorer } from '../../src/tasks/dish-scorer.ts';
import { taskFromJson } from '../../src/tasks/task-json.ts';
import { Entity, Factory } from '../../src/kitchen/entity.ts';
import { openSession } from '../../src/session/api.ts';
import { Simulator } from '../../src/simulator.ts';
import { deriveTasks } from '../../src/tasks/derive.ts';
import { candidateVariations } from '../../src/tasks/enumerate.ts';
import { entityFromJson } from '../../src/tasks/entity-from-json.ts';
import { goalChecker } from '../../src/tasks/goal-checker.ts';
import { goalOfRun } from '../../src/tasks/goal-from-run.ts';
import { kitchenFile } from '../../src/tasks/kitchen-files.ts';
import { getTask, listTasks } from '../../src/tasks/library.ts';
import { sessionOptionsFor } from '../../src/tasks/session-options.ts';
import { taskToJson } from '../../src/tasks/task-json.ts';
import type { Task } from '../../src/tasks/task.ts';
import { parseVariationId, transformNetwork, variationId } from '../../src/tasks/variations.ts';
import { schemaErrors } from '../json-validate.ts';
import { BENCHMARK, GOLD_DIR, simulator } from '../support/simulate.ts';

const sim = simulator();

/** The network lines of a gold file. */
const goldLines = (name: string) =>
  readFileSync(join(GOLD_DIR!, `${name}.solution`), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('('));

/** Contents of a goal object (a container), read back. */
const contentsOf = (t: Task, goal: number) => (entityFromJson(t.goal.conditions[goal].object, new Factory(sim.world.ontology)) as Entity).contents;

describe.skipIf(!BENCHMARK)('derived tasks', () => {
  const options = { benchmark: BENCHMARK!, sim };
  const corpus = BENCHMARK ? listTasks(options) : [];

  it('are the same for the same seed, in the same order, and another seed draws others', () => {
    const a = deriveTasks(corpus, { seed: 7, count: 12 }, BENCHMARK!, sim);
    const b = deriveTasks(corpus, { seed: 7, count: 12 }, BENCHMARK!, new Simulator());
    expect(a.length).toBe(12);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const c = deriveTasks(corpus, { seed: 8, count: 12 }, BENCHMARK!, sim);
    expect(c.map((t) => t.id)).not.toEqual(a.map((t) => t.id));
    expect(listTasks({ ...options, derive: { seed: 7, count: 12 } }).map((t) => t.id)).toEqual([...corpus, ...a].map((t) => t.id));
  });

  it('name their source and variation, keep its split, and validate against task.schema.json', () => {
    for (const t of deriveTasks(corpus, { seed: 3, count: 20 }, BENCHMARK!, sim)) {
      const source = corpus.find((c) => c.id === t.source)!;
      expect(t.id.startsWith(`${source.id}~`)).toBe(true);
      expect(t.split).toBe(source.split);
      expect(t.text).toEqual(source.text);
      expect(t.variation.length).toBeGreaterThan(0);
      expect(t.kitchen.name).toBe('full-kitchen');
      expect(t.kitchen.yaml !== null).toBe(t.id.includes('~tools.'));
      expect(schemaErrors('task.schema.json', taskToJson(t))).toEqual([]);
      // a derived task is found again by its id alone
      expect(JSON.stringify(getTask(t.id, options))).toBe(JSON.stringify(t));
    }
  });

  it("have the goal and dish the evaluator finds for the transformed network's own run", () => {
    const golds = new GoldStandards(sim, BENCHMARK!);
    for (const t of deriveTasks(corpus, { seed: 5, count: 15 }, BENCHMARK!, sim)) {
      const gold = golds.get(t.source);
      const session = sessionOptionsFor(t);
      const runner = new Simulator({ ontologyFiles: session.ontology, kitchen: session.kitchen });
      const run = runner.run(transformNetwork(gold.recipe!, parseVariationId(t.id.split('~')[1])!), 'derived.solution');
      expect(run.status, t.id).toBe('ok');
      // the evaluator's own functions, the transformed run scored against itself as gold
      const nodes = nodeSequence(run);
      const want = goalConditions(nodes, nodes);
      const ctx = { units: runner.world.units, factory: new Factory(runner.world.ontology) };
      const progress = goalChecker(taskFromJson(JSON.stringify(t)), runner)(run);
      expect({ reached: progress.reached, total: progress.total }, t.id).toEqual(want);
      expect(dishScorer(t, runner)(run), t.id).toBe(toF32(dishScore(nodes, dishNode(nodes, gold.environment)!, ctx)).v);
    }
  });

  it('scale every measured quantity', () => {
    const t = getTask('almond-crescent-cookies~scale.3-2', options)!;
    expect(t).toBeDefined();
    const fetches = goldLines('almond-crescent-cookies').filter((l) => l.startsWith('(fetch-and-proportion'));
    // g1 is the first fetch: the butter, 230 g in the gold network
    const [, qty, unit] = /(\S+) (\S+) (\S+)\)$/.exec(fetches[0])!.slice(1);
    const butter = contentsOf(t, 0)[0];
    expect(butter.cls.name).toBe('butter');
    expect(JSON.stringify(t.goal.conditions[0].object)).toContain(`"text":"${(Number(qty) * 3) / 2}","unit":"${unit}"`);
    expect(t.variation).toContain(`butter: ${(Number(qty) * 3) / 2} ${unit} instead of ${qty} ${unit}`);
  });

  it('swap an ingredient for a stocked sibling', () => {
    const t = getTask('almond-crescent-cookies~swap.white-sugar.brown-sugar', options)!;
    expect(t).toBeDefined();
    const classes = t.goal.conditions.flatMap((_, i) => contentsOf(t, i).map((e) => e.cls.name));
    expect(classes).toContain('brown-sugar');
    expect(classes).not.toContain('white-sugar');
    expect(t.variation).toEqual(['brown-sugar instead of white-sugar']);
  });

  it('give more tools in a kitchen that extends the named one, opened by sessions from a cache file', () => {
    const t = getTask('almond-crescent-cookies~tools.baking-tray.2', options)!;
    expect(t).toBeDefined();
    const session = sessionOptionsFor(t);
    expect(session.kitchen).not.toBe('full-kitchen');
    const file = session.ontology![0];
    expect(file.startsWith(tmpdir())).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(t.kitchen.yaml);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // written once per process: the same text gives the same file
    expect(sessionOptionsFor(t).ontology).toEqual([file]);
    expect(kitchenFile(t.kitchen.yaml!)).toBe(file);
    const s = openSession(session);
    type Held = { class: string; contents?: Held[] };
    /** Baking trays in the cabinet of a session's kitchen (JSON form). */
    const trays = (kitchen: unknown) => (kitchen as Held).contents!.find((p) => p.class === 'kitchen-cabinet')!.contents!.filter((c) => c.class === 'baking-tray').length;
    expect(trays(s.kitchen())).toBe(trays(openSession({}).kitchen()) + 2);
    // the gold network in that kitchen meets every goal condition of the task
    expect(s.execute(goldLines('almond-crescent-cookies').join('\n')).status).toBe('ok');
    const check = goalChecker(t, new Simulator({ ontologyFiles: session.ontology, kitchen: session.kitchen }));
    expect(check(s.state().run).fraction).toBe(1);
  });

  it('with more tools have the very goal (ids included) the YAML kitchen of the task gives', () => {
    const golds = new GoldStandards(sim, BENCHMARK!);
    const tools = corpus.slice(0, 6).flatMap((t) =>
      candidateVariations(golds.get(t.id), sim)
        .filter((v) => v.kind === 'tools')
        .slice(0, 2)
        .map((v) => getTask(`${t.id}~${variationId(v)}`, options)!),
    );
    expect(tools.length).toBeGreaterThan(6);
    for (const t of tools) {
      const session = sessionOptionsFor(t);
      const yamlKitchen = new Simulator({ ontologyFiles: session.ontology, kitchen: session.kitchen });
      const gold = golds.get(t.source);
      const run = yamlKitchen.run(gold.recipe!, gold.path);
      expect(JSON.stringify(goalOfRun(nodeSequence(run), gold.environment)), t.id).toBe(JSON.stringify(t.goal));
    }
  });

  it('are not made for variations the generator does not offer, nor from a derived task', () => {
    for (const id of ['almond-crescent-cookies~scale.5', 'almond-crescent-cookies~scale.6-4', 'almond-crescent-cookies~swap.butter.salt', 'almond-crescent-cookies~tools.oven.1', 'nope~scale.2', 'almond-crescent-cookies~x'])
      expect(getTask(id, options), id).toBeUndefined();
  });

  it('come from a bounded set of variations (docs/TASKS.md counts them)', () => {
    const golds = new GoldStandards(sim, BENCHMARK!);
    const all = corpus.flatMap((t) => candidateVariations(golds.get(t.id), sim).map((v) => `${t.id}~${variationId(v)}`));
    expect(new Set(all).size).toBe(all.length);
    console.log(`${all.length} candidate variations over ${corpus.length} recipes`);
  });
});
