// The library used as docs/API.md shows it, with misspelt options and wrong files: each mistake is
// one InputError that names the place (the function and option, or the file:line:column and key).
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText, Simulator } from '../src/index.ts';
import { readNetwork, splitText } from '../src/session/network.ts';
import { refusal } from './support/thrown.ts';
import { worldFiles } from './support/world-files.ts';

describe('new Simulator(options): a misspelt option', () => {
  it('is refused with the option meant and the list of options, naming the constructor', () => {
    const said = refusal(() => new Simulator({ rulesDir: ['my-rules'] } as never));
    expect(said).toMatch(/^new Simulator: no option "rulesDir" \(did you mean rulesDirs\?\)/);
    expect(said).toContain('(its options: rulesDirs, ontologyFiles, kitchen, maxEvaluations, maxMillis, semantics)');
    expect(refusal(() => new Simulator({ ontology: ['x.yaml'] } as never))).toMatch(/no option "ontology".*ontologyFiles/);
  });

  it("a misspelt bound of run() is refused, not run without the bound", () => {
    const sim = new Simulator();
    const recipe = parseSolutionText('(get-kitchen ?k)', 'bounds.solution').recipes[0];
    expect(refusal(() => sim.run(recipe, 'bounds.solution', { maxMilis: 5 } as never))).toBe('Simulator.run: bounds: no option "maxMilis" (did you mean maxMillis?) (its options: maxMillis)');
    expect(refusal(() => sim.run(recipe, 'bounds.solution', 5 as never))).toBe('Simulator.run: bounds: options must be an object, got a number');
    expect(sim.run(recipe, 'bounds.solution', { maxMillis: 60_000 }).status).toBe('ok');
  });

  it('every documented option is still taken, and one left undefined is no mistake', () => {
    const sim = new Simulator({ rulesDirs: [], ontologyFiles: [], kitchen: 'full-kitchen', maxEvaluations: 10_000, maxMillis: 60_000, semantics: 'corrected', extra: undefined } as never);
    expect(sim.semantics).toBe('corrected');
  });
});

describe('ontology files', () => {
  const files = worldFiles('libprobe-onto-');

  it('a before-lookup entry without factor: names the missing key, not "nothing is not a number"', () => {
    const said = files.refusal('lookup.yaml', ['before-lookup:', '  tbsp:', '    unit: ml']);
    expect(said).toBe('lookup.yaml:3:5: before-lookup tbsp.factor: missing: the entry has no factor: key; give a number');
  });

  it('a factor: key written with a typo is named, with the key meant', () => {
    const said = files.refusal('typo.yaml', ['before-lookup:', '  tbsp:', '    unit: ml', '    factr: 15']);
    expect(said).toBe('typo.yaml:4:5: unknown key "factr" in before-lookup tbsp (allowed: unit, factor) (did you mean factor?)');
    // left out altogether: the entry says which key it lacks
    expect(files.refusal('none.yaml', ['before-lookup:', '  tbsp:', '    unit: ml'])).toBe('none.yaml:3:5: before-lookup tbsp.factor: missing: the entry has no factor: key; give a number');
  });

  it('a factor: written with nothing after it is said to be empty', () => {
    const said = files.refusal('empty.yaml', ['before-lookup:', '  tbsp:', '    unit: ml', '    factor:']);
    expect(said).toMatch(/^empty\.yaml:4:\d+: before-lookup tbsp\.factor: the entry factor: is empty; give a number$/);
  });

  it('a rule file given as an ontology file is said to be one, not a YAML directive error', () => {
    const path = join(files.dir, 'toast.pl');
    copyFileSync('examples/extension/rules/toast.pl', path);
    const said = refusal(() => new Simulator({ ontologyFiles: [path] }));
    expect(said).toMatch(/toast\.pl: not an ontology YAML file: it looks like a rule file \(line \d+: "action\(toast/);
    expect(said).toContain('--rules, or rulesDirs');
    expect(said).not.toContain('directive');
  });

  it('a rule file without comments, which YAML reads as one long text, is said to be one too', () => {
    const said = files.refusal('plain.pl', ["action(toast, 'toast it').", 'slot(toast, bread, ingredient).']);
    expect(said).toMatch(/^plain\.pl: not an ontology YAML file: it looks like a rule file \(line 1:/);
  });
});

describe('readNetwork: the recipe id of a network', () => {
  it('is that of its #id line, as splitText takes it, and null without one', () => {
    const lines = splitText('#my-bowl\n(get-kitchen ?k)').lines;
    expect(readNetwork(lines).recipe?.id).toBe(splitText(lines.join('\n')).recipeId);
    expect(readNetwork(lines).recipe?.id).toBe('my-bowl');
    expect(readNetwork(['(get-kitchen ?k)']).recipe?.id).toBeNull();
  });
});
