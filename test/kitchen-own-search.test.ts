// docs/EXTENDING.md "A kitchen of one's own" against what happens: the kitchen of its example
// loads with the places in the order it states, the closest unused whisk follows that order, an
// object nested in another container stops the run, and its `kg` unit weighs.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { Simulator } from '../src/simulator.ts';
import { amountOf, entity, valueOf } from './support/simulate.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-own-search-'));
const doc = readFileSync(join(import.meta.dirname, '../docs/EXTENDING.md'), 'utf8');
const section = doc.slice(doc.indexOf("### A kitchen of one's own"));
const [kitchenYaml, kgYaml] = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]);

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function run(ontologyFiles: string[], kitchen: string, lines: string[]) {
  const parsed = parseSolutionText(['#own', '(get-kitchen ?kitchen)', ...lines].join('\n'), 'own.solution');
  return new Simulator({ ontologyFiles, kitchen }).run(parsed.recipes[0], 'own.solution');
}

const beat = ['(fetch-and-proportion ?b ?ks-1 ?kitchen ?bowl-1 butter 100 g)', '(beat ?beaten ?ks-2 ?ks-1 ?b ?whisk)'];

/** `small-kitchen` of the doc with a whisk added to the fridge's contents (after the butter). */
const withFridgeWhisk = (yaml: string) => yaml.replace(/(temperature: "5 degrees-celsius"}}]}\n)/, '$1            - whisk\n');

describe("the doc's kitchen of one's own", () => {
  it('holds the places in the order the doc states', () => {
    const r = run([file('small.yaml', kitchenYaml)], 'small-kitchen', []);
    expect(r.status).toBe('ok');
    const places = entity(valueOf(r, '?kitchen')).contents.map((p) => p.cls.name);
    const stated = /\(`small-kitchen`: ([a-z, -]+)\)/.exec(section.replace(/\s+/g, ' '))![1].split(', ');
    expect(places).toEqual(stated);
  });

  it('takes the whisk of the fridge before the one of the cabinet listed after it, and the reverse', () => {
    const fridgeFirst = file('fridge-first.yaml', withFridgeWhisk(kitchenYaml));
    const r = run([fridgeFirst], 'small-kitchen', beat);
    expect(r.status).toBe('ok');
    const fridge = (ks: string) => entity(valueOf(r, ks)).contents.find((p) => p.cls.name === 'fridge')!;
    expect(fridge('?kitchen').contents.map((c) => c.cls.name)).toEqual(['medium-bowl', 'whisk']);
    expect(fridge('?ks-2').contents.map((c) => c.cls.name)).toEqual(['medium-bowl']);
    // the cabinet listed first: its whisk is the closer one, the fridge keeps its own
    const swapped = withFridgeWhisk(kitchenYaml).replace(/( {6}- fridge:[\s\S]*?)( {6}- kitchen-cabinet:[\s\S]*)$/, '$2$1');
    const s = run([file('cabinet-first.yaml', swapped)], 'small-kitchen', beat);
    expect(s.status).toBe('ok');
    const fridgeAfter = entity(valueOf(s, '?ks-2')).contents.find((p) => p.cls.name === 'fridge')!;
    expect(fridgeAfter.contents.map((c) => c.cls.name)).toEqual(['medium-bowl', 'whisk']);
  });

  it('stops at a whisk that lies inside a bowl', () => {
    const nested = kitchenYaml.replace('            - whisk\n', '            - large-bowl: {contents: [whisk]}\n');
    const r = run([file('nested.yaml', nested)], 'small-kitchen', beat);
    expect(r.status).toBe('error');
    expect(r.messages.join('\n')).toContain('[undefined-function(large-bowl)]');
  });

  it('weighs in the kg of the doc', () => {
    const r = run([file('small.yaml', kitchenYaml), file('kg.yaml', kgYaml)], 'small-kitchen', ['(fetch-and-proportion ?b ?ks-1 ?kitchen ?bowl-1 butter 1/4 kg)']);
    expect(r.status).toBe('ok');
    const fridge = entity(valueOf(r, '?ks-1')).contents.find((p) => p.cls.name === 'fridge')!;
    const butter = fridge.contents[0].contents[0];
    expect(butter.cls.name).toBe('butter');
    // 500 g stocked, 250 g taken: booked in grams, the unit the stock is in
    expect(amountOf(butter)).toBe('250 g');
  });
});
