// Repair reads the network and, for hints, the recipe's text: never a gold network. The same
// variants repaired against a copy of the corpus that holds no gold file give the same output,
// byte for byte, and a repeated repair with the same seed gives the same output too.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repair } from '../../src/repair/index.ts';
import { BENCHMARK, VARIANTS_DIR } from '../support/simulate.ts';

// a dropped ingredient (its amount from the recipe text), a dropped transfer, a dropped tool, a broken object link
const CASES = ['avocado-chicken-salad--drop-line-1', 'chocolate-fudge-cookies--drop-line-1', 'coconut-tuiles--drop-line-1', 'almond-crescent-cookies--break-link-1'];

describe.skipIf(!BENCHMARK)('repair without the gold networks', () => {
  const copy = mkdtempSync(join(tmpdir(), 'irl-kitchen-no-gold-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('gives the same output from a copy of the corpus without gold-standards', () => {
    mkdirSync(join(copy, 'data'), { recursive: true });
    cpSync(join(BENCHMARK!, 'data/recipe-texts'), join(copy, 'data/recipe-texts'), { recursive: true });
    cpSync(VARIANTS_DIR!, join(copy, 'variants'), { recursive: true });
    for (const name of CASES) {
      const original = readFileSync(join(VARIANTS_DIR!, `${name}.solution`), 'utf8');
      const copied = readFileSync(join(copy, 'variants', `${name}.solution`), 'utf8');
      const withGold = repair(original, { file: `${name}.solution`, benchmark: BENCHMARK! });
      // nothing may fall back on the corpus found from the environment either
      const saved = process.env.IRL_KITCHEN_BENCHMARK;
      process.env.IRL_KITCHEN_BENCHMARK = copy;
      let withoutGold;
      try {
        withoutGold = repair(copied, { file: `${name}.solution`, benchmark: copy });
      } finally {
        if (saved === undefined) delete process.env.IRL_KITCHEN_BENCHMARK;
        else process.env.IRL_KITCHEN_BENCHMARK = saved;
      }
      expect(withoutGold.repaired, name).toBe(true);
      expect(JSON.stringify(withoutGold), name).toBe(JSON.stringify(withGold));
    }
  });

  it('gives byte-identical output for the same input and seed', () => {
    const text = readFileSync(join(VARIANTS_DIR!, `${CASES[1]}.solution`), 'utf8');
    const first = JSON.stringify(repair(text, { seed: 7, benchmark: BENCHMARK! }));
    expect(JSON.stringify(repair(text, { seed: 7, benchmark: BENCHMARK! }))).toBe(first);
  });

  it('reads the amount of a dropped ingredient from the recipe text, and guesses without it', () => {
    const text = readFileSync(join(VARIANTS_DIR!, `${CASES[0]}.solution`), 'utf8');
    const hinted = repair(text, { benchmark: BENCHMARK! });
    expect(hinted.edits[0].after).toBe('(fetch-and-proportion ?proportioned-pepper ?repair-ks-1 ?output-ks-h ?repair-target-container-1 ground-black-pepper 1/4 teaspoon)');
    const nowhere = mkdtempSync(join(tmpdir(), 'irl-kitchen-no-corpus-'));
    try {
      const unhinted = repair(text, { benchmark: nowhere });
      expect(unhinted.repaired).toBe(true);
      expect(unhinted.edits.map((e) => e.kind)).not.toContain('drop');
    } finally {
      rmSync(nowhere, { recursive: true, force: true });
    }
  });
});
