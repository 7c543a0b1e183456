// Corpus tasks: one per recipe text, with the recipe's text as written, the fixed split, and the
// goal the evaluator checks — the executed gold network's outputs and dish (gold-standards.ts is
// the oracle) — and never the gold network itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goalNodes, placedOutput } from '../../src/evaluator/goal-conditions.ts';
import { GoldStandards, goldOutputNode } from '../../src/evaluator/gold-standards.ts';
import { similar } from '../../src/evaluator/similarity.ts';
import { Factory } from '../../src/kitchen/entity.ts';
import { buildCorpusTasks, recipeTextDir } from '../../src/tasks/corpus.ts';
import { entityFromJson } from '../../src/tasks/entity-from-json.ts';
import { parseRecipeText } from '../../src/tasks/recipe-text.ts';
import { splitOf } from '../../src/tasks/split.ts';
import { listTasks } from '../../src/tasks/library.ts';
import { taskToJson } from '../../src/tasks/task-json.ts';
import { schemaErrors } from '../json-validate.ts';
import { BENCHMARK, GOLD_DIR, simulator } from '../support/simulate.ts';

describe.skipIf(!BENCHMARK)('corpus tasks', () => {
  const sim = simulator();
  const started = performance.now();
  const tasks = BENCHMARK ? buildCorpusTasks(BENCHMARK, sim) : [];
  const buildMs = performance.now() - started;
  const golds = BENCHMARK ? new GoldStandards(sim, BENCHMARK) : null!;
  const xmlFiles = BENCHMARK ? readdirSync(recipeTextDir(BENCHMARK)).filter((f) => f.endsWith('.xml')) : [];

  it('are one per recipe text, with its id, title and lines (trimmed), in the full kitchen', () => {
    console.log(`corpus tasks built in ${Math.round(buildMs)} ms (gold networks executed included)`);
    expect(tasks.length).toBe(xmlFiles.length);
    expect(tasks.map((t) => t.id)).toEqual([...tasks.map((t) => t.id)].sort());
    for (const f of xmlFiles) {
      const xml = readFileSync(join(recipeTextDir(BENCHMARK!), f), 'utf8');
      const id = /<id>\s*([^<]*?)\s*<\/id>/.exec(xml)![1];
      const t = tasks.find((x) => x.id === id)!;
      expect(t, f).toBeDefined();
      expect(t.source).toBe(id);
      expect(t.title).toBe(/<title>\s*([^<]*?)\s*<\/title>/.exec(xml)![1]);
      // every element's text, in order, with its white space trimmed
      expect(t.text.ingredients).toEqual([...xml.matchAll(/<ingredient>([^<]*)<\/ingredient>/g)].map((m) => m[1].trim()));
      expect(t.text.instructions).toEqual([...xml.matchAll(/<instruction>([^<]*)<\/instruction>/g)].map((m) => m[1].trim()));
      expect(t.kitchen).toEqual({ name: 'full-kitchen', yaml: null });
      expect(t.variation).toEqual([]);
    }
  });

  it('split by a stable hash of the recipe id: about a third test, the same in every build', () => {
    for (const t of tasks) expect(t.split).toBe(splitOf(t.id));
    const test = tasks.filter((t) => t.split === 'test').length;
    expect(test / tasks.length).toBeGreaterThan(0.2);
    expect(test / tasks.length).toBeLessThan(0.45);
    // the hash is FNV-1a: a fixed function of the id's bytes
    expect(splitOf('almond-crescent-cookies')).toBe('train');
    expect(listTasks({ benchmark: BENCHMARK!, sim }).map((t) => [t.id, t.split])).toEqual(tasks.map((t) => [t.id, t.split]));
  });

  it("have as goal conditions every executed gold step's output and location, as the evaluator takes them", () => {
    const factory = new Factory(sim.world.ontology);
    for (const t of tasks) {
      const gold = golds.get(t.id);
      const nodes = goalNodes(gold.nodes, sim.semantics);
      expect(t.goal.conditions.length, t.id).toBe(nodes.length);
      t.goal.conditions.forEach((c, i) => {
        const want = placedOutput(nodes[i]);
        expect(c.id).toBe(`g${i + 1}`);
        expect(c.action).toBe(nodes[i].action);
        expect(c.location).toEqual(want.location);
        const object = entityFromJson(c.object, factory);
        expect(similar(want.entity, object) && similar(object, want.entity), `${t.id} ${c.id}`).toBe(true);
        expect(c.sentence.length).toBeGreaterThan(5);
      });
      const dish = goldOutputNode(gold, sim.semantics)!;
      expect(t.goal.dish!.location).toEqual(placedOutput(dish).location);
      expect(similar(dish.output, entityFromJson(t.goal.dish!.object, factory))).toBe(true);
    }
  });

  it('give black-bean-salad-2 the goal of its own gold file, not of the file label #black-bean-salad-4', () => {
    const own = tasks.find((t) => t.id === 'black-bean-salad-2')!;
    const four = tasks.find((t) => t.id === 'black-bean-salad-4')!;
    const gold = golds.get('black-bean-salad-2');
    expect(gold.path.endsWith('black-bean-salad-2.solution')).toBe(true);
    expect(readFileSync(gold.path, 'utf8')).toContain('#black-bean-salad-4');
    expect(own.goal.conditions.length).toBe(goalNodes(gold.nodes).length);
    expect(own.goal.conditions.length).not.toBe(four.goal.conditions.length);
  });

  it('hold no line of their gold network, and validate against task.schema.json', () => {
    for (const t of tasks) {
      const json = JSON.stringify(t);
      const goldText = readFileSync(join(GOLD_DIR!, `${golds.environment(t.id)!.file}.solution`), 'utf8');
      for (const line of goldText.split('\n').filter((l) => l.startsWith('('))) expect(json).not.toContain(line.trim());
      // variables of the network never appear either (`?proportioned-butter`)
      expect(json).not.toMatch(/"\?[a-z]/);
      expect(schemaErrors('task.schema.json', taskToJson(t))).toEqual([]);
      expect(schemaErrors('task.schema.json', taskToJson(t, 'text'))).toEqual([]);
    }
  });
});

describe('recipe text reader', () => {
  const xml = (inner: string) => `<recipe><id>x-1</id><title>T &amp; U</title><ingredients>${inner}</ingredients><instructions><instruction> Mix. </instruction></instructions></recipe>`;

  it('decodes entities and collapses white space', () => {
    const r = parseRecipeText(xml('<ingredient>\n  1 &lt;cup&gt;   sugar &#233;\n</ingredient>'), 'r.xml');
    expect(r).toEqual({ id: 'x-1', title: 'T & U', ingredients: ['1 <cup> sugar é'], instructions: ['Mix.'] });
  });

  it('refuses what it does not read, naming the file', () => {
    expect(() => parseRecipeText(xml('<ingredient>a &nbsp; b</ingredient>'), 'r.xml')).toThrow(/r\.xml: unknown entity &nbsp;/);
    expect(() => parseRecipeText(xml('<ingredient>a <b>x</b></ingredient>'), 'r.xml')).toThrow(/r\.xml: <ingredient> holds markup/);
    expect(() => parseRecipeText(xml('<ingredient>a'), 'r.xml')).toThrow(/r\.xml: <ingredient> at offset \d+ is never closed/);
    expect(() => parseRecipeText('<recipe><title>x</title></recipe>', 'r.xml')).toThrow(/r\.xml: expected one <id> element, found 0/);
    expect(() => parseRecipeText(xml('<![CDATA[x]]>'), 'r.xml')).toThrow(/CDATA/);
  });
});
