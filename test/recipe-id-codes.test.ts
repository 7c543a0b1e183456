// Recipe ids and names the corpus lacks: evaluate says so with a code (E_UNKNOWN_RECIPE,
// E_NO_RECIPE_ID) and a "did you mean"; `run NAME` takes the corpus's network of that name, with
// or without `.solution`, and suggests one for a near name.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../src/diagnostics/catalogue.ts';
import { DEFAULT_METRICS, evaluateRecipe } from '../src/evaluator/evaluate.ts';
import { GoldStandards } from '../src/evaluator/gold-standards.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { cli, scratch, SLOW } from './security/attack-cli.ts';
import { BENCHMARK, simulator } from './support/simulate.ts';

const folder = scratch('recipe-ids');
const schema = (name: string) => JSON.parse(readFileSync(new URL(`../docs/schema/${name}.schema.json`, import.meta.url), 'utf8'));
const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addSchema(schema('failure-reason'));
ajv.addSchema(schema('diagnostic'));
const validDiagnostic = ajv.getSchema('diagnostic.schema.json')!;

describe.skipIf(!BENCHMARK)('evaluateRecipe for a recipe without a gold recipe', () => {
  const sim = simulator();
  const evaluate = (text: string) => evaluateRecipe(sim, new GoldStandards(sim, BENCHMARK!), parseSolutionText(text, 'p.solution').recipes[0], 'p.solution', DEFAULT_METRICS);

  it('an unknown id is E_UNKNOWN_RECIPE at its header, with the near corpus id', () => {
    const row = evaluate('; a typo\n#Afgan-Biscuits\n(get-kitchen ?kitchen)\n');
    expect(row).toMatchObject({ status: 'error', reason: 'unsupported-recipe', diagnosedMessages: 1 });
    expect(row.diagnostics).toEqual([
      expect.objectContaining({ code: 'E_UNKNOWN_RECIPE', severity: 'error', file: 'p.solution', line: 2, column: 1, rootCause: true, message: "recipe afgan-biscuits is not one of the benchmark's 30 gold recipes, so it cannot be scored (did you mean afghan-biscuits?)" }),
    ]);
    expect(row.messages).toEqual([`p.solution:2:1: ${row.diagnostics![0].message}`]);
    expect(validDiagnostic(row.diagnostics![0]), JSON.stringify(validDiagnostic.errors)).toBe(true);
    // nothing close: no suggestion
    expect(evaluate('#zz\n(get-kitchen ?kitchen)\n').diagnostics![0].message).not.toMatch(/did you mean/);
  });

  it('a network without a header is E_NO_RECIPE_ID, with a hint', () => {
    const row = evaluate('(get-kitchen ?kitchen)\n');
    expect(row.diagnostics).toEqual([expect.objectContaining({ code: 'E_NO_RECIPE_ID', line: 1, column: 1, hint: expect.stringMatching(/#afghan-biscuits/) })]);
    expect(validDiagnostic(row.diagnostics![0])).toBe(true);
  });

  it('both codes are in the catalogue', () => {
    expect(Object.keys(DIAGNOSTIC_CODES)).toEqual(expect.arrayContaining(['E_UNKNOWN_RECIPE', 'E_NO_RECIPE_ID']));
  });
});

describe.skipIf(!BENCHMARK)('the command line', () => {
  it('evaluate prints the code and the "did you mean" once, and gives the diagnostic in JSON', async () => {
    const path = join(folder(), 'typo.solution');
    writeFileSync(path, '#afgan-biscuits\n(get-kitchen ?kitchen)\n');
    const r = await cli(['evaluate', '--input', path, '--output', '-', '--format', 'jsonl']);
    expect(r.code, r.err).toBe(1);
    expect(r.err).toContain(`${path}:1:1: error E_UNKNOWN_RECIPE: recipe afgan-biscuits is not one of the benchmark's 30 gold recipes, so it cannot be scored (did you mean afghan-biscuits?)\n`);
    expect(r.err.match(/did you mean/g)).toHaveLength(1);
    expect(JSON.parse(r.out).diagnostics.map((d: { code: string }) => d.code)).toEqual(['E_UNKNOWN_RECIPE']);
  }, SLOW);

  it('run takes a corpus recipe name with or without .solution, and suggests a near one', async () => {
    const dir = folder(); // no file of these names here
    for (const name of ['afghan-biscuits', 'afghan-biscuits.solution']) {
      const r = await cli(['run', name, '--jsonl'], { cwd: dir });
      expect(r.code, r.err).toBe(0);
      expect(JSON.parse(r.out)).toMatchObject({ recipeId: 'afghan-biscuits', status: 'ok' });
    }
    const typo = await cli(['run', 'afgan-biscuits'], { cwd: dir });
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/^irl-kitchen: cannot read afgan-biscuits: no such file or folder \(ENOENT\) \(did you mean afghan-biscuits\?\)$/m);
    const far = await cli(['run', 'zzz'], { cwd: dir });
    expect(far.err).toMatch(/^irl-kitchen: cannot read zzz: no such file or folder \(ENOENT\), nor a gold network in .*meaning-only \(name one by its recipe id, e.g\. afghan-biscuits\)$/m);
  }, SLOW);
});
